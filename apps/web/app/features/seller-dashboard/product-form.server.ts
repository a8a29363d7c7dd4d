import { productBodyFrom } from '../../components/product-form/product-form-body';
import { productSaveFailure } from '../../components/product-form/product-form-errors';
import type { ProductFormResult } from '../../components/product-form/product-form-types';
import { type ApiFetch, isOk } from '../../lib/api.server';
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
  return { ok: false, ...productSaveFailure(response) };
}
