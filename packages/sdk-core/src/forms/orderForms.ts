/**
 * The order forms (a decline's reason, the shipping details, a reported problem), checked by the
 * contract's own schemas so the screen refuses exactly what the server would, with each issue
 * turned into a `validation.` key in the visitor's language.
 */
import { DeclineOrderInputSchema, ReportProblemInputSchema, ShipOrderInputSchema } from '@vitrine/contract';
import type { FieldError, FormResult } from './formResult.js';

interface Issue {
  code: string;
  maximum?: unknown;
  minimum?: unknown;
}
interface FieldSchema {
  safeParse(
    value: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: Issue[] } };
}

/** A zod issue as a message key: empty, too long, or (a refinement such as a web address) not valid. */
function issueKey(issue: Issue, invalidKey: string): FieldError {
  if (issue.code === 'too_small') return { key: 'validation.required' };
  if (issue.code === 'too_big')
    return { key: 'validation.maxLength', values: { max: Number(issue.maximum) } };
  return { key: invalidKey };
}

function schemaForm<F extends string>(
  shape: Record<F, FieldSchema>,
  invalidKeys: Partial<Record<F, string>> = {},
) {
  return (input: Partial<Record<F, string>>): FormResult<Record<F, string>> => {
    const values = {} as Record<F, string>;
    const errors: Partial<Record<string, FieldError>> = {};
    for (const name of Object.keys(shape) as F[]) {
      const checked = shape[name].safeParse(input[name] ?? '');
      if (checked.success) values[name] = checked.data as string;
      else {
        const issue = checked.error.issues[0] as Issue;
        errors[name] = issueKey(issue, invalidKeys[name] ?? 'validation.invalid');
      }
    }
    return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
  };
}

/** The seller's reason for declining: required, within the contract's length. */
export const declineForm = schemaForm({ motif: DeclineOrderInputSchema.shape.motif });

/** Carrier, tracking number and tracking link (a web address) of a shipped order. */
export const shipForm = schemaForm(
  {
    transporteur: ShipOrderInputSchema.shape.transporteur,
    suivi_livraison: ShipOrderInputSchema.shape.suivi_livraison,
    lien_suivi: ShipOrderInputSchema.shape.lien_suivi,
  },
  { lien_suivi: 'validation.webAddress' },
);

/** The buyer's description of a problem with what they received. */
export const problemForm = schemaForm({ motif: ReportProblemInputSchema.shape.motif });
