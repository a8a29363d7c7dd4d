import { describe, expect, it } from 'vitest';
import { postTo, recordingApi } from '../features/admin/content-test-support';
import { action } from './admin.reports';

describe('admin reports action', () => {
  it('sends each decision as the report status the API expects', async () => {
    const expected = {
      resolve: { status: 'resolved' },
      hide: { status: 'resolved', deactivateProduct: true },
      dismiss: { status: 'dismissed' },
      reopen: { status: 'open' },
    };
    for (const [intent, body] of Object.entries(expected)) {
      const { api, calls } = recordingApi();
      expect(await postTo(action, { intent, slug: 'rep-1' }, api)).toMatchObject({ ok: true });
      expect(calls, intent).toEqual([{ method: 'PATCH', path: '/api/admin/reports/rep-1', body }]);
    }
  });

  it('refuses an unknown decision without calling the API', async () => {
    const { api, calls } = recordingApi();
    expect(await postTo(action, { intent: 'delete', slug: 'rep-1' }, api)).toMatchObject({
      ok: false,
      message: 'Unknown action.',
    });
    expect(calls).toEqual([]);
  });

  it('dismisses every ticked report through its own call and counts them', async () => {
    const { api, calls } = recordingApi((call) =>
      call.path.endsWith('/gone') ? { status: 404, body: { message: 'Not found' } } : undefined,
    );
    const form = new URLSearchParams([
      ['intent', 'bulk-dismiss'],
      ['slugs', 'rep-1'],
      ['slugs', 'gone'],
    ]);
    const request = new Request('http://shop.test/admin/reports', { method: 'POST', body: form });
    const result = await action({ request, context: { api }, params: {} } as never);
    expect(calls).toEqual([
      { method: 'PATCH', path: '/api/admin/reports/rep-1', body: { status: 'dismissed' } },
      { method: 'PATCH', path: '/api/admin/reports/gone', body: { status: 'dismissed' } },
    ]);
    expect(result).toMatchObject({
      ok: false,
      message: '1 report dismissed; 1 could not be changed (gone).',
    });
  });
});
