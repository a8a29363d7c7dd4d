import { stringify } from 'csv-stringify/sync';
import { type ApiFetch, isOk } from './api.server';

/** One column of an exported table: its header and how a row's cell reads. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** What one table exports: the API list it reads, the filters it passes on, and its columns. */
export interface TableExport<T> {
  apiPath: string;
  /** URL parameters of the table page the API understands (search, filters, sort). */
  keys: string[];
  /** A filter's value when the page's URL has none (the page's own default, e.g. open reports). */
  defaults?: Record<string, string>;
  /** A filter value that means "no filter" on the page (e.g. `all`), not sent to the API. */
  everything?: string;
  columns: ExportColumn<T>[];
}

// Deep pages are refused by the API (page × limit ≤ 10000), which is also a sane export size.
const PAGE_LIMIT = 100;
const MAX_PAGES = 100;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet would run as a formula (CSV injection) gets a leading `'`, as the API's own
 * subscriber export does; numbers stay numbers.
 */
function safeCell(value: string | number | boolean | null | undefined): string | number | boolean {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Every row the table page shows for its current search, filters and sort (all pages, not just the one on
 * screen), read page by page from the API and written as CSV by csv-stringify.
 */
export async function exportRows<T>(
  api: ApiFetch,
  spec: TableExport<T>,
  url: URL,
): Promise<{ ok: true; csv: string } | { ok: false; status: number }> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = new URLSearchParams();
    for (const key of spec.keys) {
      const value = url.searchParams.get(key)?.trim() || spec.defaults?.[key];
      if (value && value !== spec.everything) query.set(key, value);
    }
    query.set('page', String(page));
    query.set('limit', String(PAGE_LIMIT));
    const response = await api<{ items: T[]; count: number }>(`${spec.apiPath}?${query}`);
    if (!isOk(response)) return { ok: false, status: response.status };
    rows.push(...response.body.items);
    if (response.body.items.length < PAGE_LIMIT || rows.length >= response.body.count) break;
  }
  const csv = stringify(
    rows.map((row) => spec.columns.map((column) => safeCell(column.value(row)))),
    { header: true, columns: spec.columns.map((column) => column.header), record_delimiter: '\r\n' },
  );
  return { ok: true, csv };
}

/** The answer of an export route: a CSV download named after the table and the day. */
export function csvResponse(name: string, csv: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
      'x-content-type-options': 'nosniff',
    },
  });
}
