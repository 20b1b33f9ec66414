import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

/**
 * Strings shared by several ui components. Component-specific strings live in the component's own
 * `messages.ts`; all ids start with `ui.`. Source language English; translations in locales/<lang>.json.
 */
export const commonMessages = defineMessages(catalogue.commonMessages);
