import { data, Link, redirect } from 'react-router';
import { ProductForm } from '../components/product-form/product-form';
import { loadTaxonomy } from '../components/product-form/taxonomy.server';
import { isVariantsIntent, loadVariants, variantsAction } from '../components/product-form/variants.server';
import { VariantsEditor } from '../components/product-form/variants-editor';
import type { DashboardHandle } from '../components/ui/dashboard-frame';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { saveProduct } from '../features/seller-dashboard/product-form.server';
import type { DashboardProduct } from '../features/seller-dashboard/seller-types';
import { apiFor, isOk } from '../lib/api.server';
import type { Route } from './+types/seller.product-edit';

/** The name of this page in the dashboard's title and breadcrumbs. */
export const handle: DashboardHandle = { pageTitle: 'Product' };

/** `/seller/products/new` (no slug) and `/seller/products/:slug`. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const slug = params.slug ?? null;
  const [taxonomy, product, variants] = await Promise.all([
    loadTaxonomy(api),
    slug ? api<DashboardProduct>(`/api/seller/products/${encodeURIComponent(slug)}`) : null,
    slug ? loadVariants(api, '/api/seller/products', slug) : null,
  ]);
  if (product && !isOk(product)) {
    throw data('This product is not one of yours.', { status: product.status === 403 ? 403 : 404 });
  }
  return {
    taxonomy,
    product: product ? product.body : null,
    variants,
    saved: new URL(request.url).searchParams.has('saved'),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (params.slug && isVariantsIntent(form)) {
    const result = await variantsAction(apiFor(context, request), '/api/seller/products', params.slug, form);
    return data(result, { status: result.ok ? 200 : 400 });
  }
  const result = await saveProduct(apiFor(context, request), params.slug ?? null, form);
  if ('product' in result) throw redirect(`/seller/products/${result.product.slug}?saved=1`);
  return data(result, { status: 400 });
}

export default function SellerProductEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, taxonomy, saved, variants } = loaderData;
  const variantsResult = actionData && 'draft' in actionData ? actionData : undefined;
  const productResult = actionData && !('draft' in actionData) ? actionData : undefined;
  return (
    <section aria-labelledby="product-heading">
      <Link to="/seller/products" className="text-sm text-accent-ink underline">
        ← All products
      </Link>
      <div className="mt-2 mb-4 flex flex-wrap items-center gap-2">
        <h2 id="product-heading" className="text-xl font-semibold">
          {product ? product.productName : 'Add a product'}
        </h2>
        {product ? <StatusBadge status={product.approvalStatus} /> : null}
      </div>
      {saved && !actionData ? (
        <p
          role="status"
          className="mb-3 rounded-card border border-green-700/30 bg-green-50 px-3 py-2 text-sm text-green-900"
        >
          Product saved.
          {product?.approvalStatus === 'pending' ? ' It goes live once an admin approves it.' : ''}
        </p>
      ) : null}
      {product?.approvalStatus === 'rejected' && product.approvalNote ? (
        <p className="mb-3 text-sm text-danger">Rejected: {product.approvalNote}</p>
      ) : null}
      <ProductForm
        key={product?.slug ?? 'new'}
        product={product}
        taxonomy={taxonomy}
        result={productResult}
        saveNote="Changing the name, text, images, category, brand or SEO texts sends the product back for approval."
      />
      {product && variants ? (
        <VariantsEditor
          draft={variants}
          result={variantsResult}
          csvHref={`/api/seller/products/${encodeURIComponent(product.slug)}/variants.csv`}
          skuBase={product.sku ?? product.slug}
        />
      ) : null}
    </section>
  );
}
