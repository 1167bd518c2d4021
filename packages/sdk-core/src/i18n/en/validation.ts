import type { Messages } from '../fr/index.js';

export const validation: Messages['validation'] = {
  required: 'This field is required.',
  email: 'Enter a valid e-mail address.',
  invalid: 'This value is not valid.',
  minLength: 'At least {{min}} characters.',
  maxLength: 'At most {{max}} characters.',
  min: 'At least {{min}}.',
  max: 'At most {{max}}.',
  pattern: 'The format is not valid.',
  date: 'Enter a valid date.',
  tooOld: 'The birth date must be less than 100 years ago.',
  tooYoung: 'You must be born in {{year}} or before to sign up.',
  alphanumeric: 'Use letters and digits only.',
  phone: 'Enter a valid phone number.',
  kana: 'Enter this name in kana.',
  ssnLast4: 'Enter the last 4 digits (at most 9999).',
  languageTwice: 'This language is already chosen.',
  iban: 'Enter a valid IBAN.',
  fileRequired: 'This document is required.',
  webAddress: 'Enter a web address (https://…).',
};
