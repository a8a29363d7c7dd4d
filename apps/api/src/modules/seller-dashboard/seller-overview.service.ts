/**
 * A shop's overview over a range of UTC days: its sales, orders, commission and net per day from the
 * ledger (docs/money.md), totals that are exactly the sum of the days, the products that sold most in the
 * range, and the products running out of stock.
 */
import { type DateRange, fillDays, sumBuckets } from '@shop/shared/sales-range';
import type { Database } from '../../db/client.ts';
import { windowOf } from '../../kernel/date-range.ts';
import { dailyFigures, topProducts } from '../ledger/ledger.service.ts';
import { lowStockProducts } from './seller-products.repository.ts';

/** Products on sale with this many units or fewer are listed as running low. */
export const LOW_STOCK_THRESHOLD = 5;
const LIST_LENGTH = 10;
const DAILY_KEYS = ['salesCents', 'orders', 'commissionCents', 'netCents'] as const;

export async function sellerOverview(db: Database, shopId: number, range: DateRange) {
  const window = windowOf(range);
  const [rows, products, lowStock] = await Promise.all([
    dailyFigures(db, window, shopId),
    topProducts(db, window, { limit: LIST_LENGTH, sellerId: shopId }),
    lowStockProducts(db, shopId, { threshold: LOW_STOCK_THRESHOLD, limit: LIST_LENGTH }),
  ]);
  // The shop keeps what buyers paid, plus the discounts the marketplace funds, less commission.
  const daily = fillDays(
    rows.map((row) => ({
      date: row.date,
      salesCents: row.salesCents,
      orders: row.orders,
      commissionCents: row.commissionCents,
      netCents: row.salesCents + row.marketplaceDiscountCents - row.commissionCents,
    })),
    range,
    DAILY_KEYS,
  );
  return {
    range,
    daily,
    rangeTotals: sumBuckets(daily, DAILY_KEYS),
    topProducts: products.map((product) => ({
      slug: product.slug,
      name: product.name,
      units: product.units,
      salesCents: product.salesCents,
    })),
    lowStock,
    lowStockThreshold: LOW_STOCK_THRESHOLD,
  };
}
