import { Form, useNavigation } from 'react-router';
import { formatDate } from '../../components/ui/format-date';
import type { ReceiptState } from './order-receipt';

/**
 * "I received it" on the buyer's order page: posts intent=confirm-receipt to the page's action (works
 * without scripts). Shown once something is delivered; afterwards a line says when receipt was confirmed.
 */
export function OrderReceipt({ orderSlug, state }: { orderSlug: string; state: ReceiptState }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'confirm-receipt';
  if (state.kind === 'nothing_delivered') return null;
  if (state.kind === 'confirmed') {
    return (
      <p className="mt-6 text-sm text-muted">
        You confirmed receiving this order on <time dateTime={state.at}>{formatDate(state.at)}</time>.
      </p>
    );
  }
  return (
    <Form method="post" preventScrollReset className="mt-6">
      <input type="hidden" name="intent" value="confirm-receipt" />
      <input type="hidden" name="order" value={orderSlug} />
      <button
        type="submit"
        disabled={busy}
        className="rounded-card bg-accent px-4 py-2 text-sm font-semibold text-ink hover:bg-accent-strong disabled:opacity-70"
      >
        {busy ? 'Confirming…' : 'I received my order'}
      </button>
      <p className="mt-2 text-xs text-muted">
        The seller marked {state.lines === 1 ? 'an item' : `${state.lines} items`} delivered. Confirm that it
        arrived to review {state.lines === 1 ? 'it' : 'them'} right away.
      </p>
    </Form>
  );
}
