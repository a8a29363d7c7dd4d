/** `POST /reporteditems`: a signed-in shopper flags a product; stored as plain text, status `open`. */
import type { ReportCreateBody, ReportData } from '@shop/shared/shopping.contract';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../lib/http-errors.ts';
import type { Shopper } from '../cart/cart.access.ts';
import { productBySlug } from '../products/products.repository.ts';
import { insertReport } from './reports.repository.ts';

export async function reportItem(
  db: Database,
  reporter: Shopper,
  body: ReportCreateBody,
): Promise<ReportData> {
  const product = await productBySlug(db, body.product_slug);
  // Hidden products can still be reported (one may have been hidden for the very reason reported).
  if (!product) throw new NotFoundError(`Product ${body.product_slug} not found`, 'product_not_found');
  const row = await insertReport(db, {
    productId: product.id,
    userId: reporter.id,
    title: body.title,
    note: body.note,
  });
  return {
    slug: row.slug,
    product_slug: product.slug,
    user_slug: reporter.slug,
    title: row.title,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
