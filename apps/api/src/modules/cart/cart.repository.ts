/**
 * SQL of the server-side cart. Stock limits are enforced inside the writing statement itself
 * (`… where quantity <= stock`), so two requests racing for the last units cannot both pass a check made
 * a moment earlier.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { brands, carts, categories, products, sellers, subCategories, users } from '../../db/schema/index.ts';
import { type Executor, productRecordFields } from '../products/products.repository.ts';

const cartLineFields = {
  ...productRecordFields,
  cartId: carts.id,
  cartSlug: carts.cartSlug,
  quantity: carts.quantity,
  cartUserId: carts.userId,
};

/** Cart lines with everything a CartItem (API.md §2) needs, in one query. */
function selectCartLines(db: Executor) {
  return db
    .select(cartLineFields)
    .from(carts)
    .innerJoin(products, eq(products.id, carts.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .$dynamic();
}

export type CartLineRecord = Awaited<ReturnType<typeof selectCartLines>>[number];

/** All lines of a user, oldest first (hidden products included; callers filter on `visible`). */
export function cartLinesOf(db: Executor, userId: string): Promise<CartLineRecord[]> {
  return selectCartLines(db).where(eq(carts.userId, userId)).orderBy(asc(carts.createdAt), asc(carts.id));
}

export async function cartLineBySlug(db: Executor, cartSlug: string): Promise<CartLineRecord | undefined> {
  const [row] = await selectCartLines(db).where(eq(carts.cartSlug, cartSlug)).limit(1);
  return row;
}

export async function cartLineOfProduct(
  db: Executor,
  userId: string,
  productId: number,
): Promise<CartLineRecord | undefined> {
  const [row] = await selectCartLines(db)
    .where(and(eq(carts.userId, userId), eq(carts.productId, productId)))
    .limit(1);
  return row;
}

/**
 * Adds `quantity` units: a new line, or the existing line raised by `quantity`, only while the result stays
 * within the product's stock. Nothing is written (undefined) when it would not.
 */
export async function addUnits(
  db: Executor,
  userId: string,
  productId: number,
  quantity: number,
): Promise<{ cartSlug: string; quantity: number; inserted: boolean } | undefined> {
  const result = await db.execute<{ cart_slug: string; quantity: number; inserted: boolean }>(sql`
    insert into ${carts} (user_id, product_id, quantity)
    select ${userId}, p.id, ${quantity}::int from ${products} p where p.id = ${productId} and p.stock >= ${quantity}::int
    on conflict (user_id, product_id) do update
      set quantity = ${carts}.quantity + excluded.quantity, updated_at = now()
      where ${carts}.quantity + excluded.quantity <= (select p2.stock from ${products} p2 where p2.id = excluded.product_id)
    returning cart_slug, quantity, (xmax = 0) as inserted`);
  const row = result.rows[0];
  return row
    ? { cartSlug: row.cart_slug, quantity: Number(row.quantity), inserted: Boolean(row.inserted) }
    : undefined;
}

/** Sets a line's quantity when the stock allows it; false (nothing written) when it does not. */
export async function setLineQuantity(db: Executor, cartId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ quantity })
    .where(
      and(
        eq(carts.id, cartId),
        sql`${quantity}::int <= (select p.stock from ${products} p where p.id = ${carts.productId})`,
      ),
    )
    .returning({ id: carts.id });
  return rows.length > 0;
}

/**
 * Merge of a visitor's line: the quantities add up, capped by the stock (`stock` as the caller read it;
 * a concurrent change of the line is still capped by the live stock).
 */
export async function mergeUnits(
  db: Executor,
  userId: string,
  productId: number,
  target: number,
  added: number,
): Promise<number | undefined> {
  const result = await db.execute<{ quantity: number }>(sql`
    insert into ${carts} (user_id, product_id, quantity)
    values (${userId}, ${productId}, ${target}::int)
    on conflict (user_id, product_id) do update
      set quantity = least(
        ${carts}.quantity + ${added}::int,
        (select p.stock from ${products} p where p.id = excluded.product_id)
      ),
      updated_at = now()
      where (select p.stock from ${products} p where p.id = excluded.product_id) > 0
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

export async function deleteLinesByIds(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.delete(carts).where(inArray(carts.id, ids)).returning({ id: carts.id });
  return rows.length;
}

/** Locks the user's cart lines until the transaction ends (an order in progress owns them). */
export async function lockCartOf(db: Executor, userId: string): Promise<void> {
  await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
}
