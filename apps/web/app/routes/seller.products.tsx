import { formatDollars } from '@shop/shared/money';
import type { ColumnDef } from '@tanstack/react-table';
import { data, Form, Link } from 'react-router';
import {
  isVariantsIntent,
  type VariantsActionData,
  variantsAction,
} from '../components/product-form/variants.server';
import { VariantsCsv, VariantsMessage } from '../components/product-form/variants-editor';
import { ConfirmButton } from '../components/ui/confirm-button';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { DataTable, sortable } from '../components/ui/data-table';
import { buttonClass, FormMessage, secondaryButtonClass } from '../components/ui/form-field';
import { Pagination } from '../components/ui/pagination';
import { PAGE_SIZES, pageSizeFrom, tableSortFrom } from '../components/ui/table-state';
import { BulkBar, ExportLink } from '../components/ui/table-toolbar';
import { UndoNotice, type UndoOffer } from '../components/ui/undo-notice';
import { listQuery } from '../features/seller-dashboard/seller-dashboard.server';
import type { DashboardProduct, Page } from '../features/seller-dashboard/seller-types';
import { type ApiFetch, apiFor, errorMessage, isOk } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import { countOf } from '../lib/plural';
import { eachRow, ticked } from '../lib/table-bulk.server';
import type { Route } from './+types/seller.products';

