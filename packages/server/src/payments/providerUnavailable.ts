/**
 * The payment provider did not answer (a timeout, a refused or cut connection). The caller cannot
 * tell whether what it asked was done: a charge may have happened. Every call carries its
 * idempotency key or is settled by reading the intent back, so trying again never does it twice.
 */
export class ProviderUnavailableError extends Error {
  /** What the caller reads. */
  static readonly message =
    'The payment provider did not answer. Nothing is charged twice: please try again in a moment.';
  /** When to try again, in seconds. */
  static readonly retryAfterSeconds = 2;

  constructor(message = 'The payment provider did not answer in time.') {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}
