/**
 * The ledger read over a date range for the dashboards' charts: per UTC day, per product and per shop.
 * Everything is summed in SQL from the entries (reversals included, on the day they were written, as in
 * the statements), so a day never changes once it is over and the figures agree with the statements.
 *
 * - sales      = what buyers paid: sale − every discount + shipping (Σ over shops = the marketplace's);
 * - commission = the commission entries;
 * - net take   = commission − discounts the marketplace funds (the marketplace's own revenue);
 * - shop net   = sales + discounts the marketplace funds − commission (what the shop keeps);
 * - orders     = orders whose original entries were written that day (an order is written in one
 *                transaction, so it counts on exactly one day).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries, orderLines, products, sellers } from '../../db/schema/index.ts';

export interface DayWindow {
  /** First instant included (midnight UTC of the first day). */
  start: Date;
  /** First instant after the range (midnight UTC after the last day). */
  end: Date;
}

export interface DailyFigures {
  date: string;
  salesCents: number;
  orders: number;
  commissionCents: number;
  marketplaceDiscountCents: number;
}

const salesCents = sql`coalesce(sum(case e.kind when 'sale' then e.amount_cents
                                                 when 'shipping' then e.amount_cents
                                                 when 'discount' then -e.amount_cents
                                                 else 0 end), 0)`;
const commissionCents = sql`coalesce(sum(e.amount_cents) filter (where e.kind = 'commission'), 0)`;
const marketplaceDiscountCents = sql`coalesce(sum(e.amount_cents) filter (where e.kind = 'discount' and e.funded_by = 'marketplace'), 0)`;
const orderCount = sql`count(distinct e.order_id) filter (where e.reverses_entry_id is null)`;

function inWindow(window: DayWindow, sellerId: number | undefined): SQL {
  const shop = sellerId === undefined ? sql`` : sql` and e.seller_id = ${sellerId}`;
  return sql`e.created_at >= ${window.start} and e.created_at < ${window.end}${shop}`;
}

/** One row per UTC day that has entries (the caller fills the empty days). */
export async function dailyFigures(
  db: Executor,
  window: DayWindow,
  sellerId?: number,
): Promise<DailyFigures[]> {
  const { rows } = await db.execute<Record<string, string | number>>(sql`
    select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as date,
           ${salesCents} as sales, ${orderCount} as orders, ${commissionCents} as commission,
           ${marketplaceDiscountCents} as marketplace_discounts
      from ${ledgerEntries} e
     where ${inWindow(window, sellerId)}
     group by 1
     order by 1`);
  return rows.map((row) => ({
    date: String(row.date),
    salesCents: Number(row.sales),
    orders: Number(row.orders),
    commissionCents: Number(row.commission),
    marketplaceDiscountCents: Number(row.marketplace_discounts),
  }));
}

export interface ProductFigures {
  slug: string;
  name: string;
  shopName: string;
  /** Units ordered, less units cancelled or returned in the range. */
  units: number;
  /** What buyers paid for the product's lines: sale − discounts. */
  salesCents: number;
}

/** The products that sold most (by what buyers paid) in the range, of one shop or of all. */
export async function topProducts(
  db: Executor,
  window: DayWindow,
  options: { limit: number; sellerId?: number },
): Promise<ProductFigures[]> {
  const { rows } = await db.execute<Record<string, string | number>>(sql`
    select p.slug, p.product_name as name, s.shop_name,
           coalesce(sum(case when e.kind <> 'sale' then 0
                             when e.reverses_entry_id is null then l.quantity
                             else -l.quantity end), 0) as units,
           ${salesCents} as sales
      from ${ledgerEntries} e
      join ${orderLines} l on l.id = e.order_line_id
      join ${products} p on p.id = l.product_id
      join ${sellers} s on s.id = p.seller_id
     where ${inWindow(window, options.sellerId)}
     group by p.id, p.slug, p.product_name, s.shop_name
     order by 5 desc, p.slug
     limit ${options.limit}`);
  return rows.map((row) => ({
    slug: String(row.slug),
    name: String(row.name),
    shopName: String(row.shop_name),
    units: Number(row.units),
    salesCents: Number(row.sales),
  }));
}

export interface ShopFigures {
  shopSlug: string;
  shopName: string;
  salesCents: number;
  orders: number;
  commissionCents: number;
  marketplaceDiscountCents: number;
}

/** The shops that sold most (by what buyers paid) in the range. */
export async function topShops(db: Executor, window: DayWindow, limit: number): Promise<ShopFigures[]> {
  const { rows } = await db.execute<Record<string, string | number>>(sql`
    select s.shop_slug, s.shop_name, ${salesCents} as sales, ${orderCount} as orders,
           ${commissionCents} as commission, ${marketplaceDiscountCents} as marketplace_discounts
      from ${ledgerEntries} e
      join ${sellers} s on s.id = e.seller_id
     where ${inWindow(window, undefined)}
     group by s.id, s.shop_slug, s.shop_name
     order by 3 desc, s.shop_slug
     limit ${limit}`);
  return rows.map((row) => ({
    shopSlug: String(row.shop_slug),
    shopName: String(row.shop_name),
    salesCents: Number(row.sales),
    orders: Number(row.orders),
    commissionCents: Number(row.commission),
    marketplaceDiscountCents: Number(row.marketplace_discounts),
  }));
}
