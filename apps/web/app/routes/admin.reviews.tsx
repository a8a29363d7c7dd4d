import { productHref } from '@shop/shared/catalogue.links';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable, sortable } from '../components/ui/data-table';
import { formatDateTime } from '../components/ui/format-date';
import { PAGE_SIZES, pageSizeFrom, tableSortFrom } from '../components/ui/table-state';
import { adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { type AdminListFilter, AdminListPage } from '../features/admin/admin-list-page';
import { listParams } from '../features/admin/admin-list-query';
import type { Page } from '../features/admin/admin-types';
import { moderationCall } from '../features/moderation/moderation.server';
import {
  ModerationBulkActions,
  ModerationRowActions,
  type ModerationState,
  STATE_FILTER,
  STATE_LABEL,
} from '../features/moderation/moderation-actions';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/admin.reviews';

interface AdminReview {
  slug: string;
  product_slug: string;
  productName: string;
  shopName: string | null;
  name: string;
  rating: number;
  message: string;
  state: ModerationState;
  moderationNote: string | null;
  sellerReply: { message: string; createdAt: string } | null;
  createdAt: string;
}

const SORT_KEYS = ['createdAt', 'rating'];
const BULK_FORM = 'bulk-reviews';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const limit = pageSizeFrom(url);
  const query = adminListQuery(url, ['search', 'state', 'sort', 'order', 'page'], limit);
  const reviews = bodyOrThrow(
    await apiFor(context, request)<Page<AdminReview>>(`/api/admin/reviews${query}`),
    'The reviews',
  );
  return {
    reviews,
    limit,
    sort: tableSortFrom(url, SORT_KEYS),
    values: listParams(url, ['search', 'state']),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return moderationCall(apiFor(context, request), 'reviews', await request.formData());
}

const PAGE_SIZE_FILTER: AdminListFilter = {
  name: 'limit',
  label: 'Rows per page',
  options: PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` })),
};

const whatOf = (review: AdminReview) => `the review by ${review.name} of ${review.productName}`;

const columns: ColumnDef<AdminReview, unknown>[] = [
  {
    id: 'review',
    header: 'Review',
    cell: ({ row }) => {
      const review = row.original;
      return (
        <div className="min-w-0 max-w-md">
          <p className="whitespace-pre-line break-words">{review.message}</p>
          <p className="text-xs text-muted">
            {review.name} on{' '}
            <Link to={productHref(review.product_slug)} className="underline">
              {review.productName}
            </Link>
            {review.shopName ? ` · ${review.shopName}` : ''}
          </p>
          {review.sellerReply ? (
            <p className="mt-1 border-l-2 border-line pl-2 text-xs break-words">
              Shop reply: {review.sellerReply.message}
            </p>
          ) : null}
        </div>
      );
    },
  },
  {
    id: 'rating',
    header: 'Rating',
    meta: sortable('rating', true),
    cell: ({ row }) => `${row.original.rating} of 5`,
  },
  {
    id: 'state',
    header: 'State',
    cell: ({ row }) => (
      <div>
        <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold">
          {STATE_LABEL[row.original.state]}
        </span>
        {row.original.moderationNote ? (
          <p className="mt-1 text-xs text-muted">Reason: {row.original.moderationNote}</p>
        ) : null}
      </div>
    ),
  },
  {
    id: 'createdAt',
    header: 'Written',
    meta: sortable('createdAt'),
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <ModerationRowActions slug={row.original.slug} state={row.original.state} what={whatOf(row.original)} />
    ),
  },
];

export default function AdminReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, values, limit, sort } = loaderData;
  return (
    <AdminListPage
      id="admin-review"
      title="Reviews"
      path="/admin/reviews"
      count={reviews.count}
      page={reviews.page}
      limit={limit}
      searchLabel="Search reviews"
      searchPlaceholder="Message, product or reviewer"
      filters={[STATE_FILTER, PAGE_SIZE_FILTER]}
      values={{ ...values, limit: String(limit) }}
      keep={{ sort: sort?.by ?? '', order: sort?.order ?? '' }}
      outcome={actionData}
      emptyTitle="No reviews match"
      isEmpty={false}
    >
      <DataTable
        caption="Reviews"
        rows={reviews.items}
        columns={columns}
        rowId={(review) => review.slug}
        rowLabel={whatOf}
        sort={sort}
        bulkFormId={BULK_FORM}
        emptyTitle="No reviews match"
        toolbar={(selected) => (
          <ModerationBulkActions formId={BULK_FORM} selected={selected} noun={['review', 'reviews']} />
        )}
      />
    </AdminListPage>
  );
}
