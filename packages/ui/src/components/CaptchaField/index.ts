export { CaptchaField, CAPTCHA_REFRESH_THROTTLE_MS } from './CaptchaField';
export type { CaptchaFieldProps } from './CaptchaField';
