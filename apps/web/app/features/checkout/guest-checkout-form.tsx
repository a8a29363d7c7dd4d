import { formatDollars } from '@shop/shared/money';
import type { PaymentMethodsData } from '@shop/shared/payments.contract';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { cartSubtotal } from '../../lib/cart-totals';
import { useHydrated } from '../../lib/hydrated';
import { variantOptionsText } from '../../lib/variant-text';
import { mergePayload, useVisitorBag } from '../../lib/visitor-bag';
import { CheckoutField } from './checkout-field';
import type { GuestCheckoutResult } from './guest-checkout.server';
import { GUEST_BAG_FIELD } from './guest-links';
import { IDEMPOTENCY_FIELD } from './idempotency-key';
import { PaymentOptions } from './payment-options';
import { PLACE_ORDER_FORM_ID } from './place-order-form';

type Method = PaymentMethodsData['methods'][number];

/**
 * A visitor's checkout (decision 0019): e-mail, delivery address and payment in one form posting to the
 * /checkout action. The bag lives in this browser, so the form carries it as a hidden field filled after
 * hydration (product slugs, variants and quantities only); the server prices it. The lines and subtotal
 * shown here are the browser's copy: the confirmation shows what the server charged, shipping included.
 */
export function GuestCheckoutForm({
  methods,
  idempotencyKey,
  result,
  deliveryFields,
}: {
  methods: Method[];
  idempotencyKey: string;
  result: GuestCheckoutResult | null;
  /** The address book's inputs (the route passes them in: feature folders do not import each other). */
  deliveryFields: ReactNode;
}) {
  const hydrated = useHydrated();
  const bag = useVisitorBag();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.has(GUEST_BAG_FIELD) === true;
  const errors = result?.fieldErrors ?? {};
  const values = result?.values;

  if (hydrated && bag.cart.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center">
        <p className="font-semibold text-ink">Your cart is empty</p>
        <p className="mt-1 text-sm text-muted">
          Add a few products to your cart, then come back to check out.
        </p>
        <Link to="/products" className="mt-4 inline-block font-semibold text-accent-ink underline">
          Browse products
        </Link>
      </div>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <Form
        method="post"
        id={PLACE_ORDER_FORM_ID}
        noValidate
        aria-labelledby="guest-checkout-heading"
        className="min-w-0 space-y-6"
      >
        <h2 id="guest-checkout-heading" className="sr-only">
          Check out as a guest
        </h2>
        <input type="hidden" name="intent" value="guest-place-order" />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
        <input type="hidden" name={GUEST_BAG_FIELD} value={JSON.stringify(mergePayload(bag).items)} />
        {result && !result.ok ? (
          <p
            role="alert"
            className="rounded-card border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
          >
            {result.message}
          </p>
        ) : null}
        <section aria-labelledby="guest-contact" className="rounded-card border border-line p-5">
          <h3 id="guest-contact" className="text-lg font-bold text-ink">
            1. Contact
          </h3>
          <div className="mt-4">
            <CheckoutField
              name="guest_email"
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={254}
              required
              defaultValue={values?.guest_email ?? ''}
              error={errors.guest_email}
            />
            <p className="mt-2 text-xs text-muted">
              Your confirmation and tracking link go here. No account needed;{' '}
              <Link to="/login?redirectTo=%2Fcheckout" className="font-semibold text-accent-ink underline">
                sign in
              </Link>{' '}
              if you have one.
            </p>
          </div>
        </section>
        <section aria-labelledby="guest-coupon" className="rounded-card border border-line p-5">
          <h3 id="guest-coupon" className="text-lg font-bold text-ink">
            Coupon
          </h3>
          <div className="mt-4">
            <CheckoutField
              name="coupon_code"
              label="Coupon code"
              optional
              autoComplete="off"
              maxLength={100}
              defaultValue={values?.coupon_code ?? ''}
              error={errors.coupon_code}
            />
            <p className="mt-2 text-xs text-muted">The discount shows on your order once it is placed.</p>
          </div>
        </section>
        <section aria-labelledby="guest-delivery" className="rounded-card border border-line p-5">
          <h3 id="guest-delivery" className="text-lg font-bold text-ink">
            2. Delivery address
          </h3>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">{deliveryFields}</div>
        </section>
        <section aria-labelledby="guest-payment" className="rounded-card border border-line p-5">
          <h3 id="guest-payment" className="text-lg font-bold text-ink">
            3. Payment
          </h3>
          <div className="mt-4">
            <PaymentOptions methods={methods} />
          </div>
        </section>
      </Form>
      <aside aria-labelledby="guest-summary" className="h-fit rounded-card border border-line bg-surface p-5">
        <h2 id="guest-summary" className="text-lg font-bold text-ink">
          Your order
        </h2>
        {hydrated ? (
          <ul className="mt-4 divide-y divide-line text-sm">
            {bag.cart.map((line) => {
              const options = variantOptionsText(line.variantOptions);
              return (
                <li key={`${line.slug}:${line.variantSku ?? ''}`} className="flex justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-ink">{line.productName}</span>
                    {options ? <span className="block text-xs text-muted">{options}</span> : null}
                    <span className="text-xs text-muted">Qty {line.quantity}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-muted">Loading your cart…</p>
        )}
        <p className="mt-3 flex justify-between border-t border-line pt-3 text-sm font-semibold">
          <span>Subtotal</span>
          <span>{formatDollars(cartSubtotal(bag.cart))}</span>
        </p>
        <p className="mt-2 text-xs text-muted">
          Shipping is added per shop; the shop checks prices and stock when you place the order, and the
          confirmation shows the total you pay.
        </p>
        <button
          type="submit"
          form={PLACE_ORDER_FORM_ID}
          disabled={!hydrated || busy}
          className="mt-5 w-full rounded-card bg-accent px-5 py-3 text-sm font-bold text-ink hover:bg-accent-strong disabled:opacity-60"
        >
          {busy ? 'Placing your order…' : 'Place order'}
        </button>
        <noscript>
          <p className="mt-2 text-xs text-danger">
            Your cart is kept in this browser: checking out as a guest needs JavaScript.
          </p>
        </noscript>
      </aside>
    </div>
  );
}
