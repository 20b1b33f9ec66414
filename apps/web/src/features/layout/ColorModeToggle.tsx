import { atom, useSetAtom } from 'jotai';
import { useStoreValue } from '../../shared/state/useStoreValue';
import { useIntl } from 'react-intl';
import { IconButton, resolveColorMode, setColorMode, useClientValue, type ColorMode } from '@playdeck/ui';
import { MoonIcon, SunIcon } from '../../shared/ui/icons';
import { layoutMessages } from './messages';

/**
 * The colour mode the switches show; null until one is used, then the mode chosen. Shared, so the header's switch and
 * the side menu's (phones) always agree.
 */
const chosenModeAtom = atom<ColorMode | null>(null);

/**
 * The current colour mode and a toggle (stores the choice and sets it on `<html>`). The server renders the light
 * mode's switch: it cannot know the visitor's mode (set on `<html>` before paint). So hydrating a server-rendered page
 * renders what the server sent and then the visitor's mode in a transition (`useClientValue`), instead of a hydration
 * mismatch (app/ssr.ts) or a synchronous re-render in the hydration's task.
 */
function useColorModeToggle(): { mode: ColorMode; toggle: () => void } {
  const chosen = useStoreValue(chosenModeAtom);
  const setChosen = useSetAtom(chosenModeAtom);
  const resolved = useClientValue(resolveColorMode, 'light' as ColorMode);
  const mode = chosen ?? resolved;
  return {
    mode,
    toggle: () => {
      const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
      setColorMode(next);
      setChosen(next);
    },
  };
}

/** Props of {@link ColorModeToggle}. */
export interface ColorModeToggleProps {
  /** `icon` (default): the header's icon button; `item`: a side menu row with icon and text (phones). */
  variant?: 'icon' | 'item';
  /** Class of the button (layout, e.g. hidden below a width). */
  className?: string;
}

/**
 * Light/dark switch (spec 1). The pre-paint script (/pre-paint.js) applies the stored choice before first paint.
 * Named after the mode it switches to ("Dark mode" in light mode). On phones the header has no room for it, so the
 * side menu shows the `item` variant instead (mobile first: the header fits at 360 px).
 */
export function ColorModeToggle({ variant = 'icon', className }: ColorModeToggleProps) {
  const intl = useIntl();
  const { mode, toggle } = useColorModeToggle();
  const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
  const label = intl.formatMessage(next === 'dark' ? layoutMessages.darkMode : layoutMessages.lightMode);
  const icon = next === 'dark' ? <MoonIcon /> : <SunIcon />;
  if (variant === 'item')
    return (
      <button type="button" className={className} onClick={toggle}>
        <span aria-hidden="true">{icon}</span>
        <span>{label}</span>
      </button>
    );
  return (
    <IconButton variant="ghost" label={label} className={className} onClick={toggle}>
      {icon}
    </IconButton>
  );
}
