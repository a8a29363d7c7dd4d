// `npm start`'s first step (scripts/start.sh): build what is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/web/build/server/index.js', 'apps/api/dist/server.js'].map((file) =>
  path.join(root, file),
);
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

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((dir) => newestMtime(path.join(root, dir))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building the storefront and the API…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
