import { describe, expect, it } from 'vitest';
import type { ApiFetch } from './api.server';
import { eachRow } from './table-bulk.server';
import { exportRows } from './table-export.server';

interface Row {
  name: string;
  total: number;
}

/** A fake API list of `rows`, paged as the real one is, recording the paths it was asked for. */
function listApi(rows: Row[], asked: string[]): ApiFetch {
  return (async (path: string) => {
    asked.push(path);
    const query = new URL(path, 'http://x').searchParams;
    const page = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    const items = rows.slice((page - 1) * limit, page * limit);
    return { status: 200, body: { items, count: rows.length } };
  }) as ApiFetch;
}

const spec = {
  apiPath: '/api/admin/things',
  keys: ['search', 'sort'],
  columns: [
    { header: 'name', value: (row: Row) => row.name },
    { header: 'total', value: (row: Row) => row.total },
  ],
};

describe('table export', () => {
  it('reads every page the filters select and writes them as CSV with a header', async () => {
    const rows = Array.from({ length: 150 }, (_, index) => ({ name: `Lamp ${index}`, total: index }));
    const asked: string[] = [];
    const result = await exportRows(
      listApi(rows, asked),
      spec,
      new URL('http://x/admin/things?search=lamp&sort=name&status=ignored'),
    );
    expect(result.ok).toBe(true);
    const lines = result.ok ? result.csv.trim().split('\r\n') : [];
    expect(lines[0]).toBe('name,total');
    expect(lines).toHaveLength(151);
    expect(lines[150]).toBe('Lamp 149,149');
    expect(asked).toEqual([
      '/api/admin/things?search=lamp&sort=name&page=1&limit=100',
      '/api/admin/things?search=lamp&sort=name&page=2&limit=100',
    ]);
  });

  it("uses the page's default filter when the URL has none and drops the value meaning every row", async () => {
    const withStatus = {
      ...spec,
      keys: ['search', 'status'],
      defaults: { status: 'open' },
      everything: 'all',
    };
    const asked: string[] = [];
    await exportRows(listApi([], asked), withStatus, new URL('http://x/admin/reports'));
    await exportRows(
      listApi([], asked),
      withStatus,
      new URL('http://x/admin/reports?status=all&search=lamp'),
    );
    await exportRows(listApi([], asked), withStatus, new URL('http://x/admin/reports?status=resolved'));
    expect(asked).toEqual([
      '/api/admin/things?status=open&page=1&limit=100',
      '/api/admin/things?search=lamp&page=1&limit=100',
      '/api/admin/things?status=resolved&page=1&limit=100',
    ]);
  });

  it('quotes what needs quoting and keeps formulas from running in a spreadsheet', async () => {
    const rows = [
      { name: '=HYPERLINK("http://evil")', total: -5 },
      { name: 'Lamp, "big"', total: 1 },
    ];
    const result = await exportRows(listApi(rows, []), spec, new URL('http://x/'));
    expect(result.ok && result.csv.split('\r\n').slice(1, 3)).toEqual([
      `"'=HYPERLINK(""http://evil"")",-5`,
      '"Lamp, ""big""",1',
    ]);
  });

  it("passes the API's refusal on", async () => {
    const refusing = (async () => ({ status: 403, body: { message: 'no' } })) as unknown as ApiFetch;
    expect(await exportRows(refusing, spec, new URL('http://x/'))).toEqual({ ok: false, status: 403 });
  });
});

describe('a bulk action row by row', () => {
  it('says how many went through and names the ones that did not', async () => {
    const result = await eachRow(['a', 'b', 'c'], async (slug) => slug !== 'b', {
      noun: 'message',
      done: 'archived',
    });
    expect(result).toEqual({ ok: false, message: '2 messages archived; 1 could not be changed (b).' });
    expect(await eachRow(['a'], async () => true, { noun: 'message', done: 'archived' })).toEqual({
      ok: true,
      message: '1 message archived.',
    });
    expect((await eachRow([], async () => true, { noun: 'message', done: 'archived' })).ok).toBe(false);
  });
});
