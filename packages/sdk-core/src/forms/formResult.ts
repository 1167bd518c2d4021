/**
 * Form checks return what is wrong per field as i18n keys (`validation.required`…), so one rule
 * is written once and shown in the visitor's language by whoever renders the form.
 */
import * as z from 'zod/mini';

export interface FieldError {
  /** An i18n key under `validation.` */
  key: string;
  /** Values for the message: `{ min: 8 }`. */
  values?: Record<string, unknown>;
}

/** Errors by field path: `email`, or `1.id_langue` for the second entry of a list. */
export type FormErrors<T> = Partial<Record<(keyof T & string) | (string & {}), FieldError>>;

export type FormResult<T> =
  | { ok: true; values: T; errors?: undefined }
  | { ok: false; errors: FormErrors<T> };

/** Runs a zod schema whose messages are i18n keys (`key` or `key|{"min":8}`) and keeps one error per field. */
export function checkForm<S extends z.ZodMiniType>(schema: S, values: unknown): FormResult<z.output<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, values: result.data };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_form';
    if (errors[field]) continue;
    const [key, json] = issue.message.split('|');
    errors[field] = {
      key: key?.startsWith('validation.') ? key : 'validation.invalid',
      ...(json ? { values: JSON.parse(json) } : {}),
    };
  }
  return { ok: false, errors: errors as FormErrors<z.output<S>> };
}

/** A message with values, in the form `checkForm` reads. */
export const withValues = (key: string, values: Record<string, unknown>) =>
  `${key}|${JSON.stringify(values)}`;
