export type { FieldError, FormErrors, FormResult } from './formResult.js';
export { checkForm, withValues } from './formResult.js';
export type {
  BankValues,
  DeliveryAddressValues,
  LoginValues,
  SellerAddressValues,
  SignupFormValues,
} from './forms.js';
export {
  bankForm,
  birthDateWindow,
  checkDocuments,
  deliveryAddressForm,
  loginForm,
  replyForm,
  sellerAddressForm,
  sellerLanguagesForm,
  signupForm,
} from './forms.js';
export type { PostcodeAddress, PostcodeLookup } from './postcodeLookup.js';
export { japanesePostcodeLookup } from './postcodeLookup.js';
export { email, max, maxLength, min, minLength, optionalText, pattern, required } from './validators.js';
