import { type ApiFetch, errorMessage, isOk } from '../../lib/api.server';
import { fieldErrorsFrom, formText, formUrls } from '../../lib/api-field-errors';
import type { DashboardProduct } from './seller-types';

export interface ProductFormResult {
  ok: false;
  message: string;
  fields: Record<string, string>;
}

function numberOrText(value: string): number | string {
  return value !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}

/** The product body of the seller form (prices in dollars; blanks become null or are left out). */
export function productBodyFrom(form: FormData, editing: boolean): Record<string, unknown> {
  const text = (name: string) => formText(form, name);
  const nullable = (name: string) => text(name) || null;
  const body: Record<string, unknown> = {
    productName: text('productName'),
    description: text('description'),
    images: formUrls(form, 'images'),
    price: numberOrText(text('price')),
    offerPrice: text('offerPrice') ? numberOrText(text('offerPrice')) : null,
    stock: numberOrText(text('stock') || '0'),
    sku: nullable('sku'),
    weight: text('weight') ? numberOrText(text('weight')) : null,
    catSlug: text('catSlug'),
    subCatSlug: nullable('subCatSlug'),
    brandSlug: nullable('brandSlug'),
    seoTitle: nullable('seoTitle'),
    seoDescription: nullable('seoDescription'),
  };
  if (!editing) {
    for (const key of ['sku', 'weight', 'subCatSlug', 'brandSlug', 'seoTitle', 'seoDescription']) {
      if (body[key] === null) delete body[key];
    }
  }
  return body;
}

/** Creates or updates a product; the saved product, or what the form should show. */
export async function saveProduct(
  api: ApiFetch,
  slug: string | null,
  form: FormData,
): Promise<{ product: DashboardProduct } | ProductFormResult> {
  const response = await api<DashboardProduct>(
    slug ? `/api/seller/products/${encodeURIComponent(slug)}` : '/api/seller/products',
    { method: slug ? 'PATCH' : 'POST', body: productBodyFrom(form, slug !== null) },
  );
  if (isOk(response)) return { product: response.body };
  const message = errorMessage(response, 'The product could not be saved. Please try again.');
  const fields = fieldErrorsFrom(message);
  if ((response.body as { code?: string }).code === 'sku_taken') fields.sku = message;
  return { ok: false, message, fields };
}
