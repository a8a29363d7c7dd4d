import type { ReturnData } from '@shop/shared/after-order.contract';
import { formatDollars } from '@shop/shared/money';
import { data, Form } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { EmptyState } from '../components/ui/empty-state';
import { buttonClass, FormMessage, secondaryButtonClass } from '../components/ui/form-field';
import { formatDate } from '../components/ui/format-date';
import { Pagination } from '../components/ui/pagination';
import { listQuery } from '../features/seller-dashboard/seller-dashboard.server';
import type { Page } from '../features/seller-dashboard/seller-types';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/seller.returns';

const LIMIT = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = listQuery(url, ['status', 'page']);
  const response = await apiFor(
    context,
    request,
  )<Page<ReturnData>>(`/api/seller/returns${query}${query ? '&' : '?'}limit=${LIMIT}`);
  if (!isOk(response)) throw data('The returns could not be loaded.', { status: response.status });
  return { returns: response.body, status: url.searchParams.get('status') ?? '' };
}

/** Accept (restock and refund) or refuse (with the reason the buyer reads) one request. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const slug = formText(form, 'return');
  const decision = form.get('intent') === 'refuse' ? 'refuse' : 'accept';
  const note = formText(form, 'note');
  const response = await apiFor(context, request)<{ data: ReturnData }>(
    `/api/seller/returns/${encodeURIComponent(slug)}/${decision}`,
    { method: 'POST', body: decision === 'refuse' || note ? { note } : {} },
  );
  if (isOk(response)) {
    const refund = response.body.data?.refund;
    return {
      ok: true,
      message:
        decision === 'refuse'
          ? 'The return is refused; the buyer sees your reason.'
          : `The return is accepted: the stock is back and ${refund ? formatDollars(refund.amount) : 'the price'} is refunded.`,
    };
  }
  return data(
    { ok: false, message: errorMessage(response, 'The return could not be decided.') },
    { status: 400 },
  );
}

const FILTERS = ['', 'requested', 'accepted', 'refused'];

export default function SellerReturnsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { returns, status } = loaderData;
  const pages = Math.max(1, Math.ceil(returns.count / LIMIT));
  return (
    <section aria-labelledby="returns-heading">
      <h2 id="returns-heading" className="mb-4 text-xl font-semibold">
        Returns <span className="text-base font-normal text-muted">({returns.count})</span>
      </h2>
      <Form method="get" className="mb-4 flex flex-wrap gap-2">
        <label htmlFor="return-filter" className="sr-only">
          Status
        </label>
        <select
          id="return-filter"
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
      {returns.items.length === 0 ? (
        <EmptyState title="No return requests">
          Buyers’ requests to return delivered items appear here.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line bg-white">
          {returns.items.map((item) => (
            <li key={item.slug} className="space-y-2 p-3 text-sm" data-testid="seller-return">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold">
                    {item.productName} × {item.quantity}
                  </p>
                  <p className="text-xs text-muted">
                    Order {item.order_slug} · asked {formatDate(item.createdAt)}
                  </p>
                  <p className="mt-1">Reason: {item.reason}</p>
                  {item.seller_note ? (
                    <p className="text-xs text-muted">Your note: {item.seller_note}</p>
                  ) : null}
                  {item.refund ? (
                    <p className="text-xs font-medium text-green-800">
                      Refunded {formatDollars(item.refund.amount)}
                    </p>
                  ) : null}
                </div>
                <StatusBadge status={item.status} />
              </div>
              {item.photo_urls.length > 0 ? (
                <ul className="flex flex-wrap gap-2" aria-label="Photos from the buyer">
                  {item.photo_urls.map((url) => (
                    <li key={url}>
                      <a href={url}>
                        <img
                          src={url}
                          alt="From the buyer"
                          className="size-16 rounded-card border border-line object-cover"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              {item.status === 'requested' ? (
                <div className="flex flex-wrap items-end gap-4">
                  <Form method="post">
                    <input type="hidden" name="return" value={item.slug} />
                    <input type="hidden" name="intent" value="accept" />
                    <button type="submit" className={buttonClass}>
                      Accept and refund
                    </button>
                  </Form>
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="return" value={item.slug} />
                    <input type="hidden" name="intent" value="refuse" />
                    <label className="flex flex-col text-xs">
                      Why you refuse (the buyer reads it)
                      <input
                        name="note"
                        required
                        minLength={3}
                        maxLength={500}
                        className="mt-1 rounded-card border border-line px-2 py-1.5 text-sm"
                      />
                    </label>
                    <button type="submit" className={secondaryButtonClass}>
                      Refuse
                    </button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <Pagination
          current={returns.page}
          total={pages}
          hrefFor={(page) => `/seller/returns?${new URLSearchParams({ status, page: String(page) })}`}
        />
      </div>
    </section>
  );
}
