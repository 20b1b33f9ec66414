import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after this long. Generous because CI shares 2 cores between suites: a slow machine must
// not fail a behaviour test (these are not timing assertions).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// The captcha widget (ALTCHA: a Web Component that solves in Web Workers) cannot run in jsdom, which has no Worker:
// CaptchaField's lazy module is replaced by an empty one, so the field mounts an inert <altcha-widget> and a test
// plays the widget by dispatching its `statechange` event. The real widget is tested in Chromium (stories, e2e).
vi.mock('../components/CaptchaField/altcha', () => ({ setStrings: () => undefined }));
