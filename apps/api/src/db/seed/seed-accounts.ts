/**
 * People of the demo: the three sign-in accounts (admin, seller, shopper), the other shop owners, the
 * shoppers who write reviews and comments, and every shop with the approved application behind it.
 */
import { createHash } from 'node:crypto';
import { generateRandomString, hashPassword } from 'better-auth/crypto';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { accounts, addresses, sellerApplications, sellers, users } from '../schema/index.ts';
import { demoSellers, slugify } from './demo-catalogue.ts';
import { demoAccounts, demoCustomers } from './demo-content.ts';
import type { DemoImageSet } from './demo-images.ts';
import { entry, insertInBatches, lookup, nth } from './seed-bulk.ts';

const DAY_MS = 86_400_000;

/** scrypt hashes of the public demo passwords, computed before the seeding transaction opens. */
export interface DemoPasswordHashes {
  admin: string;
  seller: string;
  customer: string;
}

export async function hashDemoPasswords(): Promise<DemoPasswordHashes> {
  const [admin, seller, customer] = await Promise.all([
    hashPassword(demoAccounts.admin.password),
    hashPassword(demoAccounts.seller.password),
    hashPassword(demoAccounts.customer.password),
  ]);
  return { admin, seller, customer };
}

export interface SeededPeople {
  adminId: string;
  userIdByEmail: ReadonlyMap<string, string>;
  /** Owner's full name → user id, for blog bylines. */
  userIdByFullName: ReadonlyMap<string, string>;
  sellerIdByShopSlug: ReadonlyMap<string, number>;
}

/** The same id format better-auth generates, so seeded and signed-up users look alike. */
function newUserId(): string {
  return generateRandomString(32, 'a-z', 'A-Z', '0-9');
}

/**
 * Readable and stable across re-seeds (`maya-lindqvist-3f9a`): the suffix is derived from the email,
 * so the same demo person always gets the same URL, while keeping the `name-xxxx` shape of docs/api.md §1.
 */
function userSlug(fullName: string, email: string): string {
  const suffix = createHash('sha256').update(email).digest('hex').slice(0, 4);
  return `${slugify(fullName)}-${suffix}`;
}

type UserRow = typeof users.$inferInsert;

/**
 * The address actually stored for a demo email. demo-content derives shopper emails from names, which
 * turns "Liam O’Connor" into `liam.o’connor@demo.shop`; better-auth's email validation (and any zod
 * `z.email()` on a response) would reject that, so everything outside a dot-atom is dropped.
 */
export function demoEmail(email: string): string {
  return email.replace(/[^A-Za-z0-9.@_+-]/g, '').toLowerCase();
}

export async function seedPeople(
  db: Executor,
  images: DemoImageSet,
  hashes: DemoPasswordHashes,
  now: Date,
): Promise<SeededPeople> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const person = (
    p: { fullName: string; displayName: string; email: string; phone: string },
    role: UserRow['role'],
    createdAt: Date,
    extra: Partial<UserRow> = {},
  ): UserRow => ({
    id: newUserId(),
    name: p.fullName,
    fullName: p.fullName,
    displayName: p.displayName,
    email: demoEmail(p.email),
    // Demo addresses are invented (@demo.shop); marking them verified lets every demo account sign in.
    emailVerified: true,
    phone: p.phone,
    role,
    slug: userSlug(p.fullName, p.email),
    createdAt,
    updatedAt: createdAt,
    ...extra,
  });

  const admin = person(demoAccounts.admin, 'admin', ago(180), {
    image: nth(images.avatars, images.avatars.length - 1, 'avatar'),
  });
  const customer = person(demoAccounts.customer, 'buyer', ago(90), {
    image: nth(images.avatars, 0, 'avatar'),
  });
  const owners = demoSellers.map((s) =>
    person(s.user, 'seller', ago(160), {
      image: entry(images.shopLogos, s.logoKey, 'shop logo'),
      address: s.shop.shop_address,
    }),
  );
  const shoppers = demoCustomers.map((c, i) =>
    person(c, 'buyer', ago(100 - i * 3), {
      image: nth(images.avatars, c.avatarIndex, 'avatar'),
      ...c.address,
    }),
  );
  const rows = [admin, customer, ...owners, ...shoppers];

  // An operator may already have created an admin (create-admin CLI) with one of these emails: keep
  // that account and its password rather than failing the whole seed on the unique email.
  const created = await db
    .insert(users)
    .values(rows)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  const createdEmails = new Set(created.map((u) => u.email));
  const existing = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(
      inArray(
        users.email,
        rows.map((r) => r.email),
      ),
    );
  const idByStoredEmail = new Map(existing.map((u) => [u.email, u.id]));
  // Keyed by the demo data's spelling, which is what every other seed step looks people up by.
  const demoEmails = [
    demoAccounts.admin,
    demoAccounts.customer,
    ...demoSellers.map((s) => s.user),
    ...demoCustomers,
  ];
  const userIdByEmail = new Map(
    demoEmails.map((p) => [p.email, lookup(idByStoredEmail, demoEmail(p.email), 'user')]),
  );
  const userIdByFullName = new Map(existing.map((u) => [u.fullName, u.id]));

  await seedCredentials(db, hashes, userIdByEmail, createdEmails, now);
  const adminId = lookup(userIdByEmail, demoAccounts.admin.email, 'user');
  const sellerIdByShopSlug = await seedShops(db, images, userIdByEmail, adminId, now);
  await seedShopperAddresses(db, userIdByEmail);
  return { adminId, userIdByEmail, userIdByFullName, sellerIdByShopSlug };
}

