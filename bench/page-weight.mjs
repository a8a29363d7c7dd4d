// First-load JavaScript and CSS per storefront page (target: JS <= 120 KB gzip on the product page,
// CSS <= 20 KB gzip). Loads each page once in Debian Chromium with an empty cache, collects every script and
// stylesheet requested until the network is idle (module preloads, entry, route chunks, CSS), and sums the
// gzip size of each body (zlib default level, as a server compressing on the fly would send it).
// Alone: `node bench/page-weight.mjs [baseUrl]` (starts its own server when no baseUrl is given).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { isMain, storefrontRoutes, withStorefront } from './storefront-server.mjs';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export const TARGETS = { productPageJsKb: 120, cssKb: 20 };

function kindOf(response) {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'script' || contentType.includes('javascript')) return 'js';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css';
  return undefined;
}

async function weighPage(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  const files = [];
  page.on('response', (response) => {
    const kind = kindOf(response);
    if (!kind || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) =>
          files.push({ url: new URL(response.url()).pathname, kind, gzip: gzipSync(body).length }),
        )
        .catch(() => undefined),
    );
  });
  const answer = await page.goto(url, { waitUntil: 'networkidle' });
  if (answer?.status() !== 200) throw new Error(`${url} answered ${answer?.status()}`);
  await Promise.all(pending);
  await context.close();
  const sum = (kind) =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzip, 0);
  return { jsGzipBytes: sum('js'), cssGzipBytes: sum('css'), files: files.sort((a, b) => b.gzip - a.gzip) };
}

/** Rows `{ route, jsGzipKb, cssGzipKb, jsFiles, cssFiles, pass }` for `/`, `/products` and `/single_product`. */
export async function measurePageWeight({ baseUrl } = {}) {
  return withStorefront(baseUrl, async (url) => {
    const routes = await storefrontRoutes(url);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const rows = [];
      for (const route of routes) {
        const weight = await weighPage(browser, `${url}${route.path}`);
        const jsGzipKb = weight.jsGzipBytes / 1024;
        const cssGzipKb = weight.cssGzipBytes / 1024;
        rows.push({
          route: route.name,
          jsGzipKb: Number(jsGzipKb.toFixed(1)),
          cssGzipKb: Number(cssGzipKb.toFixed(1)),
          jsFiles: weight.files.filter((file) => file.kind === 'js').length,
          cssFiles: weight.files.filter((file) => file.kind === 'css').length,
          largest: weight.files.slice(0, 5).map((file) => `${file.url} ${(file.gzip / 1024).toFixed(1)}`),
          // The JS target is the product page's; CSS applies to every page.
          pass:
            cssGzipKb <= TARGETS.cssKb &&
            (route.name !== '/single_product' || jsGzipKb <= TARGETS.productPageJsKb),
        });
      }
      return rows;
    } finally {
      await browser.close();
    }
  });
}

if (isMain(import.meta.url)) {
  const rows = await measurePageWeight({ baseUrl: process.argv[2] });
  console.table(rows.map(({ largest, ...row }) => row));
  for (const row of rows) console.log(row.route, 'largest (KB gzip):', row.largest.join(', '));
}
