/** SQL of the address book. At most one default per user (partial unique index); writers lock the user first. */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { addresses, users } from '../../db/schema/index.ts';

const addressFields = {
  id: addresses.id,
  slug: addresses.slug,
  userId: addresses.userId,
  userSlug: users.slug,
  name: addresses.name,
  email: addresses.email,
  phone: addresses.phone,
  country: addresses.country,
  countryCode: addresses.countryCode,
  state: addresses.state,
  city: addresses.city,
  postalCode: addresses.postalCode,
  address: addresses.address,
  addressLine2: addresses.addressLine2,
  isDefault: addresses.isDefault,
  createdAt: addresses.createdAt,
  updatedAt: addresses.updatedAt,
};

function selectAddresses(db: Executor) {
  return db.select(addressFields).from(addresses).innerJoin(users, eq(users.id, addresses.userId)).$dynamic();
}

export type AddressRecord = Awaited<ReturnType<typeof selectAddresses>>[number];

export type AddressValues = {
  name: string;
  email: string | null;
  phone: string;
  country: string;
  countryCode: string;
  state: string | null;
  city: string;
  postalCode: string | null;
  address: string;
  addressLine2: string | null;
};

/** The default first, then the newest. */
export function addressesOf(db: Executor, userId: string): Promise<AddressRecord[]> {
  return selectAddresses(db)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/**
 * Read on every checkout that names a saved address (and every address edit), so prepared once: built by
 * Drizzle and parsed and planned by PostgreSQL per order, it cost 0.45 ms of the server's and 0.25 ms of
 * PostgreSQL's CPU (BENCHMARKS.md, session 16). One plan for every slug: the unique slug index, then the
 * user by primary key.
 */
const addressBySlugQuery = preparedPerDatabase((db) =>
  selectAddresses(db)
    .where(eq(addresses.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('address_by_slug'),
);

export async function addressBySlug(db: Database, slug: string): Promise<AddressRecord | undefined> {
  const [row] = await addressBySlugQuery(db).execute({ slug });
  return row;
}

/** Serialises address-book writes of one user, so "one default" never races. */
export async function lockAddressBook(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

export async function countAddresses(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row?.count ?? 0;
}

export async function clearDefault(db: Executor, userId: string, exceptId?: number): Promise<void> {
  const conditions = [eq(addresses.userId, userId), eq(addresses.isDefault, true)];
  if (exceptId !== undefined) conditions.push(ne(addresses.id, exceptId));
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(...conditions));
}

export async function insertAddress(
  db: Executor,
  userId: string,
  values: AddressValues & { isDefault: boolean },
): Promise<string> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...values })
    .returning({ slug: addresses.slug });
  if (!row) throw new Error('insert returned no row');
  return row.slug;
}

export async function updateAddress(
  db: Executor,
  id: number,
  values: AddressValues & { isDefault: boolean },
): Promise<void> {
  await db.update(addresses).set(values).where(eq(addresses.id, id));
}

export async function setDefault(db: Executor, id: number): Promise<void> {
  await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
}

export async function deleteAddress(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(addresses).where(eq(addresses.id, id)).returning({ id: addresses.id });
  return rows.length > 0;
}
