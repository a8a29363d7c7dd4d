import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { DataTable } from '../components/ui/data-table';
import { buttonClass, secondaryButtonClass } from '../components/ui/form-field';
import { formatDateTime } from '../components/ui/format-date';
import { PAGE_SIZES, pageSizeFrom } from '../components/ui/table-state';
import { adminCall, adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { type AdminListFilter, AdminListPage } from '../features/admin/admin-list-page';
import { listParams } from '../features/admin/admin-list-query';
import type { Page } from '../features/admin/admin-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import { countOf } from '../lib/plural';
import type { Route } from './+types/admin.product-edits';

/** Decision 0021: seller edits of live products, already live, for an admin to look over. */
interface ProductEdit {
  slug: string;
  product_slug: string;
  productName: string;
  approvalStatus: string;
  shopName: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  editedAt: string;
  reviewedAt: string | null;
}

const BULK_FORM = 'bulk-edits';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const limit = pageSizeFrom(url);
  const query = adminListQuery(url, ['reviewed', 'search', 'page'], limit);
  const edits = bodyOrThrow(
    await apiFor(context, request)<Page<ProductEdit>>(`/api/admin/product-edits${query}`),
    'The edited products',
  );
  return { edits, limit, values: listParams(url, ['reviewed', 'search']) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const single = formText(form, 'slug');
  const slugs = single
    ? [single]
    : form.getAll('slugs').filter((s): s is string => typeof s === 'string' && s !== '');
  if (slugs.length === 0) return { ok: false, message: 'Select at least one edit first.' };
  return adminCall(
    apiFor(context, request),
    '/api/admin/product-edits/reviewed',
    { method: 'POST', body: { slugs } },
    `${countOf(slugs.length, 'edit')} marked as looked over.`,
  );
}

const FIELD_LABELS: Record<string, string> = {
  productName: 'Name',
  description: 'Description',
  images: 'Images',
  category: 'Category',
  subCategory: 'Sub-category',
  brand: 'Brand',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
};

/** A stored value in words: HTML descriptions as their text, image lists as a count. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return countOf(value.length, 'image');
  return String(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

const REVIEWED_FILTER: AdminListFilter = {
  name: 'reviewed',
  label: 'Queue',
  options: [
    { value: '', label: 'Waiting to be looked over' },
    { value: 'true', label: 'Already looked over' },
  ],
};
const PAGE_SIZE_FILTER: AdminListFilter = {
  name: 'limit',
  label: 'Rows per page',
  options: PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` })),
};

const columns: ColumnDef<ProductEdit, unknown>[] = [
  {
    id: 'product',
    header: 'Product',
    cell: ({ row }) => (
      <div className="min-w-0">
        <Link
          to={`/admin/products/${encodeURIComponent(row.original.product_slug)}`}
          className="font-semibold underline"
        >
          {row.original.productName}
        </Link>
        <p className="text-xs text-muted">{row.original.shopName}</p>
        <StatusBadge status={row.original.approvalStatus} />
      </div>
    ),
  },
  {
    id: 'changes',
    header: 'What changed',
    cell: ({ row }) => (
      <dl className="grid max-w-xl gap-1 text-sm">
        {Object.entries(row.original.changes).map(([field, change]) => (
          <div key={field} className="break-words">
            <dt className="font-semibold">{FIELD_LABELS[field] ?? field}</dt>
            <dd>
              <del className="text-muted">{shown(change.before)}</del> →{' '}
              <ins className="no-underline">{shown(change.after)}</ins>
            </dd>
          </div>
        ))}
      </dl>
    ),
  },
  { id: 'editedAt', header: 'Edited', cell: ({ row }) => formatDateTime(row.original.editedAt) },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) =>
      row.original.reviewedAt ? (
        <span className="text-sm text-muted">Looked over {formatDateTime(row.original.reviewedAt)}</span>
      ) : (
        <Form method="post">
          <input type="hidden" name="slug" value={row.original.slug} />
          <button
            type="submit"
            aria-label={`Mark the edit of ${row.original.productName} as looked over`}
            className={`${secondaryButtonClass} px-3 py-1`}
          >
            Looks fine
          </button>
        </Form>
      ),
  },
];

export default function AdminProductEditsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { edits, values, limit } = loaderData;
  return (
    <AdminListPage
      id="admin-edit"
      title="Recently edited"
      path="/admin/product-edits"
      count={edits.count}
      page={edits.page}
      limit={limit}
      searchLabel="Search edited products"
      searchPlaceholder="Product or shop name, or product slug"
      filters={[REVIEWED_FILTER, PAGE_SIZE_FILTER]}
      values={{ ...values, limit: String(limit) }}
      outcome={actionData}
      emptyTitle="No edits to look over"
      isEmpty={false}
      before={
        <p className="mb-3 text-sm text-muted">
          Seller edits of live products go live at once and wait here. To undo one, reject or deactivate the
          product.
        </p>
      }
    >
      <DataTable
        caption="Edited products"
        rows={edits.items}
        columns={columns}
        rowId={(edit) => edit.slug}
        rowLabel={(edit) => `the edit of ${edit.productName}`}
        sort={null}
        bulkFormId={BULK_FORM}
        emptyTitle="No edits to look over"
        toolbar={(selected) => (
          <Form
            method="post"
            id={BULK_FORM}
            aria-label="Act on the selected edits"
            className="flex flex-wrap items-center gap-2"
          >
            <span className="text-sm text-muted" aria-live="polite">
              {selected.length > 0 ? `${selected.length} selected` : 'Select rows to act on them together'}
            </span>
            <button type="submit" className={buttonClass}>
              Mark selected as looked over
            </button>
          </Form>
        )}
      />
    </AdminListPage>
  );
}
