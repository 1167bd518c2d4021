/**
 * Sends a call again (see `RetryOptions`) when its first try's connection failed or it was
 * answered 502, 503 or 504, if it may be retried (the contract's `mayRetry`: a read, or a write
 * carrying its idempotency key). Loaded only after such a first try, so bundles that never meet
 * one do not carry it.
 */
import { mayRetry, RETRYABLE_STATUSES } from '@vitrine/contract';
import { SdkNetworkError } from '../errors.js';
import type { RetryOptions } from './httpClient.js';

export async function sendAgain(
  send: () => Promise<Response | SdkNetworkError>,
  first: Response | SdkNetworkError,
  method: string,
  body: Readonly<Record<string, unknown>> | null,
  retry: RetryOptions = {},
  signal?: AbortSignal,
): Promise<Response | SdkNetworkError> {
  if (!mayRetry(method, body)) return first;
  const sleep = retry.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let answer = first;
  for (let attempt = 0; attempt < (retry.retries ?? 2); attempt++) {
    const response = answer instanceof SdkNetworkError ? null : answer;
    if (signal?.aborted || (response && !RETRYABLE_STATUSES.includes(response.status))) break;
    // The server's Retry-After (seconds) when it gave one, else a pause that doubles.
    const wait = Number(response?.headers.get('retry-after')) * 1000 || 250 * 2 ** attempt;
    // Asked to wait longer than the caller allows: the answer is returned as it came.
    if (wait > (retry.maxDelayMs ?? 5000)) break;
    response?.body?.cancel().catch(() => {});
    await sleep(wait);
    answer = await send();
  }
  return answer;
}
