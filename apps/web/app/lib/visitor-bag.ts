/**
 * A visitor's cart and wishlist, kept in this browser (localStorage) until they sign in; then the shell posts
 * them to `POST /api/cart/merge` and `POST /api/wishlist/merge` and clears them (features/cart/visitor-merge).
 * Lives in lib because the header, the product page and the merge all read it, and features never import
 * each other. Nothing here runs on the server: the server snapshot is always empty, so the first render
 * matches the server's HTML and the browser's lists appear right after hydration.
 */
import type { CartItem, WishlistItem } from '@shop/shared/catalogue.types';
import { useSyncExternalStore } from 'react';

/** Mirrors MAX_LINE_QUANTITY of the shopping contract (not imported: that module brings zod to every page). */
export const VISITOR_MAX_LINE_QUANTITY = 10_000;
/** Mirrors MAX_MERGE_ITEMS: what one merge call accepts. */
export const VISITOR_MAX_ITEMS = 100;

export const VISITOR_BAG_KEY = 'shop.visitor-bag.v1';

/** What the header and the pages show of a product the visitor kept. */
export interface VisitorProduct {
  slug: string;
  productName: string;
  imageURL: string[];
  price: number;
  offerPrice: number | null;
  stock: number;
  /** The variant chosen on the product page (decision 16); absent for a product of one variant. */
  variantSku?: string;
  /** Its option values, shown on the line. */
  variantOptions?: Record<string, string>;
}

/** A line is one variant of one product. */
function sameLine(a: { slug: string; variantSku?: string }, b: { slug: string; variantSku?: string }) {
  return a.slug === b.slug && (a.variantSku ?? '') === (b.variantSku ?? '');
}

export interface VisitorCartLine extends VisitorProduct {
  quantity: number;
}

export interface VisitorBag {
  cart: VisitorCartLine[];
  wishlist: VisitorProduct[];
}

export const emptyVisitorBag: VisitorBag = Object.freeze({ cart: [], wishlist: [] }) as VisitorBag;

// --- Pure rules (product rules §4, applied to the browser's copy) ---------------------------------------------------

export type AddOutcome = 'added' | 'raised' | 'capped' | 'out_of_stock';

function wholeQuantity(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? Math.min(value, VISITOR_MAX_LINE_QUANTITY)
    : 1;
}

/**
 * Product rules §4: the same product again raises its quantity (by `quantity`, default one), else it is appended with
 * that quantity; never above the stock the visitor was shown.
 */
export function addVisitorLine(
  lines: readonly VisitorCartLine[],
  product: VisitorProduct,
  quantity = 1,
): { lines: VisitorCartLine[]; outcome: AddOutcome } {
  const wanted = wholeQuantity(quantity);
  const cap = Math.min(Math.max(0, Math.floor(product.stock)), VISITOR_MAX_LINE_QUANTITY);
  const existing = lines.find((line) => sameLine(line, product));
  if (cap <= 0 || (existing && existing.quantity >= cap))
    return { lines: [...lines], outcome: 'out_of_stock' };
  if (existing) {
    const next = Math.min(existing.quantity + wanted, cap);
    return {
      lines: lines.map((line) => (sameLine(line, product) ? { ...line, ...product, quantity: next } : line)),
      outcome: next < existing.quantity + wanted ? 'capped' : 'raised',
    };
  }
  if (lines.length >= VISITOR_MAX_ITEMS) return { lines: [...lines], outcome: 'out_of_stock' };
  const next = Math.min(wanted, cap);
  return {
    lines: [...lines, { ...product, quantity: next }],
    outcome: next < wanted ? 'capped' : 'added',
  };
}

export function removeVisitorLine(
  lines: readonly VisitorCartLine[],
  slug: string,
  variantSku?: string,
): VisitorCartLine[] {
  return lines.filter((line) => !sameLine(line, { slug, ...(variantSku ? { variantSku } : {}) }));
}

/** Product rules §4 wishlist toggle: present → removed; else added. */
export function toggleVisitorWish(
  list: readonly VisitorProduct[],
  product: VisitorProduct,
): { list: VisitorProduct[]; added: boolean } {
  if (list.some((item) => item.slug === product.slug)) {
    return { list: list.filter((item) => item.slug !== product.slug), added: false };
  }
  if (list.length >= VISITOR_MAX_ITEMS) return { list: [...list], added: false };
  return { list: [product, ...list], added: true };
}

/** The bodies of `POST /api/cart/merge` (`items`) and `POST /api/wishlist/merge` (`slugs`). */
export interface MergePayload {
  items: { product_slug: string; variant_sku?: string; quantity: number }[];
  slugs: string[];
}

/**
 * What the sign-in merge sends: one entry per product (duplicates summed), whole quantities from 1 to the
 * contract's line limit, at most one merge call's worth. The server adds them to the account's own lines and
 * caps by stock, so nothing here is trusted beyond its shape.
 */
export function mergePayload(bag: VisitorBag): MergePayload {
  const quantities = new Map<string, { product_slug: string; variant_sku?: string; quantity: number }>();
  for (const line of bag.cart) {
    if (!validSlug(line.slug)) continue;
    const key = JSON.stringify([line.slug, line.variantSku ?? null]);
    const before = quantities.get(key)?.quantity ?? 0;
    quantities.set(key, {
      product_slug: line.slug,
      ...(line.variantSku && validSlug(line.variantSku) ? { variant_sku: line.variantSku } : {}),
      quantity: Math.min(before + wholeQuantity(line.quantity), VISITOR_MAX_LINE_QUANTITY),
    });
  }
  const items = [...quantities.values()].slice(0, VISITOR_MAX_ITEMS);
  const slugs = [...new Set(bag.wishlist.map((item) => item.slug).filter(validSlug))].slice(
    0,
    VISITOR_MAX_ITEMS,
  );
  return { items, slugs };
}

