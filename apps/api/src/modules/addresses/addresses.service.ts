/**
 * The address book (docs/api.md Addresses, decision 0025): own addresses only, fields checked and normalised by
 * the shared contract (ISO country, E.164 phone, postal code where the country uses one), at most one default
 * per user. A user's first address becomes the default; making another the default clears the old one in the
 * same transaction.
 */
import type { AddressBody, AddressData } from '@shop/shared/address.contract';
import type { Database } from '../../db/client.ts';
import type { Shopper } from '../../kernel/access.ts';
import { ForbiddenError, NotFoundError } from '../../kernel/http-errors.ts';
import {
  type AddressRecord,
  type AddressValues,
  addressBySlug,
  addressesOf,
  clearDefault,
  countAddresses,
  deleteAddress,
  insertAddress,
  lockAddressBook,
  setDefault,
  updateAddress,
} from './addresses.repository.ts';

export function toAddress(record: AddressRecord): AddressData {
  return {
    slug: record.slug,
    user_slug: record.userSlug,
    name: record.name,
    email: record.email,
    phone: record.phone,
    country: record.country,
    country_code: record.countryCode,
    state: record.state,
    city: record.city,
    postal_code: record.postalCode,
    address: record.address,
    address_line2: record.addressLine2,
    isDefault: record.isDefault,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * The stored values of a checked body. `postal_code` and `address_line2` left out (a client older than the
 * address book) keep what `current` holds; sent empty, they clear it.
 */
function valuesOf(body: AddressBody, current?: AddressRecord): AddressValues {
  const keepOr = (sent: string | null | undefined, kept: string | null | undefined) =>
    sent === undefined ? (kept ?? null) : sent || null;
  return {
    name: body.name,
    email: body.email ?? null,
    phone: body.phone,
    country: body.country,
    countryCode: body.country_code,
    state: body.state ?? null,
    city: body.city,
    postalCode: keepOr(body.postal_code, current?.postalCode),
    address: body.address,
    addressLine2: keepOr(body.address_line2, current?.addressLine2),
  };
}

async function reread(db: Database, slug: string): Promise<AddressData> {
  const record = await addressBySlug(db, slug);
  if (!record) throw new NotFoundError(`Address ${slug} not found`, 'address_not_found');
  return toAddress(record);
}

export async function listAddresses(db: Database, shopper: Shopper): Promise<AddressData[]> {
  return (await addressesOf(db, shopper.id)).map(toAddress);
}

export async function createAddress(db: Database, shopper: Shopper, body: AddressBody): Promise<AddressData> {
  const slug = await db.transaction(async (tx) => {
    await lockAddressBook(tx, shopper.id);
    const isDefault = body.isDefault === true || (await countAddresses(tx, shopper.id)) === 0;
    if (isDefault) await clearDefault(tx, shopper.id);
    return insertAddress(tx, shopper.id, { ...valuesOf(body), isDefault });
  });
  return reread(db, slug);
}

/** The address when `viewer` owns it (or is an admin); 404 unknown, 403 someone else's. */
export async function ownAddress(db: Database, viewer: Shopper, slug: string): Promise<AddressRecord> {
  const record = await addressBySlug(db, slug);
  if (!record) throw new NotFoundError(`Address ${slug} not found`, 'address_not_found');
  if (record.userId !== viewer.id && viewer.role !== 'admin') {
    throw new ForbiddenError('You may only use your own addresses', 'forbidden');
  }
  return record;
}

/** PUT replaces every field; `isDefault` (and the fields older clients do not know) left out keep their value. */
export async function replaceAddress(
  db: Database,
  viewer: Shopper,
  slug: string,
  body: AddressBody,
): Promise<AddressData> {
  const current = await ownAddress(db, viewer, slug);
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, current.userId);
    const isDefault = body.isDefault ?? current.isDefault;
    if (isDefault) await clearDefault(tx, current.userId, current.id);
    await updateAddress(tx, current.id, { ...valuesOf(body, current), isDefault });
  });
  return reread(db, slug);
}

/** Makes an address the default without sending it back whole (rows from before the book may not pass today's checks). */
export async function makeDefault(db: Database, viewer: Shopper, slug: string): Promise<AddressData> {
  const current = await ownAddress(db, viewer, slug);
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, current.userId);
    await clearDefault(tx, current.userId, current.id);
    await setDefault(tx, current.id);
  });
  return reread(db, slug);
}

export async function removeAddress(db: Database, viewer: Shopper, slug: string): Promise<AddressData> {
  const current = await ownAddress(db, viewer, slug);
  if (!(await deleteAddress(db, current.id))) {
    throw new NotFoundError(`Address ${slug} not found`, 'address_not_found');
  }
  return toAddress(current);
}

// A saved address as checkout reads it.
export { addressBySlug } from './addresses.repository.ts';
