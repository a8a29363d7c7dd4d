import { describe, expect, it } from 'vitest';
import { postTo, recordingApi as recording, refusal } from '../features/admin/content-test-support';
import type { ApiFetch } from '../lib/api.server';
import { action } from './admin.home-content.flash-sale';

const post = (fields: Record<string, string>, api: ApiFetch) => postTo(action, fields, api);

describe('admin flash sale action', () => {
  it('saves the end time typed in UTC as an ISO instant', async () => {
    const { api, calls } = recording();
    const result = await post(
      { intent: 'update-sale', sale: 'winter-1', name: 'Winter', time: '2027-03-01T09:15', active: 'on' },
      api,
    );
    expect(result).toMatchObject({ ok: true, message: 'Flash sale saved.' });
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/flash-sales/winter-1',
        body: expect.objectContaining({ name: 'Winter', time: '2027-03-01T09:15:00.000Z', status: 'active' }),
      },
    ]);
  });

  it('adds a product at its sale price in dollars', async () => {
    const { api, calls } = recording(() => ({ status: 201, body: {} }));
    const result = await post(
      { intent: 'add-item', sale: 'winter-1', product_slug: 'lamp-2', salePrice: '$24.50' },
      api,
    );
    expect(result).toMatchObject({ ok: true, message: 'Product added to the sale.' });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/admin/flash-sales/winter-1/items',
        body: { product_slug: 'lamp-2', salePrice: 24.5, status: 'active' },
      },
    ]);
  });

  it('refuses a malformed sale price without calling the API', async () => {
    const { api, calls } = recording();
    const result = await post(
      { intent: 'add-item', sale: 'winter-1', product_slug: 'lamp-2', salePrice: 'cheap' },
      api,
    );
    expect(result).toMatchObject({
      ok: false,
      message: 'Sale price must be an amount in dollars above 0, like 19.99.',
    });
    expect(calls).toEqual([]);
  });

  it("shows the API's message when it refuses (e.g. a sale price above the product's price)", async () => {
    const { api } = recording(() => refusal(409, 'salePrice must be below the price'));
    const result = await post({ intent: 'update-item', sale: 's', item: 'i-1', salePrice: '999' }, api);
    expect(result).toMatchObject({ ok: false, message: 'salePrice must be below the price' });
  });

  it('removes an item by its own slug and refuses unknown intents', async () => {
    const { api, calls } = recording();
    await post({ intent: 'remove-item', sale: 'winter 1', item: 'i/1' }, api);
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/admin/flash-sales/winter%201/items/i%2F1' }]);
    expect(await post({ intent: 'explode' }, api)).toMatchObject({ ok: false, message: 'Unknown action.' });
  });
});
