/**
 * The admin's decision on a product, and the e-mail that tells its seller. The decision is committed
 * first; a mail outage is logged and never undoes it or fails the admin's request.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { products, sellers, users } from '../../db/schema/index.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { type MailContent, renderMail, SHOP_NAME } from '../mail/mail.service.ts';
import { changeProducts, decideProduct } from '../seller-dashboard/seller-products.service.ts';

export interface ProductDecisionDeps {
  db: Database;
  mailer: Mailer;
  siteUrl: string;
  log: FastifyBaseLogger;
}

type Decision = { approvalStatus: 'approved' | 'rejected'; note?: string | undefined };

export async function decideProductAndTellSeller(
  deps: ProductDecisionDeps,
  slug: string,
  decision: Decision,
) {
  const product = await decideProduct(deps.db, slug, decision);
  await tellSeller(deps, slug, decision);
  return product;
}

/**
 * One decision on many products (the admin's bulk approve or reject): all are changed in one transaction,
 * then each seller gets their mail. Answers how many products changed.
 */
export async function decideProductsAndTellSellers(
  deps: ProductDecisionDeps,
  slugs: string[],
  decision:
    | { approvalStatus: 'approved'; note?: string | undefined }
    | { approvalStatus: 'rejected'; note: string },
): Promise<number> {
  const updated = await changeProducts(
    deps.db,
    slugs,
    decision.approvalStatus === 'approved'
      ? { action: 'approve', note: decision.note }
      : { action: 'reject', note: decision.note },
  );
  for (const slug of new Set(slugs)) await tellSeller(deps, slug, decision);
  return updated;
}

async function tellSeller(deps: ProductDecisionDeps, slug: string, decision: Decision): Promise<void> {
  const [seller] = await deps.db
    .select({ email: users.email, name: users.name, productName: products.productName })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(products.slug, slug))
    .limit(1);
  if (seller) {
    const input = {
      name: seller.name,
      productName: seller.productName,
      note: decision.note?.trim() || null,
      productsUrl: `${deps.siteUrl}/seller/products/${encodeURIComponent(slug)}`,
    };
    const mail =
      decision.approvalStatus === 'approved' ? productApprovedMail(input) : productRejectedMail(input);
    try {
      await deps.mailer.send({ to: seller.email, ...mail });
    } catch (error) {
      deps.log.error({ err: error, product: slug }, 'product decision mail failed');
    }
  }
}

interface ProductMailInput {
  name: string | null;
  productName: string;
  note: string | null;
  productsUrl: string;
}

function greeting(name: string | null): string {
  const trimmed = name?.trim();
  return trimmed ? `Hello ${trimmed},` : 'Hello,';
}

export function productApprovedMail(input: ProductMailInput): MailContent {
  return renderMail({
    subject: `"${input.productName}" is approved on ${SHOP_NAME}`,
    greeting: greeting(input.name),
    paragraphs: [
      `Your product "${input.productName}" has been approved. Shoppers see it while it is active and in stock.`,
      ...(input.note ? [`Note from our team: ${input.note}`] : []),
    ],
    action: { label: 'Open the product', url: input.productsUrl },
  });
}

export function productRejectedMail(input: ProductMailInput): MailContent {
  return renderMail({
    subject: `"${input.productName}" needs changes before it can be listed`,
    greeting: greeting(input.name),
    paragraphs: [
      `We could not approve your product "${input.productName}".`,
      ...(input.note ? [`Reason: ${input.note}`] : []),
      'Edit the product and save it to send it back for review.',
    ],
    action: { label: 'Edit the product', url: input.productsUrl },
  });
}
