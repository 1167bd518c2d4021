/**
 * An answer the database already wrote as JSON (the ready product cards and pages): sent as it
 * came, never parsed and written again on the way out — from PGlite as the UTF-8 bytes
 * PostgreSQL sent, never decoded into a string either. `T` is what the text holds, for the
 * handlers' types and for the contract check outside production.
 */
export class JsonText<T> {
  declare readonly holds?: T;
  /** The UTF-8 bytes to send. */
  readonly bytes: Buffer;

  /** JSON as a string, or as its UTF-8 bytes (kept as they are). */
  constructor(json: string | Buffer) {
    this.bytes = typeof json === 'string' ? Buffer.from(json) : json;
  }

  get text(): string {
    return this.bytes.toString('utf8');
  }

  /** Whether the text is the empty array the database writes for a list without rows. */
  isEmptyArray(): boolean {
    return this.bytes.equals(EMPTY_ARRAY_BYTES);
  }

  parse(): T {
    return JSON.parse(this.text) as T;
  }
}

/** The text of an empty JSON array, as the database writes one. */
export const EMPTY_JSON_ARRAY = '[]';
const EMPTY_ARRAY_BYTES = Buffer.from(EMPTY_JSON_ARRAY);
const DATA_OPEN = Buffer.from('{"data":');
const DATA_CLOSE = Buffer.from('}');

/** `{"data": …}` around a JSON text, as the list endpoints answer. */
export const dataOfJson = <T>(json: JsonText<T>) =>
  new JsonText<{ data: T }>(Buffer.concat([DATA_OPEN, json.bytes, DATA_CLOSE]));
