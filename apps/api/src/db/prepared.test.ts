import { describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { preparedPerDatabase } from './prepared.ts';

describe('preparedPerDatabase', () => {
  it('builds a statement once per database, and apart for each database', () => {
    const built: string[] = [];
    const statementFor = preparedPerDatabase((db) => {
      const name = (db as unknown as { name: string }).name;
      built.push(name);
      return { name };
    });
    const shop = { name: 'shop' } as unknown as Database;
    const test = { name: 'test' } as unknown as Database;
    expect(statementFor(shop)).toBe(statementFor(shop));
    expect(statementFor(test)).toEqual({ name: 'test' });
    expect(statementFor(test)).not.toBe(statementFor(shop));
    expect(built).toEqual(['shop', 'test']);
  });
});
