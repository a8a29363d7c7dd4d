import { formatDollars } from '@shop/shared/money';
import { data, Form, Link } from 'react-router';
import { ProductForm } from '../components/product-form/product-form';
import { loadTaxonomy } from '../components/product-form/taxonomy.server';
import { isVariantsIntent, loadVariants, variantsAction } from '../components/product-form/variants.server';
import { VariantsEditor } from '../components/product-form/variants-editor';
import type { DashboardHandle } from '../components/ui/dashboard-frame';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { buttonClass, FormMessage, SelectField, secondaryButtonClass } from '../components/ui/form-field';
import { PRODUCT_FLAGS } from '../features/admin/admin-types';
import { type AdminProductDetail, adminProductAction } from '../features/admin/catalogue-product.server';
import { useActionToast } from '../lib/action-toast';
import { apiFor, isOk } from '../lib/api.server';
import type { Route } from './+types/admin.product-edit';

/** The name of this page in the dashboard's title and breadcrumbs. */
export const handle: DashboardHandle = { pageTitle: 'Edit product' };

/** `/admin/products/:slug`: every field the admin product API accepts, plus approve and reject. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [taxonomy, product, variants] = await Promise.all([
    loadTaxonomy(api),
    api<AdminProductDetail>(`/api/admin/products/${encodeURIComponent(params.slug)}`),
    loadVariants(api, '/api/admin/products', params.slug),
  ]);
  if (!isOk(product)) throw data('There is no such product.', { status: product.status === 404 ? 404 : 503 });
  return { taxonomy, product: product.body, variants };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (isVariantsIntent(form)) {
    const result = await variantsAction(apiFor(context, request), '/api/admin/products', params.slug, form);
    return data(result, { status: result.ok ? 200 : 400 });
  }
  const result = await adminProductAction(apiFor(context, request), params.slug, form);
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function AdminProductEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, taxonomy, variants } = loaderData;
  const variantsResult = actionData && 'draft' in actionData ? actionData : undefined;
  const productResult = actionData && !('draft' in actionData) ? actionData : undefined;
  useActionToast(productResult);
  const saveRefused =
    productResult && !productResult.ok && productResult.form === 'save' ? productResult : undefined;
  return (
    <section aria-labelledby="admin-product-heading">
      <Link to="/admin/products" className="text-sm text-accent-ink underline">
        ← All products
      </Link>
      <div className="mt-2 mb-1 flex flex-wrap items-center gap-2">
        <h2 id="admin-product-heading" className="text-xl font-semibold">
          {product.productName}
        </h2>
        <StatusBadge status={product.approvalStatus} />
        <StatusBadge status={product.status} />
      </div>
      <p className="mb-4 text-sm text-muted">
        {formatDollars(product.offerPrice ?? product.price)} · seller {product.seller_slug} ·{' '}
        <Link to={`/single_product?slug=${encodeURIComponent(product.slug)}`} className="underline">
          View in the shop
        </Link>
      </p>
      {productResult && !saveRefused ? (
        <div className="mb-3">
          <FormMessage result={productResult} />
        </div>
      ) : null}
      {product.approvalNote ? (
        <p className="mb-3 text-sm text-muted">Approval note: {product.approvalNote}</p>
      ) : null}
      <ProductForm
        key={product.slug}
        product={product}
        taxonomy={taxonomy}
        result={
          saveRefused ? { ok: false, message: saveRefused.message, fields: saveRefused.fields } : undefined
        }
        saveNote="An admin’s edit keeps the approval as it is."
      >
        <input type="hidden" name="intent" value="save" />
        <fieldset className="sm:col-span-2">
          <legend className="mb-1.5 text-sm font-medium text-ink">Shown in the shop’s lists</legend>
          <div className="flex flex-wrap gap-4">
            {PRODUCT_FLAGS.map(([flag, label]) => (
              <label key={flag} className="inline-flex items-center gap-2 text-sm">
                <input type="checkbox" name={flag} defaultChecked={product[flag]} className="size-4" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <SelectField
          label="Status"
          name="status"
          defaultValue={product.status}
          options={[
            { value: 'active', label: 'Active (shown once approved)' },
            { value: 'inactive', label: 'Inactive (hidden)' },
          ]}
        />
      </ProductForm>
      <VariantsEditor
        draft={variants}
        result={variantsResult}
        csvHref={`/api/admin/products/${encodeURIComponent(product.slug)}/variants.csv`}
        skuBase={product.sku ?? product.slug}
      />
      <section
        aria-labelledby="approval-heading"
        className="mt-6 rounded-card border border-line bg-white p-4"
      >
        <h3 id="approval-heading" className="mb-3 text-lg font-semibold">
          Approval
        </h3>
        <div className="flex flex-wrap gap-3">
          {product.approvalStatus !== 'approved' ? (
            <Form method="post" className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
              <label htmlFor="approve-note" className="sr-only">
                Note for the seller (optional)
              </label>
              <input
                id="approve-note"
                name="note"
                maxLength={1000}
                placeholder="Note for the seller (optional)"
                className="min-w-0 flex-1 rounded-card border border-line px-3 py-1.5 text-sm"
              />
              <button type="submit" name="intent" value="approve" className={buttonClass}>
                Approve
              </button>
            </Form>
          ) : null}
          {product.approvalStatus !== 'rejected' ? (
            <Form method="post" className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
              <label htmlFor="reject-note" className="sr-only">
                Reason for rejecting
              </label>
              <input
                id="reject-note"
                name="note"
                required
                minLength={3}
                maxLength={1000}
                placeholder="Reason for rejecting"
                className="min-w-0 flex-1 rounded-card border border-line px-3 py-1.5 text-sm"
              />
              <button type="submit" name="intent" value="reject" className={secondaryButtonClass}>
                Reject
              </button>
            </Form>
          ) : null}
        </div>
      </section>
    </section>
  );
}
