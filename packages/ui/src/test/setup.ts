import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after this long. Generous because CI shares 2 cores between suites: a slow machine must
// not fail a behaviour test (these are not timing assertions).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
