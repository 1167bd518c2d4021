/**
 * The order forms (a decline's reason, the shipping details, a reported problem) with the
 * contract's limits and web-address rule, so the screen refuses what the server would; plain
 * rules, as the script-tag build carries no request schemas. Marked pure, so the screens that
 * never show an order action (sign-in, checkout) do not carry them.
 */
import { isWebAddress, ORDER_TEXT_LIMITS } from '@vitrine/contract';
import { form, required, rule } from './rules.js';

/** The seller's reason for declining: required, within the contract's length. */
export const declineForm = /* @__PURE__ */ form({ motif: /* @__PURE__ */ required(ORDER_TEXT_LIMITS.motif) });

/** Carrier, tracking number and tracking link (a web address) of a shipped order. */
export const shipForm = /* @__PURE__ */ form({
  transporteur: /* @__PURE__ */ required(ORDER_TEXT_LIMITS.transporteur),
  suivi_livraison: /* @__PURE__ */ required(ORDER_TEXT_LIMITS.suivi_livraison),
  lien_suivi: /* @__PURE__ */ required(
    ORDER_TEXT_LIMITS.lien_suivi,
    /* @__PURE__ */ rule(isWebAddress, 'validation.webAddress'),
  ),
});

/** The buyer's description of a problem with what they received. */
export const problemForm = /* @__PURE__ */ form({ motif: /* @__PURE__ */ required(ORDER_TEXT_LIMITS.motif) });
