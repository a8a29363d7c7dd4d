/**
 * SQL of the marketplace ledger (docs/money.md). Entries are only ever inserted: by the checkout write
 * (`place_checkout_order`, migration 0007) for a new order, and here as reversals. Triggers refuse UPDATE and
 * DELETE. Statements are sums over entries, grouped per order and per UTC month of the entry.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries, orderLines, orders, sellers, users } from '../../db/schema/index.ts';
import { type RecordedEntry, refundCentsOf, reversalDrafts } from './ledger.rules.ts';

/**
 * Writes reversing entries for the order's cancelled lines, and for the shipping of each shop none of whose
 * lines remains (`ledger_reverse_cancelled`, migration 0007); an entry already reversed is left alone.
 * Run in the transaction that cancels the lines.
 */
export async function reverseCancelledLines(db: Executor, orderId: number): Promise<number> {
  const result = await db.execute<{ reversed: number }>(
    sql`select ledger_reverse_cancelled(${orderId}::int) as reversed`,
  );
  return Number(result.rows[0]?.reversed ?? 0);
}

/**
 * Writes the reversing entries of a returned line (ledger.rules.ts `reversalDrafts`; its shop's shipping
 * stays), dated `at`, and answers what they give back to the buyer in cents. The entries of the order are
 * read under a row lock of the line, in the caller's transaction; each entry can be reversed only once (a
 * unique key), so a second call finds nothing to undo and answers 0.
 */
export async function reverseReturnedLine(
  db: Executor,
  orderLineId: number,
  at: Date,
): Promise<{ refundCents: number; entries: number }> {
  await db.execute(sql`select 1 from ${orderLines} where id = ${orderLineId} for update`);
  const entries: RecordedEntry[] = await db
    .select({
      id: ledgerEntries.id,
      orderLineId: ledgerEntries.orderLineId,
      sellerId: ledgerEntries.sellerId,
      kind: ledgerEntries.kind,
      fundedBy: ledgerEntries.fundedBy,
      couponCode: ledgerEntries.couponCode,
      amountCents: ledgerEntries.amountCents,
      reversesEntryId: ledgerEntries.reversesEntryId,
    })
    .from(ledgerEntries)
    .where(
      sql`${ledgerEntries.orderLineId} = ${orderLineId} or ${ledgerEntries.reversesEntryId} in
        (select id from ${ledgerEntries} where ${ledgerEntries.orderLineId} = ${orderLineId})`,
    )
    .orderBy(ledgerEntries.id);
  const drafts = reversalDrafts(entries, { lineIds: new Set([orderLineId]), shippingOfSellers: new Set() });
  if (drafts.length === 0) return { refundCents: 0, entries: 0 };
  const [first] = await db
    .select({ orderId: orderLines.orderId })
    .from(orderLines)
    .where(sql`${orderLines.id} = ${orderLineId}`);
  if (!first) return { refundCents: 0, entries: 0 };
  await db
    .insert(ledgerEntries)
    .values(drafts.map((draft) => ({ ...draft, orderId: first.orderId, createdAt: at })));
  return { refundCents: refundCentsOf(drafts), entries: drafts.length };
}

/**
 * What an invoice bills, from the order's original entries (reversals left out: a cancelled line is left off
 * the invoice, a return is refunded separately): per line, the sale and every discount on it; per shop, the
 * shipping it charged, unless a cancellation reversed it. Keyed by the line and seller slugs the API shows.
 */
export async function invoiceFiguresOfOrder(db: Executor, orderSlug: string) {
  const result = await db.execute<{
    line_slug: string | null;
    seller_slug: string;
    kind: string;
    amount: string | number;
  }>(sql`
    select ol.slug as line_slug, u.slug as seller_slug, e.kind, sum(e.amount_cents) as amount
      from ${ledgerEntries} e
      join ${orders} o on o.id = e.order_id
      join ${sellers} s on s.id = e.seller_id
      join ${users} u on u.id = s.user_id
      left join ${orderLines} ol on ol.id = e.order_line_id
     where o.slug = ${orderSlug} and e.reverses_entry_id is null
       and (e.kind <> 'shipping' or not exists (select 1 from ${ledgerEntries} r where r.reverses_entry_id = e.id))
     group by ol.slug, u.slug, e.kind`);
  const lines = new Map<string, { saleCents: number; discountCents: number }>();
  const shipping = new Map<string, number>();
  for (const row of result.rows) {
    const amount = Number(row.amount);
    if (row.kind === 'shipping') {
      shipping.set(row.seller_slug, (shipping.get(row.seller_slug) ?? 0) + amount);
    } else if (row.line_slug && (row.kind === 'sale' || row.kind === 'discount')) {
      const line = lines.get(row.line_slug) ?? { saleCents: 0, discountCents: 0 };
      if (row.kind === 'sale') line.saleCents += amount;
      else line.discountCents += amount;
      lines.set(row.line_slug, line);
    }
  }
  return { lines, shipping };
}

