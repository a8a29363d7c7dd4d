/**
 * SQL of the server-side cart. A line holds one variant (decision 16), and stock limits are the variant's,
 * enforced inside the writing statement itself (`… where quantity <= stock`), so two requests racing for the
 * last units cannot both pass a check made a moment earlier.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { carts, products, productVariants } from '../../db/schema/index.ts';
import { selectProductRecords } from '../../kernel/product-read-model.ts';

/** Cart lines with everything a CartItem (docs/api.md §2) needs, the line's variant included, in one query. */
function selectCartLines(db: Executor) {
  return selectProductRecords(db, {
    cartId: carts.id,
    cartSlug: carts.cartSlug,
    quantity: carts.quantity,
    cartUserId: carts.userId,
    variantId: productVariants.id,
  })
    .innerJoin(carts, eq(carts.productId, products.id))
    .innerJoin(productVariants, eq(productVariants.id, carts.variantId));
}

export type CartLineRecord = Awaited<ReturnType<typeof selectCartLines>>[number];

/**
 * All lines of a user, as a prepared statement: the site data of every signed-in page reads it, and its
 * plan (the user's lines, then the product joins) does not depend on the user, where planning it cost
 * PostgreSQL 2–3 ms a page against a fraction of a millisecond to run it.
 */
const linesOfUser = preparedPerDatabase((db) =>
  selectCartLines(db)
    .where(eq(carts.userId, sql.placeholder('userId')))
    .orderBy(asc(carts.createdAt), asc(carts.id))
    .prepare('cart_lines_of_user'),
);

/** All lines of a user, oldest first (hidden products included; callers filter on `visible`). */
export function cartLinesOf(db: Database, userId: string): Promise<CartLineRecord[]> {
  return linesOfUser(db).execute({ userId });
}

export async function cartLineBySlug(db: Executor, cartSlug: string): Promise<CartLineRecord | undefined> {
  const [row] = await selectCartLines(db).where(eq(carts.cartSlug, cartSlug)).limit(1);
  return row;
}

export async function cartLineOfVariant(
  db: Executor,
  userId: string,
  variantId: number,
): Promise<CartLineRecord | undefined> {
  const [row] = await selectCartLines(db)
    .where(and(eq(carts.userId, userId), eq(carts.variantId, variantId)))
    .limit(1);
  return row;
}

/** Every line of one product in a user's cart (one per variant), oldest first. */
export function cartLinesOfProduct(
  db: Executor,
  userId: string,
  productId: number,
): Promise<CartLineRecord[]> {
  return selectCartLines(db)
    .where(and(eq(carts.userId, userId), eq(carts.productId, productId)))
    .orderBy(asc(carts.createdAt), asc(carts.id));
}

/** A variant of a product, as the writers below name it. */
interface LineVariant {
  productId: number;
  variantId: number;
}

/**
 * Adds `quantity` units of a variant: a new line, or the existing line raised by `quantity`, only while the
 * result stays within the variant's stock. Nothing is written (undefined) when it would not.
 */
export async function addUnits(
  db: Executor,
  userId: string,
  { productId, variantId }: LineVariant,
  quantity: number,
): Promise<{ cartSlug: string; quantity: number; inserted: boolean } | undefined> {
  const result = await db.execute<{ cart_slug: string; quantity: number; inserted: boolean }>(sql`
    insert into ${carts} (user_id, product_id, variant_id, quantity)
    select ${userId}, v.product_id, v.id, ${quantity}::int from ${productVariants} v
      where v.id = ${variantId} and v.product_id = ${productId} and v.stock >= ${quantity}::int
    on conflict (user_id, variant_id) do update
      set quantity = ${carts}.quantity + excluded.quantity, updated_at = now()
      where ${carts}.quantity + excluded.quantity <= (select v2.stock from ${productVariants} v2 where v2.id = excluded.variant_id)
    returning cart_slug, quantity, (xmax = 0) as inserted`);
  const row = result.rows[0];
  return row
    ? { cartSlug: row.cart_slug, quantity: Number(row.quantity), inserted: Boolean(row.inserted) }
    : undefined;
}

/** Sets a line's quantity when its variant's stock allows it; false (nothing written) when it does not. */
export async function setLineQuantity(db: Executor, cartId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ quantity })
    .where(
      and(
        eq(carts.id, cartId),
        sql`${quantity}::int <= (select v.stock from ${productVariants} v where v.id = ${carts.variantId})`,
      ),
    )
    .returning({ id: carts.id });
  return rows.length > 0;
}

/**
 * Merge of a visitor's line: the quantities add up, capped by the variant's stock (`stock` as the caller read
 * it; a concurrent change of the line is still capped by the live stock).
 */
export async function mergeUnits(
  db: Executor,
  userId: string,
  { productId, variantId }: LineVariant,
  target: number,
  added: number,
): Promise<number | undefined> {
  const result = await db.execute<{ quantity: number }>(sql`
    insert into ${carts} (user_id, product_id, variant_id, quantity)
    values (${userId}, ${productId}, ${variantId}, ${target}::int)
    on conflict (user_id, variant_id) do update
      set quantity = least(
        ${carts}.quantity + ${added}::int,
        (select v.stock from ${productVariants} v where v.id = excluded.variant_id)
      ),
      updated_at = now()
      where (select v.stock from ${productVariants} v where v.id = excluded.variant_id) > 0
    returning quantity`);
  const row = result.rows[0];
  return row ? Number(row.quantity) : undefined;
}

export async function deleteLine(db: Executor, cartId: number): Promise<boolean> {
  const rows = await db.delete(carts).where(eq(carts.id, cartId)).returning({ id: carts.id });
  return rows.length > 0;
}

export async function deleteLinesOfUser(db: Executor, userId: string): Promise<number> {
  const rows = await db.delete(carts).where(eq(carts.userId, userId)).returning({ id: carts.id });
  return rows.length;
}
