import { formatDollars } from '@shop/shared/money';
import { data, Form } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { EmptyState } from '../components/ui/empty-state';
import { FormMessage, secondaryButtonClass } from '../components/ui/form-field';
import { formatDate } from '../components/ui/format-date';
import { Pagination } from '../components/ui/pagination';
import { LineStatusForm, TrackingText } from '../features/seller-dashboard/line-status-form';
import { listQuery } from '../features/seller-dashboard/seller-dashboard.server';
import { NEXT_LINE_STATUS, type Page, type SellerOrderLine } from '../features/seller-dashboard/seller-types';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/seller.orders';

const LIMIT = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = listQuery(url, ['status', 'page']);
  const response = await apiFor(
    context,
    request,
  )<Page<SellerOrderLine>>(`/api/seller/order-lines${query}${query ? '&' : '?'}limit=${LIMIT}`);
  if (!isOk(response)) throw data('The orders could not be loaded.', { status: response.status });
  return { lines: response.body, status: url.searchParams.get('status') ?? '' };
}

/** Moves a line one step forward, or (intent `cancel`) cancels an unshipped line with the seller's reason. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const line = formText(form, 'line');
  const api = apiFor(context, request);
  if (form.get('intent') === 'cancel') {
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

export default function SellerOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, status } = loaderData;
  const pages = Math.max(1, Math.ceil(lines.count / LIMIT));
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="mb-4 text-xl font-semibold">
        Order lines <span className="text-base font-normal text-muted">({lines.count})</span>
      </h2>
      <Form method="get" className="mb-4 flex flex-wrap gap-2">
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
        <button type="submit" className={secondaryButtonClass}>
          Filter
        </button>
      </Form>
      <div className="mb-3">
        <FormMessage result={actionData} />
      </div>
      {lines.items.length === 0 ? (
        <EmptyState title="No order lines yet">Orders of your products appear here.</EmptyState>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line bg-white">
          {lines.items.map((line) => {
            const next = NEXT_LINE_STATUS[line.line_status];
            return (
              <li
                key={line.slug}
                className="flex flex-wrap items-start gap-3 p-3"
                data-testid="seller-order-line"
              >
                {line.imageURL ? (
                  <img
                    src={line.imageURL}
                    alt=""
                    className="size-14 shrink-0 rounded-card border border-line object-cover"
                  />
                ) : null}
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold">
                    {line.productName} × {line.quantity}
                  </p>
                  <p className="text-xs text-muted">
                    Order {line.order_slug} · {formatDate(line.orderDate)} · {formatDollars(line.lineTotal)} ·{' '}
                    {line.payment_method === 'cod' ? 'Cash on delivery' : 'Card'} ({line.payment_status})
                  </p>
                  <p className="text-xs text-muted">
                    Ship to {line.address.name}, {line.address.address}, {line.address.city}
                    {line.address.state ? `, ${line.address.state}` : ''}, {line.address.country} ·{' '}
                    {line.address.phone}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-3 text-xs">
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
                  </p>
                  {line.line_status === 'pending' || line.line_status === 'processing' ? (
                    <details className="mt-2">
                      <summary className="cursor-pointer text-xs font-medium text-danger">
                        Cancel this line
                      </summary>
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
                            className="mt-1 rounded-card border border-line px-2 py-1.5 text-sm"
                          />
                        </label>
                        <button type="submit" className={secondaryButtonClass}>
                          Cancel line
                        </button>
                      </Form>
                    </details>
                  ) : null}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={line.line_status} />
                  {line.tracking ? <TrackingText tracking={line.tracking} /> : null}
                  {next ? <LineStatusForm line={line} next={next} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-4">
        <Pagination
          current={lines.page}
          total={pages}
          hrefFor={(page) => `/seller/orders?${new URLSearchParams({ status, page: String(page) })}`}
        />
      </div>
    </section>
  );
}
