import { describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives working defaults for a newcomer with nothing configured', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
    expect(env.BODY_LIMIT_BYTES).toBe(1024 * 1024);
    expect(env.OVERLOAD_EVENT_LOOP_DELAY_MS).toBe(1000);
  });

  it('turns load shedding off with OVERLOAD_EVENT_LOOP_DELAY_MS=0, and refuses a negative delay', () => {
    expect(parseEnv({ OVERLOAD_EVENT_LOOP_DELAY_MS: '0' }).OVERLOAD_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(() => parseEnv({ OVERLOAD_EVENT_LOOP_DELAY_MS: '-5' })).toThrow(/OVERLOAD_EVENT_LOOP_DELAY_MS/);
  });

  it('treats an empty DATABASE_URL as unset (embedded PGlite)', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every bad value in one readable error', () => {
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvironmentError);
      const problems = (error as InvalidEnvironmentError).problems;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL/);
      expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
    }
  });

  it('reads ALLOWED_HOSTS as lower-case host names and refuses URLs or paths', () => {
    expect(parseEnv({}).ALLOWED_HOSTS).toEqual([]);
    expect(parseEnv({ ALLOWED_HOSTS: ' Shop.Example, www.shop.example:8443 ,' }).ALLOWED_HOSTS).toEqual([
      'shop.example',
      'www.shop.example:8443',
    ]);
    for (const bad of ['https://shop.example', 'shop.example/path', 'user@shop.example', '*']) {
      expect(() => parseEnv({ ALLOWED_HOSTS: bad }), bad).toThrow(/ALLOWED_HOSTS/);
    }
  });
});
