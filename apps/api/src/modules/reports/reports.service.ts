/**
 * `POST /reporteditems`: a signed-in shopper flags a product; stored as plain text, status `open`.
 * - Only products shoppers can see may be reported. A hidden, unapproved or unknown product answers the very
 *   same 404, so the call cannot be used to learn which unpublished products exist.
 * - One open report per reporter and product: reporting it again answers the open report (`created:
 *   false`) instead of adding another one to the moderators' queue.
 */
import type { ReportCreateBody, ReportData } from '@shop/shared/shopping.contract';
import type { Database } from '../../db/client.ts';
import type { Shopper } from '../../kernel/access.ts';
import { NotFoundError } from '../../kernel/http-errors.ts';
import { productBySlug } from '../../kernel/product-read-model.ts';
import { insertReportUnlessOpen, openReportOf, type ReportRow } from './reports.repository.ts';

function toReport(row: ReportRow, productSlug: string, reporter: Shopper): ReportData {
  return {
    slug: row.slug,
    product_slug: productSlug,
    user_slug: reporter.slug,
    title: row.title,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function reportItem(
  db: Database,
  reporter: Shopper,
  body: ReportCreateBody,
): Promise<{ report: ReportData; created: boolean }> {
  const product = await productBySlug(db, body.product_slug);
  if (!product?.visible) {
    throw new NotFoundError(`Product ${body.product_slug} not found`, 'product_not_found');
  }
  const values = { productId: product.id, userId: reporter.id, title: body.title, note: body.note };
  const inserted = await insertReportUnlessOpen(db, values);
  if (inserted) return { report: toReport(inserted, product.slug, reporter), created: true };
  const open = await openReportOf(db, reporter.id, product.id);
  // Closed by an admin between the two statements: the reporter's new report is stored after all.
  const row = open ?? (await insertReportUnlessOpen(db, values));
  if (!row) throw new Error('report vanished right after its duplicate was refused');
  return { report: toReport(row, product.slug, reporter), created: open === undefined };
}
