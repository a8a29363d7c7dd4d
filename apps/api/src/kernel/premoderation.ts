/**
 * Whether new reviews and blog comments wait for an admin (decision 0028). Read here, in the kernel, because
 * the modules that write reviews and comments must not reach into the settings' owner (seller-dashboard),
 * which itself uses the reviews module to answer reviews.
 */
import type { Executor } from '../db/client.ts';
import { marketplaceSettings } from '../db/schema/index.ts';

export async function premoderation(
  db: Executor,
): Promise<{ premoderateReviews: boolean; premoderateComments: boolean }> {
  const [row] = await db
    .select({
      premoderateReviews: marketplaceSettings.premoderateReviews,
      premoderateComments: marketplaceSettings.premoderateComments,
    })
    .from(marketplaceSettings)
    .limit(1);
  return row ?? { premoderateReviews: false, premoderateComments: false };
}
