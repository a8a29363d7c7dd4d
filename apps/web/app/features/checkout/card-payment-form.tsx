import type { CardPaymentData } from '@shop/shared/payments.contract';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useRef, useState } from 'react';

/**
 * Stripe's Payment Element for one order (decision 0020). Stripe.js is imported here only, so it loads on
 * the card payment page alone; the card details go from Stripe's iframe to Stripe, never to this shop. The
 * amount is the PaymentIntent's, created by the server for its own total. Paying does not mark the order
 * paid: Stripe's signed webhook does; the confirmation page shows the payment status.
 */
export function CardPaymentForm({ payment, returnPath }: { payment: CardPaymentData; returnPath: string }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(payment.publishable_key))
      .then((stripe) => {
        if (cancelled || !stripe || !mountRef.current) return;
        const elements = stripe.elements({ clientSecret: payment.client_secret });
        elements.create('payment').mount(mountRef.current);
        stripeRef.current = { stripe, elements };
        setReady(true);
      })
      .catch(() => setError('The card form could not be loaded. Please check your connection and reload.'));
    return () => {
      cancelled = true;
    };
  }, [payment.publishable_key, payment.client_secret]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    const loaded = stripeRef.current;
    if (!loaded) return;
    setBusy(true);
    setError(null);
    const { error: failure } = await loaded.stripe.confirmPayment({
      elements: loaded.elements,
      confirmParams: { return_url: new URL(returnPath, window.location.origin).toString() },
    });
    // Only reached when the payment could not be confirmed (success navigates to return_url).
    setError(failure?.message ?? 'The payment did not go through. Please try again.');
    setBusy(false);
  }

  return (
    <form onSubmit={pay} className="space-y-4" aria-describedby="card-status">
      <div ref={mountRef} data-testid="payment-element" className="min-h-24" />
      <noscript>
        <p className="text-sm text-danger">
          Paying by card needs JavaScript. Your order is kept until you pay.
        </p>
      </noscript>
      <p
        id="card-status"
        role={error ? 'alert' : 'status'}
        className={error ? 'text-sm text-danger' : 'sr-only'}
      >
        {error ?? (ready ? 'Card form ready' : 'Loading the card form')}
      </p>
      <button
        type="submit"
        disabled={!ready || busy}
        className="w-full rounded-pill bg-ink px-5 py-3 font-semibold text-white disabled:opacity-60"
      >
        {busy ? 'Paying…' : `Pay $${(payment.amount_cents / 100).toFixed(2)}`}
      </button>
    </form>
  );
}
