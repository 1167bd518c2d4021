/**
 * Form checks return what is wrong per field as i18n keys (`validation.required`…), so one rule
 * is written once and shown in the visitor's language by whoever renders the form.
 */

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

/** Checks `values` against one of the forms (`loginForm`, `signupForm(now)`…). */
export function checkForm<T>(form: (input: unknown) => FormResult<T>, values: unknown): FormResult<T> {
  return form(values);
}
