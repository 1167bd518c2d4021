/** An expected failure a handler reports: its status and a message for the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429,
    message: string,
    /** Extra fields sent beside `error`, e.g. the fresh price on a 409. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'This belongs to another user.') => new HttpError(403, message);
export const notFound = (message: string, details?: Record<string, unknown>) =>
  new HttpError(404, message, details);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, details);
