import { productHref } from '@shop/shared/catalogue.links';
import { formatDollars } from '@shop/shared/money';
import type { OrderData, OrderStatusValue } from '@shop/shared/shopping.contract';
import { Form, Link } from 'react-router';
import { StatusBadge } from '../../components/ui/dashboard-frame';
import { InputField } from '../../components/ui/form-field';
import { formatDateTime } from '../../components/ui/format-date';
import { variantOptionsText } from '../../lib/variant-text';
import { IntentButton } from './content-fields';

/** Every line with the shop that sells it and the line's own status. */
export function OrderLinesTable({ order }: { order: OrderData }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="border-b border-line text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Product
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Seller
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Qty × unit
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="py-2 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {order.product_list.map((line) => (
            <tr key={line.line_slug} data-testid="admin-order-line">
              <td className="py-2 pr-3">
                <Link to={productHref(line.product_slug)} className="font-medium hover:underline">
                  {line.productName}
                </Link>
                {variantOptionsText(line.variant_options) ? (
                  <span className="block text-xs text-muted">
                    {variantOptionsText(line.variant_options)} · SKU {line.variant_sku}
                  </span>
                ) : null}
              </td>
              <td className="py-2 pr-3">
                {line.shop_name} <span className="text-xs text-muted">({line.seller_slug})</span>
              </td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">
                {line.quantity} × {formatDollars(line.offerPrice ?? line.price)}
              </td>
              <td className="py-2 pr-3 text-right font-semibold">{formatDollars(line.lineTotal)}</td>
              <td className="py-2">
                <StatusBadge status={line.line_status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The status history, oldest first, with who moved what (a whole order or one line) and the note. */
export function OrderStatusHistory({ order }: { order: OrderData }) {
  const names = new Map(order.product_list.map((line) => [line.line_slug, line.productName]));
  return (
    <ol className="space-y-2 text-sm" aria-label="Status history">
      {order.status_history.map((event) => (
        <li
          key={`${event.at}-${event.status}-${event.line_slug ?? 'order'}`}
          className="flex flex-wrap items-baseline gap-2"
        >
          <StatusBadge status={event.status} />
          <time dateTime={event.at} className="text-xs text-muted">
            {formatDateTime(event.at)}
          </time>
          <span className="text-xs text-muted">
            {event.line_slug ? `line: ${names.get(event.line_slug) ?? event.line_slug}` : 'whole order'}
          </span>
          {event.note ? <span className="w-full pl-1 text-ink-soft">“{event.note}”</span> : null}
        </li>
      ))}
    </ol>
  );
}

const MOVE_LABELS: Record<OrderStatusValue, string> = {
  pending: 'Back to pending',
  processing: 'Mark processing',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel the order',
};

/** One button per allowed next status, with an optional note that goes into the history. */
export function OrderStatusMoves({ next }: { next: OrderStatusValue[] }) {
  if (next.length === 0)
    return <p className="text-sm text-muted">This order is final; it cannot move any more.</p>;
  return (
    <Form method="post" aria-label="Move the order" className="flex flex-wrap items-end gap-2">
      <InputField label="Note (optional)" name="note" maxLength={500} className="min-w-48 flex-1" />
      {next.map((status) => (
        <IntentButton
          key={status}
          intent={status}
          secondary={status !== next[0]}
          danger={status === 'cancelled'}
          consequence="The whole order is cancelled and the buyer sees it as cancelled. This cannot be undone."
        >
          {MOVE_LABELS[status]}
        </IntentButton>
      ))}
    </Form>
  );
}
