import { describe, expect, it } from 'vitest';
import { postTo, recordingApi, refusal } from '../features/admin/content-test-support';
import { action } from './admin.order-detail';

describe('admin order detail action', () => {
  it('moves the order with the note the admin wrote', async () => {
    const { api, calls } = recordingApi();
    const result = await postTo(action, { intent: 'shipped', note: ' Sent with UPS ' }, api, {
      slug: 'ord 1',
    });
    expect(result).toMatchObject({ ok: true, message: 'The order is now shipped.' });
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/orders/ord%201/status',
        body: { order_status: 'shipped', note: 'Sent with UPS' },
      },
    ]);
  });

  it("leaves a blank note out and shows the API's refusal of a transition", async () => {
    const { api, calls } = recordingApi(() => refusal(409, 'An order cannot go from delivered to pending'));
    const result = await postTo(action, { intent: 'pending', note: '' }, api, { slug: 'ord-1' });
    expect(result).toMatchObject({ ok: false, message: 'An order cannot go from delivered to pending' });
    expect(calls[0]?.body).toEqual({ order_status: 'pending' });
  });

  it('refuses a status that does not exist without calling the API', async () => {
    const { api, calls } = recordingApi();
    expect(await postTo(action, { intent: 'teleported' }, api, { slug: 'ord-1' })).toMatchObject({
      ok: false,
    });
    expect(calls).toEqual([]);
  });
});
