import { productBodyFrom } from '../../components/product-form/product-form-body';
import type { ProductFormResult } from '../../components/product-form/product-form-types';
import { type ApiFetch, errorMessage, isOk } from '../../lib/api.server';
import { fieldErrorsFrom } from '../../lib/api-field-errors';
import type { DashboardProduct } from './seller-types';

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
