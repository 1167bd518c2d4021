/**
 * Random answers for a schema described as {@link SchemaData}: valid ones (with unknown keys
 * added to every object, which a checker must drop) and invalid ones (a valid answer broken at
 * one random place), so that a property can hold two checkers to the same verdicts.
 */
import fc from 'fast-check';
import type { SchemaData } from './compiledSchema.js';

/** How many times a recursive object may contain itself: enough for a tree, small enough to run fast. */
const RECURSION_DEPTH = 2;
/** Past that depth, a recursive object's required fields must end it (arrays empty, nullables null). */
const RECURSION_LIMIT = RECURSION_DEPTH + 8;
const ARRAY_LENGTH = 3;

/** Marks an optional key left out of an object, which differs from the key present as `undefined`. */
const ABSENT = Symbol('absent');

interface Walk {
  /** The recursive objects met so far, by id, for `['r', id]` to generate. */
  readonly own: Map<number, SchemaData>;
  /** How many `['r', id]` led here. */
  readonly depth: number;
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether `data` may accept `value`, looking at its outermost layer only: `false` means refused
 * for sure. Generation uses it to keep a broken value broken for every option of a union.
 */
function mayAccept(data: SchemaData, value: unknown): boolean {
  switch (data) {
    case 's':
      return typeof value === 'string';
    case 'n':
      return typeof value === 'number' && Number.isFinite(value);
    case 'b':
      return typeof value === 'boolean';
  }
  switch (data[0]) {
    case 'o':
    case 'r':
      return isObject(value);
    case 'a':
      return Array.isArray(value);
    case '?':
      return value === undefined || mayAccept(data[1], value);
    case '0':
      return value === null || mayAccept(data[1], value);
    case 'e':
    case 'l':
      return data[1].includes(value);
    case 'u':
      return data[1].some((option) => mayAccept(option, value));
  }
}

/** Keys an answer may carry beyond its schema's, the ones that trip a careless `in` or `[]` included. */
function unknownEntries(shape: Readonly<Record<string, SchemaData>>) {
  const key = fc.oneof(
    fc.string(),
    fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty'),
  );
  return fc
    .array(fc.tuple(key, fc.jsonValue({ maxDepth: 1 })), { maxLength: 3 })
    .map((entries) => entries.filter(([name]) => !Object.hasOwn(shape, name)));
}

/** `Object.fromEntries`, not spreading, so that a `__proto__` key stays an own key as JSON.parse makes it. */
function objectOf(entries: [string, unknown][]) {
  return Object.fromEntries(entries.filter(([, value]) => value !== ABSENT));
}

function enter(data: SchemaData, walk: Walk): Walk {
  if (typeof data !== 'string' && data[0] === 'o' && data[2] !== undefined) walk.own.set(data[2], data);
  if (typeof data !== 'string' && data[0] === 'r') {
    if (walk.depth >= RECURSION_LIMIT) throw new Error(`recursive object ${data[1]} never ends`);
    return { own: walk.own, depth: walk.depth + 1 };
  }
  return walk;
}

function validField(field: SchemaData, walk: Walk): fc.Arbitrary<unknown> {
  if (typeof field === 'string' || field[0] !== '?') return validIn(field, walk);
  if (walk.depth > RECURSION_DEPTH) return fc.constant(ABSENT);
  return fc.oneof(fc.constant(ABSENT), fc.constant(undefined), validIn(field[1], walk));
}

function validIn(data: SchemaData, outer: Walk): fc.Arbitrary<unknown> {
  const walk = enter(data, outer);
  const deep = walk.depth > RECURSION_DEPTH;
  switch (data) {
    case 's':
      return fc.string();
    case 'n':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'b':
      return fc.boolean();
  }
  switch (data[0]) {
    case 'o': {
      const fields = Object.entries(data[1]).map(([key, field]) =>
        fc.tuple(fc.constant(key), validField(field, walk)),
      );
      return fc
        .tuple(fc.tuple(...fields), unknownEntries(data[1]))
        .map(([known, unknown]) => objectOf([...unknown, ...known]));
    }
    case 'r':
      return validIn(walk.own.get(data[1]) as SchemaData, walk);
    case 'a':
      return deep ? fc.constant([]) : fc.array(validIn(data[1], walk), { maxLength: ARRAY_LENGTH });
    case '?':
      return deep ? fc.constant(undefined) : fc.option(validIn(data[1], walk), { nil: undefined });
    case '0':
      return deep ? fc.constant(null) : fc.option(validIn(data[1], walk), { nil: null });
    case 'e':
    case 'l':
      return fc.constantFrom(...data[1]);
    case 'u':
      return fc.oneof(...data[1].map((option) => validIn(option, walk)));
  }
}

/** Values that are wrong for most schemas: other types, NaN and the infinities, empty containers. */
const strayValue = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0, -0, 1),
  fc.constantFrom(true, false, null, undefined, '', '0', '1', 'true', 'null'),
  fc.constantFrom({}, []),
);

