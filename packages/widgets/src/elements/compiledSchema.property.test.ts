/**
 * The compiled checker agrees with zod on every answer, not only on hand-picked ones: for each
 * schema the script-tag build carries (every endpoint's answer, and each exported schema the checker
 * covers), random valid answers are accepted by both with the same output, random broken ones are
 * refused by both at the same paths, and any JSON or JavaScript value gets the same verdict.
 */
import * as contract from '@vitrine/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { describeSchema, type SchemaData } from './compiledSchema.js';
import { both } from './compiledSchema.test.helpers.js';
import { invalidAnswer, validAnswer } from './schemaDataArbitraries.test.helpers.js';

interface Carried {
  names: string[];
  schema: z.ZodMiniType;
  data: SchemaData;
}

const isSchema = (value: unknown): value is z.ZodMiniType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The schemas the script-tag build checks answers with, each once, named by what uses it. */
function carriedSchemas(): Carried[] {
  const carried = new Map<string, Carried>();
  const add = (name: string, schema: z.ZodMiniType) => {
    let data: SchemaData;
    try {
      data = describeSchema(schema);
    } catch {
      // A request schema, with checks: the build carries a stand-in, never a loose check.
      return;
    }
    const key = JSON.stringify(data);
    const known = carried.get(key);
    if (known) known.names.push(name);
    else carried.set(key, { names: [name], schema, data });
  };
  for (const [name, endpoint] of Object.entries(contract.endpoints)) add(name, endpoint.response);
  for (const [name, value] of Object.entries(contract)) if (isSchema(value)) add(name, value);
  return [...carried.values()];
}

/** Size of a description, counting a recursive object once: bigger schemas get more runs. */
function size(data: SchemaData): number {
  if (typeof data === 'string') return 1;
  switch (data[0]) {
    case 'o':
      return 1 + Object.values(data[1]).reduce((sum, field) => sum + size(field), 0);
    case 'u':
      return 1 + data[1].reduce((sum, option) => sum + size(option), 0);
    case 'a':
    case '?':
    case '0':
      return 1 + size(data[1]);
    default:
      return 1;
  }
}

const runs = (data: SchemaData, perNode: number) => Math.min(200, Math.max(20, size(data) * perNode));

describe.each(carriedSchemas().map((carried) => [carried.names.join(', '), carried] as const))(
  'compiled %s agrees with zod',
  (_, { schema, data }) => {
    it('accepts every valid answer and outputs the same value, unknown keys dropped', () => {
      fc.assert(
        fc.property(validAnswer(data), (answer) => {
          const verdicts = both(schema, answer, data);
          expect(verdicts.zod.paths).toBeUndefined();
          expect(verdicts.compiled).toStrictEqual(verdicts.zod);
        }),
        { numRuns: runs(data, 4) },
      );
    });

    it('refuses every answer broken at one place, at the same paths', () => {
      fc.assert(
        fc.property(invalidAnswer(data), (answer) => {
          const verdicts = both(schema, answer, data);
          expect(verdicts.zod.paths).toBeDefined();
          expect(verdicts.compiled).toStrictEqual(verdicts.zod);
        }),
        { numRuns: runs(data, 6) },
      );
    });

    it('gives any JSON or JavaScript value the same verdict', () => {
      const values = fc.oneof(
        fc.jsonValue(),
        fc.anything({
          withNullPrototype: true,
          withSparseArray: true,
          withBoxedValues: true,
          withDate: true,
        }),
      );
      fc.assert(
        fc.property(values, (value) => {
          const verdicts = both(schema, value, data);
          expect(verdicts.compiled).toStrictEqual(verdicts.zod);
        }),
        { numRuns: 30 },
      );
    });
  },
);
