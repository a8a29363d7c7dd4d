/** SQL of the smaller admin areas: overview figures, users, reports, subscribers, contact messages. */
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  contactMessages,
  orders,
  products,
  reportedItems,
  sellerApplications,
  sellers,
  subscribers,
  users,
} from '../../db/schema/index.ts';
import type {
  ContactMessageStatus,
  OrderStatus,
  RecordStatus,
  ReportStatus,
  SubscriberState,
  UserRole,
} from '../../db/schema/statuses.ts';
import { likePattern } from '../../kernel/table-search.ts';
import { orderByFor, type TableSort } from '../../kernel/table-sort.ts';

export interface Page {
  offset: number;
  limit: number;
}

export function whereAll(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

// --- Overview --------------------------------------------------------------------------------------

export async function overviewFigures(db: Executor, since: Date) {
  const { rows } = await db.execute<Record<string, string | number | null>>(sql`
    select
      (select coalesce(sum(${orders.totalCents}), 0) from ${orders} where ${orders.orderStatus} <> 'cancelled') as sales_total,
      (select coalesce(sum(${orders.totalCents}), 0) from ${orders} where ${orders.orderStatus} = 'delivered') as sales_delivered,
      (select coalesce(sum(${orders.totalCents}), 0) from ${orders}
        where ${orders.orderStatus} <> 'cancelled' and ${orders.createdAt} >= ${since}) as sales_recent,
      (select count(*) from ${users} where ${users.role} = 'buyer' and ${users.createdAt} >= ${since}) as new_customers,
      (select count(*) from ${sellerApplications} where ${sellerApplications.status} = 'pending') as pending_applications,
      (select count(*) from ${products} where ${products.approvalStatus} = 'pending') as pending_products,
      (select count(*) from ${reportedItems} where ${reportedItems.status} = 'open') as open_reports`);
  const byStatus = await db
    .select({ status: orders.orderStatus, count: count() })
    .from(orders)
    .groupBy(orders.orderStatus);
  const row = rows[0] ?? {};
  const number = (key: string) => Number(row[key] ?? 0);
  return {
    salesTotalCents: number('sales_total'),
    salesDeliveredCents: number('sales_delivered'),
    salesRecentCents: number('sales_recent'),
    newCustomers: number('new_customers'),
    pendingApplications: number('pending_applications'),
    pendingProducts: number('pending_products'),
    openReports: number('open_reports'),
    ordersByStatus: byStatus as { status: OrderStatus; count: number }[],
  };
}

/** Customers who signed up in `[start, end)`. */
export async function newCustomersBetween(db: Executor, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(users)
    .where(and(eq(users.role, 'buyer'), gte(users.createdAt, start), lt(users.createdAt, end)));
  return row?.count ?? 0;
}

// --- Users -----------------------------------------------------------------------------------------

const userFields = {
  id: users.id,
  slug: users.slug,
  fullName: users.fullName,
  name: users.name,
  displayName: users.displayName,
  email: users.email,
  phone: users.phone,
  avatar: users.image,
  role: users.role,
  status: users.status,
  emailVerified: users.emailVerified,
  shopSlug: sellers.shopSlug,
  createdAt: users.createdAt,
};

function selectUsers(db: Executor) {
  return db.select(userFields).from(users).leftJoin(sellers, eq(sellers.userId, users.id)).$dynamic();
}

export type AdminUserRecord = Awaited<ReturnType<typeof selectUsers>>[number];

export const USER_SORT_COLUMNS = ['name', 'email', 'role', 'joined'] as const;
const userSortColumns = {
  name: users.fullName,
  email: users.email,
  role: users.role,
  joined: users.createdAt,
} as const;

export async function listUsers(
  db: Executor,
  query: {
    search?: string;
    role?: UserRole;
    status?: RecordStatus;
    sort?: TableSort<(typeof USER_SORT_COLUMNS)[number]>;
  } & Page,
) {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = whereAll([
    pattern
      ? or(ilike(users.fullName, pattern), ilike(users.email, pattern), eq(users.slug, query.search ?? ''))
      : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
  ]);
  const items = await selectUsers(db)
    .where(where)
    .orderBy(...orderByFor(query.sort, userSortColumns, [desc(users.createdAt), desc(users.id)]))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ count: count() }).from(users).where(where);
  return { items, count: total?.count ?? 0 };
}

