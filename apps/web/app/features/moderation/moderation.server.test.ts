import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../../lib/api.server';
import { moderationCall } from './moderation.server';

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

describe('moderation actions', () => {
  it('approves the ticked reviews in one bulk call', async () => {
    const { api, calls } = recording({ status: 200, body: { updated: 2 } });
    const result = await moderationCall(
      api,
      'reviews',
      form([
        ['intent', 'bulk-approve'],
        ['slugs', 'a'],
        ['slugs', 'b'],
        ['note', 'ignored'],
      ]),
    );
    expect(calls).toEqual([
      { path: '/api/admin/reviews/bulk', body: { action: 'approve', slugs: ['a', 'b'] } },
    ]);
    expect(result).toEqual({ ok: true, message: '2 reviews approved.' });
  });

  it('hides one row with its reason, and refuses a hide without one before calling', async () => {
    const { api, calls } = recording({ status: 200, body: { updated: 1 } });
    const refused = await moderationCall(
      api,
      'blog-comments',
      form([
        ['intent', 'hide'],
        ['slug', 'c1'],
      ]),
    );
    expect(refused.ok).toBe(false);
    expect(calls).toEqual([]);
    const hidden = await moderationCall(
      api,
      'blog-comments',
      form([
        ['intent', 'hide'],
        ['slug', 'c1'],
        ['note', 'Rude'],
      ]),
    );
    expect(calls).toEqual([
      { path: '/api/admin/blog-comments/bulk', body: { action: 'hide', slugs: ['c1'], note: 'Rude' } },
    ]);
    expect(hidden).toEqual({ ok: true, message: '1 comment hidden.' });
  });

  it('says plainly when rows vanished', async () => {
    const { api } = recording({ status: 404, body: { message: 'Reviews not found: x' } });
    const result = await moderationCall(
      api,
      'reviews',
      form([
        ['intent', 'delete'],
        ['slug', 'x'],
      ]),
    );
    expect(result).toEqual({
      ok: false,
      message: 'Some of the selected reviews no longer exist; nothing was changed.',
    });
  });
});
