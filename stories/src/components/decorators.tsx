import type { Decorator } from '@storybook/react-vite';

/**
 * Shows a form control at the width of the narrowest phone the site supports (360 px, docs/architecture.md "Mobile
 * first") with a 16 px margin, so its label, hint and error wrap as they do in a popup form.
 */
export const formWidth: Decorator = (Story) => (
  <div style={{ maxWidth: 360, padding: 16 }}>
    <Story />
  </div>
);
