// `@vitrine/sdk-core/payments`: the card providers, kept out of the main entry.

export { sandboxPayments } from './sandbox.js';
export type { CardBrand, CardValues } from './sandboxCardField.js';
export {
  cardBrand,
  cardFieldFromValues,
  formatCardNumber,
  formatExpiry,
  mountSandboxCardField,
} from './sandboxCardField.js';
export type { StripePaymentsOptions } from './stripe.js';
export { stripeLocale, stripePayments } from './stripe.js';
