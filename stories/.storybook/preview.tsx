import type { Decorator, Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { ThemeRoot } from '@playdeck/ui/theme';
import { allBrandCss, brands, defaultBrand } from './brands';
import { locales } from './locales';
import type { LocaleId } from './locales';
import '@playdeck/ui/fonts.css';
import './preview.css';

type ColorModeGlobal = 'light' | 'dark' | 'side-by-side';

/**
 * Wraps every story in the brand, colour mode and locale chosen in the toolbar. "side-by-side" renders the story
 * twice, light and dark, so a designer reviews both at once.
 */
const withBrand: Decorator = (Story, context) => {
  const brand = String(context.globals.brand ?? defaultBrand);
  const mode = (context.globals.colorMode ?? 'light') as ColorModeGlobal;
  const locale = (context.globals.locale ?? 'bn') as LocaleId;
  const { messages } = locales[locale] ?? locales.bn;
  const pane = (colorMode: 'light' | 'dark') => (
    <ThemeRoot brand={brand} colorMode={colorMode} className="sb-pane">
      <Story />
    </ThemeRoot>
  );
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      <style>{allBrandCss}</style>
      {mode === 'side-by-side' ? (
        <div className="sb-side-by-side">
          {pane('light')}
          {pane('dark')}
        </div>
      ) : (
        pane(mode)
      )}
    </IntlProvider>
  );
};

const preview: Preview = {
  decorators: [withBrand],
  globalTypes: {
    brand: {
      description: 'Brand (config/brands/*)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((b) => ({ value: b.id, title: b.name })),
        dynamicTitle: true,
      },
    },
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Colour mode',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'side-by-side', title: 'Side by side' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: Object.entries(locales).map(([value, l]) => ({ value, title: l.title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: defaultBrand, colorMode: 'light', locale: 'bn' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    // Any axe violation fails the story's test (npm run test:stories), in light and dark.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
