/**
 * SQL of return requests and refunds. A request changes state with one guarded update (`where status =
 * 'requested'`), so two decisions racing for the same request cannot both restock and refund.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders, refunds, returnRequests, sellers, users } from '../../db/schema/index.ts';
import type { PaymentMethod, ReturnStatus } from '../../db/schema/statuses.ts';

/** The order a buyer names, with what a return needs to know of each of its lines. */
export async function orderWithLines(db: Executor, slug: string) {
  const [order] = await db
    .select({ id: orders.id, slug: orders.slug, userId: orders.userId, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.slug, slug))
    .limit(1);
  if (!order) return undefined;
  const lines = await db
    .select({
      id: orderLines.id,
      slug: orderLines.slug,
      sellerId: orderLines.sellerId,
      lineStatus: orderLines.lineStatus,
      deliveredAt: orderLines.deliveredAt,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  return { ...order, lines };
}

export async function shopIdOfUser(db: Executor, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, userId)).limit(1);
  return row?.id;
}

export async function insertReturnRequest(
  db: Executor,
  request: {
    orderId: number;
    orderLineId: number;
    sellerId: number;
    buyerUserId: string | null;
    reason: string;
    photoUrls: string[];
  },
): Promise<string | undefined> {
  const rows = await db
    .insert(returnRequests)
    .values(request)
    .onConflictDoNothing()
    .returning({ slug: returnRequests.slug });
  return rows[0]?.slug;
}

const returnFields = {
  id: returnRequests.id,
  slug: returnRequests.slug,
  orderId: returnRequests.orderId,
  orderSlug: orders.slug,
  orderLineId: returnRequests.orderLineId,
  lineSlug: orderLines.slug,
  variantId: orderLines.variantId,
  productSlug: orderLines.productSlug,
  productName: orderLines.productName,
  quantity: orderLines.quantity,
  sellerId: returnRequests.sellerId,
  shopName: sellers.shopName,
  /** Where the shop's mails go: its contact address, else its owner's. */
  sellerEmail: sql<string>`coalesce(${sellers.contactEmail}, ${users.email})`,
  buyerUserId: returnRequests.buyerUserId,
  paymentMethod: orders.paymentMethod,
  reason: returnRequests.reason,
  photoUrls: returnRequests.photoUrls,
  status: returnRequests.status,
  sellerNote: returnRequests.sellerNote,
  createdAt: returnRequests.createdAt,
  decidedAt: returnRequests.decidedAt,
  refundCents: refunds.amountCents,
  refundMethod: refunds.method,
  refundedAt: refunds.createdAt,
  refundProviderReference: refunds.providerReference,
};

function selectReturns(db: Executor) {
  return db
    .select(returnFields)
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(orderLines, eq(orderLines.id, returnRequests.orderLineId))
    .innerJoin(sellers, eq(sellers.id, returnRequests.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .leftJoin(refunds, eq(refunds.returnRequestId, returnRequests.id))
    .$dynamic();
}

export type ReturnRecord = Awaited<ReturnType<typeof selectReturns>>[number];

export async function returnBySlug(db: Executor, slug: string): Promise<ReturnRecord | undefined> {
  const [row] = await selectReturns(db).where(eq(returnRequests.slug, slug)).limit(1);
  return row;
}

export async function returnsOfOrder(db: Executor, orderId: number): Promise<ReturnRecord[]> {
  return selectReturns(db)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
}

export async function returnsOfShop(
  db: Executor,
  sellerId: number,
  query: { status?: ReturnStatus | undefined; offset: number; limit: number },
): Promise<{ items: ReturnRecord[]; count: number }> {
  const where = and(
    eq(returnRequests.sellerId, sellerId),
    query.status ? eq(returnRequests.status, query.status) : undefined,
  );
  const [items, [total]] = await Promise.all([
    selectReturns(db)
      .where(where)
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(returnRequests).where(where),
  ]);
  return { items, count: Number(total?.count ?? 0) };
}

/** Moves a request that is still open to its decision; false when someone decided it first. */
export async function decideReturn(
  db: Executor,
  returnId: number,
  decision: { status: 'accepted' | 'refused'; note: string | null; userId: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(returnRequests)
    .set({
      status: decision.status,
      sellerNote: decision.note,
      decidedAt: decision.at,
      decidedByUserId: decision.userId,
    })
    .where(and(eq(returnRequests.id, returnId), eq(returnRequests.status, 'requested')))
    .returning({ id: returnRequests.id });
  return rows.length > 0;
}

export async function insertRefund(
  db: Executor,
  refund: {
    orderId: number;
    returnRequestId: number;
    method: PaymentMethod;
    amountCents: number;
    providerReference: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(refunds).values(refund);
}

/** The provider's refund id, once the provider took the refund of an accepted return. */
export async function setRefundProviderReference(
  db: Executor,
  returnRequestId: number,
  providerReference: string,
): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ providerReference })
    .where(and(eq(refunds.returnRequestId, returnRequestId), sql`${refunds.providerReference} is null`))
    .returning({ id: refunds.id });
  return rows.length > 0;
}
