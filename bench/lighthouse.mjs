// Lighthouse mobile scores for the storefront pages (target: performance >= 95 on `/`, `/products` and
// `/single_product`, CLS <= 0.05). Drives Debian Chromium through chrome-launcher with Lighthouse's default
// mobile preset (emulated Moto G Power, simulated slow 4G and 4x CPU slowdown).
// Alone: `node bench/lighthouse.mjs [baseUrl]` (starts its own server when no baseUrl is given).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './page-weight.mjs';
import { isMain, storefrontRoutes, withStorefront } from './storefront-server.mjs';

export const TARGETS = { performanceScore: 95, cls: 0.05 };

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      siMs: Math.round(audits['speed-index'].numericValue),
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): try again twice. */
async function auditWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`[bench] lighthouse retry ${attempt} for ${url}: ${error.message}`);
    }
  }
}

/** Rows `{ route, score, fcpMs, lcpMs, tbtMs, cls, siMs, pass }`; each page audited `runs` times, median score kept. */
export async function runLighthouse({ baseUrl, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1) } = {}) {
  return withStorefront(baseUrl, async (url) => {
    const routes = await storefrontRoutes(url);
    // One warm-up request per page so the first audit does not pay for server-side cold caches.
    for (const route of routes) await (await fetch(`${url}${route.path}`)).arrayBuffer();
    const rows = [];
    for (const route of routes) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await auditWithRetry(`${url}${route.path}`));
      results.sort((a, b) => a.score - b.score);
      const median = results[Math.floor(results.length / 2)];
      rows.push({
        route: route.name,
        ...median,
        pass: median.score >= TARGETS.performanceScore && median.cls <= TARGETS.cls,
      });
    }
    return rows;
  });
}

if (isMain(import.meta.url)) {
  console.table(await runLighthouse({ baseUrl: process.argv[2] }));
}
