/**
 * The media store could not keep a file (a full or failing disk, an object store refusing
 * writes). Nothing of the request was kept: the upload can be sent again as it is.
 */
export class MediaUnavailableError extends Error {
  /** What the caller reads. */
  static readonly message =
    'Your file could not be stored just now. Nothing was saved: please send it again in a moment.';
  /** When to try again, in seconds. */
  static readonly retryAfterSeconds = 5;

  constructor(readonly reason: unknown) {
    super('The media store refused a write.', { cause: reason });
    this.name = 'MediaUnavailableError';
  }
}
