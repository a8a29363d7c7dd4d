import { describe, expect, it } from 'vitest';
import { runPrepared, statementNameFor } from './prepared.ts';

describe('named prepared statements for built queries', () => {
  it('names equal texts alike and different texts apart, then stops naming past its cap', () => {
    const list = 'select id from products order by created_at desc limit $1';
    expect(statementNameFor(list)).toBe(statementNameFor(list));
    expect(statementNameFor(list)).not.toBe(statementNameFor(`${list} offset $2`));
    for (let i = 0; i < 300; i += 1) statementNameFor(`select ${i}`);
    expect(statementNameFor('select a text never seen')).toBeUndefined();
    expect(statementNameFor(list)).toMatch(/^q_[\w-]+$/); // texts named before the cap keep their name
  });

  it('prepares a named query, and runs it unnamed once the cap is reached', async () => {
    const calls: string[] = [];
    const query = (text: string) => {
      const unnamed = Promise.resolve([2]);
      const run: typeof unnamed.then = (onFulfilled, onRejected) => {
        calls.push('unnamed');
        return unnamed.then(onFulfilled, onRejected);
      };
      return {
        toSQL: () => ({ sql: text }),
        prepare: (name: string) => ({
          execute: async () => {
            calls.push(`prepared ${name.slice(0, 2)}`);
            return [1];
          },
        }),
        // biome-ignore lint/suspicious/noThenProperty: a Drizzle builder is a thenable; this one stands in for it.
        then: run,
      };
    };
    expect(await runPrepared(query('select 0'))).toEqual([1]); // named before the first test filled the cap
    expect(await runPrepared(query('select something new'))).toEqual([2]);
    expect(calls).toEqual(['prepared q_', 'unnamed']);
  });
});
