/**
 * The order forms (a decline's reason, the shipping details, a reported problem) with the
 * contract's limits and web-address rule, so the screen refuses what the server would; plain
 * rules, as the script-tag build carries no request schemas.
 */
import { isWebAddress, ORDER_TEXT_LIMITS } from '@vitrine/contract';
import { form, required, rule } from './rules.js';

/** The seller's reason for declining: required, within the contract's length. */
export const declineForm = form({ motif: required(ORDER_TEXT_LIMITS.motif) });

/** Carrier, tracking number and tracking link (a web address) of a shipped order. */
export const shipForm = form({
  transporteur: required(ORDER_TEXT_LIMITS.transporteur),
  suivi_livraison: required(ORDER_TEXT_LIMITS.suivi_livraison),
  lien_suivi: required(ORDER_TEXT_LIMITS.lien_suivi, rule(isWebAddress, 'validation.webAddress')),
});

/** The buyer's description of a problem with what they received. */
export const problemForm = form({ motif: required(ORDER_TEXT_LIMITS.motif) });
