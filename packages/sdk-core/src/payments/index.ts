// `@vitrine/sdk-core/payments`: the card providers, kept out of the main entry.

export { sandboxPayments } from './sandbox.js';
export type { CardValues } from './sandboxCardField.js';
export { cardFieldFromValues, mountSandboxCardField } from './sandboxCardField.js';
export type { StripePaymentsOptions } from './stripe.js';
export { stripePayments } from './stripe.js';
