import { formatDollars } from '@shop/shared/money';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link } from 'react-router';
import { ConfirmButton } from '../../components/ui/confirm-button';
import { StatusBadge } from '../../components/ui/dashboard-frame';
import { DataTable, sortable } from '../../components/ui/data-table';
import { secondaryButtonClass } from '../../components/ui/form-field';
import type { TableSort } from '../../components/ui/table-state';
import { BulkBar, ExportLink } from '../../components/ui/table-toolbar';
import { countOf } from '../../lib/plural';
import { type AdminCoupon, instantToDay as day } from './coupon-types';
import { DeleteButton } from './delete-button';

export const COUPON_BULK_FORM = 'bulk-coupons';

export function discountText(coupon: Pick<AdminCoupon, 'discount'>): string {
  return coupon.discount.role === 'percent'
    ? `${coupon.discount.value}% off`
    : `${formatDollars(coupon.discount.value)} off`;
}

function RowActions({ coupon, editHref }: { coupon: AdminCoupon; editHref: string }) {
  const active = coupon.status === 'active';
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={editHref}
        className={`${secondaryButtonClass} px-3 py-1`}
        aria-label={`Edit coupon ${coupon.code}`}
      >
        Edit
      </Link>
      <Form method="post">
        <input type="hidden" name="code" value={coupon.code} />
        <button
          type="submit"
          name="intent"
          value={active ? 'deactivate' : 'activate'}
          className={`${secondaryButtonClass} px-3 py-1`}
          aria-label={`${active ? 'Deactivate' : 'Activate'} coupon ${coupon.code}`}
        >
          {active ? 'Deactivate' : 'Activate'}
        </button>
      </Form>
      {/* A redeemed coupon stays for the record (the API refuses its delete); the answer offers Undo. */}
      {coupon.apply_qty === 0 ? (
        <DeleteButton fields={{ code: coupon.code }} label={`Delete coupon ${coupon.code}`} />
      ) : null}
    </div>
  );
}

function BulkActions({ selected }: { selected: string[] }) {
  const what = countOf(selected.length, 'coupon');
  return (
    <BulkBar formId={COUPON_BULK_FORM} noun="coupon" selected={selected}>
      <button type="submit" name="intent" value="bulk-activate" className={secondaryButtonClass}>
        Activate selected
      </button>
      <ConfirmButton
        name="intent"
        value="bulk-deactivate"
        title={`Deactivate ${what}?`}
        description="Shoppers can no longer use them at checkout until you activate them again."
        confirmLabel="Deactivate"
      >
        Deactivate selected
      </ConfirmButton>
      <ConfirmButton
        name="intent"
        value="bulk-delete"
        title={`Delete ${what}?`}
        description="A deleted selection offers no Undo (a single row's Delete does). A coupon already used at checkout is kept (deactivate it instead)."
        confirmLabel="Delete"
      >
        Delete selected
      </ConfirmButton>
      <ExportLink href="/admin/export/coupons" />
    </BulkBar>
  );
}

/** The coupons as a DataTable: code and name, discount, use, validity, status, actions. */
export function CouponTable({
  coupons,
  sort,
  editHref,
}: {
  coupons: AdminCoupon[];
  sort: TableSort | null;
  editHref: (coupon: AdminCoupon) => string;
}) {
  const columns: ColumnDef<AdminCoupon, unknown>[] = [
    {
      id: 'code',
      header: 'Code',
      meta: sortable('code'),
      cell: ({ row }) => <span className="font-mono font-semibold break-all">{row.original.code}</span>,
    },
    {
      id: 'name',
      header: 'Name',
      meta: sortable('name'),
      cell: ({ row }) => (
        <span className="break-words">
          {row.original.name}
          {row.original.seller_slug ? (
            <span className="block text-xs text-muted">shop {row.original.seller_slug}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'discount',
      header: 'Discount',
      cell: ({ row }) => (
        <span>
          {discountText(row.original)}
          <span className="block text-xs text-muted">
            min. spend {formatDollars(row.original.minimum_purchase)}
          </span>
        </span>
      ),
    },
    {
      id: 'used',
      header: 'Used',
      cell: ({ row }) => (
        <span>
          {row.original.apply_qty}/{row.original.items_number}
          <span className="block text-xs text-muted">
            {row.original.per_user_limit === null
              ? 'no limit per shopper'
              : `${row.original.per_user_limit} per shopper`}
          </span>
        </span>
      ),
    },
    {
      id: 'starts',
      header: 'Starts',
      meta: sortable('starts'),
      cell: ({ row }) => day(row.original.starts_at),
    },
    {
      id: 'expires',
      header: 'Last day',
      meta: sortable('expires'),
      cell: ({ row }) => day(row.original.expired_date),
    },
    {
      id: 'status',
      header: 'Status',
      meta: sortable('status'),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <RowActions coupon={row.original} editHref={editHref(row.original)} />,
    },
  ];
  return (
    <DataTable
      caption="Coupons"
      rows={coupons}
      columns={columns}
      rowId={(coupon) => coupon.code}
      rowLabel={(coupon) => coupon.code}
      sort={sort}
      bulkFormId={COUPON_BULK_FORM}
      emptyTitle="No coupons match"
      rowTestId="admin-coupon"
      toolbar={(selected) => <BulkActions selected={selected} />}
    />
  );
}
