/**
 * Message descriptors for registration validation (spec section 5, "Messages"), in English as the source language.
 * Ids are explicit and stable: `reg_pattern_<id>` for the pattern registry (ICU arguments `{min}` and `{max}`, code
 * points; the two date patterns take none) and `reg.*` for the other rules. locales/en.json and locales/bn.json carry the same ids; a unit test keeps
 * them in step. Browser-safe.
 */
import { defineMessages } from '@formatjs/intl';

/** One message per pattern id (spec section 5, "Pattern ids"); arguments `{min}` and `{max}` are length bounds. */
export const patternMessages = defineMessages({
  reg_pattern_0: {
    id: 'reg_pattern_0',
    defaultMessage: 'Please enter {min} - {max} characters',
    description: 'Registration field rule, pattern 0 (length only). min/max: length bounds in characters.',
  },
  reg_pattern_1: {
    id: 'reg_pattern_1',
    defaultMessage: 'Start with a letter, then use only letters or digits ({min} - {max} characters)',
    description: 'Registration field rule, pattern 1 (first character a letter, then letters or digits).',
  },
  reg_pattern_2: {
    id: 'reg_pattern_2',
    defaultMessage: 'Use only Chinese characters (kanji) and digits ({min} - {max} characters)',
    description: 'Registration field rule, pattern 2 (kanji and digits).',
  },
  reg_pattern_3: {
    id: 'reg_pattern_3',
    defaultMessage: 'Please enter a valid email address ({min} - {max} characters)',
    description: 'Registration field rule, pattern 3 (email).',
  },
  reg_pattern_4: {
    id: 'reg_pattern_4',
    defaultMessage: 'Use only letters or digits ({min} - {max} characters)',
    description: 'Registration field rule, pattern 4 (letters or digits).',
  },
  reg_pattern_5: {
    id: 'reg_pattern_5',
    defaultMessage: 'Use both letters and digits, nothing else ({min} - {max} characters)',
    description: 'Registration field rule, pattern 5 (letters and digits combined: at least one of each).',
  },
  reg_pattern_6: {
    id: 'reg_pattern_6',
    defaultMessage: 'Use digits only ({min} - {max} digits)',
    description: 'Registration field rule, pattern 6 (digits only).',
  },
  reg_pattern_7: {
    id: 'reg_pattern_7',
    defaultMessage: 'Use letters and digits with at least one uppercase letter ({min} - {max} characters)',
    description: 'Registration field rule, pattern 7 (alphanumeric with at least one uppercase letter).',
  },
  reg_pattern_8: {
    id: 'reg_pattern_8',
    defaultMessage: 'Use only English letters and spaces ({min} - {max} characters)',
    description: 'Registration field rule, pattern 8 (English letters and spaces).',
  },
  reg_pattern_9: {
    id: 'reg_pattern_9',
    defaultMessage: 'Spaces are not allowed ({min} - {max} characters)',
    description: 'Registration field rule, pattern 9 (no spaces).',
  },
  reg_pattern_10: {
    id: 'reg_pattern_10',
    defaultMessage: 'Use only Chinese characters and punctuation ({min} - {max} characters)',
    description: 'Registration field rule, pattern 10 (Chinese characters and punctuation).',
  },
  reg_pattern_11: {
    id: 'reg_pattern_11',
    defaultMessage: 'Please enter a real date as yyyy-MM-dd',
    description:
      'Registration field rule, pattern 11 (date yyyy-MM-dd). Keep yyyy-MM-dd untranslated: it is the format. No length arguments: the length is fixed.',
  },
  reg_pattern_12: {
    id: 'reg_pattern_12',
    defaultMessage: 'Use only letters and spaces ({min} - {max} characters)',
    description: 'Registration field rule, pattern 12 (letters and spaces).',
  },
  reg_pattern_13: {
    id: 'reg_pattern_13',
    defaultMessage: 'Please enter a real date as MM-dd-yyyy',
    description:
      'Registration field rule, pattern 13 (date MM-dd-yyyy). Keep MM-dd-yyyy untranslated: it is the format. No length arguments: the length is fixed.',
  },
  reg_pattern_14: {
    id: 'reg_pattern_14',
    defaultMessage: 'Use only English letters and digits ({min} - {max} characters)',
    description: 'Registration field rule, pattern 14 (English letters and digits).',
  },
  reg_pattern_15: {
    id: 'reg_pattern_15',
    defaultMessage: 'Use Korean characters only ({min} - {max} characters)',
    description: 'Registration field rule, pattern 15 (Korean only).',
  },
  reg_pattern_16: {
    id: 'reg_pattern_16',
    defaultMessage: 'Use Thai characters only ({min} - {max} characters)',
    description: 'Registration field rule, pattern 16 (Thai only).',
  },
  reg_pattern_17: {
    id: 'reg_pattern_17',
    defaultMessage: 'Use only Thai or English letters and spaces ({min} - {max} characters)',
    description: 'Registration field rule, pattern 17 (Thai or English letters and spaces).',
  },
  reg_pattern_18: {
    id: 'reg_pattern_18',
    defaultMessage: 'Use uppercase letters and spaces, with at least one letter ({min} - {max} characters)',
    description: 'Registration field rule, pattern 18 (uppercase letters and spaces, at least one letter).',
  },
  reg_pattern_19: {
    id: 'reg_pattern_19',
    defaultMessage: 'Use only letters, digits and symbols, no spaces ({min} - {max} characters)',
    description: 'Registration field rule, pattern 19 (letters, digits and symbols).',
  },
  reg_pattern_20: {
    id: 'reg_pattern_20',
    defaultMessage:
      'Use {min} - {max} characters with at least one uppercase letter, one lowercase letter, one digit and one symbol',
    description: 'Registration field rule, pattern 20 (at least one uppercase, lowercase, digit and symbol).',
  },
  reg_pattern_21: {
    id: 'reg_pattern_21',
    defaultMessage: 'Enter your first and last name separated by a space ({min} - {max} characters)',
    description: 'Registration field rule, pattern 21 (first and last name separated by a space).',
  },
});

