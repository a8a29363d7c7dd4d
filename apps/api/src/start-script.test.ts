import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * `npm start` (scripts/start.sh) run with a stand-in `node` first on PATH, which writes down how it was
 * called (its process id, arguments and the settings it was given) and exits with 7: no build, no server.
 */
async function runStartScript(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'start-script-'));
  const calls = path.join(dir, 'calls');
  writeFileSync(
    path.join(dir, 'node'),
    [
      '#!/bin/sh',
      `printf '%s|%s|%s|%s|%s|%s\\n' "$$" "$*" "$NODE_ENV" "$MALLOC_MMAP_THRESHOLD_" "$MALLOC_TRIM_THRESHOLD_" "$MALLOC_ARENA_MAX" >> '${calls}'`,
      '[ "$1" = scripts/build-if-stale.mjs ] && exit 0',
      'exit 7',
    ].join('\n'),
  );
  chmodSync(path.join(dir, 'node'), 0o755);
  const child = spawn('sh', ['scripts/start.sh'], {
    cwd: repoRoot,
    env: { PATH: `${dir}:${process.env.PATH}`, ...env },
    stdio: 'ignore',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines = readFileSync(calls, 'utf8').trim().split('\n');
  return {
    dir,
    code,
    childPid: child.pid,
    calls: lines.map((line) => {
      const [pid, args, nodeEnv, mmap, trim, arenas] = line.split('|');
      return { pid: Number(pid), args, nodeEnv, mmap, trim, arenas };
    }),
  };
}

describe('npm start (scripts/start.sh)', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('builds if stale, then becomes the server in production mode with the malloc settings', async () => {
    const run = await runStartScript({});
    dir = run.dir;
    expect(run.calls.map((call) => call.args)).toEqual([
      'scripts/build-if-stale.mjs',
      'apps/api/dist/server.js',
    ]);
    const [, server] = run.calls as [unknown, (typeof run.calls)[number]];
    // The same process npm started: SIGTERM reaches the server itself, and its exit code is npm's.
    expect(server.pid).toBe(run.childPid);
    expect(run.code).toBe(7);
    expect(server).toMatchObject({ nodeEnv: 'production', mmap: '131072', trim: '131072', arenas: '2' });
  });

  it("keeps the operator's own values", async () => {
    const run = await runStartScript({ NODE_ENV: 'development', MALLOC_ARENA_MAX: '4' });
    dir = run.dir;
    expect(run.calls[1]).toMatchObject({ nodeEnv: 'development', mmap: '131072', arenas: '4' });
  });
});
