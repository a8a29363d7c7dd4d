import { formatDollars } from '@shop/shared/money';
import type { ColumnDef } from '@tanstack/react-table';
import { data, Form } from 'react-router';
import { ConfirmButton } from '../components/ui/confirm-button';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { DataTable, sortable } from '../components/ui/data-table';
import { FormMessage, secondaryButtonClass } from '../components/ui/form-field';
import { formatDate } from '../components/ui/format-date';
import { Pagination } from '../components/ui/pagination';
import { PAGE_SIZES, pageSizeFrom, tableSortFrom } from '../components/ui/table-state';
import { BulkBar, ExportLink } from '../components/ui/table-toolbar';
import { LineStatusForm, TrackingText } from '../features/seller-dashboard/line-status-form';
import { listQuery } from '../features/seller-dashboard/seller-dashboard.server';
import { NEXT_LINE_STATUS, type Page, type SellerOrderLine } from '../features/seller-dashboard/seller-types';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import { countOf } from '../lib/plural';
import { eachRow, ticked } from '../lib/table-bulk.server';
import type { Route } from './+types/seller.orders';

const SORT_KEYS = ['placed', 'order', 'product', 'quantity', 'total', 'status'];
const BULK_FORM = 'bulk-order-lines';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const limit = pageSizeFrom(url);
  const query = listQuery(url, ['status', 'search', 'sort', 'order', 'page']);
  const response = await apiFor(
    context,
    request,
  )<Page<SellerOrderLine>>(`/api/seller/order-lines${query}${query ? '&' : '?'}limit=${limit}`);
  if (!isOk(response)) throw data('The orders could not be loaded.', { status: response.status });
  return {
    lines: response.body,
    limit,
    sort: tableSortFrom(url, SORT_KEYS),
    search: url.searchParams.get('search') ?? '',
    status: url.searchParams.get('status') ?? '',
  };
}

/**
 * Accepting or marking delivered many lines at once: each line through its own call (each moves its order
 * along and mails the buyer), and a summary of which went through. Shipping needs each line's tracking
 * number, so it stays one line at a time.
 */
async function bulkMove(api: ReturnType<typeof apiFor>, form: FormData, target: 'processing' | 'delivered') {
  return eachRow(
    ticked(form),
    async (line) =>
      isOk(
        await api(`/api/seller/order-lines/${encodeURIComponent(line)}`, {
          method: 'PATCH',
          body: { line_status: target },
        }),
      ),
    { noun: 'line', done: target === 'processing' ? 'accepted' : 'marked delivered' },
  );
}

