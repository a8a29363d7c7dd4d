import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../../lib/api.server';
import { bulkProductCall } from './product-bulk.server';

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

function recording(answer: { status: number; body: unknown }) {
  const calls: { path: string; body: unknown }[] = [];
  const api = (async (path: string, init?: { body?: unknown }) => {
    calls.push({ path, body: init?.body });
    return { headers: {}, ...answer };
  }) as ApiFetch;
  return { api, calls };
}

describe('bulk product actions', () => {
  it('approves every ticked row in one call', async () => {
    const { api, calls } = recording({ status: 200, body: { updated: 2 } });
    const result = await bulkProductCall(
      api,
      form([
        ['intent', 'bulk-approve'],
        ['slugs', 'a'],
        ['slugs', 'b'],
        ['note', ''],
      ]),
    );
    expect(calls).toEqual([
      { path: '/api/admin/products/bulk', body: { action: 'approve', slugs: ['a', 'b'] } },
    ]);
    expect(result).toEqual({ ok: true, message: '2 products approved.' });
  });

  it('asks for a row before calling the API', async () => {
    const { api, calls } = recording({ status: 200, body: {} });
    expect(await bulkProductCall(api, form([['intent', 'bulk-activate']]))).toEqual({
      ok: false,
      message: 'Select at least one product first.',
    });
    expect(calls).toEqual([]);
  });

  it('asks for the reason of a rejection in plain words', async () => {
    const { api, calls } = recording({ status: 200, body: {} });
    const result = await bulkProductCall(
      api,
      form([
        ['intent', 'bulk-reject'],
        ['slugs', 'a'],
        ['note', 'no'],
      ]),
    );
    expect(result.message).toBe('Write a reason of at least 3 characters; the sellers see it.');
    expect(calls).toEqual([]);
  });

  it('never shows the API field path of a refusal', async () => {
    const { api } = recording({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'body.note: Too big: expected string to have <=1000 characters',
      },
    });
    const result = await bulkProductCall(
      api,
      form([
        ['intent', 'bulk-reject'],
        ['slugs', 'a'],
        ['note', 'x'.repeat(20)],
      ]),
    );
    expect(result).toEqual({ ok: false, message: 'The reason must be 3 to 1000 characters.' });
  });
});
