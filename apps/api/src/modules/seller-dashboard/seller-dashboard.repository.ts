import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { marketplaceSettings, sellers, users } from '../../db/schema/index.ts';

export type ShopRow = typeof sellers.$inferSelect;
export type SettingsRow = typeof marketplaceSettings.$inferSelect;

/** The shop owned by a user, with the owner's slug. */
export async function shopOfUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ shop: sellers, ownerSlug: users.slug })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(sellers.userId, userId))
    .limit(1);
  return row;
}

export type ShopRecord = NonNullable<Awaited<ReturnType<typeof shopOfUser>>>;

export async function updateShop(
  db: Executor,
  shopId: number,
  changes: Partial<Pick<ShopRow, 'shopLogo' | 'shopCover' | 'description' | 'shopAddress' | 'contactPhone'>>,
): Promise<void> {
  await db.update(sellers).set(changes).where(eq(sellers.id, shopId));
}

/** The single settings row (migration 0002 inserts it). */
export async function readSettings(db: Executor): Promise<SettingsRow> {
  const [row] = await db.select().from(marketplaceSettings).limit(1);
  return (
    row ?? {
      id: true,
      commissionRateBps: 1000,
      autoApproveProducts: false,
      premoderateReviews: false,
      premoderateComments: false,
      updatedAt: new Date(0),
    }
  );
}

export async function updateSettings(
  db: Executor,
  changes: Partial<
    Pick<
      SettingsRow,
      'commissionRateBps' | 'autoApproveProducts' | 'premoderateReviews' | 'premoderateComments'
    >
  >,
): Promise<SettingsRow> {
  const [row] = await db
    .update(marketplaceSettings)
    .set(changes)
    .where(eq(marketplaceSettings.id, true))
    .returning();
  if (!row) throw new Error('marketplace_settings row is missing (migration 0002)');
  return row;
}
