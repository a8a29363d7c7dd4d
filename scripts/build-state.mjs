// Whether the built storefront and API are missing or older than their sources: `npm start`
// (scripts/build-if-stale.mjs) and the benchmarks (bench/storefront-server.mjs) share this one rule.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const outputs = ['apps/web/build/server/index.js', 'apps/api/dist/server.js'];
const sources = [
  'apps/api/src',
  'apps/api/drizzle',
  'apps/web/app',
  'apps/web/public',
  'packages/shared/src',
];

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when an output is missing or a source file is newer than the oldest output. */
export function buildIsStale() {
  const builtAt = Math.min(
    ...outputs
      .map((file) => path.join(repoRoot, file))
      .map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
  );
  const changedAt = Math.max(...sources.map((dir) => newestMtime(path.join(repoRoot, dir))));
  return builtAt === 0 || changedAt > builtAt;
}