/** The other registration and form messages of spec section 5. */
export const validationMessages = defineMessages({
  required: {
    id: 'reg.required',
    defaultMessage: 'Input cannot be empty',
    description: 'A required registration or form field is empty.',
  },
  requiredMarked: {
    id: 'reg.requiredMarked',
    defaultMessage: 'Items marked with * are required',
    description: 'Hint under a form whose required fields carry an asterisk.',
  },
  confirmMismatch: {
    id: 'reg.confirmMismatch',
    defaultMessage: 'Incorrect confirmation input',
    description: 'The confirmation password differs from the password.',
  },
  passwordLength: {
    id: 'reg.passwordLength',
    defaultMessage: 'Please fill in your password with {min} - {max} characters',
    description: 'Password outside its length bounds. min/max: bounds in characters.',
  },
  mobileInvalid: {
    id: 'reg.mobileInvalid',
    defaultMessage: 'Please enter a valid mobile number',
    description: 'Mobile number fails its rule (variable length).',
  },
  phoneDigits: {
    id: 'reg.phoneDigits',
    defaultMessage: 'Please enter your {digits} digit phone number',
    description:
      'Mobile number fails its rule when the brand fixes its length. digits: the required number of digits.',
  },
  phoneFormat: {
    id: 'reg.phoneFormat',
    defaultMessage: 'Phone number format is incorrect',
    description: 'The server refused a phone number as malformed.',
  },
  codeInvalid: {
    id: 'reg.codeInvalid',
    defaultMessage: 'Please enter a valid verification code',
    description: 'SMS verification code missing or malformed.',
  },
  realNameFormat: {
    id: 'reg.realNameFormat',
    defaultMessage: 'Real name format is incorrect',
    description: 'The server refused the real (payee) name as malformed.',
  },
  invitationInvalid: {
    id: 'reg.invitationInvalid',
    defaultMessage: 'Invalid invitation code',
    description: 'The affiliate (invitation) code check failed.',
  },
  agreeTerms: {
    id: 'reg.agreeTerms',
    defaultMessage: 'Please agree to the {terms}',
    description: 'Terms checkbox not ticked. terms: the linked name of the terms document.',
  },
  age21: {
    id: 'reg.age21',
    defaultMessage: 'Please confirm you are 21 years old',
    description: 'Birthday gives an age under 21 (spec section 5, birthday check 21).',
  },
  unknownField: {
    id: 'reg.unknownField',
    defaultMessage: 'This field is not accepted',
    description: 'The form sent a field the brand has switched off.',
  },
  invalid: {
    id: 'reg.invalid',
    defaultMessage: 'Please check this field',
    description: 'Fallback when a field fails a rule without a more specific message.',
  },
});

/** Every message id this package defines (pattern and validation messages). */
export type RegistrationMessageId =
  | (typeof patternMessages)[keyof typeof patternMessages]['id']
  | (typeof validationMessages)[keyof typeof validationMessages]['id'];

/** All descriptors of this package, keyed by message id (for catalog extraction and tests). */
export const allMessages: Readonly<
  Record<string, { id: string; defaultMessage: string; description: string }>
> = Object.fromEntries(
  [...Object.values(patternMessages), ...Object.values(validationMessages)].map((m) => [m.id, m]),
);
