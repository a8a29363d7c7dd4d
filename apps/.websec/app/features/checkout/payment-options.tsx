import { PLACE_ORDER_FORM_ID } from './address-book';

/**
 * Cash on delivery is always offered. A card provider plugs in behind the API's payment interface when it is
 * configured; the API has no call yet that says so, so the card option is shown disabled.
 */
export function PaymentOptions({ cardConfigured = false }: { cardConfigured?: boolean }) {
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Payment method</legend>
      <label className="flex cursor-pointer items-start gap-3 rounded-card border border-line p-4 has-[:checked]:border-accent-strong has-[:checked]:bg-accent-soft/40">
        <input
          type="radio"
          name="payment_method"
          value="cod"
          form={PLACE_ORDER_FORM_ID}
          defaultChecked
          className="mt-1 size-4 accent-accent-strong"
        />
        <span className="text-sm">
          <span className="block font-semibold text-ink">Cash on delivery</span>
          <span className="text-muted">Pay the courier when your parcel arrives.</span>
        </span>
      </label>
      <label
        className={`flex items-start gap-3 rounded-card border border-line p-4 ${cardConfigured ? 'cursor-pointer' : 'cursor-not-allowed opacity-60'}`}
      >
        <input
          type="radio"
          name="payment_method"
          value="card"
          form={PLACE_ORDER_FORM_ID}
          disabled={!cardConfigured}
          aria-describedby="card-note"
          className="mt-1 size-4"
        />
        <span className="text-sm">
          <span className="block font-semibold text-ink">Card</span>
          <span id="card-note" className="text-muted">
            {cardConfigured ? 'Pay securely by card.' : 'Card payments are not configured for this shop.'}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
