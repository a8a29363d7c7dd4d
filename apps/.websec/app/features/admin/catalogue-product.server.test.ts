import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../lib/api.server';
import { adminProductAction, adminProductBodyFrom } from './catalogue-product.server';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const fields = {
  productName: 'Desk lamp',
  description: '<p>Warm</p>',
  images: '/uploads/a-800.webp',
  price: '42.00',
  offerPrice: '',
  stock: '3',
  catSlug: 'home',
  subCatSlug: '',
  brandSlug: 'acme',
};

describe('adminProductBodyFrom', () => {
  it('sends the seller fields, every flag (unticked ones as false) and the status', () => {
    expect(
      adminProductBodyFrom(form({ ...fields, isTopProduct: 'on', isFeatured: 'on', status: 'inactive' })),
    ).toEqual({
      productName: 'Desk lamp',
      description: '<p>Warm</p>',
      images: ['/uploads/a-800.webp'],
      price: 42,
      offerPrice: null,
      stock: 3,
      sku: null,
      weight: null,
      catSlug: 'home',
      subCatSlug: null,
      brandSlug: 'acme',
      seoTitle: null,
      seoDescription: null,
      isTopProduct: true,
      isNewArrival: false,
      isBestProduct: false,
      isFeatured: true,
      isPopular: false,
      status: 'inactive',
    });
  });

  it('leaves the status out when the form has none', () => {
    expect(adminProductBodyFrom(form(fields))).not.toHaveProperty('status');
  });
});

describe('adminProductAction', () => {
  it('refuses a rejection without a reason before asking the API', async () => {
    const api = vi.fn() as unknown as ApiFetch;
    const result = await adminProductAction(api, 'lamp', form({ intent: 'reject', note: ' x ' }));
    expect(result).toMatchObject({ ok: false, form: 'reject', fields: { note: 'At least 3 characters.' } });
    expect(api).not.toHaveBeenCalled();
  });

  it('patches the product and names the fields the API refuses', async () => {
    const api = vi.fn(async () => ({
      status: 400,
      headers: {},
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'validation',
        message: 'body.price: must be above 0',
      },
    })) as unknown as ApiFetch;
    const result = await adminProductAction(
      api,
      'desk lamp',
      form({ ...fields, intent: 'save', price: '0' }),
    );
    expect(api).toHaveBeenCalledWith(
      '/api/admin/products/desk%20lamp',
      expect.objectContaining({ method: 'PATCH' }),
    );
    expect(result).toMatchObject({ ok: false, fields: { price: 'must be above 0' } });
  });
});
