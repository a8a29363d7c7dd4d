/**
 * A private PostgreSQL 15 cluster in a temporary folder, on its own port, for tests that stop and start
 * the database server: the machine's shared server (used by parallel test files) is never touched.
 * initdb and the server refuse to run as root, so as root they run as the `postgres` system user.
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

const run = promisify(execFile);
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PrivateCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: connections are cut at once, as in a crash-restart or failover. */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

async function asPostgres(command: string, args: string[]): Promise<void> {
  const isRoot = process.getuid?.() === 0;
  const [file, fullArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  await run(file, fullArgs, { timeout: 60_000 });
}

export async function createPrivateCluster(): Promise<PrivateCluster> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  chmodSync(folder, 0o700);
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  await asPostgres(path.join(BIN, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const pgCtl = (...args: string[]) => asPostgres(path.join(BIN, 'pg_ctl'), ['-D', dataDir, ...args]);
  let running = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pgCtl(
        '-o',
        `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
        '-l',
        path.join(folder, 'server.log'),
        '-w',
        'start',
      );
      running = true;
    },
    async stop() {
      await pgCtl('-m', 'fast', '-w', 'stop');
      running = false;
    },
    async remove() {
      if (running) await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
