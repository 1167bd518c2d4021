/**
 * The generic validators of spec §5 (required, e-mail, min, max, minLength, maxLength, pattern)
 * as zod/mini pieces whose messages are i18n keys.
 */
import * as z from 'zod/mini';
import { withValues } from './formResult.js';

/** A text that must be filled in (spaces alone do not count). */
export const required = (max = 255) =>
  z
    .string('validation.required')
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(max, withValues('validation.maxLength', { max })),
    );

export const email = () =>
  z
    .string('validation.required')
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.email('validation.email'),
      z.maxLength(254, withValues('validation.maxLength', { max: 254 })),
    );

export const minLength = (min: number) => z.minLength(min, withValues('validation.minLength', { min }));
export const maxLength = (max: number) => z.maxLength(max, withValues('validation.maxLength', { max }));
export const min = (value: number) => z.minimum(value, withValues('validation.min', { min: value }));
export const max = (value: number) => z.maximum(value, withValues('validation.max', { max: value }));
export const pattern = (regex: RegExp, key = 'validation.pattern') => z.regex(regex, key);

/** An optional text: empty counts as absent. */
export const optionalText = (max = 255) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, withValues('validation.maxLength', { max }))));