/** Values just beside an enum's or a literal's: another case, a space, the same as a string. */
function nearMisses(values: readonly unknown[]): unknown[] {
  return values.flatMap((value) =>
    typeof value === 'string'
      ? [value.toUpperCase(), value.toLowerCase(), ` ${value}`, `${value} `, value.slice(1)]
      : [String(value), typeof value === 'number' ? value + 1 : !value],
  );
}

/** A value `data` refuses at its outermost layer. */
function wrongOutside(data: SchemaData): fc.Arbitrary<unknown> {
  const close = typeof data !== 'string' && (data[0] === 'e' || data[0] === 'l') ? nearMisses(data[1]) : [];
  const candidates = close.length > 0 ? fc.oneof(strayValue, fc.constantFrom(...close)) : strayValue;
  return candidates.filter((value) => !mayAccept(data, value));
}

function invalidIn(data: SchemaData, outer: Walk): fc.Arbitrary<unknown> {
  const walk = enter(data, outer);
  if (typeof data === 'string' || data[0] === 'e' || data[0] === 'l') return wrongOutside(data);
  if (walk.depth > RECURSION_DEPTH) return wrongOutside(data);
  switch (data[0]) {
    case 'o': {
      const whole = validIn(data, outer);
      const keys = Object.keys(data[1]);
      const required = keys.filter((key) => (data[1][key] as SchemaData)[0] !== '?');
      const brokenField = keys.map((key) =>
        fc
          .tuple(whole, invalidIn(data[1][key] as SchemaData, walk))
          .map(([object, wrong]) => objectOf([...Object.entries(object as object), [key, wrong]])),
      );
      const missingKey = required.map((key) =>
        whole.map((object) => objectOf(Object.entries(object as object).filter(([name]) => name !== key))),
      );
      const inside = [...brokenField, ...missingKey];
      return inside.length > 0 ? fc.oneof(wrongOutside(data), fc.oneof(...inside)) : wrongOutside(data);
    }
    case 'r':
      return invalidIn(walk.own.get(data[1]) as SchemaData, walk);
    case 'a': {
      const items = fc.array(validIn(data[1], walk), { maxLength: ARRAY_LENGTH });
      const brokenItem = fc.tuple(items, invalidIn(data[1], walk), fc.nat()).map(([valid, wrong, at]) => {
        const index = at % (valid.length + 1);
        return [...valid.slice(0, index), wrong, ...valid.slice(index)];
      });
      // A hole reads as undefined, as no JSON array has it: it is a missing item all the same.
      const hole = fc.tuple(items, fc.nat()).map(([valid, at]) => {
        const index = at % (valid.length + 1);
        const holey: unknown[] = [];
        holey.length = valid.length + 1;
        valid.forEach((item, position) => {
          holey[position < index ? position : position + 1] = item;
        });
        return holey;
      });
      return mayAccept(data[1], undefined)
        ? fc.oneof(wrongOutside(data), brokenItem)
        : fc.oneof(wrongOutside(data), brokenItem, hole);
    }
    case '?':
      return invalidIn(data[1], walk).filter((value) => value !== undefined);
    case '0':
      return invalidIn(data[1], walk).filter((value) => value !== null);
    case 'u': {
      const options = data[1];
      // A value broken for one option must be refused outright by the others to be wrong for the union.
      const brokenOption = options.map((option) =>
        invalidIn(option, walk).filter((value) =>
          options.every((other) => other === option || !mayAccept(other, value)),
        ),
      );
      return fc.oneof(wrongOutside(data), ...brokenOption);
    }
  }
}

/** Answers `data` accepts, with unknown keys in every object. */
export function validAnswer(data: SchemaData): fc.Arbitrary<unknown> {
  return validIn(data, { own: new Map(), depth: 0 });
}

/**
 * Answers `data` refuses: a valid one with one place broken (a wrong type, a missing key, null
 * where not nullable, NaN or an infinity, a value outside an enum or a literal), or a wrong value
 * outright.
 */
export function invalidAnswer(data: SchemaData): fc.Arbitrary<unknown> {
  return invalidIn(data, { own: new Map(), depth: 0 });
}
