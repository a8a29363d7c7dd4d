/**
 * Invoices and packing slips of an order (docs/api.md "Returns, cancellations and invoices").
 * - Who: the buyer and admins get the whole order's invoice or any shop's part of it; a shop with lines in
 *   the order gets its own part only (and its packing slip); anyone else 404, as for an unknown order.
 * - What: the lines that were not cancelled, each at what the ledger recorded for it (sale and discounts),
 *   plus each shop's shipping unless a cancellation reversed it; a return is refunded separately and does not
 *   change an invoice already issued. A cancelled order has no invoice (409).
 * - Numbers: `INV-<year>-<six digits>`, sequential per year, given on the first download and the same
 *   afterwards (invoices.repository.ts).
 */
import type { OrderData, OrderLineData } from '@shop/shared/shopping.contract';
import type { Database } from '../../db/client.ts';
import type { Shopper } from '../../kernel/access.ts';
import { ConflictError, NotFoundError } from '../../kernel/http-errors.ts';
import { invoiceFiguresOfOrder } from '../ledger/ledger.service.ts';
import { orderForViewer } from '../orders/orders.service.ts';
import { type PdfDocument, type PdfLine, renderPdf } from './invoices.pdf.ts';
import { idsOf, issueInvoice } from './invoices.repository.ts';

export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

export function invoiceNumber(year: number, number: number): string {
  return `INV-${year}-${String(number).padStart(6, '0')}`;
}

/**
 * The order as the viewer may see it, and which shop's part they may have: a shop sees only its own lines,
 * so its part is forced; the buyer and admins may name any shop of the order, or none (the whole order).
 */
async function viewedPart(db: Database, viewer: Shopper, orderSlug: string, sellerSlug: string | undefined) {
  const order = await orderForViewer(db, viewer, orderSlug);
  const isWhole = order.user_slug === viewer.slug || viewer.role === 'admin';
  const shops = [...new Set(order.product_list.map((line) => line.seller_slug))];
  const part = isWhole ? (sellerSlug ?? null) : (shops[0] ?? null);
  if (part !== null && !shops.includes(part)) {
    throw new NotFoundError(`No lines of seller ${part} in order ${orderSlug}`, 'order_part_not_found');
  }
  if (!isWhole && sellerSlug !== undefined && sellerSlug !== part) {
    throw new NotFoundError(`No lines of seller ${sellerSlug} in order ${orderSlug}`, 'order_part_not_found');
  }
  const lines = order.product_list.filter(
    (line) => (part === null || line.seller_slug === part) && line.line_status !== 'cancelled',
  );
  return { order, part, lines };
}

function shipTo(order: OrderData): string[] {
  const a = order.address;
  return [
    a.name,
    a.address,
    ...(a.address_line2 ? [a.address_line2] : []),
    [a.city, a.state, a.postal_code].filter(Boolean).join(', '),
    a.country,
    `Phone ${a.phone}`,
    ...(a.email ? [a.email] : []),
  ];
}

function shopNames(lines: OrderLineData[]): string[] {
  return [...new Set(lines.map((line) => line.shop_name))];
}

export async function invoicePdf(
  db: Database,
  viewer: Shopper,
  orderSlug: string,
  sellerSlug: string | undefined,
  now = new Date(),
): Promise<PdfFile> {
  const { order, part, lines } = await viewedPart(db, viewer, orderSlug, sellerSlug);
  if (order.order_status === 'cancelled' || lines.length === 0) {
    throw new ConflictError('A cancelled order has no invoice', 'order_cancelled');
  }
  const figures = await invoiceFiguresOfOrder(db, orderSlug);
  const pdfLines: PdfLine[] = lines.map((line) => {
    const billed = figures.lines.get(line.line_slug) ?? { saleCents: 0, discountCents: 0 };
    return {
      name: line.productName,
      shopName: line.shop_name,
      quantity: line.quantity,
      unitCents: Math.round(billed.saleCents / line.quantity),
      discountCents: billed.discountCents,
      amountCents: billed.saleCents - billed.discountCents,
    };
  });
  const subtotalCents = pdfLines.reduce((sum, line) => sum + (line.unitCents ?? 0) * line.quantity, 0);
  const discountCents = pdfLines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0);
  const shippingCents = [...new Set(lines.map((line) => line.seller_slug))].reduce(
    (sum, shop) => sum + (figures.shipping.get(shop) ?? 0),
    0,
  );
  const ids = await idsOf(db, orderSlug, part);
  if (!ids) throw new NotFoundError(`Order ${orderSlug} not found`, 'order_not_found');
  const issued = await issueInvoice(db, ids.orderId, ids.sellerId, now);
  const number = invoiceNumber(issued.year, issued.number);
  const document: PdfDocument = {
    heading: 'Invoice',
    number,
    issuedAt: issued.issuedAt,
    orderSlug: order.slug,
    orderDate: order.createdAt,
    paymentMethod: order.payment_method,
    soldBy: shopNames(lines),
    shipTo: shipTo(order),
    lines: pdfLines,
    totals: {
      subtotalCents,
      discountCents,
      shippingCents,
      totalCents: subtotalCents - discountCents + shippingCents,
    },
  };
  return { filename: `${number}.pdf`, pdf: await renderPdf(document) };
}

/** The packing slip of one shop's part: what to put in the parcel and where it goes, without prices. */
export async function packingSlipPdf(
  db: Database,
  viewer: Shopper,
  orderSlug: string,
  sellerSlug: string | undefined,
  now = new Date(),
): Promise<PdfFile> {
  const { order, part, lines } = await viewedPart(db, viewer, orderSlug, sellerSlug);
  if (part === null) {
    throw new NotFoundError('Name the shop whose packing slip you want (seller)', 'order_part_not_found');
  }
  if (lines.length === 0) throw new ConflictError('Every line of this part was cancelled', 'order_cancelled');
  const document: PdfDocument = {
    heading: 'Packing slip',
    issuedAt: now,
    orderSlug: order.slug,
    orderDate: order.createdAt,
    paymentMethod: order.payment_method,
    soldBy: shopNames(lines),
    shipTo: shipTo(order),
    lines: lines.map((line) => ({
      name: line.productName,
      shopName: line.shop_name,
      quantity: line.quantity,
    })),
  };
  return { filename: `packing-slip-${order.slug}.pdf`, pdf: await renderPdf(document) };
}
