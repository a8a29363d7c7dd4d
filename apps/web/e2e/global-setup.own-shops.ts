import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildOnce } from './build-once.ts';

/**
 * The journeys that start a shop of their own (own-shop.ts) need only this run's build: they share no data
 * with the demo shop of global-setup.ts, so they run beside the unit and API tests, two at a time.
 */
export default function setup(project: TestProject) {
  const webBuildDir = buildOnce();
  project.provide('webBuildDir', webBuildDir);
  return () => rmSync(webBuildDir, { recursive: true, force: true });
}
