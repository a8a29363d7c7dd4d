/**
 * The smaller admin areas: overview figures, users, marketplace settings, reported items, newsletter
 * subscribers (with the CSV export) and contact messages.
 */
import { toDollars } from '@shop/shared/money';
import { type DateRange, fillDays, sumBuckets } from '@shop/shared/sales-range';
import type { Database } from '../../db/client.ts';
import type { ContactMessageStatus, RecordStatus, ReportStatus } from '../../db/schema/statuses.ts';
import { windowOf } from '../../kernel/date-range.ts';
import { ConflictError, NotFoundError } from '../../kernel/http-errors.ts';
import {
  dailyFigures,
  type MarketplaceFigures,
  marketplaceRevenue,
  topProducts,
  topShops,
} from '../ledger/ledger.service.ts';
import { readSettings, updateSettings } from '../seller-dashboard/seller-dashboard.service.ts';
import { csvLine } from './admin.csv.ts';
import {
  type AdminUserRecord,
  type ContactMessageRecord,
  deactivateProductById,
  listContactMessages,
  listReports,
  listSubscribers,
  listUsers,
  lockUsers,
  newCustomersBetween,
  overviewFigures,
  type ReportRecord,
  reportBySlug,
  type SubscriberRecord,
  setContactMessageStatus,
  setReportStatus,
  setUserStatus,
  setUsersStatus,
  subscriberBatch,
  userBySlug,
} from './admin.repository.ts';

export {
  CONTACT_SORT_COLUMNS,
  REPORT_SORT_COLUMNS,
  SUBSCRIBER_SORT_COLUMNS,
  USER_SORT_COLUMNS,
} from './admin.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const REVENUE_MONTHS = 12;
const REVENUE_SELLERS = 20;

/** How many products and shops the range's top lists name. */
const TOP_LIST = 10;
const DAILY_KEYS = ['salesCents', 'orders', 'commissionCents', 'netTakeCents'] as const;

/**
 * The marketplace over a range of UTC days (docs/money.md): one bucket per day, totals that are the sum
 * of the buckets, new customers, and the products and shops that sold most in it.
 */
async function rangeFigures(db: Database, range: DateRange) {
  const window = windowOf(range);
  const [rows, products, shops, newCustomers] = await Promise.all([
    dailyFigures(db, window),
    topProducts(db, window, { limit: TOP_LIST }),
    topShops(db, window, TOP_LIST),
    newCustomersBetween(db, window.start, window.end),
  ]);
  const daily = fillDays(
    rows.map((row) => ({ ...row, netTakeCents: row.commissionCents - row.marketplaceDiscountCents })),
    range,
    DAILY_KEYS,
  );
  return {
    range,
    daily,
    rangeTotals: { ...sumBuckets(daily, DAILY_KEYS), newCustomers },
    topProducts: products.map((product) => ({
      slug: product.slug,
      name: product.name,
      shop_name: product.shopName,
      units: product.units,
      salesCents: product.salesCents,
    })),
    topSellers: shops.map((shop) => ({
      shop_slug: shop.shopSlug,
      shop_name: shop.shopName,
      salesCents: shop.salesCents,
      orders: shop.orders,
      commissionCents: shop.commissionCents,
      netTakeCents: shop.commissionCents - shop.marketplaceDiscountCents,
    })),
  };
}

export async function overview(db: Database, range: DateRange, now = new Date()) {
  const [figures, revenue, inRange] = await Promise.all([
    overviewFigures(db, new Date(now.getTime() - 30 * DAY_MS)),
    marketplaceRevenue(db, { months: REVENUE_MONTHS, sellers: REVENUE_SELLERS }),
    rangeFigures(db, range),
  ]);
  const dollars = (row: MarketplaceFigures) => ({
    commission: toDollars(row.commission),
    marketplaceDiscounts: toDollars(row.marketplaceDiscounts),
    netTake: toDollars(row.netTake),
  });
  const ordersByStatus = { pending: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 };
  for (const row of figures.ordersByStatus) ordersByStatus[row.status] = Number(row.count);
  return {
    sales: {
      total: toDollars(figures.salesTotalCents),
      delivered: toDollars(figures.salesDeliveredCents),
      last30Days: toDollars(figures.salesRecentCents),
    },
    ordersByStatus,
    newCustomers30Days: figures.newCustomers,
    pendingApplications: figures.pendingApplications,
    pendingProducts: figures.pendingProducts,
    openReports: figures.openReports,
    marketplaceRevenue: {
      totals: dollars(revenue.totals),
      byMonth: revenue.months.map((month) => ({ month: month.month, ...dollars(month) })),
      bySeller: revenue.sellers.map((shop) => ({
        shop_slug: shop.shopSlug,
        shop_name: shop.shopName,
        ...dollars(shop),
      })),
    },
    ...inRange,
    generatedAt: now.toISOString(),
  };
}