export async function userBySlug(db: Executor, slug: string): Promise<AdminUserRecord | undefined> {
  const [row] = await selectUsers(db).where(eq(users.slug, slug)).limit(1);
  return row;
}

/** Ids of the users with these slugs, locked until the transaction ends. */
export async function lockUsers(db: Executor, slugs: string[]): Promise<{ id: string; slug: string }[]> {
  return db
    .select({ id: users.id, slug: users.slug })
    .from(users)
    .where(inArray(users.slug, slugs))
    .for('update');
}

export async function setUsersStatus(db: Executor, ids: string[], status: RecordStatus): Promise<void> {
  await db.update(users).set({ status }).where(inArray(users.id, ids));
}

export async function setUserStatus(db: Executor, id: string, status: RecordStatus): Promise<void> {
  await db.update(users).set({ status }).where(eq(users.id, id));
}

// --- Reported items --------------------------------------------------------------------------------

const reportFields = {
  id: reportedItems.id,
  slug: reportedItems.slug,
  productId: reportedItems.productId,
  productSlug: products.slug,
  productName: products.productName,
  productStatus: products.status,
  userSlug: users.slug,
  userName: users.fullName,
  title: reportedItems.title,
  note: reportedItems.note,
  status: reportedItems.status,
  createdAt: reportedItems.createdAt,
};

function selectReports(db: Executor) {
  return db
    .select(reportFields)
    .from(reportedItems)
    .innerJoin(products, eq(products.id, reportedItems.productId))
    .innerJoin(users, eq(users.id, reportedItems.userId))
    .$dynamic();
}

export type ReportRecord = Awaited<ReturnType<typeof selectReports>>[number];

export const REPORT_SORT_COLUMNS = ['reported', 'product', 'title', 'reporter', 'status'] as const;
const reportSortColumns = {
  reported: reportedItems.createdAt,
  product: products.productName,
  title: reportedItems.title,
  reporter: users.fullName,
  status: reportedItems.status,
} as const;

export async function listReports(
  db: Executor,
  query: {
    status?: ReportStatus;
    search?: string;
    sort?: TableSort<(typeof REPORT_SORT_COLUMNS)[number]>;
  } & Page,
) {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = whereAll([
    query.status ? eq(reportedItems.status, query.status) : undefined,
    pattern
      ? or(
          ilike(products.productName, pattern),
          ilike(reportedItems.title, pattern),
          ilike(users.fullName, pattern),
          eq(products.slug, query.search ?? ''),
        )
      : undefined,
  ]);
  const items = await selectReports(db)
    .where(where)
    .orderBy(
      ...orderByFor(query.sort, reportSortColumns, [desc(reportedItems.createdAt), desc(reportedItems.id)]),
    )
    .limit(query.limit)
    .offset(query.offset);
  // The search reaches into the product and the reporter, so the count joins them too.
  const [total] = await db
    .select({ count: count() })
    .from(reportedItems)
    .innerJoin(products, eq(products.id, reportedItems.productId))
    .innerJoin(users, eq(users.id, reportedItems.userId))
    .where(where);
  return { items, count: total?.count ?? 0 };
}

export async function reportBySlug(db: Executor, slug: string): Promise<ReportRecord | undefined> {
  const [row] = await selectReports(db).where(eq(reportedItems.slug, slug)).limit(1);
  return row;
}

export async function setReportStatus(db: Executor, id: number, status: ReportStatus): Promise<void> {
  await db.update(reportedItems).set({ status }).where(eq(reportedItems.id, id));
}

export async function deactivateProductById(db: Executor, id: number): Promise<void> {
  await db.update(products).set({ status: 'inactive' }).where(eq(products.id, id));
}

// --- Newsletter subscribers ------------------------------------------------------------------------

