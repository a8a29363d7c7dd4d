/**
 * Returns (docs/api.md "Returns, cancellations and invoices", docs/money.md "Reversals"): a buyer asks to
 * return a delivered line within RETURN_WINDOW_DAYS of its delivery, with a reason and optional photos; the
 * line's shop accepts or refuses. Accepting, in one transaction: the request turns accepted (guarded, so a
 * second accept changes nothing and answers the same), the units go back to stock, the ledger writes the
 * reversing entries of the line (its shipping stays) and the refund of what they give back is recorded
 * (`returns.refund.ts`). After the commit a card order's refund goes through the payments provider (when
 * it fails the payments retry job sends it; an accept repeated meanwhile sends it then). Nothing else of the
 * order changes. The routes mail each step after it (`returns.mail.ts`).
 */
import {
  RETURN_WINDOW_DAYS,
  type ReturnData,
  type ReturnRequestInput,
} from '@shop/shared/after-order.contract';
import { toDollars } from '@shop/shared/money';
import type { Database } from '../../db/client.ts';
import type { ReturnStatus } from '../../db/schema/statuses.ts';
import type { Shopper } from '../../kernel/access.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../kernel/http-errors.ts';
import type { RefundThroughProvider } from '../../kernel/payment-provider.ts';
import { reverseReturnedLine } from '../ledger/ledger.service.ts';
import { guestOrderIdByToken, returnStock } from '../orders/orders.service.ts';
import { refundAcceptedReturn, sendCardRefund } from './returns.refund.ts';
import {
  decideReturn,
  insertReturnRequest,
  orderWithLines,
  type ReturnRecord,
  returnBySlug,
  returnsOfOrder,
  returnsOfShop,
  shopIdOfUser,
} from './returns.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function toReturn(record: ReturnRecord): ReturnData {
  return {
    slug: record.slug,
    order_slug: record.orderSlug,
    line_slug: record.lineSlug,
    product_slug: record.productSlug,
    productName: record.productName,
    quantity: record.quantity,
    shop_name: record.shopName,
    reason: record.reason,
    photo_urls: record.photoUrls,
    status: record.status,
    seller_note: record.sellerNote,
    refund:
      record.refundCents === null || record.refundMethod === null || record.refundedAt === null
        ? null
        : {
            amount: toDollars(record.refundCents),
            method: record.refundMethod,
            // A card refund is done once the provider took it (its id is kept); until then it is retried.
            status:
              record.refundMethod === 'card' && record.refundProviderReference === null
                ? 'retrying'
                : 'refunded',
            createdAt: record.refundedAt.toISOString(),
          },
    createdAt: record.createdAt.toISOString(),
    decidedAt: record.decidedAt?.toISOString() ?? null,
  };
}

function orderNotFound(slug: string) {
  return new NotFoundError(`Order ${slug} not found`, 'order_not_found');
}

/** The last moment a line delivered at `deliveredAt` may be asked back. */
export function returnDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/**
 * The buyer asks to return one delivered line of their order. 404 for an order that is not theirs (as for an
 * unknown one) or an unknown line; 409 when the line is not delivered, was delivered more than
 * RETURN_WINDOW_DAYS ago, or already has an open or accepted request.
 */
export async function requestReturn(
  db: Database,
  buyer: Shopper,
  orderSlug: string,
  input: ReturnRequestInput,
  now = new Date(),
): Promise<ReturnData> {
  const order = await orderWithLines(db, orderSlug);
  if (!order || order.userId !== buyer.id) throw orderNotFound(orderSlug);
  return requestReturnOf(db, order, buyer.id, input, now);
}

/**
 * A guest asks the same from the order's signed link (decision 0035): the same rules; the token is checked
 * by the orders service (any miss is its one 404, so nobody learns of another guest's order).
 */
export async function requestGuestReturn(
  db: Database,
  secret: string,
  orderSlug: string,
  input: ReturnRequestInput & { token: string },
  now = new Date(),
): Promise<ReturnData> {
  const orderId = await guestOrderIdByToken(db, secret, orderSlug, input.token);
  const order = await orderWithLines(db, orderSlug);
  if (order?.id !== orderId) throw orderNotFound(orderSlug);
  const { token: _token, ...request } = input;
  return requestReturnOf(db, order, null, request, now);
}

/** The return requests of a guest's order, behind its signed link. */
export async function guestReturns(
  db: Database,
  secret: string,
  orderSlug: string,
  token: string,
): Promise<ReturnData[]> {
  const orderId = await guestOrderIdByToken(db, secret, orderSlug, token);
  return (await returnsOfOrder(db, orderId)).map(toReturn);
}

type OrderWithLines = NonNullable<Awaited<ReturnType<typeof orderWithLines>>>;

/**
 * 404 for an unknown line; 409 when the line is not delivered, was delivered more than RETURN_WINDOW_DAYS
 * ago, or already has an open or accepted request.
 */
