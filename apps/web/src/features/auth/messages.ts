/** Login and register popup texts (ids `app.login.*`, `app.reg.*`). */
import { defineMessages, type MessageTag } from 'react-intl';

export const authMessages = defineMessages({
  loginTitle: { id: 'app.login.title', defaultMessage: 'Log in', description: 'Login popup title' },
  tabsLabel: {
    id: 'app.login.tabs',
    defaultMessage: 'Login method',
    description: 'Accessible name of the login method tabs',
  },
  tabUsername: {
    id: 'app.login.tabUsername',
    defaultMessage: 'Username',
    description: 'Login tab: username and password',
  },
  tabSms: {
    id: 'app.login.tabSms',
    defaultMessage: 'SMS code',
    description: 'Login tab: mobile number and SMS code',
  },
  username: { id: 'app.login.username', defaultMessage: 'Username', description: 'Username field label' },
  usernameOrMobile: {
    id: 'app.login.usernameOrMobile',
    defaultMessage: 'Username or mobile number',
    description:
      'Login field label when the brand lets a member registered by mobile number log in with it and the password (MOBREGPWD3)',
  },
  registeredMobileHint: {
    id: 'app.reg.done.mobileHint',
    defaultMessage: 'Log in with your mobile number or this username, and your password.',
    description:
      'Toast detail after a mobile registration when the brand allows password login by mobile number',
  },
  password: { id: 'app.login.password', defaultMessage: 'Password', description: 'Password field label' },
  mobile: {
    id: 'app.login.mobile',
    defaultMessage: 'Mobile number',
    description: 'Mobile number field label',
  },
  code: {
    id: 'app.login.code',
    defaultMessage: 'Verification code',
    description: 'SMS verification code field label',
  },
  freePlay: {
    id: 'app.login.freePlay',
    defaultMessage: 'Free play',
    description: 'Login popup button: start a free-play (trial) session without an account (FREEPLAY3)',
  },
  sendCode: {
    id: 'app.login.sendCode',
    defaultMessage: 'Send code',
    description: 'Button sending the SMS verification code',
  },
  captcha: { id: 'app.login.captcha', defaultMessage: 'Captcha', description: 'Captcha answer field label' },
  remember: {
    id: 'app.login.remember',
    defaultMessage: 'Remember my username',
    description: 'Checkbox keeping the username for 1 day (the password is never stored)',
  },
  forgot: {
    id: 'app.login.forgot',
    defaultMessage: 'Forgot password?',
    description: 'Link opening the forgot-password popup',
  },
  submit: { id: 'app.login.submit', defaultMessage: 'Log in', description: 'Login submit button' },
  termsLink: {
    id: 'app.login.termsLink',
    defaultMessage: 'terms and conditions',
    description: 'Link text to the terms and conditions (help centre)',
  },
  required: {
    id: 'app.login.required',
    defaultMessage: 'Please enter the username and password',
    description: 'Spec 8: login with username or password empty',
  },
  mobileInvalid: {
    id: 'app.login.mobileInvalid',
    defaultMessage: 'Please enter correct mobile number',
    description: 'Spec 8: SMS login with an invalid mobile number',
  },
  codeRequired: {
    id: 'app.login.codeRequired',
    defaultMessage: 'Verification code is missing',
    description: 'Spec 8: SMS login without a code',
  },
  captchaRequired: {
    id: 'app.login.captchaRequired',
    defaultMessage: 'Please complete verification first',
    description: 'Spec 8: the captcha is shown but empty',
  },
  registerTitle: { id: 'app.reg.title', defaultMessage: 'Register', description: 'Register popup title' },
  regTabs: {
    id: 'app.reg.tabs',
    defaultMessage: 'Registration method',
    description: 'Accessible name of the registration method tabs',
  },
  regTabUsername: {
    id: 'app.reg.tabUsername',
    defaultMessage: 'Username',
    description: 'Register tab: by username (USERNAMEREG3)',
  },
  regTabMobile: {
    id: 'app.reg.tabMobile',
    defaultMessage: 'Mobile number',
    description: 'Register tab: by mobile number (MOBILENUMREG3)',
  },
  regSubmit: { id: 'app.reg.submit', defaultMessage: 'Register', description: 'Register submit button' },
  unavailable: {
    id: 'app.reg.unavailable',
    defaultMessage: 'Registration is not available right now',
    description: 'Register popup when the brand has no registration method on',
  },
  birthdayRequired: {
    id: 'app.reg.birthdayRequired',
    defaultMessage: 'Please enter your date of birth',
    description: 'Registration: error when the brand asks for a date of birth and none was entered',
  },
  agreementField: {
    id: 'app.reg.field.agreement',
    defaultMessage: 'Terms agreement',
    description: 'Name of the age/terms agreement checkbox in the list of fields to correct',
  },
  otherField: {
    id: 'app.reg.field.other',
    defaultMessage: 'Other details',
    description:
      'Name, in the list of fields to correct, of a value the player did not type (a field with no label)',
  },
});

