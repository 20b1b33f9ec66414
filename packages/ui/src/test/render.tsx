import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeRoot } from '../theme/ThemeRoot';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Locale for react-intl (default en, which uses the messages' defaultMessage). */
  locale?: string;
  /** Compiled or plain ICU messages by id. */
  messages?: Record<string, string>;
}

/** Renders a ui component the way the site does: inside IntlProvider and a ThemeRoot (brand "test"). */
export function renderWithTheme(
  ui: ReactElement,
  { locale = 'en', messages = {}, ...options }: Options = {},
) {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={ignoreMissingTranslation}>
        <ThemeRoot brand="test">{children}</ThemeRoot>
      </IntlProvider>
    ),
  });
}

function ignoreMissingTranslation(error: { code?: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  throw error;
}
