import { formatDollars } from '@shop/shared/money';
import { data, Form } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { EmptyState } from '../components/ui/empty-state';
import { FormMessage, secondaryButtonClass } from '../components/ui/form-field';
import { Pagination } from '../components/ui/pagination';
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

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const line = formText(form, 'line');
  const status = formText(form, 'line_status');
  const response = await apiFor(context, request)(`/api/seller/order-lines/${encodeURIComponent(line)}`, {
    method: 'PATCH',
    body: { line_status: status },
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
                    Order {line.order_slug} · {new Date(line.orderDate).toLocaleDateString('en-US')} ·{' '}
                    {formatDollars(line.lineTotal)} ·{' '}
                    {line.payment_method === 'cod' ? 'Cash on delivery' : 'Card'} ({line.payment_status})
                  </p>
                  <p className="text-xs text-muted">
                    Ship to {line.address.name}, {line.address.address}, {line.address.city}
                    {line.address.state ? `, ${line.address.state}` : ''}, {line.address.country} ·{' '}
                    {line.address.phone}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <StatusBadge status={line.line_status} />
                  {next ? (
                    <Form method="post" className="flex items-center gap-2">
                      <input type="hidden" name="line" value={line.slug} />
                      <label htmlFor={`status-${line.slug}`} className="sr-only">
                        New status of {line.productName}
                      </label>
                      <select
                        id={`status-${line.slug}`}
                        name="line_status"
                        defaultValue={next}
                        className="rounded-card border border-line bg-white px-2 py-1.5 text-sm"
                      >
                        <option value={next}>{next}</option>
                      </select>
                      <button type="submit" className={secondaryButtonClass}>
                        Update
                      </button>
                    </Form>
                  ) : null}
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
