/**
 * Which calls may be sent again when their answer did not come (the connection failed) or said
 * the service was briefly away (502, 503, 504): the SDK's retries and the balancer's follow
 * this one rule, so a write is never made twice by a retry.
 */

/** The statuses that say "nothing was done, ask again in a moment". */
export const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];

/**
 * A read may always be asked again. A write only when it carries an idempotency key the server
 * honours (its body has `idempotency_key`, and the call set one): the same key twice does the
 * write once and answers what the first did.
 */
export function mayRetry(method: string, body: Readonly<Record<string, unknown>> | null): boolean {
  return method === 'GET' || method === 'HEAD' || typeof body?.idempotency_key === 'string';
}
