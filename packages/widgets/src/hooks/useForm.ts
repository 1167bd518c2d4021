/**
 * Form state with the SDK's checks (spec §5): values, one message per field in the visitor's
 * language, shown once the field was left or the form submitted, and a submit that only runs
 * when every rule holds. Typed values are never lost on an error.
 */
import type { FormResult } from '@vitrine/sdk-core';
import { type FormEvent, useCallback, useState } from 'react';
import { useT } from './useT.js';

/** The fields of a form that hold text: the ones a text box, a select or a text area can edit. */
export type TextFieldName<V> = keyof {
  // A form type's index signature (`Record<string, unknown>`) names no field of its own.
  [K in keyof V as string extends K ? never : V[K] extends string ? K : never]: V[K];
} &
  string;

/** What ties a text box, select or text area to a field; spread it onto the control. */
export interface BoundField {
  value: string;
  error: string | null;
  onChange(event: { target: { value: string } }): void;
  onBlur(): void;
}

export interface FormApi<V extends Record<string, unknown>, Out> {
  values: V;
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** The field's message to show, or null. */
  error(field: string): string | null;
  /** Marks a field as visited, so its message shows. */
  touch(field: string): void;
  /** A submit handler: checks everything and calls `onValid` with the checked values. */
  submit(onValid: (values: Out) => void | Promise<void>): (event?: FormEvent) => void;
  /** Puts a server's message on a field (or on the whole form with '_form'). */
  setServerError(field: string, message: string): void;
  reset(values: V): void;
  /** The field's value, its message, and a change and a leave that keep the form up to date. */
  bind(field: TextFieldName<V>): BoundField;
}

export function useForm<V extends Record<string, unknown>, Out>(
  initial: V,
  check: (values: V) => FormResult<Out>,
): FormApi<V, Out> {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const result = check(values);
  const errors = result.ok
    ? {}
    : (result.errors as Record<string, { key: string; values?: Record<string, unknown> }>);

  const error = useCallback(
    (field: string) => {
      if (serverErrors[field]) return serverErrors[field] as string;
      const found = errors[field];
      if (!found || !(submitted || touched.has(field))) return null;
      return t(found.key, found.values);
    },
    [errors, serverErrors, submitted, touched, t],
  );

  const set: FormApi<V, Out>['set'] = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field as string]: _, _form: __, ...rest }) => rest);
  };
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));

  return {
    values,
    set,
    error,
    touch,
    submit: (onValid) => (event) => {
      event?.preventDefault();
      setSubmitted(true);
      const checked = check(values);
      if (checked.ok) void onValid(checked.values);
    },
    setServerError: (field, message) => setServerErrors((current) => ({ ...current, [field]: message })),
    reset: (next) => {
      setValues(next);
      setTouched(new Set());
      setSubmitted(false);
      setServerErrors({});
    },
    bind: (field) => ({
      value: values[field] as string,
      error: error(field),
      onChange: (event) => set(field, event.target.value as V[typeof field]),
      onBlur: () => touch(field),
    }),
  };
}
