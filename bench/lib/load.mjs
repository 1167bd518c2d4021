/**
 * One load test: autocannon with 50 connections for 10 s against a URL, after a short warm-up
 * that is not counted (the JIT, the database's caches). Latency percentiles are computed from
 * every response's own time rather than autocannon's summary, which has no p95.
 */
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

/**
 * @param {{ url: string, headers?: Record<string, string>, durationS: number, warmupS?: number }} options
 * @returns {Promise<{ rps: number, p50: number, p95: number, p99: number, requests: number,
 *   non2xx: number, errors: number, bytesPerResponse: number }>}
 */
export async function measureLoad({ url, headers = {}, durationS, warmupS = 2 }) {
  if (warmupS > 0) await run({ url, headers, duration: warmupS });
  const times = [];
  const result = await run({ url, headers, duration: durationS }, (responseTime) => times.push(responseTime));
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

function run({ url, headers, duration }, onResponse) {
  const instance = autocannon({ url, headers, connections: CONNECTIONS, duration });
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