export function isBagEmpty(bag: VisitorBag): boolean {
  return bag.cart.length === 0 && bag.wishlist.length === 0;
}

/** The visitor's lines in the header's CartItem shape (cart_slug marks them as browser-only). */
export function visitorCartItems(lines: readonly VisitorCartLine[]): CartItem[] {
  return lines.map((line) => ({
    cart_slug: `visitor:${line.slug}${line.variantSku ? `:${line.variantSku}` : ''}`,
    slug: line.slug,
    ...(line.variantSku ? { variant_sku: line.variantSku, variant_options: line.variantOptions ?? {} } : {}),
    productName: line.productName,
    imageURL: line.imageURL,
    quantity: line.quantity,
    price: line.price,
    offerPrice: line.offerPrice,
    stock: line.stock,
  }));
}

export function visitorWishlistItems(list: readonly VisitorProduct[]): WishlistItem[] {
  return list.map((item) => ({
    wishlist_slug: `visitor:${item.slug}`,
    user_slug: '',
    slug: item.slug,
    productName: item.productName,
    imageURL: item.imageURL,
    price: item.price,
    offerPrice: item.offerPrice,
    stock: item.stock,
  }));
}

// --- Parsing what the browser stored (it may be old, edited or broken) -----------------------------------

function validSlug(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= 200;
}

function money(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

function toProduct(value: unknown): VisitorProduct | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const price = money(record.price);
  if (!validSlug(record.slug) || price === null) return null;
  return {
    slug: record.slug,
    productName: typeof record.productName === 'string' ? record.productName : record.slug,
    imageURL: Array.isArray(record.imageURL)
      ? record.imageURL.filter((url): url is string => typeof url === 'string').slice(0, 1)
      : [],
    price,
    offerPrice: money(record.offerPrice),
    stock:
      typeof record.stock === 'number' && Number.isFinite(record.stock)
        ? Math.max(0, Math.floor(record.stock))
        : VISITOR_MAX_LINE_QUANTITY,
    ...(validSlug(record.variantSku)
      ? { variantSku: record.variantSku, variantOptions: optionValues(record.variantOptions) }
      : {}),
  };
}

function optionValues(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function parseVisitorBag(raw: string | null): VisitorBag {
  if (!raw) return emptyVisitorBag;
  try {
    const parsed = JSON.parse(raw) as { cart?: unknown; wishlist?: unknown };
    const cart = (Array.isArray(parsed.cart) ? parsed.cart : []).flatMap((entry) => {
      const product = toProduct(entry);
      return product
        ? [{ ...product, quantity: wholeQuantity((entry as { quantity?: unknown }).quantity) }]
        : [];
    });
    const wishlist = (Array.isArray(parsed.wishlist) ? parsed.wishlist : []).flatMap((entry) => {
      const product = toProduct(entry);
      return product ? [product] : [];
    });
    return { cart: cart.slice(0, VISITOR_MAX_ITEMS), wishlist: wishlist.slice(0, VISITOR_MAX_ITEMS) };
  } catch {
    return emptyVisitorBag;
  }
}

// --- The browser store ------------------------------------------------------------------------------------

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedBag: VisitorBag = emptyVisitorBag;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // blocked storage (privacy modes)
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(VISITOR_BAG_KEY) ?? null;
  } catch {
    return null;
  }
}

export function readVisitorBag(): VisitorBag {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedBag = parseVisitorBag(raw);
  }
  return cachedBag;
}

function notify() {
  for (const listener of listeners) listener();
}

function writeVisitorBag(bag: VisitorBag): void {
  try {
    const store = storage();
    if (!store) return;
    if (isBagEmpty(bag)) store.removeItem(VISITOR_BAG_KEY);
    else store.setItem(VISITOR_BAG_KEY, JSON.stringify(bag));
  } catch {
    // Full or blocked storage: the visitor keeps what was there.
  }
  notify();
}

export function addToVisitorCart(product: VisitorProduct, quantity = 1): AddOutcome {
  const bag = readVisitorBag();
  const { lines, outcome } = addVisitorLine(bag.cart, product, quantity);
  if (outcome !== 'out_of_stock') writeVisitorBag({ ...bag, cart: lines });
  return outcome;
}

export function removeFromVisitorCart(slug: string, variantSku?: string): void {
  const bag = readVisitorBag();
  writeVisitorBag({ ...bag, cart: removeVisitorLine(bag.cart, slug, variantSku) });
}

/** Sets a line's quantity (whole, 1 up to the stock the visitor was shown); the /cart page's stepper. */
export function setVisitorCartQuantity(slug: string, variantSku: string | undefined, quantity: number): void {
  const bag = readVisitorBag();
  const key = { slug, ...(variantSku ? { variantSku } : {}) };
  writeVisitorBag({
    ...bag,
    cart: bag.cart.map((line) =>
      sameLine(line, key)
        ? { ...line, quantity: Math.max(1, Math.min(wholeQuantity(quantity), Math.max(1, line.stock))) }
        : line,
    ),
  });
}

export function toggleVisitorWishlist(product: VisitorProduct): boolean {
  const bag = readVisitorBag();
  const { list, added } = toggleVisitorWish(bag.wishlist, product);
  writeVisitorBag({ ...bag, wishlist: list });
  return added;
}

export function clearVisitorBag(): void {
  writeVisitorBag(emptyVisitorBag);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Other tabs of the shop change the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === VISITOR_BAG_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => emptyVisitorBag;

/** The visitor's bag; empty on the server and during hydration. */
export function useVisitorBag(): VisitorBag {
  return useSyncExternalStore(subscribe, readVisitorBag, serverSnapshot);
}