/** Records the orders written without ledger entries (the demo seed inserts orders directly). */
export async function recordUnrecordedOrders(db: Executor): Promise<number> {
  const result = await db.execute<{ recorded: number }>(
    sql`select ledger_record_unrecorded_orders() as recorded`,
  );
  return Number(result.rows[0]?.recorded ?? 0);
}

// --- Statements --------------------------------------------------------------------------------------------

/**
 * Every entry with what it means for its shop (`net`: + sale, − discount the shop funds, − commission,
 * + shipping; 0 for a discount the marketplace funds) and whether it is payable: a line's entries once the
 * line is delivered; a shop's shipping once all its lines of the order that were not cancelled are delivered.
 * Everything else is pending. A cancelled line's entries and their reversals sum to zero either way.
 */
function statementEntries(where: SQL) {
  return sql`
    select e.*, o.slug as order_slug, o.created_at as order_date,
           to_char(date_trunc('month', e.created_at at time zone 'UTC'), 'YYYY-MM') as month,
           case e.kind when 'sale' then e.amount_cents
                       when 'shipping' then e.amount_cents
                       when 'commission' then -e.amount_cents
                       else case e.funded_by when 'seller' then -e.amount_cents else 0 end end as net,
           case when e.order_line_id is not null then ol.line_status = 'delivered'
                else not exists (select 1 from ${orderLines} x where x.order_id = e.order_id
                                    and x.seller_id = e.seller_id and x.line_status not in ('delivered', 'cancelled'))
                     and exists (select 1 from ${orderLines} x where x.order_id = e.order_id
                                    and x.seller_id = e.seller_id and x.line_status = 'delivered') end as payable
      from ${ledgerEntries} e
      join ${orders} o on o.id = e.order_id
      left join ${orderLines} ol on ol.id = e.order_line_id
     where ${where}`;
}

/** The sums of a statement row; `sum(...)` of integers is bigint/numeric, read as text by the drivers. */
const statementSums = sql`
  coalesce(sum(amount_cents) filter (where kind = 'sale'), 0) as gross,
  coalesce(sum(amount_cents) filter (where kind = 'discount' and funded_by = 'seller'), 0) as seller_discounts,
  coalesce(sum(amount_cents) filter (where kind = 'discount' and funded_by = 'marketplace'), 0) as marketplace_discounts,
  coalesce(sum(amount_cents) filter (where kind = 'commission'), 0) as commission,
  coalesce(sum(amount_cents) filter (where kind = 'shipping'), 0) as shipping,
  coalesce(sum(net), 0) as net,
  coalesce(sum(net) filter (where not payable), 0) as pending,
  coalesce(sum(net) filter (where payable), 0) as payable`;

type StatementSumsRow = {
  gross: string | number;
  seller_discounts: string | number;
  marketplace_discounts: string | number;
  commission: string | number;
  shipping: string | number;
  net: string | number;
  pending: string | number;
  payable: string | number;
};

export interface StatementFigures {
  gross: number;
  sellerDiscounts: number;
  marketplaceDiscounts: number;
  commission: number;
  shipping: number;
  net: number;
  pending: number;
  payable: number;
}

function figuresOf(row: StatementSumsRow | undefined): StatementFigures {
  return {
    gross: Number(row?.gross ?? 0),
    sellerDiscounts: Number(row?.seller_discounts ?? 0),
    marketplaceDiscounts: Number(row?.marketplace_discounts ?? 0),
    commission: Number(row?.commission ?? 0),
    shipping: Number(row?.shipping ?? 0),
    net: Number(row?.net ?? 0),
    pending: Number(row?.pending ?? 0),
    payable: Number(row?.payable ?? 0),
  };
}

export interface SellerStatementRows {
  totals: StatementFigures & { orders: number; units: number };
  months: (StatementFigures & { month: string; orders: number })[];
  orders: (StatementFigures & {
    orderSlug: string;
    orderDate: Date;
    deliveredAt: Date | null;
    units: number;
  })[];
  orderCount: number;
}

/**
 * One shop's statement from its ledger entries: in total, per UTC month in which the entries were written
 * (a cancellation in a later month shows there, the month it happened, and leaves the earlier month as it
 * was), and per order (newest first). `units`: units of the order's lines that were not cancelled.
 */
