/** A statement's `$n` parameters, numbered as its text is written. */

/** Appends a parameter and answers its placeholder (`$3`). */
export type AddParam = (value: unknown) => `$${number}`;

/** A statement's parameters, and the function that adds one where the text names it. */
export function queryParams(): { params: unknown[]; param: AddParam } {
  const params: unknown[] = [];
  return {
    params,
    param: (value) => {
      params.push(value);
      return `$${params.length}`;
    },
  };
}
