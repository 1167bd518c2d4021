/**
 * The forms of a dispute — the seller's answer, staff's note on their decision — with the
 * contract's limits. A module of their own, so only the screens that show a dispute carry them.
 */
import { DISPUTE_TEXT_LIMITS } from '@vitrine/contract';
import { form, required } from './rules.js';

/** The seller's answer to a reported problem. */
export const disputeAnswerForm = /* @__PURE__ */ form({
  reponse: /* @__PURE__ */ required(DISPUTE_TEXT_LIMITS.reponse),
});

/** Staff's note on their decision of a dispute, which both parties read. */
export const disputeDecisionForm = /* @__PURE__ */ form({
  note: /* @__PURE__ */ required(DISPUTE_TEXT_LIMITS.decision),
});
