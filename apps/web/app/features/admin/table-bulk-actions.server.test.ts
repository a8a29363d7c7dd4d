import { describe, expect, it } from 'vitest';
import { catalogueAction } from './catalogue-action.server';
import { BRAND_KIND, CATEGORY_KIND } from './catalogue-kinds';
import { recordingApi, refusal } from './content-test-support';
import { couponAction } from './coupon-action.server';

/** A bulk form as the DataTable posts it: the intent and every ticked row under `slugs`. */
function bulkForm(intent: string, slugs: string[]): FormData {
  const form = new FormData();
  form.set('intent', intent);
  for (const slug of slugs) form.append('slugs', slug);
  return form;
}

describe('catalogue bulk actions', () => {
  it('deactivates each ticked category through its own call and counts them', async () => {
    const { api, calls } = recordingApi();
    const result = await catalogueAction(api, CATEGORY_KIND, bulkForm('bulk-deactivate', ['lamps', 'rugs']));
    expect(calls).toEqual([
      { method: 'POST', path: '/api/admin/categories/lamps/deactivate' },
      { method: 'POST', path: '/api/admin/categories/rugs/deactivate' },
    ]);
    expect(result).toMatchObject({ ok: true, message: '2 categories deactivated.' });
  });

  it('deletes the unused brands and names the ones products still use', async () => {
    const { api, calls } = recordingApi((call) =>
      call.path.endsWith('/busy') ? refusal(409, 'Brand Busy is used by 3 products') : undefined,
    );
    const result = await catalogueAction(api, BRAND_KIND, bulkForm('bulk-delete', ['idle', 'busy']));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/admin/brands/idle',
      'DELETE /api/admin/brands/busy',
    ]);
    expect(result).toMatchObject({
      ok: false,
      message:
        '1 brand deleted; 1 could not be deleted: products still use them, so deactivate those instead (busy).',
    });
  });

  it('asks for a ticked row before calling the API', async () => {
    const { api, calls } = recordingApi();
    const result = await catalogueAction(api, CATEGORY_KIND, bulkForm('bulk-activate', []));
    expect(result).toMatchObject({ ok: false, message: 'Select at least one category first.' });
    expect(calls).toEqual([]);
  });
});

describe('coupon bulk actions', () => {
  it('switches each ticked coupon off with the status the API expects', async () => {
    const { api, calls } = recordingApi();
    const result = await couponAction(api, bulkForm('bulk-deactivate', ['SAVE20', 'FLASH5']));
    expect(calls).toEqual([
      { method: 'PATCH', path: '/api/admin/coupons/SAVE20', body: { status: 'inactive' } },
      { method: 'PATCH', path: '/api/admin/coupons/FLASH5', body: { status: 'inactive' } },
    ]);
    expect(result).toMatchObject({ ok: true, message: '2 coupons deactivated.' });
  });

  it('keeps a redeemed coupon and says why', async () => {
    const { api } = recordingApi((call) => (call.path.endsWith('USED') ? refusal(409, 'in use') : undefined));
    const result = await couponAction(api, bulkForm('bulk-delete', ['USED']));
    expect(result).toMatchObject({
      ok: false,
      message: '0 coupons deleted; 1 could not be deleted: already used at checkout (USED).',
    });
  });
});
