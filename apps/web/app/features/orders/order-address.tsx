import type { OrderData } from '@shop/shared/shopping.contract';

export const paymentLabels = { cod: 'Cash on delivery', card: 'Card' } as const;

/** Where the order goes and how it is paid. */
export function OrderDelivery({ order }: { order: OrderData }) {
  const { address } = order;
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold text-ink">Delivery address</dt>
        <dd className="mt-1 text-ink-soft">
          {address.name}
          <br />
          {[address.address, address.address_line2].filter(Boolean).join(', ')}
          <br />
          {[address.city, address.state, address.postal_code, address.country].filter(Boolean).join(', ')}
          <br />
          {address.phone}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-ink">Payment</dt>
        <dd className="mt-1 text-ink-soft">
          {paymentLabels[order.payment_method]} ·{' '}
          {order.payment_status === 'success'
            ? 'Paid'
            : order.payment_method === 'cod'
              ? 'Pay on delivery'
              : 'Pending'}
        </dd>
      </div>
    </dl>
  );
}
