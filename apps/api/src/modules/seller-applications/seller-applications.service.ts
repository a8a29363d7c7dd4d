/**
 * Becoming a seller (product rules §10 "Seller application"). A signed-in user without a shop applies; the
 * application waits (`pending`) until an admin approves it — which creates the shop, makes the user a
 * seller and e-mails them, in one transaction (the e-mail after the commit) — or rejects it with a reason
 * that is e-mailed too. A rejected applicant may apply again; nobody holds two open applications.
 *
 * Shop names are unique (ignoring case) among shops and open applications; the public shop slug is
 * derived from the name (`Golden Hour Goods` → `golden-hour-goods`, with a suffix when taken).
 */
import { randomBytes } from 'node:crypto';
import { messages } from '@shop/shared/messages';
import type { Database, Transaction } from '../../db/client.ts';
import type { SellerApplicationStatus } from '../../db/schema/statuses.ts';
import { ConflictError, NotFoundError } from '../../kernel/http-errors.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { contactIsProven } from '../shop-contact/shop-contact.service.ts';
import { assertUploadedImages } from '../uploads/uploads.service.ts';
import { applicationApprovedMail, applicationRejectedMail } from './seller-applications.mails.ts';
import {
  type ApplicationListQuery,
  type ApplicationRecord,
  applicationBySlug,
  decideApplication,
  hasPendingApplication,
  insertApplication,
  insertSellerFromApplication,
  latestApplicationOf,
  listApplications,
  lockApplication,
  lockShopName,
  promoteToSeller,
  shopNameInUse,
  shopOfUser,
  shopSlugInUse,
  shopSlugTakenByShop,
} from './seller-applications.repository.ts';
import type { ApplicationResponse, ApplyInput } from './seller-applications.schemas.ts';

/** The application state machine: only a pending application can be decided, once. */
export const applicationTransitions: Record<SellerApplicationStatus, readonly SellerApplicationStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export function canMoveApplication(from: SellerApplicationStatus, to: SellerApplicationStatus): boolean {
  return applicationTransitions[from].includes(to);
}

/** `Golden Hour Goods!` → `golden-hour-goods`; accents folded; `shop` when nothing is left. */
export function shopSlugFrom(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'shop';
}

async function freeShopSlug(db: Database | Transaction, name: string) {
  const base = shopSlugFrom(name);
  if (!(await shopSlugInUse(db, base))) return base;
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = `${base}-${randomBytes(2).toString('hex')}`;
    if (!(await shopSlugInUse(db, candidate))) return candidate;
  }
  return `${base}-${randomBytes(6).toString('hex')}`;
}

export function toApplicationResponse(record: ApplicationRecord): ApplicationResponse {
  const row = record.application;
  return {
    slug: row.slug,
    user_slug: record.applicantSlug,
    email: row.email,
    phone: row.phone,
    shop: {
      shop_name: row.shopName,
      shop_slug: row.shopSlug,
      shop_address: row.shopAddress,
      shop_logo: row.shopLogo,
      shop_cover: row.shopCover,
    },
    description: row.description,
    status: row.status,
    reason: row.reason,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    applicant: { slug: record.applicantSlug, fullName: record.applicantName, email: record.applicantEmail },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function shopNameTaken(name: string): ConflictError {
  return new ConflictError(`The shop name "${name}" is already taken; choose another`, 'shop_name_taken');
}

function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}

export async function applyForShop(
  db: Database,
  applicant: { id: string },
  input: ApplyInput,
): Promise<ApplicationResponse> {
  if (await shopOfUser(db, applicant.id)) {
    throw new ConflictError('You already have a shop', 'already_a_seller');
  }
  if (await hasPendingApplication(db, applicant.id)) {
    throw new ConflictError(messages.sellerApplicationExists, 'seller_application_exists');
  }
  await assertUploadedImages(db, [input.shop.shop_logo, input.shop.shop_cover]);
  const shopName = input.shop.shop_name.replace(/\s+/g, ' ');
  let slug: string;
  try {
    slug = await db.transaction(async (tx) => {
      // Two people applying with the same name at once: the second waits here, then sees the first.
      await lockShopName(tx, shopName);
      if (await shopNameInUse(tx, shopName)) throw shopNameTaken(shopName);
      const row = await insertApplication(tx, {
        userId: applicant.id,
        shopName,
        shopSlug: await freeShopSlug(tx, shopName),
        shopAddress: input.shop.shop_address,
        shopLogo: input.shop.shop_logo ?? null,
        shopCover: input.shop.shop_cover ?? null,
        description: input.description,
        email: input.email.toLowerCase(),
        phone: input.phone,
        status: 'pending',
      });
      return row.slug;
    });
  } catch (error) {
    // The partial unique index (one pending application per user) settles a double submit.
    if (isUniqueViolation(error, 'seller_applications_one_pending_per_user_key')) {
      throw new ConflictError(messages.sellerApplicationExists, 'seller_application_exists');
    }
    throw error;
  }
  const record = await applicationBySlug(db, slug);
  if (!record) throw new Error('application vanished after insert');
  return toApplicationResponse(record);
}

/** The signed-in user's newest application (any status), or 404. */
export async function ownApplication(db: Database, userId: string): Promise<ApplicationResponse> {
  const record = await latestApplicationOf(db, userId);
  if (!record)
    throw new NotFoundError('You have not applied to become a seller', 'seller_application_not_found');
  return toApplicationResponse(record);
}

/**
 * For `GET /users/seller/{slug}` when `{slug}` is no visible shop: the signed-in user's own application
 * when `{slug}` is their user slug (or the slug of their application), else null.
 */
export async function ownApplicationBySlug(
  db: Database,
  viewer: { id: string; slug: string } | null,
  slug: string,
): Promise<ApplicationResponse | null> {
  if (!viewer) return null;
  if (slug === viewer.slug) {
    const record = await latestApplicationOf(db, viewer.id);
    return record ? toApplicationResponse(record) : null;
  }
  const record = await applicationBySlug(db, slug);
  return record && record.application.userId === viewer.id ? toApplicationResponse(record) : null;
}

// --- Admin decisions -------------------------------------------------------------------------------

export interface DecisionDeps {
  db: Database;
  mailer: Mailer;
  /** Absolute origin for links in e-mails (PUBLIC_URL or the request's own). */
  siteUrl: string;
  log: { error(object: object, message: string): void };
}

export async function listApplicationsForAdmin(db: Database, query: ApplicationListQuery) {
  const { items, count } = await listApplications(db, query);
  return { items: items.map(toApplicationResponse), count };
}

export async function applicationForAdmin(db: Database, slug: string): Promise<ApplicationResponse> {
  const record = await applicationBySlug(db, slug);
  if (!record)
    throw new NotFoundError(`Seller application ${slug} not found`, 'seller_application_not_found');
  return toApplicationResponse(record);
}

async function sendDecisionMail(deps: DecisionDeps, to: string, mail: Parameters<Mailer['send']>[0]) {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    // The decision is committed; a mail outage must not undo it or fail the admin's request.
    deps.log.error({ err: error, to }, 'seller application mail failed');
  }
}

