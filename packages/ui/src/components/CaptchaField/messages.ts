import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  image: {
    id: 'ui.captchaField.image',
    defaultMessage: 'Verification image',
    description: 'Alt text of the captcha image the player copies into the verification code field',
  },
  refresh: {
    id: 'ui.captchaField.refresh',
    defaultMessage: 'Refresh verification image',
    description: 'Accessible name of the button (the captcha image itself) that loads a new captcha image',
  },
});