/** Moves a line one step forward, or (intent `cancel`) cancels an unshipped line with the seller's reason. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const line = formText(form, 'line');
  const api = apiFor(context, request);
  const intent = form.get('intent');
  if (intent === 'bulk-accept') return bulkMove(api, form, 'processing');
  if (intent === 'bulk-delivered') return bulkMove(api, form, 'delivered');
  if (intent === 'cancel') {
    const cancelled = await api(`/api/seller/order-lines/${encodeURIComponent(line)}/cancel`, {
      method: 'POST',
      body: { reason: formText(form, 'reason') },
    });
    if (isOk(cancelled)) return { ok: true, message: 'The line is cancelled; its stock is back.' };
    return data(
      { ok: false, message: errorMessage(cancelled, 'The line could not be cancelled.') },
      { status: 400 },
    );
  }
  const status = formText(form, 'line_status');
  const shipment =
    status === 'shipped'
      ? { carrier: formText(form, 'carrier'), tracking_number: formText(form, 'tracking_number') }
      : {};
  const response = await api(`/api/seller/order-lines/${encodeURIComponent(line)}`, {
    method: 'PATCH',
    body: { line_status: status, ...shipment },
  });
  if (isOk(response)) return { ok: true, message: `The line is now ${status}.` };
  return data(
    { ok: false, message: errorMessage(response, 'The line could not be updated.') },
    { status: 400 },
  );
}

const FILTERS = ['', 'pending', 'processing', 'shipped', 'delivered', 'cancelled'];

function CancelLine({ line }: { line: SellerOrderLine }) {
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-xs font-medium text-danger">Cancel this line</summary>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="line" value={line.slug} />
        <label className="flex flex-col text-xs">
          Reason the buyer will read
          <input
            name="reason"
            required
            minLength={3}
            maxLength={500}
            className="mt-1 w-full max-w-56 rounded-card border border-line px-2 py-1.5 text-sm"
          />
        </label>
        <button type="submit" className={secondaryButtonClass}>
          Cancel line
        </button>
      </Form>
    </details>
  );
}

const columns: ColumnDef<SellerOrderLine, unknown>[] = [
  {
    id: 'product',
    header: 'Product',
    meta: sortable('product'),
    cell: ({ row }) => {
      const line = row.original;
      return (
        <span className="flex items-start gap-3">
          {line.imageURL ? (
            <img
              src={line.imageURL}
              alt=""
              className="size-12 shrink-0 rounded-card border border-line object-cover"
            />
          ) : null}
          <span className="min-w-0">
            <span className="block font-semibold break-words">{line.productName}</span>
            <span className="block text-xs text-muted break-words">
              Ship to {line.address.name}, {line.address.address}, {line.address.city}
              {line.address.state ? `, ${line.address.state}` : ''}, {line.address.country} ·{' '}
              {line.address.phone}
            </span>
          </span>
        </span>
      );
    },
  },
  {
    id: 'order',
    header: 'Order',
    meta: sortable('order'),
    cell: ({ row }) => {
      const line = row.original;
      return (
        <span className="block text-xs">
          <span className="block font-mono text-sm break-all">{line.order_slug}</span>
          {line.payment_method === 'cod' ? 'Cash on delivery' : 'Card'} ({line.payment_status})
          <span className="mt-1 flex flex-wrap gap-x-3">
            <a
              href={`/api/orders/${encodeURIComponent(line.order_slug)}/packing-slip.pdf`}
              className="font-medium text-ink underline"
            >
              Packing slip (PDF)
            </a>
            {line.line_status !== 'cancelled' ? (
              <a
                href={`/api/orders/${encodeURIComponent(line.order_slug)}/invoice.pdf`}
                className="font-medium text-ink underline"
              >
                Invoice (PDF)
              </a>
            ) : null}
          </span>
        </span>
      );
    },
  },
  {
    id: 'placed',
    header: 'Placed',
    meta: sortable('placed'),
    cell: ({ row }) => formatDate(row.original.orderDate),
  },
  {
    id: 'quantity',
    header: 'Qty',
    meta: sortable('quantity', true),
    cell: ({ row }) => row.original.quantity,
  },
  {
    id: 'total',
    header: 'Total',
    meta: sortable('total', true),
    cell: ({ row }) => formatDollars(row.original.lineTotal),
  },
  {
    id: 'status',
    header: 'Status',
    meta: sortable('status'),
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-1 text-xs">
        <StatusBadge status={row.original.line_status} />
        {row.original.tracking ? <TrackingText tracking={row.original.tracking} /> : null}
      </span>
    ),
  },
  {
    id: 'actions',
    header: 'Next step',
    cell: ({ row }) => {
      const line = row.original;
      const next = NEXT_LINE_STATUS[line.line_status];
      return (
        <div className="text-sm">
          {next ? <LineStatusForm line={line} next={next} /> : null}
          {line.line_status === 'pending' || line.line_status === 'processing' ? (
            <CancelLine line={line} />
          ) : null}
        </div>
      );
    },
  },
];

function BulkActions({ selected }: { selected: string[] }) {
  return (
    <BulkBar formId={BULK_FORM} noun="line" selected={selected}>
      <button type="submit" name="intent" value="bulk-accept" className={secondaryButtonClass}>
        Accept selected
      </button>
      <ConfirmButton
        name="intent"
        value="bulk-delivered"
        title={`Mark ${countOf(selected.length, 'line')} delivered?`}
        description="Only shipped lines move on; each buyer is told their parcel arrived. This cannot be undone."
        confirmLabel="Mark delivered"
        danger={false}
      >
        Mark selected delivered
      </ConfirmButton>
      <ExportLink href="/seller/export/order-lines" />
    </BulkBar>
  );
}

export default function SellerOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, status, search, limit, sort } = loaderData;
  const pages = Math.max(1, Math.ceil(lines.count / limit));
  const keep = { status, search, sort: sort?.by ?? '', order: sort?.order ?? '', limit: String(limit) };
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="mb-4 text-xl font-semibold">
        Order lines <span className="text-base font-normal text-muted">({lines.count})</span>
      </h2>
      <Form method="get" role="search" className="mb-4 flex flex-wrap gap-2">
        {sort ? (
          <>
            <input type="hidden" name="sort" value={sort.by} />
            <input type="hidden" name="order" value={sort.order} />
          </>
        ) : null}
        <label className="sr-only" htmlFor="line-search">
          Search my order lines
        </label>
        <input
          id="line-search"
          name="search"
          type="search"
          defaultValue={search}
          placeholder="Product, buyer or order number"
          className="min-w-0 flex-1 rounded-card border border-line px-3 py-2 text-sm"
        />
        <label htmlFor="line-filter" className="sr-only">
          Status
        </label>
        <select
          id="line-filter"
          name="status"
          defaultValue={status}
          className="rounded-card border border-line bg-white px-3 py-2 text-sm"
        >
          {FILTERS.map((value) => (
            <option key={value} value={value}>
              {value ? value[0]?.toUpperCase() + value.slice(1) : 'All statuses'}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="line-limit">
          Rows per page
        </label>
        <select
          id="line-limit"
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
      <div className="mb-3">
        <FormMessage result={actionData} />
      </div>
      <DataTable
        caption="Order lines"
        rows={lines.items}
        columns={columns}
        rowId={(line) => line.slug}
        rowLabel={(line) => `${line.productName} in order ${line.order_slug}`}
        sort={sort}
        bulkFormId={BULK_FORM}
        emptyTitle={search || status ? 'No order lines match' : 'No order lines yet'}
        rowTestId="seller-order-line"
        toolbar={(selected) => <BulkActions selected={selected} />}
      />
      <div className="mt-4">
        <Pagination
          current={lines.page}
          total={pages}
          hrefFor={(page) => `/seller/orders?${new URLSearchParams({ ...keep, page: String(page) })}`}
        />
      </div>
    </section>
  );
}
