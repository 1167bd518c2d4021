/**
 * Telling a lost database from a failed statement. PostgreSQL can go away under a running server
 * (a restart, a failover, an administrator ending backends, a network cut): what failed then is
 * the connection, not the request, and the caller should hear "try again in a moment" rather
 * than "something went wrong".
 */

/** Node's codes for a socket that could not be opened or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/**
 * pg's own words for a connection that ended or could not be made: these errors carry no code,
 * only their message.
 */
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
];

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;
const severityOf = (error: unknown): unknown => (error as { severity?: unknown } | null)?.severity;
const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/**
 * Whether `error` says the database could not be reached or its connection was lost: a socket
 * error, pg's "Connection terminated…", or PostgreSQL's own SQLSTATE of class 08 (connection
 * exception) or 57P (the server shutting down, starting up, or ending this backend). A statement's
 * own error — a constraint, a syntax error, a cancelled query — is not.
 */
export function isConnectionLoss(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = codeOf(error);
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return true;
  if (isSqlState(code)) return code.startsWith('08') || code.startsWith('57P');
  if (error instanceof AggregateError && error.errors.some(isConnectionLoss)) return true;
  return PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * Whether a connection that answered `error` must not be used again: every connection loss,
 * anything without a SQLSTATE (the socket or pg's state machine, not the statement, failed), and
 * a FATAL or PANIC, told by the SQLSTATE's class or the severity since the severity's word is in
 * the server's language.
 */
export function endsTheConnection(error: unknown): boolean {
  if (isConnectionLoss(error)) return true;
  const severity = severityOf(error);
  return !isSqlState(codeOf(error)) || severity === 'FATAL' || severity === 'PANIC';
}

/**
 * What a query answers while the database is away: the server turns it into a 503 with a
 * `Retry-After`, so a client (or the balancer) tries again instead of giving up.
 */
export class DatabaseUnavailableError extends Error {
  /** What the caller reads. */
  static readonly message = 'The service is briefly unavailable. Please try again in a moment.';
  /** When to try again, in seconds: a restarted PostgreSQL is usually back within it. */
  static readonly retryAfterSeconds = 2;

  constructor(readonly reason: unknown) {
    super('The database is unreachable for the moment.', { cause: reason });
    this.name = 'DatabaseUnavailableError';
  }
}

/** `error` as thrown to the caller: a connection loss becomes a DatabaseUnavailableError. */
export function asUnavailable(error: unknown): unknown {
  return isConnectionLoss(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;
}
