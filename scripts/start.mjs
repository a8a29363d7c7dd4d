// `npm start`: build what is missing or stale, then run the server in this process (so SIGTERM reaches
// it directly). Migrations and the demo catalogue are handled by the server at start-up.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
