import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, parseEnv } from '../env.ts';
import { newUserSlug, resolveAuthSecret } from './auth.ts';

describe('AUTH_SECRET', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('is required in production when instances share sessions through Redis', () => {
    const shared = { NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(() => parseEnv(shared)).toThrow(InvalidEnvironmentError);
    try {
      parseEnv(shared);
    } catch (error) {
      expect((error as InvalidEnvironmentError).problems.join('\n')).toMatch(
        /AUTH_SECRET is required when REDIS_URL is set/,
      );
    }
    expect(parseEnv({ ...shared, AUTH_SECRET: 'x'.repeat(32) }).AUTH_SECRET).toBe('x'.repeat(32));
  });

  it('is generated and kept under DATA_DIR for a single production instance (npm start)', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'auth-secret-'));
    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: dir });
    const first = resolveAuthSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(env)).toBe(first);
  });

  it('refuses a short secret', () => {
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('is generated once in development and kept under DATA_DIR (owner-only)', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'auth-secret-'));
    const env = parseEnv({ NODE_ENV: 'development', DATA_DIR: dir });
    const first = resolveAuthSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'auth-secret')).mode & 0o077).toBe(0);
    expect(resolveAuthSecret(env)).toBe(first);
  });

  it('prefers AUTH_SECRET when set', () => {
    const env = parseEnv({ NODE_ENV: 'development', AUTH_SECRET: 'y'.repeat(40) });
    expect(resolveAuthSecret(env)).toBe('y'.repeat(40));
  });
});

describe('newUserSlug', () => {
  it('is readable, URL-safe and unique', () => {
    const slug = newUserSlug('Zoë Ünal-Smith');
    expect(slug).toMatch(/^zoe-unal-smith-[a-z0-9]{1,6}$/);
    expect(newUserSlug('')).toMatch(/^user-[a-z0-9]+$/);
    expect(new Set(Array.from({ length: 50 }, () => newUserSlug('Ada'))).size).toBe(50);
  });
});

describe('ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('go together', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@example.test' })).toThrow(/go together/);
    expect(parseEnv({ ADMIN_EMAIL: ' A@Example.test ', ADMIN_PASSWORD: 'long-enough' }).ADMIN_EMAIL).toBe(
      'a@example.test',
    );
  });
});
