// Growth curve: list, search and product latency (p50) at each catalogue size. The app runs with its
// catalogue cache off, so the figures show how the queries themselves scale (a cache would hide it).
// 10 connections: latency at moderate load, not the saturation point.
import { measure } from './load.mjs';
import { catalogueSample, listRequests, productRequests, typoSearchRequests } from './scenarios.mjs';
import { startApp } from './server.mjs';

export const GROWTH_CONNECTIONS = 10;

export async function measureGrowthPoint(database, { duration, warmup, log }) {
  const sample = await catalogueSample(database.url);
  const app = await startApp(database.url, { CATALOGUE_CACHE_ENTRIES: '0' });
  try {
    const point = {};
    for (const [key, requests] of [
      ['list', listRequests()],
      ['search', typoSearchRequests()],
      ['product', productRequests(sample)],
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
    }
    return point;
  } finally {
    await app.stop();
  }
}