export async function approveApplication(
  deps: DecisionDeps,
  admin: { id: string },
  slug: string,
  note: string | undefined,
): Promise<ApplicationResponse> {
  try {
    await deps.db.transaction(async (tx) => {
      const application = await lockApplication(tx, slug);
      if (!application) {
        throw new NotFoundError(`Seller application ${slug} not found`, 'seller_application_not_found');
      }
      if (!canMoveApplication(application.status, 'approved')) {
        throw new ConflictError(
          `This application is already ${application.status}`,
          'application_already_decided',
        );
      }
      if (await shopOfUser(tx, application.userId)) {
        throw new ConflictError('The applicant already has a shop', 'already_a_seller');
      }
      await lockShopName(tx, application.shopName);
      // The slug was reserved among open applications when applying; only a shop can have taken it since.
      const preferred = application.shopSlug ?? shopSlugFrom(application.shopName);
      const shopSlug = (await shopSlugTakenByShop(tx, preferred))
        ? await freeShopSlug(tx, application.shopName)
        : preferred;
      const contactProven = await contactIsProven(tx, application.userId, application.email);
      await insertSellerFromApplication(tx, application, shopSlug, contactProven);
      await promoteToSeller(tx, application.userId);
      await decideApplication(tx, application.id, {
        status: 'approved',
        reason: note ? note : null,
        decidedBy: admin.id,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'sellers_shop_name_key')) {
      throw new ConflictError(
        'Another shop already uses this name; reject the application with a reason',
        'shop_name_taken',
      );
    }
    throw error;
  }
  const record = await applicationBySlug(deps.db, slug);
  if (!record) throw new Error('application vanished after approval');
  await sendDecisionMail(deps, record.applicantEmail, {
    to: record.applicantEmail,
    ...applicationApprovedMail({
      name: record.applicantName,
      shopName: record.application.shopName,
      dashboardUrl: `${deps.siteUrl}/seller`,
      note: note ?? null,
    }),
  });
  return toApplicationResponse(record);
}

export async function rejectApplication(
  deps: DecisionDeps,
  admin: { id: string },
  slug: string,
  reason: string,
): Promise<ApplicationResponse> {
  await deps.db.transaction(async (tx) => {
    const application = await lockApplication(tx, slug);
    if (!application) {
      throw new NotFoundError(`Seller application ${slug} not found`, 'seller_application_not_found');
    }
    if (!canMoveApplication(application.status, 'rejected')) {
      throw new ConflictError(
        `This application is already ${application.status}`,
        'application_already_decided',
      );
    }
    await decideApplication(tx, application.id, { status: 'rejected', reason, decidedBy: admin.id });
  });
  const record = await applicationBySlug(deps.db, slug);
  if (!record) throw new Error('application vanished after rejection');
  await sendDecisionMail(deps, record.applicantEmail, {
    to: record.applicantEmail,
    ...applicationRejectedMail({
      name: record.applicantName,
      shopName: record.application.shopName,
      reason,
      applyUrl: `${deps.siteUrl}/become_seller`,
    }),
  });
  return toApplicationResponse(record);
}

export { APPLICATION_SORT_COLUMNS } from './seller-applications.repository.ts';
// The shapes other modules' routes answer with: the admin reviews applications, the shop directory shows an
// applicant their own.
export {
  applicationResponse,
  applicationStatusSchema,
  approveBody,
  rejectBody,
} from './seller-applications.schemas.ts';