const subscriberFields = {
  id: subscribers.id,
  slug: subscribers.slug,
  email: subscribers.email,
  userSlug: users.slug,
  status: subscribers.status,
  state: subscribers.state,
  createdAt: subscribers.createdAt,
};

export type SubscriberRecord = {
  id: number;
  slug: string;
  email: string;
  userSlug: string | null;
  status: RecordStatus;
  state: SubscriberState;
  createdAt: Date;
};

function subscriberConditions(query: { search?: string; status?: RecordStatus }): SQL | undefined {
  return whereAll([
    query.search ? ilike(subscribers.email, likePattern(query.search)) : undefined,
    query.status ? eq(subscribers.status, query.status) : undefined,
  ]);
}

export const SUBSCRIBER_SORT_COLUMNS = ['email', 'subscribed'] as const;
const subscriberSortColumns = { email: subscribers.email, subscribed: subscribers.createdAt } as const;

export async function listSubscribers(
  db: Executor,
  query: {
    search?: string;
    status?: RecordStatus;
    sort?: TableSort<(typeof SUBSCRIBER_SORT_COLUMNS)[number]>;
  } & Page,
): Promise<{ items: SubscriberRecord[]; count: number }> {
  const where = subscriberConditions(query);
  const items = await db
    .select(subscriberFields)
    .from(subscribers)
    .leftJoin(users, eq(users.id, subscribers.userId))
    .where(where)
    .orderBy(
      ...orderByFor(query.sort, subscriberSortColumns, [desc(subscribers.createdAt), desc(subscribers.id)]),
    )
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ count: count() }).from(subscribers).where(where);
  return { items, count: total?.count ?? 0 };
}

/** Keyset batches for the CSV export: rows with id above `afterId`, oldest first. */
export async function subscriberBatch(
  db: Executor,
  query: { status?: RecordStatus; afterId: number; limit: number },
): Promise<SubscriberRecord[]> {
  return db
    .select(subscriberFields)
    .from(subscribers)
    .leftJoin(users, eq(users.id, subscribers.userId))
    .where(whereAll([subscriberConditions(query), gt(subscribers.id, query.afterId)]))
    .orderBy(asc(subscribers.id))
    .limit(query.limit);
}

// --- Contact messages ------------------------------------------------------------------------------

const contactFields = {
  id: contactMessages.id,
  slug: contactMessages.slug,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  userSlug: users.slug,
  createdAt: contactMessages.createdAt,
};

function selectContactMessages(db: Executor) {
  return db
    .select(contactFields)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.userId))
    .$dynamic();
}

export type ContactMessageRecord = Awaited<ReturnType<typeof selectContactMessages>>[number];

export const CONTACT_SORT_COLUMNS = ['name', 'subject', 'received'] as const;
const contactSortColumns = {
  name: contactMessages.name,
  subject: contactMessages.subject,
  received: contactMessages.createdAt,
} as const;

export async function listContactMessages(
  db: Executor,
  query: {
    status?: ContactMessageStatus;
    search?: string;
    sort?: TableSort<(typeof CONTACT_SORT_COLUMNS)[number]>;
  } & Page,
) {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = whereAll([
    query.status ? eq(contactMessages.status, query.status) : undefined,
    pattern
      ? or(
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.subject, pattern),
        )
      : undefined,
  ]);
  const items = await selectContactMessages(db)
    .where(where)
    .orderBy(
      ...orderByFor(query.sort, contactSortColumns, [
        desc(contactMessages.createdAt),
        desc(contactMessages.id),
      ]),
    )
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ count: count() }).from(contactMessages).where(where);
  return { items, count: total?.count ?? 0 };
}

export async function setContactMessageStatus(
  db: Executor,
  slug: string,
  status: ContactMessageStatus,
): Promise<ContactMessageRecord | undefined> {
  const updated = await db
    .update(contactMessages)
    .set({ status })
    .where(eq(contactMessages.slug, slug))
    .returning({ id: contactMessages.id });
  if (updated.length === 0) return undefined;
  const [row] = await selectContactMessages(db).where(eq(contactMessages.slug, slug)).limit(1);
  return row;
}
