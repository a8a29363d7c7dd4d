import { formatDollars } from '@shop/shared/money';
import type { OrderData } from '@shop/shared/shopping.contract';

/** Subtotal, discount, shipping and total as the server computed them. */
export function OrderTotals({
  order,
}: {
  order: Pick<OrderData, 'subTotal' | 'discount' | 'shippingCost' | 'total' | 'coupon_code'>;
}) {
  return (
    <dl className="space-y-1.5 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Subtotal</dt>
        <dd>{formatDollars(order.subTotal)}</dd>
      </div>
      {order.discount > 0 ? (
        <div className="flex justify-between gap-4 text-green-800">
          <dt>Discount{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
          <dd>−{formatDollars(order.discount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Shipping</dt>
        <dd>{order.shippingCost === 0 ? 'Free' : formatDollars(order.shippingCost)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold text-ink">
        <dt>Total</dt>
        <dd>{formatDollars(order.total)}</dd>
      </div>
    </dl>
  );
}