// --- Users -----------------------------------------------------------------------------------------

function toAdminUser(record: AdminUserRecord) {
  return {
    slug: record.slug,
    fullName: record.fullName || record.name,
    displayName: record.displayName,
    email: record.email,
    phone: record.phone,
    avatar: record.avatar,
    role: record.role,
    status: record.status,
    emailVerified: record.emailVerified,
    shop_slug: record.shopSlug,
    createdAt: record.createdAt.toISOString(),
  };
}

export async function usersForAdmin(db: Database, query: Parameters<typeof listUsers>[1]) {
  const { items, count } = await listUsers(db, query);
  return { items: items.map(toAdminUser), count };
}

export async function userForAdmin(db: Database, slug: string) {
  const record = await userBySlug(db, slug);
  if (!record) throw new NotFoundError(`User ${slug} not found`, 'user_not_found');
  return toAdminUser(record);
}

/**
 * Deactivation signs the user out everywhere: the status flips first (the session resolver already treats
 * an inactive account as signed out, on every instance, from the next request), then every session row is
 * deleted through better-auth (its Redis copies too). A deactivated seller's shop and products disappear
 * from the storefront, since visibility requires an active owner.
 */
export async function changeUserStatus(
  deps: { db: Database; endSessions: (userId: string) => Promise<void> },
  admin: { id: string },
  slug: string,
  status: RecordStatus,
) {
  const record = await userBySlug(deps.db, slug);
  if (!record) throw new NotFoundError(`User ${slug} not found`, 'user_not_found');
  if (record.id === admin.id && status === 'inactive') {
    throw new ConflictError('You cannot deactivate your own account', 'cannot_deactivate_self');
  }
  await setUserStatus(deps.db, record.id, status);
  if (status === 'inactive') await deps.endSessions(record.id);
  return userForAdmin(deps.db, slug);
}

/**
 * The users table's bulk action: every user changes in one transaction or none does (404 naming unknown
 * slugs, 409 when the admin is among those being deactivated); sessions end after the commit, as for one.
 */
export async function changeUsersStatus(
  deps: { db: Database; endSessions: (userId: string) => Promise<void> },
  admin: { id: string },
  slugs: string[],
  status: RecordStatus,
): Promise<number> {
  const unique = [...new Set(slugs)];
  const ids = await deps.db.transaction(async (tx) => {
    const found = await lockUsers(tx, unique);
    const known = new Set(found.map((row) => row.slug));
    const missing = unique.filter((slug) => !known.has(slug));
    if (missing.length > 0) {
      throw new NotFoundError(`Users not found: ${missing.slice(0, 5).join(', ')}`, 'user_not_found');
    }
    if (status === 'inactive' && found.some((row) => row.id === admin.id)) {
      throw new ConflictError('You cannot deactivate your own account', 'cannot_deactivate_self');
    }
    const chosen = found.map((row) => row.id);
    await setUsersStatus(tx, chosen, status);
    return chosen;
  });
  if (status === 'inactive') for (const id of ids) await deps.endSessions(id);
  return ids.length;
}

// --- Settings --------------------------------------------------------------------------------------

