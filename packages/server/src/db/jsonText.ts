/**
 * An answer the database already wrote as JSON (the ready product cards and pages): sent as it
 * came, never parsed and written again on the way out — from PGlite as the UTF-8 bytes
 * PostgreSQL sent, never decoded into a string either. `T` is what the text holds, for the
 * handlers' types and for the contract check outside production.
 */
export class JsonText<T> {
  declare readonly holds?: T;

  /** The JSON as a string, or as its UTF-8 bytes. */
  constructor(readonly body: string | Buffer) {}

  get text(): string {
    return typeof this.body === 'string' ? this.body : this.body.toString('utf8');
  }

  /** The UTF-8 bytes to send. */
  bytes(): Buffer {
    return typeof this.body === 'string' ? Buffer.from(this.body) : this.body;
  }

  /** Whether the text is the empty array the database writes for a list without rows. */
  isEmptyArray(): boolean {
    return typeof this.body === 'string'
      ? this.body === EMPTY_JSON_ARRAY
      : this.body.equals(EMPTY_ARRAY_BYTES);
  }

  parse(): T {
    return JSON.parse(this.text) as T;
  }
}

/** The text of an empty JSON array, as the database writes one. */
export const EMPTY_JSON_ARRAY = '[]';
const EMPTY_ARRAY_BYTES = Buffer.from(EMPTY_JSON_ARRAY);

const DATA_OPEN = '{"data":';
const DATA_CLOSE = '}';
const DATA_OPEN_BYTES = Buffer.from(DATA_OPEN);
const DATA_CLOSE_BYTES = Buffer.from(DATA_CLOSE);

/** `{"data": …}` around a JSON text, as the list endpoints answer. */
export const dataOfJson = <T>(json: JsonText<T>) =>
  new JsonText<{ data: T }>(
    typeof json.body === 'string'
      ? `${DATA_OPEN}${json.body}${DATA_CLOSE}`
      : Buffer.concat([DATA_OPEN_BYTES, json.body, DATA_CLOSE_BYTES]),
  );
