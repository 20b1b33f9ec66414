import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Storybook 10 on Vite: every ui component story, plus the foundation pages (tokens, brands). */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)', '../src/**/*.mdx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Without these pre-bundled, the first story-test run fails after Vite reloads (docs/architecture.md "Stack notes").
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          'react-intl',
          '@radix-ui/react-dialog',
          '@radix-ui/react-tabs',
          'embla-carousel-react',
          'embla-carousel-autoplay',
        ],
      },
    });
  },
};

export default config;
