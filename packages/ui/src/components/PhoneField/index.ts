export { PhoneField } from './PhoneField';
export type { CountryEntry, PhoneFieldProps, PhoneValue } from './PhoneField';
