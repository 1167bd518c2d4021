/**
 * Building blocks shared by every area's schemas. The contract uses `zod/mini` so the
 * browser bundles that parse responses stay small; server and SDK import the same schemas.
 */
import * as z from 'zod/mini';
import { FIELD_RULES, type TextFieldRule } from './fieldRules.js';

/** Largest value a PostgreSQL `integer` column holds: ids above it are bad input, not a crash. */
export const MAX_ID = 2_147_483_647;

/** A database id sent in a query string or a body: a positive integer, numeric strings accepted. */
export const Id = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ID));

/** An id that may be 0, the spec's "nobody" (e.g. `id_user=0` when no one is signed in). */
export const IdOrZero = z.coerce.number().check(z.int(), z.nonnegative(), z.maximum(MAX_ID));

/** A bounded free text, so a 10,000-character value is refused instead of stored. */
export const text = (max = 255) => z.string().check(z.maxLength(max));

/**
 * A client's key for one write: the same key twice (a request sent again after its answer was
 * lost) does the write once and answers what the first did. Unique per write, chosen by the
 * client (a random string), and scoped to the signed-in user.
 */
export const IdempotencyKey = text(100).check(z.minLength(8));

/** A required text: trimmed length between 1 and `max`. */
export const requiredText = (max = 255) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** The five application languages, by the alpha-2 codes the spec uses in URLs and data. */
export const AppLanguageCodeSchema = z.enum(['fr', 'en', 'it', 'jp', 'ru']);
export type AppLanguageCode = z.infer<typeof AppLanguageCodeSchema>;

/** Optional page and limit, accepted by every list that can grow; absent means the whole list. */
export const Pagination = {
  page: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(200))),
};

/** Lists come back as `{ data: [...] }`. */
export const listOf = <T extends z.ZodMiniType>(item: T) => z.object({ data: z.array(item) });

/** A single record wrapped in `data`. */
export const dataOf = <T extends z.ZodMiniType>(item: T) => z.object({ data: item });

/** Every failure: a readable message, sent with the matching HTTP status. */
export const ErrorBodySchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A query with no parameters; unknown parameters are ignored. */
export const NoQuery = z.object({});

/** Acknowledgement of a write that returns nothing else. */
export const Ok = z.object({ success: z.boolean() });

/** A yes/no sent as a boolean, or as '1'/'0'/'true'/'false' (multipart fields are text). */
export const Flag = z.pipe(
  z.union([z.boolean(), z.enum(['1', '0', 'true', 'false'])]),
  z.transform((value) => value === true || value === '1' || value === 'true'),
);

/** A calendar date, `YYYY-MM-DD`. */
export const IsoDate = z.iso.date();

/**
 * The schema of a text field under `rule`: trimmed (unless kept as typed), then its length and
 * its pattern. An empty optional field skips the pattern, as the forms do.
 */
export function textField(rule: TextFieldRule) {
  const min = rule.min ?? 0;
  const { pattern } = rule;
  return z
    .string()
    .check(
      ...(rule.keepSpaces ? [] : [z.trim()]),
      ...(min > 0 ? [z.minLength(min, min === 1 ? 'required' : `at least ${min} characters`)] : []),
      z.maxLength(rule.max, `at most ${rule.max} characters`),
      ...(pattern
        ? [
            z.refine(
              (value: unknown) => value === '' || pattern.test(String(value)),
              rule.patternMessage ?? 'not valid',
            ),
          ]
        : []),
    );
}

/** An e-mail address, trimmed and at most 254 characters, as the forms check it. */
export const Email = textField(FIELD_RULES.email);

/** The spec's `device` field: which client sent the call. */
export const Device = z.optional(z.enum(['web', 'ios', 'android']));

/** A setting's value: '1' (on) or '0' (off). */
export const OnOff = z.enum(['1', '0']);
