import { asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { orderLines, orders, users } from '../../db/schema/index.ts';
import type { OrderStatus } from '../../db/schema/statuses.ts';
import { likePattern } from '../../kernel/table-search.ts';
import { type Page, whereAll } from './admin.repository.ts';

const summaryFields = {
  id: orders.id,
  slug: orders.slug,
  userSlug: users.slug,
  // A guest's order (decision 0019) has no user: its delivery name and the guest's e-mail.
  buyerName: sql<string>`coalesce(${users.fullName}, ${orders.shippingName})`,
  buyerEmail: sql<string>`coalesce(${users.email}, ${orders.guestEmail})`,
  units: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderLines} l where l.order_id = ${orders}.id)`,
  totalCents: orders.totalCents,
  orderStatus: orders.orderStatus,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  createdAt: orders.createdAt,
};

export type OrderSummaryRecord = {
  id: number;
  slug: string;
  userSlug: string | null;
  buyerName: string;
  buyerEmail: string;
  units: number;
  totalCents: number;
  orderStatus: OrderStatus;
  paymentMethod: 'cod' | 'card';
  paymentStatus: 'pending' | 'success';
  createdAt: Date;
};

export const ORDER_SORT_COLUMNS = ['created', 'total', 'buyer'] as const;
export type OrderSort = { by: (typeof ORDER_SORT_COLUMNS)[number]; order: 'asc' | 'desc' };

const orderSortColumns = {
  created: orders.createdAt,
  total: orders.totalCents,
  buyer: users.fullName,
} as const;

/** Newest first unless `sort` names a column; `search` matches the order slug exactly or the buyer's name or e-mail. */
export async function listOrderSummaries(
  db: Executor,
  query: { status?: OrderStatus; search?: string; sort?: OrderSort } & Page,
): Promise<{ items: OrderSummaryRecord[]; count: number }> {
  const sorted = query.sort
    ? [(query.sort.order === 'asc' ? asc : desc)(orderSortColumns[query.sort.by])]
    : [];
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = whereAll([
    query.status ? eq(orders.orderStatus, query.status) : undefined,
    pattern
      ? or(
          eq(orders.slug, query.search ?? ''),
          ilike(users.email, pattern),
          ilike(users.fullName, pattern),
          ilike(orders.guestEmail, pattern),
        )
      : undefined,
  ]);
  const items = await db
    .select(summaryFields)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(...sorted, desc(orders.createdAt), desc(orders.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ count: count() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where);
  return { items, count: total?.count ?? 0 };
}

export async function lockOrderBySlug(tx: Transaction, slug: string) {
  const [row] = await tx
    .select({ id: orders.id, orderStatus: orders.orderStatus, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.slug, slug))
    .for('update');
  return row;
}

export async function setOrderStatus(
  tx: Transaction,
  orderId: number,
  changes: { orderStatus: OrderStatus; paymentStatus?: 'success' },
) {
  await tx.update(orders).set(changes).where(eq(orders.id, orderId));
}

/** Moves the order's lines that are still behind `status` (and not cancelled) up to it. */
export async function advanceLines(
  tx: Transaction,
  orderId: number,
  behind: OrderStatus[],
  status: OrderStatus,
) {
  if (behind.length === 0) return;
  await tx
    .update(orderLines)
    .set({ lineStatus: status })
    .where(whereAll([eq(orderLines.orderId, orderId), inArray(orderLines.lineStatus, behind)]));
}
