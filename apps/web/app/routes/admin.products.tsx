import { formatDollars } from '@shop/shared/money';
import { Form, Link } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { buttonClass, secondaryButtonClass } from '../components/ui/form-field';
import { adminCall, adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { type AdminListFilter, AdminListPage, STATUS_FILTER } from '../features/admin/admin-list-page';
import { listParams } from '../features/admin/admin-list-query';
import { type AdminProduct, type Page, PRODUCT_FLAGS } from '../features/admin/admin-types';
import { RejectWithReasonForm } from '../features/admin/reject-with-reason-form';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.products';

const LIMIT = 20;
const FLAG_NAMES: readonly string[] = PRODUCT_FLAGS.map(([flag]) => flag);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = adminListQuery(url, ['search', 'approval', 'status', 'page'], LIMIT);
  const products = bodyOrThrow(
    await apiFor(context, request)<Page<AdminProduct>>(`/api/admin/products${query}`),
    'The products',
  );
  return { products, values: listParams(url, ['search', 'approval', 'status']) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const slug = encodeURIComponent(formText(form, 'slug'));
  const intent = formText(form, 'intent');
  const api = apiFor(context, request);
  const base = `/api/admin/products/${slug}`;
  if (intent === 'approve')
    return adminCall(api, `${base}/approve`, { method: 'POST', body: {} }, 'Product approved.');
  if (intent === 'reject') {
    return adminCall(
      api,
      `${base}/reject`,
      { method: 'POST', body: { note: formText(form, 'note') } },
      'Product rejected; the seller sees the note.',
    );
  }
  if (intent === 'activate' || intent === 'deactivate') {
    return adminCall(api, `${base}/${intent}`, { method: 'POST' }, `Product ${intent}d.`);
  }
  const [flag, value] = intent.split(':');
  if (flag && FLAG_NAMES.includes(flag)) {
    return adminCall(api, base, { method: 'PATCH', body: { [flag]: value === 'on' } }, 'Flags saved.');
  }
  return { ok: false, message: 'Unknown action.' };
}

const APPROVAL_FILTER: AdminListFilter = {
  name: 'approval',
  label: 'Approval',
  options: [
    { value: '', label: 'Any approval' },
    { value: 'pending', label: 'Waiting for approval' },
    { value: 'approved', label: 'Approved' },
    { value: 'rejected', label: 'Rejected' },
  ],
};

export default function AdminProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { products, values } = loaderData;
  return (
    <AdminListPage
      id="admin-product"
      title="Products"
      path="/admin/products"
      count={products.count}
      page={products.page}
      limit={LIMIT}
      searchLabel="Search products"
      searchPlaceholder="Name, SKU or slug"
      filters={[APPROVAL_FILTER, STATUS_FILTER]}
      values={values}
      outcome={actionData}
      emptyTitle="No products match"
      isEmpty={products.items.length === 0}
    >
      <ul className="space-y-3">
        {products.items.map((product) => (
          <li
            key={product.slug}
            className="rounded-card border border-line bg-white p-3"
            data-testid="admin-product"
          >
            <div className="flex flex-wrap items-start gap-3">
              {product.imageURL[0] ? (
                <img
                  src={product.imageURL[0]}
                  alt=""
                  className="size-14 shrink-0 rounded-card border border-line object-cover"
                />
              ) : null}
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">
                  <Link
                    to={`/admin/products/${encodeURIComponent(product.slug)}`}
                    className="underline-offset-2 hover:underline"
                  >
                    {product.productName}
                  </Link>
                </p>
                <p className="text-xs text-muted">
                  {formatDollars(product.offerPrice ?? product.price)} · stock {product.stock} · seller{' '}
                  {product.seller_slug}
                  {product.sku ? ` · SKU ${product.sku}` : ''}
                </p>
              </div>
              <div className="flex gap-1">
                <StatusBadge status={product.approvalStatus} />
                <StatusBadge status={product.status} />
              </div>
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-2 border-t border-line pt-2">
              <Form
                method="post"
                className="flex flex-wrap gap-1"
                aria-label={`Flags of ${product.productName}`}
              >
                <input type="hidden" name="slug" value={product.slug} />
                {PRODUCT_FLAGS.map(([flag, label]) => (
                  <button
                    key={flag}
                    type="submit"
                    name="intent"
                    value={`${flag}:${product[flag] ? 'off' : 'on'}`}
                    aria-pressed={product[flag]}
                    className={`rounded-full border px-2.5 py-1 text-xs font-semibold ${
                      product[flag]
                        ? 'border-accent bg-accent-soft text-accent-ink'
                        : 'border-line text-muted'
                    }`}
                  >
                    {label}
                  </button>
                ))}
              </Form>
              <Form method="post">
                <input type="hidden" name="slug" value={product.slug} />
                <button
                  type="submit"
                  name="intent"
                  value={product.status === 'active' ? 'deactivate' : 'activate'}
                  className={secondaryButtonClass}
                >
                  {product.status === 'active' ? 'Deactivate' : 'Activate'}
                </button>
              </Form>
              {product.approvalStatus !== 'approved' ? (
                <Form method="post">
                  <input type="hidden" name="slug" value={product.slug} />
                  <button type="submit" name="intent" value="approve" className={buttonClass}>
                    Approve {product.productName}
                  </button>
                </Form>
              ) : null}
              {product.approvalStatus !== 'rejected' ? (
                <RejectWithReasonForm
                  slug={product.slug}
                  fieldName="note"
                  subject={product.productName}
                  className="flex min-w-0 flex-1 gap-2"
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </AdminListPage>
  );
}
