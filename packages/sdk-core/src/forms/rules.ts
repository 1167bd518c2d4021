/**
 * The building blocks of the forms of spec §5: a field check reads one input and gives back its
 * cleaned value or the first thing wrong with it, as an i18n key (`validation.required`…); a
 * form check reads an object (or a list of them) field by field. Written for these forms rather
 * than taken from a schema library: a few hundred bytes instead of zod's eight kilobytes in every
 * bundle that shows a form. The rules themselves are the contract's data (`FIELD_RULES`):
 * `ruled` turns one into a field check that refuses what the contract's schema refuses.
 */
import type { TextFieldRule } from '@vitrine/contract';
import type { FieldError, FormErrors, FormResult } from './formResult.js';

/** One field: its cleaned value, or the first thing wrong with it. */
export type FieldCheck<T> = (input: unknown) => { value: T; error?: undefined } | { error: FieldError };

/** A whole form: its cleaned values, or what is wrong by field path. */
export type FormCheck<T> = (input: unknown) => FormResult<T>;

/** One rule of a text, run on the text as trimmed: undefined when it holds. */
export type TextRule = (value: string) => FieldError | undefined;

const REQUIRED: FieldError = { key: 'validation.required' };

/** A text field: a string whose rules hold, trimmed unless `trim` is false (a password). */
export function text(rules: readonly TextRule[], { trim = true } = {}): FieldCheck<string> {
  return (input) => {
    if (typeof input !== 'string') return { error: REQUIRED };
    const value = trim ? input.trim() : input;
    for (const rule of rules) {
      const error = rule(value);
      if (error) return { error };
    }
    return { value };
  };
}

export const filled: TextRule = (value) => (value.length ? undefined : REQUIRED);

/** A text's length in characters (code points), as the contract's schemas and the database count it. */
const characters = (value: string) => {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
};

export const minLength =
  (min: number): TextRule =>
  (value) =>
    characters(value) < min ? { key: 'validation.minLength', values: { min } } : undefined;

export const maxLength =
  (max: number): TextRule =>
  (value) =>
    characters(value) > max ? { key: 'validation.maxLength', values: { max } } : undefined;

/** Holds when `holds(value)` does; otherwise the error is `key`. */
export const rule =
  (holds: (value: string) => boolean, key: string): TextRule =>
  (value) =>
    holds(value) ? undefined : { key };

export const pattern = (regex: RegExp, key = 'validation.pattern'): TextRule =>
  rule((value) => regex.test(value), key);

/** One rule of a number: undefined when it holds. */
export type NumberRule = (value: number) => FieldError | undefined;

/** A number field: a finite number whose rules hold (a form's state keeps numbers as numbers). */
export function number(rules: readonly NumberRule[]): FieldCheck<number> {
  return (input) => {
    if (typeof input !== 'number' || !Number.isFinite(input)) return { error: REQUIRED };
    for (const rule of rules) {
      const error = rule(input);
      if (error) return { error };
    }
    return { value: input };
  };
}

export const min =
  (least: number): NumberRule =>
  (value) =>
    value < least ? { key: 'validation.min', values: { min: least } } : undefined;

export const max =
  (most: number): NumberRule =>
  (value) =>
    value > most ? { key: 'validation.max', values: { max: most } } : undefined;

/**
 * The field check of a contract rule: trimmed unless kept as typed, required when its minimum
 * is at least 1 (absent or empty is fine otherwise), then its length and its pattern.
 */
type RuledValue<R extends TextFieldRule> = R extends { readonly min: 0 }
  ? string | undefined
  : R extends { readonly min: number }
    ? string
    : string | undefined;

export function ruled<R extends TextFieldRule>(fieldRule: R): FieldCheck<RuledValue<R>> {
  const least = fieldRule.min ?? 0;
  const rules: TextRule[] = [];
  if (least >= 1) rules.push(filled);
  if (least > 1) rules.push(minLength(least));
  rules.push(maxLength(fieldRule.max));
  const { pattern: shape, patternKey = 'validation.pattern' } = fieldRule;
  if (shape) rules.push((value) => (value === '' || shape.test(value) ? undefined : { key: patternKey }));
  const check = text(rules, { trim: !fieldRule.keepSpaces });
  return (least >= 1 ? check : optional(check)) as FieldCheck<RuledValue<R>>;
}

