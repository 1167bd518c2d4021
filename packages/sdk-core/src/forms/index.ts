// The age window is the contract's, so the server and the forms keep one rule.
export { birthDateWindow, latestBirthYear } from '@vitrine/contract';
export { disputeAnswerForm, disputeDecisionForm } from './disputeForms.js';
export type { FieldError, FormErrors, FormResult } from './formResult.js';
export { checkForm } from './formResult.js';
export type {
  ArticleTextValues,
  DeliveryAddressValues,
  LoginValues,
  ProfileValues,
  SellerAddressValues,
  SignupFormValues,
} from './forms.js';
export {
  articleTextChecks,
  articleTextsForm,
  checkDocuments,
  deliveryAddressForm,
  deliveryAddressFormFor,
  emailChangeForm,
  forgotPasswordForm,
  loginForm,
  passwordChangeForm,
  profileForm,
  replyForm,
  resetPasswordForm,
  sellerAddressForm,
  sellerLanguagesForm,
  signupForm,
} from './forms.js';
export { declineForm, problemForm, shipForm } from './orderForms.js';
export type { PostcodeAddress, PostcodeLookup } from './postcodeLookup.js';
export { japanesePostcodeLookup } from './postcodeLookup.js';
export type { FieldCheck, FormCheck } from './rules.js';
