/**
 * The cart forms' fields, read into one typed intent. Every cart form (product page, mini cart, /cart steppers,
 * the sign-in merge) posts `intent` to the /cart route action; the API judges quantities and stock, so this
 * only checks shapes and turns text into numbers.
 */
import type { MergePayload } from '../../lib/visitor-bag';

export type CartIntent =
  | { intent: 'add'; slug: string; variantSku?: string; quantity: number }
  | { intent: 'set'; cartSlug: string; quantity: number }
  | { intent: 'minus'; cartSlug: string }
  | { intent: 'plus'; cartSlug: string }
  | { intent: 'remove'; slug: string; variantSku?: string }
  | { intent: 'clear' }
  | { intent: 'merge'; payload: MergePayload };

/** The message of the shared contract for a quantity that is not a whole number. */
export const QUANTITY_NOT_WHOLE = 'Quantity must be a whole number';

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** "3" → 3; "" or "x" → null. Fractions stay fractions so the API can refuse them with its own message. */
export function quantityFrom(value: string): number | null {
  if (value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function jsonList(value: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function mergePayloadFrom(form: FormData): MergePayload {
  const items = jsonList(text(form, 'items')).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { product_slug, variant_sku, quantity } = entry as {
      product_slug?: unknown;
      variant_sku?: unknown;
      quantity?: unknown;
    };
    if (typeof product_slug !== 'string' || typeof quantity !== 'number') return [];
    return [{ product_slug, ...(typeof variant_sku === 'string' ? { variant_sku } : {}), quantity }];
  });
  const slugs = jsonList(text(form, 'slugs')).filter((slug): slug is string => typeof slug === 'string');
  return { items, slugs };
}

export function parseCartIntent(form: FormData): CartIntent | { error: string } {
  const intent = text(form, 'intent');
  const slug = text(form, 'slug');
  const cartSlug = text(form, 'cart_slug');
  const variantSku = text(form, 'variant_sku');
  const variant = variantSku ? { variantSku } : {};
  switch (intent) {
    case 'add': {
      if (!slug) return { error: 'Which product? The form did not say.' };
      const raw = text(form, 'quantity');
      const quantity = raw === '' ? 1 : quantityFrom(raw);
      return quantity === null ? { error: QUANTITY_NOT_WHOLE } : { intent, slug, ...variant, quantity };
    }
    case 'set': {
      if (!cartSlug) return { error: 'Which cart line? The form did not say.' };
      const quantity = quantityFrom(text(form, 'quantity'));
      return quantity === null ? { error: QUANTITY_NOT_WHOLE } : { intent, cartSlug, quantity };
    }
    case 'minus':
    case 'plus':
      return cartSlug ? { intent, cartSlug } : { error: 'Which cart line? The form did not say.' };
    case 'remove':
      return slug ? { intent, slug, ...variant } : { error: 'Which product? The form did not say.' };
    case 'clear':
      return { intent };
    case 'merge':
      return { intent, payload: mergePayloadFrom(form) };
    default:
      return { error: 'Unknown cart action' };
  }
}
