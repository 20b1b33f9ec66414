import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton, resolveColorMode, setColorMode, type ColorMode } from '@playdeck/ui';
import { MoonIcon, SunIcon } from '../../shared/ui/icons';
import { layoutMessages } from './messages';

/** Light/dark switch (spec 1). The pre-paint script (/color-mode.js) applies the stored choice before first paint. */
export function ColorModeToggle() {
  const intl = useIntl();
  const [mode, setMode] = useState<ColorMode>(() => resolveColorMode());
  const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="ghost"
      label={intl.formatMessage(next === 'dark' ? layoutMessages.darkMode : layoutMessages.lightMode)}
      onClick={() => {
        setColorMode(next);
        setMode(next);
      }}
    >
      {next === 'dark' ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
}
