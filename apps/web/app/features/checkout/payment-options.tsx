import type { PaymentMethodsData } from '@shop/shared/payments.contract';
import { PLACE_ORDER_FORM_ID } from './place-order-form';

type PaymentMethod = PaymentMethodsData['methods'][number];

const descriptions: Record<PaymentMethod, { title: string; text: string }> = {
  cod: { title: 'Cash on delivery', text: 'Pay the courier when your parcel arrives.' },
  card: { title: 'Card', text: 'Pay securely by card on the next page (Stripe).' },
};

/**
 * The methods the shop offers (GET /api/payments/methods): cash on delivery, the default, and the card only
 * when the shop has configured Stripe (decision 0020); an unconfigured method is not shown at all.
 */
export function PaymentOptions({ methods }: { methods: PaymentMethod[] }) {
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Payment method</legend>
      {methods.map((method) => (
        <label
          key={method}
          className="flex cursor-pointer items-start gap-3 rounded-card border border-line p-4 has-[:checked]:border-accent-strong has-[:checked]:bg-accent-soft/40"
        >
          <input
            type="radio"
            name="payment_method"
            value={method}
            form={PLACE_ORDER_FORM_ID}
            defaultChecked={method === 'cod'}
            className="mt-1 size-4 accent-accent-strong"
          />
          <span className="text-sm">
            <span className="block font-semibold text-ink">{descriptions[method].title}</span>
            <span className="text-muted">{descriptions[method].text}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
