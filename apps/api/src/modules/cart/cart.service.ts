/**
 * Cart rules (spec §4, API.md "Wishlist, cart, orders"): one line per product; adding the same product again
 * raises its quantity; quantities are whole numbers from 1 to the stock (the route schema refuses
 * non-integers with 400, this refuses more than the stock with 409 naming the product); only products
 * shoppers can see may be added.
 */
import type { CartItemData } from '@shop/shared/catalogue.contract';
import type { MergeSkipped } from '@shop/shared/shopping.contract';
import type { Database } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/http-errors.ts';
import { type Executor, productBySlug } from '../products/products.repository.ts';
import { toProduct } from '../products/products.service.ts';
import type { Shopper } from './cart.access.ts';
import {
  addUnits,
  type CartLineRecord,
  cartLineBySlug,
  cartLineOfProduct,
  cartLinesOf,
  deleteLine,
  deleteLinesOfUser,
  mergeUnits,
  setLineQuantity,
} from './cart.repository.ts';

export function toCartItem(line: CartLineRecord): CartItemData {
  return { ...toProduct(line), cart_slug: line.cartSlug, quantity: line.quantity };
}

/** The message of every "more than the stock" refusal; it names the product (API.md). */
export function notEnoughStock(productName: string, stock: number, inCart = 0): ConflictError {
  const detail = inCart > 0 ? `only ${stock} left and ${inCart} already in your cart` : `only ${stock} left`;
  return new ConflictError(`Not enough stock for ${productName}: ${detail}`, 'insufficient_stock');
}

/** Lines of products shoppers can still see, oldest first (also the `cart` of GET /with-user/{user}). */
export async function cartItemsOf(db: Executor, userId: string): Promise<CartItemData[]> {
  return (await cartLinesOf(db, userId)).filter((line) => line.visible).map(toCartItem);
}

async function visibleProduct(db: Database, slug: string) {
  const product = await productBySlug(db, slug);
  if (!product?.visible) throw new NotFoundError(`Product ${slug} not found`, 'product_not_found');
  return product;
}

async function lineOrFail(db: Database, userId: string, productId: number): Promise<CartLineRecord> {
  const line = await cartLineOfProduct(db, userId, productId);
  if (!line) throw new Error('cart line vanished right after it was written');
  return line;
}

export async function addToCart(
  db: Database,
  shopper: Shopper,
  productSlug: string,
  quantity: number,
): Promise<{ item: CartItemData; created: boolean }> {
  const product = await visibleProduct(db, productSlug);
  const written = await addUnits(db, shopper.id, product.id, quantity);
  if (!written) {
    const existing = await cartLineOfProduct(db, shopper.id, product.id);
    const fresh = (await productBySlug(db, productSlug)) ?? product;
    throw notEnoughStock(product.productName, fresh.stock, existing?.quantity ?? 0);
  }
  return { item: toCartItem(await lineOrFail(db, shopper.id, product.id)), created: written.inserted };
}

export async function setCartQuantity(
  db: Database,
  viewer: Shopper,
  cartSlug: string,
  quantity: number,
): Promise<CartItemData> {
  const line = await cartLineBySlug(db, cartSlug);
  if (!line) throw new NotFoundError(`Cart line ${cartSlug} not found`, 'cart_line_not_found');
  if (line.cartUserId !== viewer.id && viewer.role !== 'admin') {
    throw new ForbiddenError('You may only change your own cart', 'forbidden');
  }
  if (!line.visible) {
    throw new ConflictError(`${line.productName} is no longer available`, 'product_unavailable');
  }
  if (!(await setLineQuantity(db, line.cartId, quantity))) {
    const fresh = (await cartLineBySlug(db, cartSlug)) ?? line;
    throw notEnoughStock(line.productName, fresh.stock);
  }
  const updated = await cartLineBySlug(db, cartSlug);
  if (!updated) throw new NotFoundError(`Cart line ${cartSlug} not found`, 'cart_line_not_found');
  return toCartItem(updated);
}

export async function removeFromCart(
  db: Database,
  shopper: Shopper,
  productSlug: string,
): Promise<CartItemData> {
  const product = await productBySlug(db, productSlug);
  const line = product ? await cartLineOfProduct(db, shopper.id, product.id) : undefined;
  if (!line || !(await deleteLine(db, line.cartId))) {
    throw new NotFoundError(`Product ${productSlug} is not in the cart`, 'cart_line_not_found');
  }
  return toCartItem(line);
}

export async function clearCart(db: Database, shopper: Shopper): Promise<{ deletedCount: number }> {
  return { deletedCount: await deleteLinesOfUser(db, shopper.id) };
}

/**
 * Sign-in merge of the cart a visitor kept in the browser: quantities add up, capped by the stock; unknown or
 * hidden products and products out of stock are skipped and reported. Repeated slugs count once, summed.
 */
export async function mergeCart(
  db: Database,
  shopper: Shopper,
  items: { product_slug: string; quantity: number }[],
): Promise<{
  cart: CartItemData[];
  merged: { product_slug: string; quantity: number; capped: boolean }[];
  skipped: MergeSkipped[];
}> {
  const wanted = new Map<string, number>();
  for (const item of items)
    wanted.set(item.product_slug, (wanted.get(item.product_slug) ?? 0) + item.quantity);

  const merged: { product_slug: string; quantity: number; capped: boolean }[] = [];
  const skipped: MergeSkipped[] = [];
  for (const [slug, quantity] of wanted) {
    const product = await productBySlug(db, slug);
    if (!product?.visible) {
      skipped.push({ product_slug: slug, reason: 'not_found' });
      continue;
    }
    if (product.stock < 1) {
      skipped.push({ product_slug: slug, reason: 'out_of_stock' });
      continue;
    }
    const existing = (await cartLineOfProduct(db, shopper.id, product.id))?.quantity ?? 0;
    const written = await mergeUnits(db, shopper.id, product.id, Math.min(quantity, product.stock), quantity);
    if (written === undefined) {
      skipped.push({ product_slug: slug, reason: 'out_of_stock' });
      continue;
    }
    merged.push({ product_slug: slug, quantity: written, capped: written < existing + quantity });
  }
  return { cart: await cartItemsOf(db, shopper.id), merged, skipped };
}
