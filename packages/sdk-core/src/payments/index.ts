// `@vitrine/sdk-core/payments`: the card providers, kept out of the main entry.

export type { CardBrand } from '@vitrine/contract';
export { sandboxPayments } from './sandbox.js';
export type { CardValues } from './sandboxCardField.js';
export {
  cardBrand,
  cardFieldFromValues,
  formatCardNumber,
  formatExpiry,
  mountSandboxCardField,
} from './sandboxCardField.js';
export type { StripePaymentsOptions } from './stripe.js';
export { stripeLocale, stripePayments } from './stripe.js';
