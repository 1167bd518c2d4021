/**
 * An answer the database already wrote as JSON (the ready product cards and pages): sent as its
 * text, never parsed and written again on the way out. `T` is what the text holds, for the
 * handlers' types and for the contract check outside production.
 */
export class JsonText<T> {
  declare readonly holds?: T;

  constructor(readonly text: string) {}

  parse(): T {
    return JSON.parse(this.text) as T;
  }
}

/** `{"data": …}` around a JSON text, as the list endpoints answer. */
export const dataOfJson = <T>(json: JsonText<T>) => new JsonText<{ data: T }>(`{"data":${json.text}}`);

/** The text of an empty JSON array, as the database writes one. */
export const EMPTY_JSON_ARRAY = '[]';
