import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  showPassword: NoMessageValues;
  counter: { count: number; max: number };
  counterLabel: { count: number; max: number };
  remaining: { remaining: number };
}>({
  showPassword: {
    id: 'ui.textField.showPassword',
    defaultMessage: 'Show password',
    description:
      'Accessible name of the toggle button that reveals the typed password (pressed = password visible)',
  },
  counter: {
    id: 'ui.textField.counter',
    defaultMessage: '{count, number}/{max, number}',
    description: 'Visible character counter under a text field, e.g. "12/200" (characters typed / maximum)',
  },
  counterLabel: {
    id: 'ui.textField.counterLabel',
    defaultMessage: '{count, number} of {max, number} characters used',
    description: 'Screen-reader text of the character counter under a text field',
  },
  remaining: {
    id: 'ui.textField.remaining',
    defaultMessage:
      '{remaining, plural, =0 {No characters left} one {# character left} other {# characters left}}',
    description: 'Announced politely to screen readers only when a text field nears its maximum length',
  },
});
