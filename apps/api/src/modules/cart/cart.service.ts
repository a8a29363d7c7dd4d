/**
 * Cart rules (product rules §4, docs/api.md "Wishlist, cart, orders"): one line per variant of a product
 * (decision 16); adding the same variant again raises its quantity; quantities are whole numbers from 1 to the
 * variant's stock (the route schema refuses non-integers with 400, this refuses more than the stock with 409
 * naming the product); only products shoppers can see may be added; a product of several variants needs its
 * `variant_sku` (400 naming the choices).
 */
import type { CartItemData } from '@shop/shared/catalogue.contract';
import type { MergeSkipped } from '@shop/shared/shopping.contract';
import type { Database, Executor } from '../../db/client.ts';
import type { Shopper } from '../../kernel/access.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../kernel/http-errors.ts';
import { type ProductRecord, productBySlug, type VariantRecord } from '../../kernel/product-read-model.ts';
import { chooseVariant, variantTitle } from '../../kernel/product-variants.ts';
import { toProductOfVariantAt } from '../products/products.service.ts';
import {
  addUnits,
  type CartLineRecord,
  cartLineBySlug,
  cartLineOfVariant,
  cartLinesOf,
  cartLinesOfProduct,
  deleteLine,
  deleteLinesOfUser,
  mergeUnits,
  setLineQuantity,
} from './cart.repository.ts';

function variantOfLine(line: CartLineRecord): VariantRecord {
  const variant = line.variants.find((candidate) => candidate.id === line.variantId);
  if (!variant)
    throw new Error(`cart line ${line.cartSlug}: its variant is not among its product's variants`);
  return variant;
}

/** Priced for the line's own quantity, as checkout will price it (a capped flash sale may not cover it). */
export function toCartItem(line: CartLineRecord, now = new Date()): CartItemData {
  const variant = variantOfLine(line);
  return {
    ...toProductOfVariantAt(line, variant, now, line.quantity),
    cart_slug: line.cartSlug,
    quantity: line.quantity,
    variant_sku: variant.sku,
    variant_options: variant.options,
  };
}

/** "Trail shoe (EU 40 / Red)": the product, and the variant when the product has options. */
function lineName(product: Pick<ProductRecord, 'productName' | 'options'>, variant: VariantRecord): string {
  const title = variantTitle(product.options, variant.options);
  return title ? `${product.productName} (${title})` : product.productName;
}

/** The message of every "more than the stock" refusal; it names the product (docs/api.md). */
export function notEnoughStock(productName: string, stock: number, inCart = 0): ConflictError {
  const detail = inCart > 0 ? `only ${stock} left and ${inCart} already in your cart` : `only ${stock} left`;
  return new ConflictError(`Not enough stock for ${productName}: ${detail}`, 'insufficient_stock');
}

/** Lines of products shoppers can still see, oldest first (also the `cart` of GET /with-user/{user}). */
export async function cartItemsOf(db: Executor, userId: string): Promise<CartItemData[]> {
  return (await cartLinesOf(db, userId)).filter((line) => line.visible).map((line) => toCartItem(line));
}

async function visibleProduct(db: Database, slug: string) {
  const product = await productBySlug(db, slug);
  if (!product?.visible) throw new NotFoundError(`Product ${slug} not found`, 'product_not_found');
  return product;
}

async function lineOrFail(db: Database, userId: string, variantId: number): Promise<CartLineRecord> {
  const line = await cartLineOfVariant(db, userId, variantId);
  if (!line) throw new Error('cart line vanished right after it was written');
  return line;
}

/** The stock of a variant as it is now (after a refused write), else as it was read. */
async function freshStock(db: Database, product: ProductRecord, variant: VariantRecord): Promise<number> {
  const fresh = await productBySlug(db, product.slug);
  return fresh?.variants.find((candidate) => candidate.id === variant.id)?.stock ?? variant.stock;
}

