/**
 * How both backends read the values whose text PostgreSQL sends: counts and amounts as
 * JavaScript numbers, instants as ISO strings, dates as they are. One table, so that PGlite and
 * PostgreSQL answer the same rows with the same values.
 */

/** The type OIDs read differently from the drivers' defaults. */
const OID = { int8: 20, numeric: 1700, timestamptz: 1184, timestamp: 1114, date: 1082 } as const;

const toNumber = (value: string) => Number(value);
const toIsoString = (value: string) => new Date(value).toISOString();
const asIs = (value: string) => value;

export const VALUE_PARSERS: Readonly<Record<number, (value: string) => unknown>> = {
  [OID.int8]: toNumber,
  [OID.numeric]: toNumber,
  [OID.timestamptz]: toIsoString,
  [OID.timestamp]: toIsoString,
  [OID.date]: asIs,
};
