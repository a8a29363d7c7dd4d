/**
 * For the tests of one migration on data from before it: a copy of the migrations folder whose journal stops
 * just before the first migration whose tag matches `tag`. The caller migrates an empty database with it
 * (`runMigrations(handle, { migrationsFolder })`), writes the old shape's rows, runs the real folder, and
 * removes the copy with `rm(folder, { recursive: true, force: true })`.
 */
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { resolveMigrationsFolder } from './migrate.ts';

export async function migrationsFolderBefore(tag: RegExp): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-before-'));
  await cp(resolveMigrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => tag.test(entry.tag));
  // Not found (-1) or the first migration (0) would test nothing.
  expect(cut, `a migration tagged ${tag} after the first`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}
