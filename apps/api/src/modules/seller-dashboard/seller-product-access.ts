/**
 * A product as the dashboards show it, who is writing, and the ownership check every write starts with:
 * shared by the product and variant services of this module (neither imports the other for them).
 */
import type { Database, Transaction } from '../../db/client.ts';
import { ForbiddenError, NotFoundError } from '../../kernel/http-errors.ts';
import { toProduct } from '../products/products.service.ts';
import {
  type DashboardProductRecord,
  dashboardProductBySlug,
  productOwner,
} from './seller-products.repository.ts';

export type DashboardProduct = ReturnType<typeof toDashboardProduct>;

export function toDashboardProduct(record: DashboardProductRecord) {
  return { ...toProduct(record), approvalNote: record.approvalNote };
}

/** Who is writing: a seller (only its own shop's products) or an admin (any product). */
export type ProductActor = { kind: 'seller'; shopId: number; userId?: string } | { kind: 'admin' };

export async function readBack(db: Database, slug: string): Promise<DashboardProduct> {
  const record = await dashboardProductBySlug(db, slug);
  if (!record) throw new NotFoundError(`Product ${slug} not found`, 'product_not_found');
  return toDashboardProduct(record);
}

/** 404 for an unknown slug, 403 for another shop's product (sellers); nothing else is read. */
export async function assertCanTouch(
  db: Database | Transaction,
  actor: ProductActor,
  slug: string,
): Promise<void> {
  assertOwner(await productOwner(db, slug), actor, slug);
}

/**
 * The ownership rule on a product already read (a live one, a deleted one, a locked row): 404 when there is
 * none, 403 when a seller's shop is not its owner.
 */
export function assertOwner(
  owner: { sellerId: number } | undefined,
  actor: ProductActor,
  slug: string,
): asserts owner is { sellerId: number } {
  if (!owner) throw new NotFoundError(`Product ${slug} not found`, 'product_not_found');
  if (actor.kind === 'seller' && owner.sellerId !== actor.shopId) {
    throw new ForbiddenError('This product belongs to another shop', 'not_your_product');
  }
}
