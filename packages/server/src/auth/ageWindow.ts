/** The sign-up age window: one rule, in the contract, which the SDK's forms also use. */
export { birthDateWindow, isAllowedBirthDate, MAX_AGE_YEARS, MIN_AGE_YEARS } from '@vitrine/contract';
