import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { sellerApplications, sellers, users } from '../../db/schema/index.ts';
import type { SellerApplicationStatus } from '../../db/schema/statuses.ts';
import { likePattern } from '../../kernel/table-search.ts';
import { orderByFor, type TableSort } from '../../kernel/table-sort.ts';

export type ApplicationRow = typeof sellerApplications.$inferSelect;

const applicationFields = {
  application: sellerApplications,
  applicantSlug: users.slug,
  applicantName: users.fullName,
  applicantEmail: users.email,
};

function selectApplications(db: Executor) {
  return db
    .select(applicationFields)
    .from(sellerApplications)
    .innerJoin(users, eq(users.id, sellerApplications.userId))
    .$dynamic();
}

export type ApplicationRecord = Awaited<ReturnType<typeof selectApplications>>[number];

export async function applicationBySlug(db: Executor, slug: string): Promise<ApplicationRecord | undefined> {
  const [row] = await selectApplications(db).where(eq(sellerApplications.slug, slug)).limit(1);
  return row;
}

/** The user's newest application, whatever its status. */
export async function latestApplicationOf(
  db: Executor,
  userId: string,
): Promise<ApplicationRecord | undefined> {
  const [row] = await selectApplications(db)
    .where(eq(sellerApplications.userId, userId))
    .orderBy(desc(sellerApplications.createdAt), desc(sellerApplications.id))
    .limit(1);
  return row;
}

/** Locks the application row for a decision, so two admins cannot decide it twice. */
export async function lockApplication(tx: Transaction, slug: string): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(sellerApplications)
    .where(eq(sellerApplications.slug, slug))
    .for('update')
    .limit(1);
  return row;
}

export async function hasPendingApplication(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sellerApplications.id })
    .from(sellerApplications)
    .where(and(eq(sellerApplications.userId, userId), eq(sellerApplications.status, 'pending')))
    .limit(1);
  return Boolean(row);
}

export async function shopOfUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: sellers.id, shopSlug: sellers.shopSlug })
    .from(sellers)
    .where(eq(sellers.userId, userId))
    .limit(1);
  return row;
}

/** Whether a shop, or a pending application, already uses this name (ignoring case). */
export async function shopNameInUse(db: Executor, shopName: string): Promise<boolean> {
  const name = shopName.trim().toLowerCase();
  const { rows } = await db.execute<{ taken: boolean }>(sql`
    select exists (select 1 from ${sellers} where lower(${sellers.shopName}) = ${name})
        or exists (select 1 from ${sellerApplications}
                   where lower(${sellerApplications.shopName}) = ${name} and ${sellerApplications.status} = 'pending')
      as taken`);
  return Boolean(rows[0]?.taken);
}

/** Whether a shop, or a pending application, already uses this slug. */
export async function shopSlugInUse(db: Executor, shopSlug: string): Promise<boolean> {
  const { rows } = await db.execute<{ taken: boolean }>(sql`
    select exists (select 1 from ${sellers} where ${sellers.shopSlug} = ${shopSlug})
        or exists (select 1 from ${sellerApplications}
                   where ${sellerApplications.shopSlug} = ${shopSlug} and ${sellerApplications.status} = 'pending')
      as taken`);
  return Boolean(rows[0]?.taken);
}

export async function shopSlugTakenByShop(db: Executor, shopSlug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.shopSlug, shopSlug))
    .limit(1);
  return Boolean(row);
}

/** Serialises applications for the same shop name (transaction-scoped advisory lock). */
export async function lockShopName(tx: Transaction, shopName: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`shop-name:${shopName.trim().toLowerCase()}`}))`,
  );
}

export async function insertApplication(
  tx: Executor,
  values: typeof sellerApplications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await tx.insert(sellerApplications).values(values).returning();
  if (!row) throw new Error('insert into seller_applications returned no row');
  return row;
}

export async function decideApplication(
  tx: Transaction,
  id: number,
  decision: { status: Exclude<SellerApplicationStatus, 'pending'>; reason: string | null; decidedBy: string },
): Promise<void> {
  await tx
    .update(sellerApplications)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(sellerApplications.id, id));
}

/**
 * The shop of an approved application. Its contact address is used only if the applicant proved it
 * (`contactProven`); otherwise it waits as the pending contact and order mail goes to the account e-mail.
 */
export async function insertSellerFromApplication(
  tx: Transaction,
  application: ApplicationRow,
  shopSlug: string,
  contactProven: boolean,
) {
  const [row] = await tx
    .insert(sellers)
    .values({
      userId: application.userId,
      shopName: application.shopName,
      shopSlug,
      shopAddress: application.shopAddress,
      shopLogo: application.shopLogo,
      shopCover: application.shopCover,
      description: application.description,
      contactEmail: contactProven ? application.email : null,
      pendingContactEmail: contactProven ? null : application.email,
      contactPhone: application.phone,
      status: 'active',
    })
    .returning({ id: sellers.id, shopSlug: sellers.shopSlug });
  if (!row) throw new Error('insert into sellers returned no row');
  return row;
}

/** Buyers become sellers; an admin who opens a shop stays an admin (admins pass every role check). */
export async function promoteToSeller(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ role: 'seller' })
    .where(and(eq(users.id, userId), eq(users.role, 'buyer')));
}

export const APPLICATION_SORT_COLUMNS = ['shop', 'email', 'applied'] as const;
const applicationSortColumns = {
  shop: sellerApplications.shopName,
  email: sellerApplications.email,
  applied: sellerApplications.createdAt,
} as const;

export interface ApplicationListQuery {
  status?: SellerApplicationStatus;
  search?: string;
  sort?: TableSort<(typeof APPLICATION_SORT_COLUMNS)[number]>;
  offset: number;
  limit: number;
}

function listConditions(query: ApplicationListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(sellerApplications.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(sellerApplications.shopName, pattern),
        ilike(sellerApplications.email, pattern),
        ilike(users.fullName, pattern),
        ilike(users.email, pattern),
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Oldest first: the review queue is worked from the front. */
export async function listApplications(db: Executor, query: ApplicationListQuery) {
  const where = listConditions(query);
  const [items, [total]] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(
        ...orderByFor(query.sort, applicationSortColumns, [
          sql`${sellerApplications.createdAt}`,
          sql`${sellerApplications.id}`,
        ]),
      )
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ count: count() })
      .from(sellerApplications)
      .innerJoin(users, eq(users.id, sellerApplications.userId))
      .where(where),
  ]);
  return { items, count: total?.count ?? 0 };
}
