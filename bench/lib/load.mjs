/**
 * One load test: autocannon with 50 connections for 10 s against a URL, after a short warm-up
 * that is not counted (the JIT, the database's caches). Latency percentiles are computed from
 * every response's own time rather than autocannon's summary, which has no p95.
 */
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

/**
 * With `paths`, the connections take the paths in turn (a URL per request) from `url`'s origin.
 * @param {{ url: string, paths?: string[], headers?: Record<string, string>, durationS: number,
 *   warmupS?: number, connections?: number }} options
 * @returns {Promise<{ rps: number, p50: number, p95: number, p99: number, requests: number,
 *   non2xx: number, errors: number, bytesPerResponse: number }>}
 */
export async function measureLoad({
  url,
  paths,
  headers = {},
  durationS,
  warmupS = 2,
  connections = CONNECTIONS,
}) {
  const options = { url, paths, headers, connections };
  if (warmupS > 0) await run({ ...options, duration: warmupS });
  const times = [];
  const result = await run({ ...options, duration: durationS }, (responseTime) => times.push(responseTime));
  times.sort((a, b) => a - b);
  const ok = result['2xx'];
  return {
    rps: round(ok / durationS, 1),
    p50: round(percentile(times, 0.5), 2),
    p95: round(percentile(times, 0.95), 2),
    p99: round(percentile(times, 0.99), 2),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

function run({ url, paths, headers, connections, duration }, onResponse) {
  let next = 0;
  const requests = paths
    ? [
        {
          setupRequest(request) {
            request.path = paths[next++ % paths.length];
            return request;
          },
        },
      ]
    : undefined;
  const instance = autocannon({ url, headers, connections, duration, requests });
  if (onResponse) {
    instance.on('response', (_client, _status, _bytes, responseTime) => onResponse(responseTime));
  }
  return instance;
}

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

export function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
