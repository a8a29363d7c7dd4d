/**
 * Invoice numbers: sequential per UTC calendar year, never reused. Issuing locks the order row first, so two
 * first downloads of the same invoice take turns and the second finds the first's number; the year's counter
 * moves with one upsert in the same transaction, so a rolled-back issue gives its number back (no gap).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoiceCounters, invoices, orders, sellers, users } from '../../db/schema/index.ts';

export interface IssuedInvoice {
  year: number;
  number: number;
  issuedAt: Date;
}

/** The order's id and the shop's id behind a seller's user slug (the slug orders show as `seller_slug`). */
export async function idsOf(db: Database, orderSlug: string, sellerSlug: string | null) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.slug, orderSlug)).limit(1);
  if (!order) return undefined;
  if (sellerSlug === null) return { orderId: order.id, sellerId: null };
  const [shop] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(users.slug, sellerSlug))
    .limit(1);
  return shop ? { orderId: order.id, sellerId: shop.id } : undefined;
}

/** The invoice of the order (sellerId null) or of one shop's part of it: the one issued before, or a new one. */
export async function issueInvoice(
  db: Database,
  orderId: number,
  sellerId: number | null,
  now: Date,
): Promise<IssuedInvoice> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${orders} where id = ${orderId} for update`);
    const sameInvoice = and(
      eq(invoices.orderId, orderId),
      sql`coalesce(${invoices.sellerId}, 0) = ${sellerId ?? 0}`,
    );
    const [issued] = await tx
      .select({ year: invoices.year, number: invoices.number, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(sameInvoice)
      .limit(1);
    if (issued) return issued;
    const year = now.getUTCFullYear();
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.year,
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    const [created] = await tx
      .insert(invoices)
      .values({ orderId, sellerId, year, number: counter!.lastNumber, issuedAt: now })
      .returning({ year: invoices.year, number: invoices.number, issuedAt: invoices.issuedAt });
    return created!;
  });
}