/** Labels of the registration fields (spec 3 "Registration user"). */
export const fieldLabels = defineMessages({
  birthday: {
    id: 'app.reg.field.birthday',
    defaultMessage: 'Date of birth',
    description: 'Registration field label: date of birth (shown where the brand asks for it; spec 5 age 21)',
  },
  username: {
    id: 'app.reg.field.username',
    defaultMessage: 'Username',
    description: 'Registration field label',
  },
  password: {
    id: 'app.reg.field.password',
    defaultMessage: 'Password',
    description: 'Registration field label',
  },
  confirmPassword: {
    id: 'app.reg.field.confirmPassword',
    defaultMessage: 'Confirm password',
    description: 'Registration field label',
  },
  payeeName: {
    id: 'app.reg.field.payeeName',
    defaultMessage: 'Real name',
    description: 'Registration field label (payee name)',
  },
  paymentPassword: {
    id: 'app.reg.field.paymentPassword',
    defaultMessage: 'Withdrawal password',
    description: 'Registration field label',
  },
  qqNum: { id: 'app.reg.field.qqNum', defaultMessage: 'QQ number', description: 'Registration field label' },
  line: { id: 'app.reg.field.line', defaultMessage: 'LINE ID', description: 'Registration field label' },
  whatsapp: {
    id: 'app.reg.field.whatsapp',
    defaultMessage: 'WhatsApp',
    description: 'Registration field label',
  },
  facebook: {
    id: 'app.reg.field.facebook',
    defaultMessage: 'Facebook',
    description: 'Registration field label',
  },
  wechat: { id: 'app.reg.field.wechat', defaultMessage: 'WeChat', description: 'Registration field label' },
  idNumber: {
    id: 'app.reg.field.idNumber',
    defaultMessage: 'ID number',
    description: 'Registration field label',
  },
  email: { id: 'app.reg.field.email', defaultMessage: 'Email', description: 'Registration field label' },
  mobileNum: {
    id: 'app.reg.field.mobileNum',
    defaultMessage: 'Mobile number',
    description: 'Registration field label',
  },
  recommenderId: {
    id: 'app.reg.field.recommenderId',
    defaultMessage: 'Referrer ID',
    description: 'Registration field label',
  },
  affiliateCode: {
    id: 'app.reg.field.affiliateCode',
    defaultMessage: 'Invitation code',
    description: 'Registration field label',
  },
  captcha: {
    id: 'app.reg.field.captcha',
    defaultMessage: 'Captcha',
    description: 'Registration field label',
  },
  verificationCode: {
    id: 'app.reg.field.verificationCode',
    defaultMessage: 'Verification code',
    description: 'Registration field label (SMS code)',
  },
  countryDialingCode: {
    id: 'app.reg.field.countryDialingCode',
    defaultMessage: 'Country code',
    description: 'Registration field name: the dialing code chosen beside the mobile number (e.g. +880)',
  },
});

