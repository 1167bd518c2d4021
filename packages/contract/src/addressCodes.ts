/**
 * The codes of the refusals about an address of the book, which screens say in their language.
 * A module of its own, plain data: only the screens that show these refusals (loaded when first
 * shown) carry it, not every element's first use with the address rules.
 */
/**
 * The code of a refusal naming an address that is not in the caller's book (deleted, or changed
 * into a new one, in another tab): screens say it in their language and read the book again.
 */
export const ADDRESS_NOT_FOUND_CODE = 'address_not_found';

/**
 * The code of a checkout to an address its owner changed or deleted since the checkout showed it
 * (a change replaces a used address by a new one): the checkout asks for the address again.
 */
export const ADDRESS_RETIRED_CODE = 'address_retired';
