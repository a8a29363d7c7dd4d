import type { ProductCardData } from '../../components/ui/product-card';

/** The products this browser opened last, newest first; kept in localStorage, never sent to the server. */
const STORAGE_KEY = 'bazaar:recently-viewed';
const KEPT = 12;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage blocked (private mode, policy): the list is simply not kept.
  }
}

function isCard(value: unknown): value is ProductCardData {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Record<string, unknown>;
  return (
    typeof card.slug === 'string' && typeof card.productName === 'string' && typeof card.price === 'number'
  );
}

export function readRecentlyViewed(store: Storage | null = storage()): ProductCardData[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    // Entries from an older shape get today's defaults rather than breaking the card.
    return parsed.filter(isCard).map((card) => ({
      ...card,
      stock: typeof card.stock === 'number' ? card.stock : 1,
      hasOptions: card.hasOptions === true,
    }));
  } catch {
    return [];
  }
}

/** Puts the product first (once), keeping the newest few. */
export function rememberViewed(card: ProductCardData, store: Storage | null = storage()): void {
  if (!store) return;
  const rest = readRecentlyViewed(store).filter((entry) => entry.slug !== card.slug);
  try {
    store.setItem(STORAGE_KEY, JSON.stringify([card, ...rest].slice(0, KEPT)));
  } catch {
    // Quota exceeded: forgetting the list is harmless.
  }
}