function toSettings(row: Awaited<ReturnType<typeof readSettings>>) {
  return {
    commissionRateBps: row.commissionRateBps,
    autoApproveProducts: row.autoApproveProducts,
    premoderateReviews: row.premoderateReviews,
    premoderateComments: row.premoderateComments,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function settings(db: Database) {
  return toSettings(await readSettings(db));
}

export async function changeSettings(
  db: Database,
  changes: {
    commissionRateBps?: number | undefined;
    autoApproveProducts?: boolean | undefined;
    premoderateReviews?: boolean | undefined;
    premoderateComments?: boolean | undefined;
  },
) {
  // Only the settings the body names change; `undefined` keys are dropped, not written.
  const named = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return toSettings(await updateSettings(db, named));
}

// --- Reported items --------------------------------------------------------------------------------

function toAdminReport(record: ReportRecord) {
  return {
    slug: record.slug,
    product_slug: record.productSlug,
    user_slug: record.userSlug,
    title: record.title,
    note: record.note,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    productName: record.productName,
    reporter: { slug: record.userSlug, name: record.userName },
    product_status: record.productStatus,
  };
}

export async function reportsForAdmin(db: Database, query: Parameters<typeof listReports>[1]) {
  const { items, count } = await listReports(db, query);
  return { items: items.map(toAdminReport), count };
}

/** Resolves (or dismisses, or reopens) a report; resolving may hide the product in the same transaction. */
export async function decideReport(
  db: Database,
  slug: string,
  decision: { status: ReportStatus; deactivateProduct?: boolean },
) {
  const record = await reportBySlug(db, slug);
  if (!record) throw new NotFoundError(`Report ${slug} not found`, 'report_not_found');
  await db.transaction(async (tx) => {
    await setReportStatus(tx, record.id, decision.status);
    if (decision.deactivateProduct) await deactivateProductById(tx, record.productId);
  });
  const updated = await reportBySlug(db, slug);
  if (!updated) throw new NotFoundError(`Report ${slug} not found`, 'report_not_found');
  return toAdminReport(updated);
}

// --- Subscribers -----------------------------------------------------------------------------------

function toAdminSubscriber(record: SubscriberRecord) {
  return {
    slug: record.slug,
    email: record.email,
    user_slug: record.userSlug,
    status: record.status,
    state: record.state,
    createdAt: record.createdAt.toISOString(),
  };
}

export async function subscribersForAdmin(db: Database, query: Parameters<typeof listSubscribers>[1]) {
  const { items, count } = await listSubscribers(db, query);
  return { items: items.map(toAdminSubscriber), count };
}

export const SUBSCRIBERS_CSV_HEADER = ['email', 'status', 'user_slug', 'subscribed_at', 'state'];
const CSV_BATCH = 1000;

/** Every subscriber as CSV lines, header first, read in keyset batches so memory stays flat. */
export async function* subscribersCsv(db: Database, query: { search?: string; status?: RecordStatus }) {
  yield csvLine(SUBSCRIBERS_CSV_HEADER);
  let afterId = 0;
  for (;;) {
    const batch = await subscriberBatch(db, { ...query, afterId, limit: CSV_BATCH });
    if (batch.length === 0) return;
    yield batch
      .map((row) => csvLine([row.email, row.status, row.userSlug, row.createdAt, row.state]))
      .join('');
    afterId = batch[batch.length - 1]!.id;
    if (batch.length < CSV_BATCH) return;
  }
}

// --- Contact messages ------------------------------------------------------------------------------

function toAdminContactMessage(record: ContactMessageRecord) {
  return {
    slug: record.slug,
    name: record.name,
    email: record.email,
    phone: record.phone,
    subject: record.subject,
    message: record.message,
    status: record.status,
    user_slug: record.userSlug,
    createdAt: record.createdAt.toISOString(),
  };
}

export async function contactMessagesForAdmin(
  db: Database,
  query: Parameters<typeof listContactMessages>[1],
) {
  const { items, count } = await listContactMessages(db, query);
  return { items: items.map(toAdminContactMessage), count };
}

export async function changeContactMessage(db: Database, slug: string, status: ContactMessageStatus) {
  const record = await setContactMessageStatus(db, slug, status);
  if (!record) throw new NotFoundError(`Contact message ${slug} not found`, 'contact_message_not_found');
  return toAdminContactMessage(record);
}
