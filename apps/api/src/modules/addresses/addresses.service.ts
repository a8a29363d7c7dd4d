/**
 * The address book (API.md Addresses): own addresses only, fields validated by the shared contract, at most
 * one default per user. A user's first address becomes the default; making another the default clears the
 * old one in the same transaction.
 */
import type { AddressBody, AddressData } from '@shop/shared/shopping.contract';
import type { Database } from '../../db/client.ts';
import { ForbiddenError, NotFoundError } from '../../lib/http-errors.ts';
import type { Shopper } from '../cart/cart.access.ts';
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
    state: record.state,
    city: record.city,
    address: record.address,
    isDefault: record.isDefault,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

function valuesOf(body: Omit<AddressBody, 'user_slug' | 'isDefault'>): AddressValues {
  return {
    name: body.name,
    email: body.email ?? null,
    phone: body.phone,
    country: body.country,
    state: body.state ?? null,
    city: body.city,
    address: body.address,
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

/** PUT replaces every field; `isDefault` left out keeps the current flag. */
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
    await updateAddress(tx, current.id, { ...valuesOf(body), isDefault });
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
