import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');

/**
 * This run's production build of the storefront and the API, made once per `vitest` process: both journey
 * projects (global-setup.ts and global-setup.own-shops.ts) serve it, and Vitest runs the projects' global
 * setups one after the other in the main process, so the second finds the first's finished build.
 *
 * vitest sets NODE_ENV=test; the journeys must run the same production build a shop owner serves. Each run
 * gets its own build folder, so two runs on one machine never swap each other's assets. (It sits under
 * apps/web so its server bundle resolves apps/web/node_modules, but outside apps/web/build, which every
 * `npm run build` empties, even while a journey runs.)
 */
export function buildOnce(): string {
  const webBuildDir = path.join(root, 'apps/web/.e2e/build', `run-${process.pid}`);
  const finished = path.join(webBuildDir, '.finished');
  if (existsSync(finished)) return webBuildDir;
  rmSync(webBuildDir, { recursive: true, force: true });
  const buildEnv = { ...process.env, NODE_ENV: 'production', WEB_BUILD_DIR: webBuildDir };
  execSync('npm run build', { cwd: root, stdio: 'inherit', env: buildEnv });
  mkdirSync(webBuildDir, { recursive: true });
  writeFileSync(finished, '');
  return webBuildDir;
}

/** The drawn demo images, drawn once into one cache folder that every run's uploads link to. */
export const demoImageCache = path.join(root, 'data/e2e/demo-images');
