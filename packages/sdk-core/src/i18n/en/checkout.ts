import type { Messages } from '../fr/index.js';

export const checkout: Messages['checkout'] = {
  title: 'Payment',
  signInHint: 'Sign in to pay for your cart.',
  signIn: 'Sign in',
  deliveryStep: '1. Delivery',
  paymentStep: '2. Payment',
  alphanumericNote: 'Use alphanumeric characters only.',
  requiredNote: 'Fields marked * are required.',
  fields: {
    prenom: 'First name',
    nom: 'Last name',
    pays: 'Country',
    adresse: 'Address',
    complement: 'Address line 2',
    ville: 'City',
    region_etat: 'Region / State',
    code_postal: 'Postcode',
    telephone: 'Phone',
  },
  chooseCountry: 'Choose a country',
  continue: 'Continue to payment',
  deliverTo: 'Deliver to',
  editAddress: 'Change the address',
  holderName: 'Cardholder name',
  card: 'Card',
  cardLoading: 'Loading the card form…',
  cardUnavailable: 'Card payment is not available at the moment.',
  saveCard: 'Save for next payment',
  submit: 'Submit Payment',
  cardField: {
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    brand: 'Card network: {{brand}}',
    invalidNumber: 'Your card number is invalid.',
    invalidExpiry: 'Your card’s expiry date is invalid.',
    pastExpiry: 'Your card’s expiry date is in the past.',
  },
  declines: {
    declined: 'Your card was declined.',
    insufficientFunds: 'Your card has insufficient funds.',
    expiredCard: 'Your card has expired.',
    incorrectCvc: 'Your card’s security code is incorrect.',
    incorrectNumber: 'Your card number is incorrect.',
    authenticationRequired:
      'This payment needs an authentication your bank could not complete. Try another card.',
    processingError: 'An error occurred while processing your card. Try again in a moment.',
    incomplete: 'Your card details are incomplete.',
  },
  progress: {
    address: 'Saving the delivery address…',
    token: 'Checking the card…',
    intent: 'Reserving your items…',
    confirm: 'Confirming the payment…',
    done: 'Payment accepted.',
  },
  addressChanged: 'This address was changed or deleted meanwhile: choose it again.',
  conflict:
    'An item in your cart has just been sold or its price has changed. Your cart has been updated: check it before paying again.',
  /** A payment the listing no longer honours (the server's `reason`): nothing was charged. */
  notHonoured: {
    refused:
      'Our experts refused a piece in your cart after your checkout began. Nothing was charged and no order was made.',
    withdrawn:
      'The seller withdrew a piece in your cart after your checkout began. Nothing was charged and no order was made.',
    unverified:
      'A piece in your cart changed and is being verified again. Nothing was charged: try again once it is back on sale.',
    repriced:
      'Your reservation expired and the price of a piece in your cart has changed since. Nothing was charged: check the new price in your cart before paying again.',
    taken:
      'Your reservation expired and a piece in your cart is no longer held for you. Nothing was charged: check your cart before paying again.',
  },
  holdLimit:
    'You already have unpaid checkouts holding items (at most {{items}} items in {{checkouts}} checkouts). Finish paying for them, or wait for them to be released.',
  tooLarge:
    'An item in your cart costs more than one card payment can take. Pay for it in another currency, or contact the seller.',
  failed: 'The payment did not go through: {{message}}',
  nothingToPay: 'Your cart is empty: there is nothing to pay for.',
  backToCart: 'Back to the cart',
  summaryTitle: 'My cart',
  review: {
    title: 'Thank you for your order!',
    text: 'Your payment is accepted. The sellers ship your items within 72 h.',
    paid: 'Amount paid',
    items_one: '{{count}} item paid',
    items_other: '{{count}} items paid',
    orders: 'My purchases',
    home: 'Back to the home page',
    nothing: 'No payment to show.',
    nothingHint: 'This page sums up a payment right after it is accepted.',
    toCart: 'See my cart',
  },
};
