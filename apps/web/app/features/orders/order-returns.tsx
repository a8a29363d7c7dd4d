import { RETURN_WINDOW_DAYS, type ReturnData } from '@shop/shared/after-order.contract';
import { formatDollars } from '@shop/shared/money';
import type { OrderData } from '@shop/shared/shopping.contract';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../components/ui/format-date';

const DAY_MS = 24 * 60 * 60 * 1000;

const returnStatusText: Record<ReturnData['status'], string> = {
  requested: 'Return requested: waiting for the shop',
  accepted: 'Return accepted',
  refused: 'Return refused',
};

/** Whether a line may still be asked back: delivered within the window, and no open or accepted request. */
function returnable(line: OrderData['product_list'][number], returns: ReturnData[], now: number) {
  if (line.line_status !== 'delivered' || !line.delivered_at) return false;
  if (Date.parse(line.delivered_at) + RETURN_WINDOW_DAYS * DAY_MS < now) return false;
  return !returns.some((item) => item.line_slug === line.line_slug && item.status !== 'refused');
}

/**
 * The invoice download, returns of delivered items and what became of each request. With `guestToken` (a
 * guest's order behind its link, decision 0035) the return links carry the token; the invoice needs an
 * account, so it is not offered.
 */
export function OrderAfterSales({
  order,
  returns,
  guestToken,
}: {
  order: OrderData;
  returns: ReturnData[];
  guestToken?: string;
}) {
  const now = Date.now();
  const canReturn = order.product_list.filter((line) => returnable(line, returns, now));
  return (
    <section aria-labelledby="after-sales-heading" className="space-y-3">
      <h3 id="after-sales-heading" className="text-sm font-bold tracking-wide text-muted uppercase">
        Invoice and returns
      </h3>
      {order.order_status !== 'cancelled' && !guestToken ? (
        <a
          href={`/api/orders/${encodeURIComponent(order.slug)}/invoice.pdf`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink underline"
        >
          Download the invoice (PDF)
        </a>
      ) : null}
      {canReturn.length > 0 ? (
        <ul className="space-y-1.5">
          {canReturn.map((line) => (
            <li key={line.line_slug}>
              <Link
                to={`/track_order/return?${new URLSearchParams({
                  order: order.slug,
                  line: line.line_slug,
                  ...(guestToken ? { token: guestToken } : {}),
                })}`}
                className="inline-flex items-center gap-1.5 text-sm font-medium text-ink underline"
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                Return {line.productName}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {returns.length > 0 ? (
        <ul className="divide-y divide-line rounded-card border border-line" aria-label="Return requests">
          {returns.map((item) => (
            <li key={item.slug} className="px-3 py-2 text-sm" data-testid="return-request">
              <p className="font-semibold text-ink">
                {item.productName} × {item.quantity}: {returnStatusText[item.status]}
              </p>
              <p className="text-xs text-muted">
                Asked {formatDate(item.createdAt)} · {item.reason}
              </p>
              {item.refund ? (
                <p className="text-xs font-medium text-green-800">
                  Refunded {formatDollars(item.refund.amount)}
                  {item.refund.method === 'cod' ? ' in cash by the shop' : ' to your card'} on{' '}
                  {formatDate(item.refund.createdAt)}
                </p>
              ) : null}
              {item.seller_note ? (
                <p className="text-xs text-muted">The shop says: {item.seller_note}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