/** A text that must be filled in (spaces alone do not count), at most `max` long. */
export const required = (max = 255, ...rules: TextRule[]) => text([filled, maxLength(max), ...rules]);

/** Absent is fine; present, it is checked. */
export function optional<T>(check: FieldCheck<T>): FieldCheck<T | undefined> {
  return (input) => (input === undefined ? { value: undefined } : check(input));
}

/** An optional text, at most `max` long: it may be left empty. */
export const optionalText = (max = 255, ...rules: TextRule[]) => optional(text([maxLength(max), ...rules]));

/** One of `values`; anything else reads as not chosen. */
export function oneOf<const T extends string>(values: readonly T[]): FieldCheck<T> {
  return (input) => (values.includes(input as T) ? { value: input as T } : { error: REQUIRED });
}

/** An id picked from a list: a positive integer. */
export const chosenId = (): FieldCheck<number> => (input) =>
  typeof input === 'number' && Number.isInteger(input) && input > 0 ? { value: input } : { error: REQUIRED };

/** A yes/no box, absent meaning no choice made. */
export const flag = (): FieldCheck<boolean | undefined> => (input) =>
  input === undefined || typeof input === 'boolean'
    ? { value: input }
    : { error: { key: 'validation.invalid' } };

type Shape = Record<string, FieldCheck<unknown>>;
type Checked<C> = C extends FieldCheck<infer T> ? T : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** A shape's values; a field that may be undefined is optional. */
export type ShapeValues<S extends Shape> = Simplify<
  { [K in keyof S as undefined extends Checked<S[K]> ? never : K]: Checked<S[K]> } & {
    [K in keyof S as undefined extends Checked<S[K]> ? K : never]?: Checked<S[K]>;
  }
>;

/** Says that `path` is wrong; a field keeps its first error. */
export type Report = (path: string, key: string) => void;

const reportInto =
  (errors: Record<string, FieldError>): Report =>
  (path, key) => {
    errors[path] ??= { key };
  };

/**
 * A form of `fields`, then `across` for the rules that read several of them (the kana names
 * Japan needs); `across` reads the values as given for the fields that failed.
 */
export function form<S extends Shape>(
  fields: S,
  across?: (values: Record<string, unknown>, report: Report) => void,
): FormCheck<ShapeValues<S>> {
  return (input) => {
    const given = (input !== null && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    // Only the form's fields come out; a failed one keeps what was given, for `across`.
    const values: Record<string, unknown> = {};
    const errors: Record<string, FieldError> = {};
    for (const [name, check] of Object.entries(fields)) {
      const checked = check(given[name]);
      if (checked.error) {
        errors[name] = checked.error;
        values[name] = given[name];
      } else if (checked.value !== undefined) values[name] = checked.value;
    }
    across?.(values, reportInto(errors));
    return result(values as ShapeValues<S>, errors);
  };
}

/** A list of at least one entry, each a form; errors are by `index.field`. */
export function list<T>(
  entry: FormCheck<T>,
  across?: (entries: readonly Record<string, unknown>[], report: Report) => void,
): FormCheck<T[]> {
  return (input) => {
    if (!Array.isArray(input) || input.length === 0) return result<T[]>([], { _form: REQUIRED });
    const values: T[] = [];
    const errors: Record<string, FieldError> = {};
    input.forEach((item, index) => {
      const checked = entry(item);
      if (checked.ok) values.push(checked.values);
      else
        for (const [path, error] of Object.entries(checked.errors))
          if (error) errors[`${index}.${path}`] = error;
    });
    const entries = input.map((item) => (item !== null && typeof item === 'object' ? item : {}));
    across?.(entries, reportInto(errors));
    return result(values, errors);
  };
}

function result<T>(values: T, errors: Record<string, FieldError>): FormResult<T> {
  return Object.keys(errors).length ? { ok: false, errors: errors as FormErrors<T> } : { ok: true, values };
}
