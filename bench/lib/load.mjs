// One autocannon measurement: a warm-up period whose numbers are thrown away, then the measured period.
// 50 connections and no pipelining for every scenario, the same as the baseline, so ratios compare like
// with like.
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

function fire(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ pipelining: 1, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    // Stops autocannon's own progress output; we print one line per scenario instead.
    instance.on('error', () => {});
  });
}

/**
 * Measures `requests` (autocannon request objects, cycled per connection) against `baseUrl`.
 * `expectStatus` marks responses with another status as failures, so a scenario answering 404s or 500s
 * fast cannot pass as a fast scenario.
 */
export async function measure({
  baseUrl,
  requests,
  headers,
  duration,
  warmup,
  connections,
  expectStatus = 200,
}) {
  const common = { url: baseUrl, requests, headers, connections: connections ?? CONNECTIONS };
  if (warmup > 0) await fire({ ...common, duration: warmup });
  const result = await fire({ ...common, duration });
  const statusCounts = result.statusCodeStats ?? {};
  const total = Object.values(statusCounts).reduce((sum, entry) => sum + entry.count, 0);
  const matching = statusCounts[expectStatus]?.count ?? 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    requests: total,
    unexpected: total - matching + result.errors + result.timeouts,
    statusCounts: Object.fromEntries(
      Object.entries(statusCounts).map(([code, entry]) => [code, entry.count]),
    ),
  };
}
