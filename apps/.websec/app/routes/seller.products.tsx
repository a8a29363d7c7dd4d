import { formatDollars } from '@shop/shared/money';
import { data, Form, Link } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { EmptyState } from '../components/ui/empty-state';
import { buttonClass, FormMessage, secondaryButtonClass } from '../components/ui/form-field';
import { Pagination } from '../components/ui/pagination';
import { listQuery } from '../features/seller-dashboard/seller-dashboard.server';
import type { DashboardProduct, Page } from '../features/seller-dashboard/seller-types';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/seller.products';

const LIMIT = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = listQuery(url, ['search', 'status', 'page']);
  const separator = query ? '&' : '?';
  const response = await apiFor(
    context,
    request,
  )<Page<DashboardProduct>>(`/api/seller/products${query}${separator}limit=${LIMIT}`);
  if (!isOk(response)) throw data('The products could not be loaded.', { status: response.status });
  return {
    products: response.body,
    search: url.searchParams.get('search') ?? '',
    status: url.searchParams.get('status') ?? '',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const slug = formText(form, 'slug');
  const intent = formText(form, 'intent') === 'activate' ? 'activate' : 'deactivate';
  const response = await apiFor(context, request)(
    `/api/seller/products/${encodeURIComponent(slug)}/${intent}`,
    { method: 'POST' },
  );
  if (isOk(response)) {
    return {
      ok: true,
      message: intent === 'activate' ? 'The product is shown again.' : 'The product is hidden.',
    };
  }
  return data(
    { ok: false, message: errorMessage(response, 'The product could not be changed.') },
    { status: 400 },
  );
}

const STATUS_OPTIONS = [
  ['', 'All products'],
  ['pending', 'Waiting for approval'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
  ['active', 'Active'],
  ['inactive', 'Hidden'],
] as const;

export default function SellerProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { products, search, status } = loaderData;
  const pages = Math.max(1, Math.ceil(products.count / LIMIT));
  return (
    <section aria-labelledby="products-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="products-heading" className="text-xl font-semibold">
          Products <span className="text-base font-normal text-muted">({products.count})</span>
        </h2>
        <Link to="/seller/products/new" className={buttonClass}>
          Add a product
        </Link>
      </div>
      <Form method="get" role="search" className="mb-4 flex flex-wrap gap-2">
        <label className="sr-only" htmlFor="product-search">
          Search my products
        </label>
        <input
          id="product-search"
          name="search"
          type="search"
          defaultValue={search}
          placeholder="Name or SKU"
          className="min-w-0 flex-1 rounded-card border border-line px-3 py-2 text-sm"
        />
        <label className="sr-only" htmlFor="product-status">
          Status
        </label>
        <select
          id="product-status"
          name="status"
          defaultValue={status}
          className="rounded-card border border-line bg-white px-3 py-2 text-sm"
        >
          {STATUS_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <button type="submit" className={secondaryButtonClass}>
          Filter
        </button>
      </Form>
      <div className="mb-3">
        <FormMessage result={actionData} />
      </div>
      {products.items.length === 0 ? (
        <EmptyState title="No products here">
          Add your first product; it goes live once an admin approves it.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line bg-white">
          {products.items.map((product) => (
            <li key={product.slug} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
              {product.imageURL[0] ? (
                <img
                  src={product.imageURL[0]}
                  alt=""
                  className="size-14 shrink-0 rounded-card border border-line object-cover"
                />
              ) : (
                <span className="size-14 shrink-0 rounded-card bg-surface-sunk" />
              )}
              <div className="min-w-0 flex-1">
                <Link to={`/seller/products/${product.slug}`} className="font-semibold hover:underline">
                  {product.productName}
                </Link>
                <p className="text-xs text-muted">
                  {formatDollars(product.offerPrice ?? product.price)}
                  {product.offerPrice !== null ? ` (was ${formatDollars(product.price)})` : ''} · stock{' '}
                  {product.stock}
                  {product.sku ? ` · SKU ${product.sku}` : ''}
                </p>
                {product.approvalStatus === 'rejected' && product.approvalNote ? (
                  <p className="text-xs text-danger">Rejected: {product.approvalNote}</p>
                ) : null}
              </div>
              <div className="flex items-center gap-2">
                <StatusBadge status={product.approvalStatus} />
                <StatusBadge status={product.status} />
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
            `/seller/products?${new URLSearchParams({ search, status, page: String(page) })}`
          }
        />
      </div>
    </section>
  );
}
