import { formatDollars } from '@shop/shared/money';
import { Form } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { EmptyState } from '../components/ui/empty-state';
import { buttonClass, FormMessage, secondaryButtonClass } from '../components/ui/form-field';
import { Pagination } from '../components/ui/pagination';
import { adminCall, adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { type AdminProduct, type Page, PRODUCT_FLAGS } from '../features/admin/admin-types';
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
  const param = (name: string) => url.searchParams.get(name) ?? '';
  return { products, search: param('search'), approval: param('approval'), status: param('status') };
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

export default function AdminProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { products, search, approval, status } = loaderData;
  const pages = Math.max(1, Math.ceil(products.count / LIMIT));
  return (
    <section aria-labelledby="admin-products-heading">
      <h2 id="admin-products-heading" className="mb-4 text-xl font-semibold">
        Products <span className="text-base font-normal text-muted">({products.count})</span>
      </h2>
      <Form method="get" role="search" className="mb-4 flex flex-wrap gap-2">
        <label htmlFor="admin-product-search" className="sr-only">
          Search products
        </label>
        <input
          id="admin-product-search"
          type="search"
          name="search"
          defaultValue={search}
          placeholder="Name, SKU or slug"
          className="min-w-0 flex-1 rounded-card border border-line px-3 py-2 text-sm"
        />
        <label htmlFor="admin-product-approval" className="sr-only">
          Approval
        </label>
        <select
          id="admin-product-approval"
          name="approval"
          defaultValue={approval}
          className="rounded-card border border-line bg-white px-3 py-2 text-sm"
        >
          <option value="">Any approval</option>
          <option value="pending">Waiting for approval</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
        </select>
        <label htmlFor="admin-product-status" className="sr-only">
          Status
        </label>
        <select
          id="admin-product-status"
          name="status"
          defaultValue={status}
          className="rounded-card border border-line bg-white px-3 py-2 text-sm"
        >
          <option value="">Any status</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </select>
        <button type="submit" className={secondaryButtonClass}>
          Filter
        </button>
      </Form>
      <div className="mb-3">
        <FormMessage result={actionData} />
      </div>
      {products.items.length === 0 ? (
        <EmptyState title="No products match" />
      ) : (
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
                  <p className="font-semibold">{product.productName}</p>
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
                  <Form method="post" className="flex min-w-0 flex-1 gap-2">
                    <input type="hidden" name="slug" value={product.slug} />
                    <label htmlFor={`note-${product.slug}`} className="sr-only">
                      Note for rejecting {product.productName}
                    </label>
                    <input
                      id={`note-${product.slug}`}
                      name="note"
                      required
                      minLength={3}
                      placeholder="Reason for rejecting"
                      className="min-w-0 flex-1 rounded-card border border-line px-3 py-1.5 text-sm"
                    />
                    <button type="submit" name="intent" value="reject" className={secondaryButtonClass}>
                      Reject
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <Pagination
          current={products.page}
          total={pages}
          hrefFor={(page) =>
            `/admin/products?${new URLSearchParams({ search, approval, status, page: String(page) })}`
          }
        />
      </div>
    </section>
  );
}
