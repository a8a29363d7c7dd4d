import { formatDollars } from '@shop/shared/money';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link } from 'react-router';
import { ConfirmButton } from '../components/ui/confirm-button';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { DataTable, sortable } from '../components/ui/data-table';
import { buttonClass, secondaryButtonClass } from '../components/ui/form-field';
import { pageSizeFrom, tableSortFrom } from '../components/ui/table-state';
import { ExportLink } from '../components/ui/table-toolbar';
import { adminCall, adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import {
  type AdminListFilter,
  AdminListPage,
  PAGE_SIZE_FILTER,
  STATUS_FILTER,
} from '../features/admin/admin-list-page';
import { listParams } from '../features/admin/admin-list-query';
import type { AdminProduct, Page } from '../features/admin/admin-types';
import { BULK_INTENTS, bulkProductCall } from '../features/admin/product-bulk.server';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.products';

const SORT_KEYS = ['name', 'price', 'stock', 'created'];
const BULK_FORM = 'bulk-products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const limit = pageSizeFrom(url);
  const query = adminListQuery(url, ['search', 'approval', 'status', 'sort', 'order', 'page'], limit);
  const products = bodyOrThrow(
    await apiFor(context, request)<Page<AdminProduct>>(`/api/admin/products${query}`),
    'The products',
  );
  return {
    products,
    limit,
    sort: tableSortFrom(url, SORT_KEYS),
    values: listParams(url, ['search', 'approval', 'status']),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const api = apiFor(context, request);
  if ((BULK_INTENTS as readonly string[]).includes(intent)) return bulkProductCall(api, form);
  const slug = encodeURIComponent(formText(form, 'slug'));
  const base = `/api/admin/products/${slug}`;
  if (intent === 'approve')
    return adminCall(api, `${base}/approve`, { method: 'POST', body: {} }, 'Product approved.');
  if (intent === 'activate' || intent === 'deactivate') {
    return adminCall(api, `${base}/${intent}`, { method: 'POST' }, `Product ${intent}d.`);
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

const columns: ColumnDef<AdminProduct, unknown>[] = [
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
              to={`/admin/products/${encodeURIComponent(product.slug)}`}
              className="font-semibold break-words underline-offset-2 hover:underline"
            >
              {product.productName}
            </Link>
            <p className="text-xs break-all text-muted">
              {product.seller_slug}
              {product.sku ? ` · SKU ${product.sku}` : ''}
            </p>
          </div>
        </div>
      );
    },
  },
  {
    id: 'price',
    header: 'Price',
    meta: sortable('price', true),
    cell: ({ row }) => formatDollars(row.original.offerPrice ?? row.original.price),
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
    cell: ({ row }) => <RowActions product={row.original} />,
  },
];

function RowActions({ product }: { product: AdminProduct }) {
  const active = product.status === 'active';
  return (
    <Form method="post" className="flex flex-wrap gap-1">
      <input type="hidden" name="slug" value={product.slug} />
      {product.approvalStatus !== 'approved' ? (
        <button
          type="submit"
          name="intent"
          value="approve"
          aria-label={`Approve ${product.productName}`}
          className={`${buttonClass} px-3 py-1`}
        >
          Approve
        </button>
      ) : null}
      {active ? (
        <ConfirmButton
          name="intent"
          value="deactivate"
          label={`Deactivate ${product.productName}`}
          className={`${secondaryButtonClass} px-3 py-1`}
          title={`Deactivate ${product.productName}?`}
          description="Shoppers stop seeing it until it is activated again."
          confirmLabel="Deactivate"
        >
          Deactivate
        </ConfirmButton>
      ) : (
        <button
          type="submit"
          name="intent"
          value="activate"
          aria-label={`Activate ${product.productName}`}
          className={`${secondaryButtonClass} px-3 py-1`}
        >
          Activate
        </button>
      )}
    </Form>
  );
}

function BulkActions({ selected }: { selected: string[] }) {
  const count = selected.length;
  const what = `${count} ${count === 1 ? 'product' : 'products'}`;
  return (
    <Form
      method="post"
      id={BULK_FORM}
      aria-label="Act on the selected products"
      className="flex flex-wrap items-center gap-2"
    >
      <span className="text-sm text-muted" aria-live="polite">
        {count > 0 ? `${what} selected` : 'Select rows to act on them together'}
      </span>
      <button type="submit" name="intent" value="bulk-approve" className={buttonClass}>
        Approve selected
      </button>
      <button type="submit" name="intent" value="bulk-activate" className={secondaryButtonClass}>
        Activate selected
      </button>
      <ConfirmButton
        name="intent"
        value="bulk-deactivate"
        title={`Deactivate ${what}?`}
        description="Shoppers stop seeing them until they are activated again."
        confirmLabel="Deactivate"
      >
        Deactivate selected
      </ConfirmButton>
      <label htmlFor="bulk-note" className="sr-only">
        Reason for rejecting the selected products
      </label>
      <input
        id="bulk-note"
        name="note"
        maxLength={1000}
        placeholder="Reason for rejecting"
        className="min-w-0 rounded-card border border-line px-3 py-2 text-sm"
      />
      <ConfirmButton
        name="intent"
        value="bulk-reject"
        title={`Reject ${what}?`}
        description="Each seller gets an e-mail with the reason and must edit the product before it can be listed."
        confirmLabel="Reject"
      >
        Reject selected
      </ConfirmButton>
      <ExportLink href="/admin/export/products" />
    </Form>
  );
}

export default function AdminProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { products, values, limit, sort } = loaderData;
  return (
    <AdminListPage
      id="admin-product"
      title="Products"
      path="/admin/products"
      count={products.count}
      page={products.page}
      limit={limit}
      searchLabel="Search products"
      searchPlaceholder="Name, SKU or slug"
      filters={[APPROVAL_FILTER, STATUS_FILTER, PAGE_SIZE_FILTER]}
      values={{ ...values, limit: String(limit) }}
      keep={{ sort: sort?.by ?? '', order: sort?.order ?? '' }}
      outcome={actionData}
      emptyTitle="No products match"
      isEmpty={false}
    >
      <DataTable
        caption="Products"
        rows={products.items}
        columns={columns}
        rowId={(product) => product.slug}
        rowLabel={(product) => product.productName}
        sort={sort}
        bulkFormId={BULK_FORM}
        emptyTitle="No products match"
        toolbar={(selected) => <BulkActions selected={selected} />}
      />
    </AdminListPage>
  );
}
