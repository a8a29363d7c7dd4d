/**
 * Request bodies of the admin home-content and blog calls (sliders, advertisements, popular/featured
 * category entries, mega menu columns, flash sales and their items, blog posts), used by the API's routes
 * and by the storefront's content form actions, so a field rule is written once. The storefront imports them
 * only from `.server.ts` modules: zod stays out of the browser bundle. Rules that need the database (a sale
 * price below the product's price, one running sale) are the API services'.
 */
import './zod-browser.ts';
import { z } from 'zod';
import { dollarsInput } from './dollars-input.ts';
import { imageUrl, optionalText } from './field-inputs.ts';

const recordStatus = z.enum(['active', 'inactive']);
const isoDateTime = z.iso.datetime({ offset: true });
const name = (max = 100) => z.string().trim().min(1).max(max);
const serial = z.number().int().min(0).max(100_000);

/** At least one field of a partial update. */
function nonEmpty<T extends z.ZodObject>(schema: T) {
  return schema.refine(
    (body) => Object.values(body as Record<string, unknown>).some((value) => value !== undefined),
    'send at least one field',
  );
}

export const sliderCreateBody = z.strictObject({
  image: imageUrl,
  badge: optionalText(60),
  titleOne: z.string().trim().max(200).default(''),
  titleTWo: z.string().trim().max(200).default(''),
  productLink: optionalText(500),
  serial: serial.default(0),
  status: recordStatus.optional(),
});
export const sliderUpdateBody = nonEmpty(
  z.strictObject({
    image: imageUrl.optional(),
    badge: optionalText(60),
    titleOne: z.string().trim().max(200).optional(),
    titleTWo: z.string().trim().max(200).optional(),
    productLink: optionalText(500),
    serial: serial.optional(),
    status: recordStatus.optional(),
  }),
);
export const advertisementCreateBody = z.strictObject({
  adName: name(),
  adImage: imageUrl,
  title: z.string().trim().max(200).default(''),
  title_one: z.string().trim().max(200).default(''),
  title_two: z.string().trim().max(200).default(''),
  badge: optionalText(60),
  category_link: optionalText(500),
  status: recordStatus.optional(),
});
export const advertisementUpdateBody = nonEmpty(
  z.strictObject({
    adName: name().optional(),
    adImage: imageUrl.optional(),
    title: z.string().trim().max(200).optional(),
    title_one: z.string().trim().max(200).optional(),
    title_two: z.string().trim().max(200).optional(),
    badge: optionalText(60),
    category_link: optionalText(500),
    status: recordStatus.optional(),
  }),
);
export const categoryEntryCreateBody = z.strictObject({
  cat_slug: z.string().trim().min(1).max(200),
  serial: serial.default(0),
  status: recordStatus.optional(),
});
export const categoryEntryUpdateBody = nonEmpty(
  z.strictObject({ serial: serial.optional(), status: recordStatus.optional() }),
);
export const megaMenuCreateBody = z.strictObject({
  cat_slug: z.string().trim().min(1).max(200),
  sub_cat_slugs: z.array(z.string().trim().min(1).max(200)).max(40).default([]),
  serial: serial.default(0),
  status: recordStatus.optional(),
});
export const megaMenuUpdateBody = nonEmpty(
  z.strictObject({
    sub_cat_slugs: z.array(z.string().trim().min(1).max(200)).max(40).optional(),
    serial: serial.optional(),
    status: recordStatus.optional(),
  }),
);
export const flashSaleCreateBody = z.strictObject({
  name: name(),
  title: z.string().trim().max(200).default(''),
  offer: z.string().trim().max(200).default(''),
  starts_at: isoDateTime.optional().describe('When the sale prices start (ISO-8601); default now'),
  time: isoDateTime.describe('When the sale ends (ISO-8601): after starts_at, in the future'),
  imageHome: imageUrl.nullable().optional(),
  imageFlash: imageUrl.nullable().optional(),
  status: recordStatus.optional().describe('Activating a sale deactivates the running one'),
});
export const flashSaleUpdateBody = nonEmpty(
  z.strictObject({
    name: name().optional(),
    title: z.string().trim().max(200).optional(),
    offer: z.string().trim().max(200).optional(),
    starts_at: isoDateTime.optional(),
    time: isoDateTime.optional(),
    imageHome: imageUrl.nullable().optional(),
    imageFlash: imageUrl.nullable().optional(),
    status: recordStatus.optional(),
  }),
);
const saleQuantity = z
  .number()
  .int()
  .positive()
  .nullable()
  .describe('At most this many units sell at the sale price; null: no cap');
export const flashSaleItemCreateBody = z.strictObject({
  product_slug: z.string().trim().min(1).max(200),
  salePrice: dollarsInput.describe("Below the product's offer, else its price"),
  saleQuantity: saleQuantity.optional(),
  status: recordStatus.optional(),
});
export const flashSaleItemUpdateBody = nonEmpty(
  z.strictObject({
    salePrice: dollarsInput.optional(),
    saleQuantity: saleQuantity.optional(),
    status: recordStatus.optional(),
  }),
);
export const blogCreateBody = z.strictObject({
  title: name(200),
  description: z.string().trim().max(1000).default(''),
  long_description: z.string().max(100_000).describe('HTML; sanitized like product descriptions'),
  imageURL: imageUrl.nullable().optional(),
  category_slug: z.string().trim().min(1).max(200).nullable().optional(),
  seo_title: optionalText(200),
  seo_description: optionalText(500),
  postBy: z.string().trim().max(100).optional().describe("Defaults to the admin's name"),
  status: recordStatus.optional(),
});
export const blogUpdateBody = nonEmpty(
  z.strictObject({
    title: name(200).optional(),
    description: z.string().trim().max(1000).optional(),
    long_description: z.string().max(100_000).optional(),
    imageURL: imageUrl.nullable().optional(),
    category_slug: z.string().trim().min(1).max(200).nullable().optional(),
    seo_title: optionalText(200),
    seo_description: optionalText(500),
    postBy: z.string().trim().max(100).optional(),
    status: recordStatus.optional(),
  }),
);