export async function addToCart(
  db: Database,
  shopper: Shopper,
  item: { productSlug: string; variantSku?: string | undefined; quantity: number },
): Promise<{ item: CartItemData; created: boolean }> {
  const product = await visibleProduct(db, item.productSlug);
  const variant = chooseVariant(product, item.variantSku);
  const line = { productId: product.id, variantId: variant.id };
  const written = await addUnits(db, shopper.id, line, item.quantity);
  if (!written) {
    const existing = await cartLineOfVariant(db, shopper.id, variant.id);
    const stock = await freshStock(db, product, variant);
    throw notEnoughStock(lineName(product, variant), stock, existing?.quantity ?? 0);
  }
  return { item: toCartItem(await lineOrFail(db, shopper.id, variant.id)), created: written.inserted };
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
    throw notEnoughStock(lineName(line, variantOfLine(line)), variantOfLine(fresh).stock);
  }
  const updated = await cartLineBySlug(db, cartSlug);
  if (!updated) throw new NotFoundError(`Cart line ${cartSlug} not found`, 'cart_line_not_found');
  return toCartItem(updated);
}

/**
 * Removes the line of one variant, or, without `variantSku`, every line of the product (a product of one
 * variant has one line); answers the (first) removed line.
 */
export async function removeFromCart(
  db: Database,
  shopper: Shopper,
  productSlug: string,
  variantSku?: string,
): Promise<CartItemData> {
  const product = await productBySlug(db, productSlug);
  const lines = product ? await cartLinesOfProduct(db, shopper.id, product.id) : [];
  const chosen =
    variantSku === undefined ? lines : lines.filter((line) => variantOfLine(line).sku === variantSku);
  let removed: CartLineRecord | undefined;
  for (const line of chosen) {
    if ((await deleteLine(db, line.cartId)) && !removed) removed = line;
  }
  if (!removed) {
    const what =
      variantSku === undefined ? `Product ${productSlug}` : `Variant ${variantSku} of ${productSlug}`;
    throw new NotFoundError(`${what} is not in the cart`, 'cart_line_not_found');
  }
  return toCartItem(removed);
}

export async function clearCart(db: Database, shopper: Shopper): Promise<{ deletedCount: number }> {
  return { deletedCount: await deleteLinesOfUser(db, shopper.id) };
}

interface MergeItem {
  product_slug: string;
  variant_sku?: string | undefined;
  quantity: number;
}

/** The variant a merged item names, or why it is skipped. */
function variantToMerge(
  product: ProductRecord,
  sku: string | undefined,
): VariantRecord | MergeSkipped['reason'] {
  try {
    return chooseVariant(product, sku);
  } catch (error) {
    if (error instanceof AppError) return error.statusCode === 400 ? 'choose_variant' : 'not_found';
    throw error;
  }
}

/**
 * Sign-in merge of the cart a visitor kept in the browser: quantities add up, capped by the variant's stock;
 * unknown or hidden products, unknown variants, products of several variants named without one and variants
 * out of stock are skipped and reported. Repeated product/variant pairs count once, summed.
 */
export async function mergeCart(
  db: Database,
  shopper: Shopper,
  items: MergeItem[],
): Promise<{
  cart: CartItemData[];
  merged: { product_slug: string; variant_sku: string; quantity: number; capped: boolean }[];
  skipped: MergeSkipped[];
}> {
  const wanted = new Map<string, MergeItem>();
  for (const item of items) {
    const key = JSON.stringify([item.product_slug, item.variant_sku ?? null]);
    const seen = wanted.get(key);
    wanted.set(key, { ...item, quantity: (seen?.quantity ?? 0) + item.quantity });
  }

  const merged: { product_slug: string; variant_sku: string; quantity: number; capped: boolean }[] = [];
  const skipped: MergeSkipped[] = [];
  for (const { product_slug: slug, variant_sku: sku, quantity } of wanted.values()) {
    const skip = (reason: MergeSkipped['reason']) =>
      skipped.push({ product_slug: slug, ...(sku === undefined ? {} : { variant_sku: sku }), reason });
    const product = await productBySlug(db, slug);
    if (!product?.visible) {
      skip('not_found');
      continue;
    }
    const variant = variantToMerge(product, sku);
    if (typeof variant === 'string') {
      skip(variant);
      continue;
    }
    if (variant.stock < 1) {
      skip('out_of_stock');
      continue;
    }
    const line = { productId: product.id, variantId: variant.id };
    const existing = (await cartLineOfVariant(db, shopper.id, variant.id))?.quantity ?? 0;
    const written = await mergeUnits(db, shopper.id, line, Math.min(quantity, variant.stock), quantity);
    if (written === undefined) {
      skip('out_of_stock');
      continue;
    }
    merged.push({
      product_slug: slug,
      variant_sku: variant.sku,
      quantity: written,
      capped: written < existing + quantity,
    });
  }
  return { cart: await cartItemsOf(db, shopper.id), merged, skipped };
}
