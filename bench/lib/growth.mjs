// Growth curve: list, faceted list, search and product latency (p50) at each catalogue size, and the product page
// rendered by the server. The app runs with its catalogue and page caches off, so the figures show how
// the queries and the render themselves scale (a cache would hide it).
// 10 connections: latency at moderate load, not the saturation point.
import { measure } from './load.mjs';
import {
  catalogueSample,
  facetedOptionRequests,
  facetedRequests,
  listRequests,
  optionSample,
  productRequests,
  ssrRequests,
  suggestionRequests,
  typoSearchRequests,
} from './scenarios.mjs';
import { startApp } from './server.mjs';

export const GROWTH_CONNECTIONS = 10;

export async function measureGrowthPoint(database, { duration, warmup, log }) {
  const sample = await catalogueSample(database.url);
  const optionFilter = await optionSample(database.url);
  const app = await startApp(database.url, { CATALOGUE_CACHE_ENTRIES: '0', PAGE_CACHE_ENTRIES: '0' });
  try {
    const point = {};
    for (const [key, requests] of [
      ['list', listRequests()],
      // A faceted, filtered list, uncached (its p99 at 1M products is a target: BENCHMARKS.md).
      ['faceted', facetedRequests(sample)],
      // The same with an option value chosen (a colour or a size): the variants' filter and facet.
      ...(optionFilter ? [['facetedOptions', facetedOptionRequests(optionFilter)]] : []),
      ['search', typoSearchRequests()],
      ['suggest', suggestionRequests()],
      ['product', productRequests(sample)],
      ['page', ssrRequests(sample).product],
    ]) {
      point[key] = await measure({
        baseUrl: app.baseUrl,
        requests,
        duration,
        warmup,
        connections: GROWTH_CONNECTIONS,
      });
      log(
        `[bench] growth ${database.name} ${key}: p50 ${point[key].p50} ms, ${Math.round(point[key].rps)} req/s`,
      );
      // A round that answered nothing, or answered wrongly, was seen twice in whole runs at 1M and never
      // reproduced alone: leave what the server said and how fast it answers now, for the next one.
      if (point[key].requests === 0 || point[key].unexpected > 0) {
        const started = performance.now();
        const health = await fetch(`${app.baseUrl}/api/health`).then(
          (response) => response.status,
          (error) => error.message,
        );
        log(
          `[bench] growth ${database.name} ${key}: ${point[key].requests} answers, ${point[key].unexpected} unexpected; health now ${health} in ${Math.round(performance.now() - started)} ms; the server's last log lines:\n${app.logTail() || '(none)'}`,
        );
      }
    }
    return point;
  } finally {
    await app.stop();
  }
}

/** Per scenario, the measurement of the round with the median p50 (its p50, mean and counts stay together). */
export function medianPoint(points) {
  const keys = Object.keys(points[0] ?? {});
  return Object.fromEntries(
    keys.map((key) => {
      const sorted = points.map((point) => point[key]).sort((a, b) => a.p50 - b.p50);
      return [key, { ...sorted[Math.floor((sorted.length - 1) / 2)], rounds: sorted.map((m) => m.p50) }];
    }),
  );
}
