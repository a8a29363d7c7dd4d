import { describe, expect, it } from 'vitest';
import { recordingApi, refusal } from '../features/admin/content-test-support';
import { action } from './seller.orders';

/** Posts the bulk form as the order-lines table does: the intent and every ticked line under `slugs`. */
async function postBulk(intent: string, lines: string[], api: ReturnType<typeof recordingApi>['api']) {
  const body = new URLSearchParams([['intent', intent], ...lines.map((line) => ['slugs', line])]);
  const request = new Request('http://shop.test/seller/orders', { method: 'POST', body });
  return action({ request, context: { api }, params: {} } as never);
}

describe('seller order lines bulk actions', () => {
  it('accepts every ticked line through its own call', async () => {
    const { api, calls } = recordingApi();
    expect(await postBulk('bulk-accept', ['line-1', 'line-2'], api)).toMatchObject({
      ok: true,
      message: '2 lines accepted.',
    });
    expect(calls).toEqual([
      { method: 'PATCH', path: '/api/seller/order-lines/line-1', body: { line_status: 'processing' } },
      { method: 'PATCH', path: '/api/seller/order-lines/line-2', body: { line_status: 'processing' } },
    ]);
  });

  it('says which lines could not be marked delivered', async () => {
    const { api } = recordingApi((call) =>
      call.path.endsWith('line-2') ? refusal(409, 'Not shipped yet') : undefined,
    );
    expect(await postBulk('bulk-delivered', ['line-1', 'line-2'], api)).toMatchObject({
      ok: false,
      message: '1 line marked delivered; 1 could not be changed (line-2).',
    });
  });
});
