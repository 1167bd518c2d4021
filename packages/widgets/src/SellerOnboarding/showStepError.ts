import type { SdkError } from '@vitrine/sdk-core';
import { serverFieldError } from '../ui/serverFieldError.js';

/**
 * A refused onboarding step (spec §8 only clears the loading flag; we also say why): the server's
 * message goes under the field it names when the form has one, else above the submit button.
 * Whatever was typed stays.
 */
export function showStepError(
  form: { setServerError(field: string, message: string): void },
  error: SdkError,
  t: (key: string, values?: Record<string, unknown>) => string,
  fieldOf: (serverField: string) => string | null = (field) => field,
  fields: readonly string[] = [],
): void {
  const { field, text } = serverFieldError(error);
  const target = field ? fieldOf(field) : null;
  if (target && fields.includes(target)) form.setServerError(target, text);
  else form.setServerError('_form', t('onboarding.failed', { message: text }));
}
