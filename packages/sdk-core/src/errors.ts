/**
 * What can go wrong with a call, as values: methods resolve to a {@link Result} and never throw
 * for these. Programmer errors (a bad configuration) throw plain `Error`s that say how to fix them.
 */

/** The server answered with an error status; `message` is its `error` field. */
export class SdkHttpError extends Error {
  override readonly name = 'SdkHttpError';
  constructor(
    readonly status: number,
    message: string,
    /** The whole error body, e.g. the fresh price sent with a 409. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The server's answer does not match the contract (an SDK and server of different versions). */
export class SdkValidationError extends Error {
  override readonly name = 'SdkValidationError';
  constructor(
    message: string,
    readonly issues: readonly { path: readonly PropertyKey[]; message: string }[],
  ) {
    super(message);
  }
}

/** The request never got an answer: offline, DNS, CORS, or aborted. */
export class SdkNetworkError extends Error {
  override readonly name = 'SdkNetworkError';
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

export type SdkError = SdkHttpError | SdkValidationError | SdkNetworkError;

/** The outcome of a call: its data, or what went wrong. */
export type Result<T> = { data: T; error?: undefined } | { data?: undefined; error: SdkError };