async function requestReturnOf(
  db: Database,
  order: OrderWithLines,
  buyerUserId: string | null,
  input: ReturnRequestInput,
  now: Date,
): Promise<ReturnData> {
  const line = order.lines.find((candidate) => candidate.slug === input.line_slug);
  if (!line) throw new NotFoundError(`Order line ${input.line_slug} not found`, 'order_line_not_found');
  if (line.lineStatus !== 'delivered' || !line.deliveredAt) {
    throw new ConflictError('Only delivered items can be returned', 'return_not_delivered');
  }
  if (now > returnDeadline(line.deliveredAt)) {
    throw new ConflictError(
      `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery; this item was delivered on ${line.deliveredAt.toISOString().slice(0, 10)}`,
      'return_window_closed',
    );
  }
  const slug = await insertReturnRequest(db, {
    orderId: order.id,
    orderLineId: line.id,
    sellerId: line.sellerId,
    buyerUserId,
    reason: input.reason,
    photoUrls: input.photo_urls ?? [],
  });
  if (!slug) {
    throw new ConflictError('A return of this item was already requested', 'return_already_requested');
  }
  const record = await returnBySlug(db, slug);
  if (!record) throw new NotFoundError(`Return ${slug} not found`, 'return_not_found');
  return toReturn(record);
}

/**
 * The return requests of an order: its buyer and admins see all, a shop with lines in it its own; anyone
 * else 404, as for an unknown order.
 */
export async function returnsForViewer(
  db: Database,
  viewer: Shopper,
  orderSlug: string,
): Promise<ReturnData[]> {
  const order = await orderWithLines(db, orderSlug);
  if (!order) throw orderNotFound(orderSlug);
  const records = await returnsOfOrder(db, order.id);
  if (order.userId === viewer.id || viewer.role === 'admin') return records.map(toReturn);
  const shopId = await shopIdOfUser(db, viewer.id);
  if (shopId === undefined || !order.lines.some((line) => line.sellerId === shopId)) {
    throw orderNotFound(orderSlug);
  }
  return records.filter((record) => record.sellerId === shopId).map(toReturn);
}

export async function shopReturns(
  db: Database,
  shopId: number,
  query: { status?: ReturnStatus | undefined; offset: number; limit: number },
): Promise<{ items: ReturnData[]; count: number }> {
  const { items, count } = await returnsOfShop(db, shopId, query);
  return { items: items.map(toReturn), count };
}

export interface ReturnDecider {
  shopId: number;
  userId: string;
}

/** 404 unknown, 403 another shop's request. */
async function ownReturn(db: Database, seller: ReturnDecider, slug: string): Promise<ReturnRecord> {
  const record = await returnBySlug(db, slug);
  if (!record) throw new NotFoundError(`Return ${slug} not found`, 'return_not_found');
  if (record.sellerId !== seller.shopId) {
    throw new ForbiddenError('This return belongs to another shop', 'not_your_return');
  }
  return record;
}

function alreadyDecided(record: ReturnRecord) {
  return new ConflictError(`This return was already ${record.status}`, 'return_already_decided');
}

export interface AcceptedReturn {
  data: ReturnData;
  /** This call accepted it (not an accept repeated): the buyer is told. */
  acceptedNow: boolean;
}

/** See the module comment; accepting an accepted request again answers it unchanged (200). */
export async function acceptReturn(
  db: Database,
  seller: ReturnDecider,
  slug: string,
  note: string | undefined,
  refundThrough: RefundThroughProvider,
  now = new Date(),
): Promise<AcceptedReturn> {
  const record = await ownReturn(db, seller, slug);
  if (record.status === 'refused') throw alreadyDecided(record);
  let acceptedNow = false;
  if (record.status === 'requested') {
    acceptedNow = await db.transaction(async (tx) => {
      const decided = await decideReturn(tx, record.id, {
        status: 'accepted',
        note: note ?? null,
        userId: seller.userId,
        at: now,
      });
      // Someone decided it first: an accept already restocked and refunded, a refusal is final.
      if (!decided) return false;
      if (record.variantId !== null) await returnStock(tx, record.variantId, record.quantity);
      const { refundCents } = await reverseReturnedLine(tx, record.orderLineId, now);
      await refundAcceptedReturn(tx, {
        orderId: record.orderId,
        returnRequestId: record.id,
        returnSlug: record.slug,
        method: record.paymentMethod,
        amountCents: refundCents,
        at: now,
      });
      return true;
    });
  }
  const decided = await returnBySlug(db, slug);
  if (!decided) throw new NotFoundError(`Return ${slug} not found`, 'return_not_found');
  if (decided.status === 'refused') throw alreadyDecided(decided);
  const outcome = await sendCardRefund(db, refundThrough, decided);
  const after = outcome === 'sent' ? ((await returnBySlug(db, slug)) ?? decided) : decided;
  return { data: toReturn(after), acceptedNow };
}

/** The shop refuses an open request with a reason; a decided request is 409. */
export async function refuseReturn(
  db: Database,
  seller: ReturnDecider,
  slug: string,
  note: string,
  now = new Date(),
): Promise<ReturnData> {
  const record = await ownReturn(db, seller, slug);
  if (record.status !== 'requested') throw alreadyDecided(record);
  const decided = await decideReturn(db, record.id, {
    status: 'refused',
    note,
    userId: seller.userId,
    at: now,
  });
  const after = await returnBySlug(db, slug);
  if (!decided || !after) throw alreadyDecided(after ?? record);
  return toReturn(after);
}

export { shopIdOfUser };
