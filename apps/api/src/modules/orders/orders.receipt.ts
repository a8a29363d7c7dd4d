/**
 * The buyer confirms receiving what was delivered (the whole order, or one line). "Delivered" alone is the
 * seller's word; the buyer's confirmation is what lets a review count as a verified purchase at once
 * (otherwise after a waiting period: @shop/shared/review-rules, decision 0013). Only the buyer may confirm:
 * a seller of a line or an admin, who may read the order, get 403; anyone else 404, as for an unknown order.
 * Confirming again is harmless: lines keep their first confirmation time.
 */
import type { OrderData } from '@shop/shared/shopping.contract';
import type { Database } from '../../db/client.ts';
import type { Shopper } from '../../kernel/access.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../kernel/http-errors.ts';
import { deliveryStateOfLines, markLinesReceived, orderBySlug } from './orders.repository.ts';
import { orderForViewer } from './orders.service.ts';

export async function confirmReceipt(
  db: Database,
  viewer: Shopper,
  slug: string,
  lineSlug?: string,
): Promise<OrderData> {
  const row = await orderBySlug(db, slug);
  if (!row || row.userId !== viewer.id) {
    const seen = row ? await orderForViewer(db, viewer, slug).catch(() => undefined) : undefined;
    if (seen) throw new ForbiddenError('Only the buyer can confirm receiving an order', 'not_order_buyer');
    throw new NotFoundError(`Order ${slug} not found`, 'order_not_found');
  }
  const lines = await deliveryStateOfLines(db, row.id);
  const chosen = lineSlug === undefined ? lines : lines.filter((line) => line.slug === lineSlug);
  if (chosen.length === 0) {
    throw new NotFoundError(`Order line ${lineSlug} not found in order ${slug}`, 'order_line_not_found');
  }
  const delivered = chosen.filter((line) => line.lineStatus === 'delivered');
  if (delivered.length === 0) {
    throw new ConflictError(
      lineSlug === undefined
        ? `Nothing in order ${slug} has been delivered yet`
        : 'This line has not been delivered yet',
      'order_not_delivered',
    );
  }
  await markLinesReceived(
    db,
    delivered.filter((line) => line.receivedAt === null).map((line) => line.id),
    new Date(),
  );
  return orderForViewer(db, viewer, slug);
}