const SORT_KEYS = ['name', 'price', 'stock', 'created'];
const BULK_FORM = 'bulk-seller-products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const limit = pageSizeFrom(url);
  const query = listQuery(url, ['search', 'status', 'sort', 'order', 'page']);
  const separator = query ? '&' : '?';
  const response = await apiFor(
    context,
    request,
  )<Page<DashboardProduct>>(`/api/seller/products${query}${separator}limit=${limit}`);
  if (!isOk(response)) throw data('The products could not be loaded.', { status: response.status });
  return {
    products: response.body,
    limit,
    sort: tableSortFrom(url, SORT_KEYS),
    search: url.searchParams.get('search') ?? '',
    status: url.searchParams.get('status') ?? '',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (isVariantsIntent(form)) {
    // The whole shop's variants from one CSV file (each row names its product).
    const result = await variantsAction(apiFor(context, request), '/api/seller/products', '', form);
    return data(result, { status: result.ok ? 200 : 400 });
  }
  const api = apiFor(context, request);
  const requested = formText(form, 'intent');
  if (requested === 'bulk-activate' || requested === 'bulk-deactivate') {
    const change = requested === 'bulk-activate' ? 'activate' : 'deactivate';
    return eachRow(
      ticked(form),
      async (slug) =>
        isOk(await api(`/api/seller/products/${encodeURIComponent(slug)}/${change}`, { method: 'POST' })),
      { noun: 'product', done: change === 'activate' ? 'shown again' : 'hidden' },
    );
  }
  const slug = formText(form, 'slug');
  if (requested === 'delete' || requested === 'restore') return deleteOrRestore(api, requested, form);
  const intent = requested === 'activate' ? 'activate' : 'deactivate';
  const response = await api(`/api/seller/products/${encodeURIComponent(slug)}/${intent}`, {
    method: 'POST',
  });
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

/**
 * Deleting a product keeps it restorable (decision 36): the answer offers "Undo", whose post restores it.
 * Without scripts both are plain page posts.
 */
async function deleteOrRestore(api: ApiFetch, intent: 'delete' | 'restore', form: FormData) {
  const slug = formText(form, 'slug');
  const name = formText(form, 'name') || 'The product';
  const path = `/api/seller/products/${encodeURIComponent(slug)}`;
  const response =
    intent === 'delete'
      ? await api(path, { method: 'DELETE' })
      : await api(`${path}/restore`, { method: 'POST' });
  if (!isOk(response)) {
    const fallback =
      intent === 'delete' ? 'The product could not be deleted.' : 'The product could not be restored.';
    return data({ ok: false, message: errorMessage(response, fallback) }, { status: 400 });
  }
  if (intent === 'restore') return { ok: true, message: `“${name}” is back.` };
  const undo: UndoOffer = { fields: { intent: 'restore', slug, name }, label: `Undo deleting ${name}` };
  const answer: DeleteAnswer = { ok: true, message: `“${name}” deleted.`, undo, at: Date.now() };
  return answer;
}

interface DeleteAnswer {
  ok: boolean;
  message: string;
  undo?: UndoOffer;
  at?: number;
}

const STATUS_OPTIONS = [
  ['', 'All products'],
  ['pending', 'Waiting for approval'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
  ['active', 'Active'],
  ['inactive', 'Hidden'],
] as const;

const columns: ColumnDef<DashboardProduct, unknown>[] = [
  {
    id: 'name',
    header: 'Product',
    meta: sortable('name'),
    cell: ({ row }) => {
      const product = row.original;
      return (
        <div className="flex items-center gap-2">
          {product.imageURL[0] ? (
            <img
              src={product.imageURL[0]}
              alt=""
              className="size-10 shrink-0 rounded border border-line object-cover"
            />
          ) : null}
          <div className="min-w-0">
            <Link
              to={`/seller/products/${product.slug}`}
              className="font-semibold break-words hover:underline"
            >
              {product.productName}
            </Link>
            {product.sku ? <p className="text-xs break-all text-muted">SKU {product.sku}</p> : null}
            {product.approvalStatus === 'rejected' && product.approvalNote ? (
              <p className="text-xs text-danger">Rejected: {product.approvalNote}</p>
            ) : null}
          </div>
        </div>
      );
    },
  },
  {
    id: 'price',
    header: 'Price',
    meta: sortable('price', true),
    cell: ({ row }) => (
      <span>
        {formatDollars(row.original.offerPrice ?? row.original.price)}
        {row.original.offerPrice !== null ? (
          <span className="block text-xs text-muted">was {formatDollars(row.original.price)}</span>
        ) : null}
      </span>
    ),
  },
  { id: 'stock', header: 'Stock', meta: sortable('stock', true), cell: ({ row }) => row.original.stock },
  {
    id: 'state',
    header: 'State',
    cell: ({ row }) => (
      <div className="flex flex-wrap gap-1">
        <StatusBadge status={row.original.approvalStatus} />
        <StatusBadge status={row.original.status} />
      </div>
    ),
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="slug" value={row.original.slug} />
        <input type="hidden" name="name" value={row.original.productName} />
        <button
          type="submit"
          name="intent"
          value={row.original.status === 'active' ? 'deactivate' : 'activate'}
          aria-label={`${row.original.status === 'active' ? 'Deactivate' : 'Activate'} ${row.original.productName}`}
          className={`${secondaryButtonClass} px-3 py-1`}
        >
          {row.original.status === 'active' ? 'Deactivate' : 'Activate'}
        </button>
        {/* No question first: the answer offers Undo (decision 36). */}
        <button
          type="submit"
          name="intent"
          value="delete"
          aria-label={`Delete ${row.original.productName}`}
          className={`${secondaryButtonClass} px-3 py-1`}
        >
          Delete
        </button>
      </Form>
    ),
  },
];

function BulkActions({ selected }: { selected: string[] }) {
  const what = countOf(selected.length, 'product');
  return (
    <BulkBar formId={BULK_FORM} noun="product" selected={selected}>
      <button type="submit" name="intent" value="bulk-activate" className={secondaryButtonClass}>
        Activate selected
      </button>
      <ConfirmButton
        name="intent"
        value="bulk-deactivate"
        title={`Hide ${what}?`}
        description="Shoppers stop seeing them until you activate them again."
        confirmLabel="Hide"
      >
        Deactivate selected
      </ConfirmButton>
      <ExportLink href="/seller/export/products" />
    </BulkBar>
  );
}

export default function SellerProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { products, search, status, limit, sort } = loaderData;
  const pages = Math.max(1, Math.ceil(products.count / limit));
  const keep = { search, status, sort: sort?.by ?? '', order: sort?.order ?? '', limit: String(limit) };
  // A delete's answer (typed by hand: the route's answer types lose the optional fields of one branch).
  const deleted = actionData as DeleteAnswer | undefined;
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
      <section aria-label="Variants as CSV" className="mb-4 rounded-card border border-line bg-white p-3">
        <VariantsCsv csvHref="/api/seller/products/variants.csv" busy={false} what="all variants" />
        {actionData && 'draft' in actionData ? (
          <div className="mt-3">
            <VariantsMessage result={actionData as VariantsActionData} />
          </div>
        ) : null}
      </section>
      <Form method="get" role="search" className="mb-4 flex flex-wrap gap-2">
        {sort ? (
          <>
            <input type="hidden" name="sort" value={sort.by} />
            <input type="hidden" name="order" value={sort.order} />
          </>
        ) : null}
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
        <label className="sr-only" htmlFor="product-limit">
          Rows per page
        </label>
        <select
          id="product-limit"
          name="limit"
          defaultValue={String(limit)}
          className="rounded-card border border-line bg-white px-3 py-2 text-sm"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} per page
            </option>
          ))}
        </select>
        <button type="submit" className={secondaryButtonClass}>
          Filter
        </button>
      </Form>
      {deleted?.undo ? (
        <UndoNotice key={deleted.at} message={deleted.message} undo={deleted.undo} />
      ) : (
        <div className="mb-3">
          <FormMessage result={actionData && !('draft' in actionData) ? actionData : undefined} />
        </div>
      )}
      <DataTable
        caption="My products"
        rows={products.items}
        columns={columns}
        rowId={(product) => product.slug}
        rowLabel={(product) => product.productName}
        sort={sort}
        bulkFormId={BULK_FORM}
        emptyTitle="No products here"
        toolbar={(selected) => <BulkActions selected={selected} />}
      />
      <div className="mt-4">
        <Pagination
          current={products.page}
          total={pages}
          hrefFor={(page) => `/seller/products?${new URLSearchParams({ ...keep, page: String(page) })}`}
        />
      </div>
    </section>
  );
}
