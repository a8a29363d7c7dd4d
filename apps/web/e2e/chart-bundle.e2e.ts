import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/**
 * The chart library loads only in the dashboards: the build puts visx (and the d3 modules under it) in a
 * `charts` chunk of its own, and this reads the route manifest of the very build the journeys run to check
 * that no shop page, nor the entry every page loads, imports that chunk, while the overview pages do.
 */
interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const DASHBOARD_LAYOUTS = new Set(['routes/admin.layout', 'routes/seller.layout']);

async function buildManifest(): Promise<{ manifest: Manifest; assets: string }> {
  const assets = path.join(inject('webBuildDir'), 'client/assets');
  const file = (await readdir(assets)).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${assets}`);
  // `window.__reactRouterManifest={…};`: the object is plain JSON.
  const text = await readFile(path.join(assets, file), 'utf8');
  return { manifest: JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)), assets };
}

function inDashboard(routes: Manifest['routes'], route: ManifestRoute): boolean {
  for (let current: ManifestRoute | undefined = route; current; ) {
    if (DASHBOARD_LAYOUTS.has(current.id)) return true;
    current = current.parentId ? routes[current.parentId] : undefined;
  }
  return false;
}

const isChartChunk = (file: string) => /\/charts-[\w-]+\.js$/.test(file);

describe('the chart library', () => {
  it('is in its own chunk, loaded by the overview pages and by no shop page', async () => {
    const { manifest, assets } = await buildManifest();
    const filesOf = (route: ManifestRoute) => [route.module, ...(route.imports ?? [])];

    const chartChunks = Object.values(manifest.routes).flatMap(filesOf).filter(isChartChunk);
    expect(chartChunks.length).toBeGreaterThan(0);
    const chunk = await readFile(path.join(assets, path.basename(chartChunks[0] ?? '')), 'utf8');
    expect(chunk).toContain('visx-bar');

    for (const id of ['routes/admin.overview', 'routes/seller.overview']) {
      const route = manifest.routes[id];
      expect(route && filesOf(route).some(isChartChunk), id).toBe(true);
    }

    const shopRoutes = Object.values(manifest.routes).filter((route) => !inDashboard(manifest.routes, route));
    expect(shopRoutes.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        'root',
        'routes/home',
        'routes/single-product',
        'routes/cart',
        'routes/checkout',
      ]),
    );
    const loadingCharts = shopRoutes
      .filter((route) => filesOf(route).some(isChartChunk))
      .map((route) => route.id);
    expect(loadingCharts).toEqual([]);
    expect([manifest.entry.module, ...manifest.entry.imports].filter(isChartChunk)).toEqual([]);
  });
});
