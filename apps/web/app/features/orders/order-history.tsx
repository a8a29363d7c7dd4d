import { formatDollars } from '@shop/shared/money';
import type { OrderData } from '@shop/shared/shopping.contract';
import { ChevronDown, Package } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../components/ui/format-date';
import { countOf } from '../../lib/plural';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';
import { unitsOf } from './order-timeline-steps';
import { OrderTotals } from './order-totals';

/**
 * The profile's order list (product rules §3: order id, date, quantity, amount, order status, payment), newest first;
 * each order opens to its lines and totals (a details element: no scripts needed).
 */
export function OrderHistory({ orders }: { orders: OrderData[] | null }) {
  return (
    <section
      aria-labelledby="orders-heading"
      className="rounded-card border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="orders-heading" className="text-lg font-semibold">
          Your orders
        </h2>
        <Link to="/track_order" className="text-sm font-semibold text-accent-ink hover:underline">
          Track an order
        </Link>
      </div>
      {orders === null ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          Your orders could not be loaded. Please try again.
        </p>
      ) : orders.length === 0 ? (
        <div className="mt-4 flex items-center gap-3 rounded-card bg-surface p-4 text-sm text-muted">
          <Package aria-hidden="true" className="size-6" />
          <p>
            No orders yet.{' '}
            <Link to="/products" className="font-semibold text-accent-ink underline">
              Start shopping
            </Link>
          </p>
        </div>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="mt-4 hidden gap-x-4 pb-2 text-xs font-semibold tracking-wide text-muted uppercase sm:grid sm:grid-cols-[minmax(0,1.5fr)_1fr_0.8fr_0.9fr_6.5rem_7rem_1rem]"
          >
            <span>Order id</span>
            <span>Date</span>
            <span>Quantity</span>
            <span>Amount</span>
            <span>Status</span>
            <span>Payment</span>
          </div>
          <ul className="divide-y divide-line border-y border-line max-sm:mt-4">
            {orders.map((order) => (
              <li key={order.slug}>
                <details className="group">
                  <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-3 text-sm hover:bg-surface sm:items-center sm:grid-cols-[minmax(0,1.5fr)_1fr_0.8fr_0.9fr_6.5rem_7rem_1rem] [&::-webkit-details-marker]:hidden">
                    <span className="min-w-0">
                      <span className="sr-only">Order id </span>
                      <span className="block truncate font-mono text-xs font-semibold text-ink">
                        {order.slug}
                      </span>
                    </span>
                    <span className="text-muted">
                      <span className="sr-only">Date </span>
                      <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                    </span>
                    <span className="text-muted">{countOf(unitsOf(order), 'item')}</span>
                    <span className="font-semibold text-ink">
                      <span className="sr-only">Amount </span>
                      {formatDollars(order.total)}
                    </span>
                    <span>
                      <OrderStatusBadge status={order.order_status} />
                    </span>
                    <span className="text-xs text-muted">
                      <span className="sr-only">Payment </span>
                      {order.payment_status === 'success' ? 'Paid' : 'Payment pending'}
                    </span>
                    <ChevronDown
                      aria-hidden="true"
                      className="hidden size-4 text-muted transition-transform group-open:rotate-180 sm:block"
                    />
                  </summary>
                  <div className="grid gap-4 pb-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
                    <OrderLines order={order} />
                    <div className="space-y-3">
                      <OrderTotals order={order} />
                      <Link
                        to={`/track_order?order=${encodeURIComponent(order.slug)}`}
                        className="inline-block text-sm font-semibold text-accent-ink hover:underline"
                      >
                        Track this order
                      </Link>
                    </div>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
