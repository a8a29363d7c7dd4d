/**
 * Every shared module that builds zod schemas imports `zod-browser.ts` first: a schema built before
 * `jitless` is set makes zod probe `new Function`, which the pages' CSP reports as a violation (the
 * stored-XSS journey found a page that did, through a module that lacked the import).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.dirname(new URL(import.meta.url).pathname);

describe('zod in the browser', () => {
  it('is configured before any shared module builds a schema', () => {
    const missing = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'zod-browser.ts')
      .filter((file) => {
        const source = readFileSync(path.join(folder, file), 'utf8');
        return /from 'zod'/.test(source) && !/^import '\.\/zod-browser\.ts';/m.test(source);
      });
    expect(missing).toEqual([]);
  });
});