/**
 * better-auth's email+password sign-in reads the `accounts` row with providerId 'credential' and
 * accountId = user id. Only the three demo accounts get one: the other demo people have no password at
 * all, so nobody can sign in as them (a password reset would still create one for a real owner).
 */
async function seedCredentials(
  db: Executor,
  hashes: DemoPasswordHashes,
  userIdByEmail: ReadonlyMap<string, string>,
  createdEmails: ReadonlySet<string>,
  now: Date,
): Promise<void> {
  const signIns = [
    { email: demoAccounts.admin.email, password: hashes.admin },
    { email: demoAccounts.seller.email, password: hashes.seller },
    { email: demoAccounts.customer.email, password: hashes.customer },
  ].filter((s) => createdEmails.has(demoEmail(s.email)));
  if (signIns.length === 0) return;
  await db.insert(accounts).values(
    signIns.map((s) => {
      const userId = lookup(userIdByEmail, s.email, 'user');
      return {
        id: newUserId(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: s.password,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
}

/**
 * Every shop comes with the approved application that created it, decided by the demo admin, so the
 * admin's application history and the sellers list agree (product rules §10: a shop exists only after approval).
 */
async function seedShops(
  db: Executor,
  images: DemoImageSet,
  userIdByEmail: ReadonlyMap<string, string>,
  adminId: string,
  now: Date,
): Promise<Map<string, number>> {
  const appliedAt = new Date(now.getTime() - 155 * DAY_MS);
  const approvedAt = new Date(now.getTime() - 150 * DAY_MS);
  const shops = demoSellers.map((s) => ({
    userId: lookup(userIdByEmail, s.user.email, 'user'),
    shopName: s.shop.shop_name,
    shopSlug: s.shop.shop_slug,
    shopAddress: s.shop.shop_address,
    shopLogo: entry(images.shopLogos, s.logoKey, 'shop logo'),
    shopCover: entry(images.shopCovers, s.coverKey, 'shop cover'),
    description: s.shop.description,
  }));

  await db.insert(sellerApplications).values(
    demoSellers.map((s, i) => ({
      ...shops[i]!,
      email: demoEmail(s.user.email),
      phone: s.user.phone,
      status: 'approved' as const,
      decidedAt: approvedAt,
      decidedBy: adminId,
      createdAt: appliedAt,
      updatedAt: approvedAt,
    })),
  );
  const inserted = await db
    .insert(sellers)
    .values(
      demoSellers.map((s, i) => ({
        ...shops[i]!,
        rating: s.shop.rating,
        contactEmail: demoEmail(s.user.email),
        contactPhone: s.user.phone,
        createdAt: approvedAt,
        updatedAt: approvedAt,
      })),
    )
    .returning({ id: sellers.id, shopSlug: sellers.shopSlug });
  return new Map(inserted.map((s) => [s.shopSlug, s.id]));
}

/** Each review author has a saved default address, which their delivered order copies. */
async function seedShopperAddresses(db: Executor, userIdByEmail: ReadonlyMap<string, string>): Promise<void> {
  await insertInBatches(
    db,
    addresses,
    demoCustomers.map((c) => ({
      userId: lookup(userIdByEmail, c.email, 'user'),
      name: c.fullName,
      email: demoEmail(c.email),
      phone: c.phone,
      ...c.address,
      // Every demo shopper lives in the United States (demo-content.ts `customer`).
      countryCode: 'US',
      isDefault: true,
    })),
  );
}