export async function sellerStatement(
  db: Executor,
  sellerId: number,
  options: { months: number; offset: number; limit: number },
): Promise<SellerStatementRows> {
  const entries = statementEntries(sql`e.seller_id = ${sellerId}`);
  const units = sql`(select coalesce(sum(x.quantity), 0)::int from ${orderLines} x
    where x.order_id = per_order.order_id and x.seller_id = ${sellerId} and x.line_status <> 'cancelled')`;
  const deliveredAt = sql`(select max(x.updated_at) from ${orderLines} x
    where x.order_id = per_order.order_id and x.seller_id = ${sellerId} and x.line_status = 'delivered')`;
  const [totals, months, page] = await Promise.all([
    db.execute<StatementSumsRow & { orders: number }>(sql`
      select ${statementSums}, count(distinct order_id)::int as orders from (${entries}) entry`),
    db.execute<StatementSumsRow & { month: string; orders: number }>(sql`
      select month, ${statementSums}, count(distinct order_id)::int as orders
        from (${entries}) entry
       group by month
       order by month desc
       limit ${options.months}`),
    db.execute<
      StatementSumsRow & {
        order_slug: string;
        order_date: string | Date;
        units: number;
        delivered_at: string | Date | null;
      }
    >(sql`
      select per_order.*, ${units} as units, ${deliveredAt} as delivered_at
        from (select order_id, order_slug, order_date, ${statementSums}
                from (${entries}) entry
               group by order_id, order_slug, order_date) per_order
       order by per_order.order_date desc, per_order.order_id desc
       limit ${options.limit} offset ${options.offset}`),
  ]);
  const allUnits = await db.execute<{ units: number }>(sql`
    select coalesce(sum(quantity), 0)::int as units from ${orderLines}
     where seller_id = ${sellerId} and line_status <> 'cancelled'`);
  const total = totals.rows[0];
  return {
    totals: {
      ...figuresOf(total),
      orders: Number(total?.orders ?? 0),
      units: Number(allUnits.rows[0]?.units ?? 0),
    },
    months: months.rows.map((row) => ({ ...figuresOf(row), month: row.month, orders: Number(row.orders) })),
    orders: page.rows.map((row) => ({
      ...figuresOf(row),
      orderSlug: row.order_slug,
      orderDate: new Date(row.order_date),
      deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
      units: Number(row.units),
    })),
    orderCount: Number(total?.orders ?? 0),
  };
}

/** Every order of one shop for the CSV download, oldest first (a statement is read top to bottom). */
export async function sellerStatementOrders(db: Executor, sellerId: number) {
  const entries = statementEntries(sql`e.seller_id = ${sellerId}`);
  const result = await db.execute<
    StatementSumsRow & { order_slug: string; order_date: string | Date; month: string }
  >(sql`
    select order_slug, order_date, min(month) as month, ${statementSums}
      from (${entries}) entry
     group by order_id, order_slug, order_date
     order by order_date, order_id`);
  return result.rows.map((row) => ({
    ...figuresOf(row),
    orderSlug: row.order_slug,
    orderDate: new Date(row.order_date),
  }));
}

export interface MarketplaceFigures {
  commission: number;
  marketplaceDiscounts: number;
  netTake: number;
}

const marketplaceSums = sql`
  coalesce(sum(e.amount_cents) filter (where e.kind = 'commission'), 0) as commission,
  coalesce(sum(e.amount_cents) filter (where e.kind = 'discount' and e.funded_by = 'marketplace'), 0) as marketplace_discounts`;

function marketplaceFiguresOf(
  row: { commission: string | number; marketplace_discounts: string | number } | undefined,
) {
  const commission = Number(row?.commission ?? 0);
  const marketplaceDiscounts = Number(row?.marketplace_discounts ?? 0);
  return { commission, marketplaceDiscounts, netTake: commission - marketplaceDiscounts };
}

/** The marketplace's own revenue: in total, per UTC month of the entries, and per shop (largest take first). */
export async function marketplaceRevenue(db: Executor, options: { months: number; sellers: number }) {
  type Row = { commission: string | number; marketplace_discounts: string | number };
  const [totals, months, shops] = await Promise.all([
    db.execute<Row>(sql`select ${marketplaceSums} from ${ledgerEntries} e`),
    db.execute<Row & { month: string }>(sql`
      select to_char(date_trunc('month', e.created_at at time zone 'UTC'), 'YYYY-MM') as month, ${marketplaceSums}
        from ${ledgerEntries} e
       group by 1
       order by 1 desc
       limit ${options.months}`),
    db.execute<Row & { shop_slug: string; shop_name: string }>(sql`
      select s.shop_slug, s.shop_name, ${marketplaceSums}
        from ${ledgerEntries} e join ${sellers} s on s.id = e.seller_id
       group by s.id, s.shop_slug, s.shop_name
       order by sum(case e.kind when 'commission' then e.amount_cents
                                when 'discount' then case e.funded_by when 'marketplace' then -e.amount_cents else 0 end
                                else 0 end) desc, s.shop_slug
       limit ${options.sellers}`),
  ]);
  return {
    totals: marketplaceFiguresOf(totals.rows[0]),
    months: months.rows.map((row) => ({ month: row.month, ...marketplaceFiguresOf(row) })),
    sellers: shops.rows.map((row) => ({
      shopSlug: row.shop_slug,
      shopName: row.shop_name,
      ...marketplaceFiguresOf(row),
    })),
  };
}
