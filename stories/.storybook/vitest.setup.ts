/**
 * Story tests: the project's annotations (decorators, a11y violations as errors) with the brand and colour mode of
 * this vitest project (vitest.config.ts defines one project per brand x mode).
 */
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

declare const __PD_STORY_GLOBALS__: { brand: string; colorMode: 'light' | 'dark' };

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, { initialGlobals: __PD_STORY_GLOBALS__ }]);
