/**
 * What other modules may use of the ledger: checkout drafts an order's entries from its lines, a
 * cancellation or an accepted return reverses them, an invoice reads what each line billed, the seller dashboard reads a shop's statement and the admin overview the
 * marketplace's revenue. Entries are only ever inserted (a trigger refuses UPDATE and DELETE).
 */
export {
  invoiceFiguresOfOrder,
  type MarketplaceFigures,
  marketplaceRevenue,
  reverseCancelledLines,
  reverseReturnedLine,
  type StatementFigures,
  sellerStatement,
  sellerStatementOrders,
} from './ledger.repository.ts';
export { ledgerDrafts } from './ledger.rules.ts';
export { dailyFigures, topProducts, topShops } from './ledger.series.ts';
