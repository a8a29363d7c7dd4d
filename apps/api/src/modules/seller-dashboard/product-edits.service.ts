/**
 * The admins' "recently edited" queue (decision 0021): seller edits of live products, each with what the
 * listing said before and says now. Looking one over marks it reviewed; an admin who disagrees rejects or
 * hides the product through the product routes, as for any product.
 */
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../kernel/http-errors.ts';
import { listProductEdits, markEditsReviewed } from './product-edits.repository.ts';

export const productEditResponse = z.object({
  slug: z.string(),
  product_slug: z.string(),
  productName: z.string().describe('What the product is called now'),
  approvalStatus: z.enum(['pending', 'approved', 'rejected']),
  shopName: z.string(),
  changes: z
    .record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }))
    .describe(
      'Only the listing fields that changed: productName, description (HTML), images (URLs), category, ' +
        'subCategory (id), brand, seoTitle, seoDescription',
    ),
  editedAt: z.string(),
  reviewedAt: z.string().nullable(),
});

export async function productEditsQueue(db: Database, query: Parameters<typeof listProductEdits>[1]) {
  const { items, count } = await listProductEdits(db, query);
  return {
    items: items.map((row) => ({
      slug: row.slug,
      product_slug: row.productSlug,
      productName: row.productName,
      approvalStatus: row.approvalStatus,
      shopName: row.shopName,
      changes: row.changes,
      editedAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    })),
    count,
  };
}

/** Marks edits as looked over, all or none: an unknown slug is 404 and nothing changes. */
export async function markProductEditsReviewed(db: Database, slugs: string[], adminId: string) {
  const unique = [...new Set(slugs)];
  return db.transaction(async (tx) => {
    const found = await markEditsReviewed(tx, unique, adminId);
    const missing = unique.filter((slug) => !found.includes(slug));
    if (missing.length > 0) {
      throw new NotFoundError(`Edits not found: ${missing.slice(0, 5).join(', ')}`, 'product_edit_not_found');
    }
    return { updated: found.length };
  });
}
