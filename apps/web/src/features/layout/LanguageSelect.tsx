import { useIntl } from 'react-intl';
import { Select } from '@playdeck/ui';
import { useBrand } from '../../shared/brand/brand';
import { changeLanguage } from '../../shared/i18n/changeLanguage';
import { languageAutonym } from '../../shared/i18n/languages';
import { layoutMessages } from './messages';

/** The language select (spec 2 header): the brand's configured languages, each in its own name; a change reloads. */
export function LanguageSelect({ className }: { className?: string }) {
  const intl = useIntl();
  const { languages } = useBrand();
  if (languages.length < 2) return null;
  return (
    <Select
      className={className}
      label={intl.formatMessage(layoutMessages.language)}
      value={intl.locale}
      options={languages.map((code) => ({ value: code, label: languageAutonym(code) }))}
      onChange={(e) => void changeLanguage(e.target.value)}
    />
  );
}
