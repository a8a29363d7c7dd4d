import { describe, expect, it } from 'vitest';
import { catalogueMemo } from './catalogue-memo.ts';

describe('catalogueMemo (decision 33)', () => {
  it('computes once per database and version, shares a computation under way, and recomputes when the version moves', async () => {
    let calls = 0;
    const memo = catalogueMemo(async (db: { name: string }) => {
      calls += 1;
      return `${db.name}#${calls}`;
    });
    const one = { name: 'one' };
    const two = { name: 'two' };
    const [a, b] = await Promise.all([memo(one, 0), memo(one, 0)]);
    expect(a).toBe('one#1');
    expect(b).toBe('one#1');
    expect(await memo(two, 0)).toBe('two#2');
    expect(await memo(one, 0)).toBe('one#1');
    expect(await memo(one, 1)).toBe('one#3');
    // Without a version (callers outside a route) nothing is kept.
    expect(await memo(one, undefined)).toBe('one#4');
    expect(await memo(one, 1)).toBe('one#3');
  });

  it('keeps no failure and no answer older than its age limit', async () => {
    let fail = true;
    let calls = 0;
    const memo = catalogueMemo(async () => {
      calls += 1;
      if (fail) throw new Error('database down');
      return calls;
    }, 0);
    const db = {};
    await expect(memo(db, 0)).rejects.toThrow('database down');
    fail = false;
    expect(await memo(db, 0)).toBe(2);
    // Age limit 0: every call is past it.
    expect(await memo(db, 0)).toBe(3);
  });
});