/** Messages with ICU arguments; `<link>` is a rich-text tag rendered as a link or link button. */
export const authValueMessages = defineMessages<{
  noAccount: { link: MessageTag };
  terms: { link: MessageTag };
  agree: { age: number; link: MessageTag };
  haveAccount: { link: MessageTag };
  invalidFields: { fields: string; count: number };
  registeredUsername: { username: string };
}>({
  registeredUsername: {
    id: 'app.reg.done.username',
    defaultMessage: 'Welcome! Your username is {username}',
    description:
      'Toast after a registration: the username of the new account (made for a mobile registration)',
  },
  noAccount: {
    id: 'app.login.noAccount',
    defaultMessage: 'No account yet? <link>Register now</link>',
    description: 'Line under the login form; <link> opens the register popup',
  },
  terms: {
    id: 'app.login.terms',
    defaultMessage: 'By logging in you accept our <link>terms and conditions</link>.',
    description: 'Terms line under the login form; <link> opens the terms',
  },
  agree: {
    id: 'app.reg.agree',
    defaultMessage: 'I am over {age} years old and agree to the <link>terms and conditions</link>',
    description:
      "Age and terms agreement checkbox. age: the brand's minimum age (brand.json ageGate.termsMinAge, 18 by default); <link> opens the terms",
  },
  haveAccount: {
    id: 'app.reg.haveAccount',
    defaultMessage: 'Already registered? <link>Log in</link>',
    description: 'Line under the register form; <link> opens the login popup',
  },
  invalidFields: {
    id: 'app.reg.invalidFields',
    defaultMessage:
      '{count, plural, one {Please check this field: {fields}} other {Please check these fields: {fields}}}',
    description:
      'Form-level error of the register form when a rule fails (the field may be out of view). fields: the field names as a localised list ("Username and Password"); count: how many',
  },
});

/** The new-address two-factor step of the login popup (spec 4 "Two-factor step"; ids `app.login.twoFactor.*`). */
export const twoFactorMessages = defineMessages({
  title: {
    id: 'app.login.twoFactor.title',
    defaultMessage: 'Confirm it is you',
    description: 'Heading of the login two-factor step (login from a new address)',
  },
  intro: {
    id: 'app.login.twoFactor.intro',
    defaultMessage:
      'You are signing in from a new address. We send a code to one of your verified contacts to confirm it is you.',
    description: 'Explanation of the login two-factor step',
  },
  channel: {
    id: 'app.login.twoFactor.channel',
    defaultMessage: 'Send the code to',
    description: 'Label of the choice of verified channel (SMS or e-mail) of the two-factor code',
  },
  code: {
    id: 'app.login.twoFactor.code',
    defaultMessage: 'Verification code',
    description: 'Two-factor code field label',
  },
  codeHint: {
    id: 'app.login.twoFactor.codeHint',
    defaultMessage: 'Press "Send code" first; the code has 6 digits.',
    description: 'Hint under the two-factor code field',
  },
  sent: {
    id: 'app.login.twoFactor.sent',
    defaultMessage: 'Code sent. Enter it below.',
    description: 'Status after the two-factor code was sent',
  },
  trust: {
    id: 'app.login.twoFactor.trust',
    defaultMessage: 'Trust this device for 30 days',
    description: 'Checkbox: skip the two-factor step on this browser for 30 days',
  },
  submit: {
    id: 'app.login.twoFactor.submit',
    defaultMessage: 'Verify and log in',
    description: 'Submit button of the two-factor step',
  },
  back: {
    id: 'app.login.twoFactor.back',
    defaultMessage: 'Back',
    description: 'Button leaving the two-factor step for the login form',
  },
  codeInvalid: {
    id: 'app.login.twoFactor.codeInvalid',
    defaultMessage: 'Please enter a valid verification code',
    description: 'Two-factor code is not 6 digits (spec 5 message)',
  },
});

/** Labels of the two-factor channels with their masked destination. */
export const twoFactorChannelMessages = defineMessages<{
  sms: { to: string };
  email: { to: string };
  channelOnly: { channel: string };
}>({
  channelOnly: {
    id: 'app.login.twoFactor.channelOnly',
    defaultMessage: 'The code goes to: {channel}',
    description: 'The only verified channel of the two-factor code, e.g. "SMS to +88017******78"',
  },

  sms: {
    id: 'app.login.twoFactor.sms',
    defaultMessage: 'SMS to {to}',
    description: 'Two-factor channel option: SMS to the masked verified mobile number',
  },
  email: {
    id: 'app.login.twoFactor.email',
    defaultMessage: 'E-mail to {to}',
    description: 'Two-factor channel option: e-mail to the masked verified address',
  },
});
