import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { ensureAdminFromEnv, upsertAdmin } from '../modules/users/users.admin-bootstrap.ts';
import { createTestUser } from '../modules/users/users.test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { main, resolveDataDir } from './create-admin.cli.ts';

const login = (t: TestApp, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { origin: 'http://localhost' },
    payload: { email, password },
  });

describe('admin bootstrap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ADMIN_EMAIL/ADMIN_PASSWORD create a verified admin who can sign in, once', async () => {
    const first = await ensureAdminFromEnv(t.database, {
      ADMIN_EMAIL: 'Boss@Example.test',
      ADMIN_PASSWORD: 'boss-password-1',
    });
    expect(first.outcome).toBe('created');
    const response = await login(t, 'boss@example.test', 'boss-password-1');
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('admin');

    const again = await ensureAdminFromEnv(t.database, {
      ADMIN_EMAIL: 'other@example.test',
      ADMIN_PASSWORD: 'other-password-2',
    });
    expect(again.outcome).toBe('skipped');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'other@example.test'))).toEqual([]);
  });

  it('skips without settings', async () => {
    expect((await ensureAdminFromEnv(t.database, {})).outcome).toBe('skipped');
  });

  it('promotes an existing account and, from the CLI path, sets its password', async () => {
    const user = await createTestUser(t.app);
    const result = await upsertAdmin(
      t.database,
      { email: user.email, password: 'promoted-pass-9' },
      { setPassword: true },
    );
    expect(result).toMatchObject({ outcome: 'promoted', slug: user.slug });
    const response = await login(t, user.email, 'promoted-pass-9');
    expect(response.json().role).toBe('admin');
  });

  it('refuses a weak password or a bad e-mail', async () => {
    await expect(
      upsertAdmin(t.database, { email: 'x@example.test', password: 'password' }, { setPassword: true }),
    ).rejects.toThrow(/too common/);
    await expect(
      upsertAdmin(t.database, { email: 'nope', password: 'good-password-1' }, { setPassword: true }),
    ).rejects.toThrow(/e-mail/);
  });
});

describe('npm run create-admin', () => {
  const saved = {
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL,
    INIT_CWD: process.env.INIT_CWD,
  };
  let dir: string;
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    vi.restoreAllMocks();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('resolves a relative DATA_DIR from where npm was started (INIT_CWD), defaulting to <repo>/data', () => {
    expect(resolveDataDir('./data', '/srv/shop')).toBe('/srv/shop/data');
    expect(resolveDataDir('/abs/data', '/srv/shop')).toBe('/abs/data');
    expect(resolveDataDir(undefined, '/srv/shop')).toBe('/srv/shop/data');
  });

  it('creates the admin in the embedded database of DATA_DIR', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'create-admin-'));
    delete process.env.DATABASE_URL;
    process.env.INIT_CWD = dir;
    process.env.DATA_DIR = './data';
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const code = await main([
      '--email',
      'root@example.test',
      '--password',
      'root-password-7',
      '--name',
      'Root Admin',
    ]);
    expect(code).toBe(0);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/root@example\.test created/);

    const database = await openDatabase({ dataDir: path.join(dir, 'data', 'pglite') });
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, 'root@example.test'));
      expect(row).toMatchObject({ role: 'admin', emailVerified: true, fullName: 'Root Admin' });
    } finally {
      await database.close();
    }
    // A new on-disk PGlite runs every migration twice here (the CLI, then the check): ~10 s on a quiet
    // machine, past the project's 30 s default on a busy one.
  }, 120_000);

  it('prints the usage and fails without --email and --password', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main(['--email', 'a@example.test'])).toBe(2);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/Usage/);
  });
});
