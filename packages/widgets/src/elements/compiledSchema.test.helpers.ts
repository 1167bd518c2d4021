/**
 * What zod and the compiled checker make of one answer, side by side, for the tests holding the
 * script-tag build's checker to zod's behaviour.
 */
import * as z from 'zod/mini';
import { compiledSchema, describeSchema, type SchemaData } from './compiledSchema.js';

/** Either side's verdict: the output, or the paths of the issues. */
export type Verdict = { value: unknown; paths?: undefined } | { paths: PropertyKey[][]; value?: undefined };

/**
 * What zod and the compiled checker make of one value. `data` is the schema's description when
 * the caller already has it, so that many values are checked against one description.
 */
export function both(
  schema: z.ZodMiniType,
  value: unknown,
  data: SchemaData = describeSchema(schema),
): { zod: Verdict; compiled: Verdict } {
  const parsed = z.safeParse(schema, value);
  const checked = compiledSchema(data)['~standard'].validate(value);
  return {
    zod: parsed.success ? { value: parsed.data } : { paths: parsed.error.issues.map((issue) => issue.path) },
    compiled: checked.issues
      ? { paths: checked.issues.map((issue) => issue.path) }
      : { value: checked.value },
  };
}
