/**
 * Request bodies of the dashboard forms that had their rules only in the API: categories, sub-categories
 * and brands (admin), products and the shop profile (seller). The API's routes validate with them and the
 * dashboards check a form with the same schema before sending it (decision 36), so a field rule is written
 * once. Only dashboard routes import this module: zod stays out of the shop's pages.
 */
import './zod-browser.ts';
import { z } from 'zod';
import { dollarsInput } from './dollars-input.ts';
import { imageUrl, optionalText } from './field-inputs.ts';

const recordStatus = z.enum(['active', 'inactive']);
const name = (max = 100) => z.string().trim().min(1).max(max);

/** At least one field of a partial update. */
function nonEmpty<T extends z.ZodObject>(schema: T) {
  return schema.refine(
    (body) => Object.values(body as Record<string, unknown>).some((value) => value !== undefined),
    'send at least one field',
  );
}

// --- Taxonomy (admin) ------------------------------------------------------------------------------

export const categoryCreateBody = z.strictObject({
  cat_name: name(),
  cat_image: imageUrl.nullable().optional(),
  cat_status: recordStatus.optional(),
});
export const categoryUpdateBody = nonEmpty(
  z.strictObject({
    cat_name: name().optional(),
    cat_image: imageUrl.nullable().optional(),
    cat_status: recordStatus.optional(),
  }),
);

export const subCategoryCreateBody = z.strictObject({
  subcat_name: name(),
  cat_slug: z.string().trim().min(1).max(200),
  image: imageUrl.nullable().optional(),
  subcat_status: recordStatus.optional(),
});
export const subCategoryUpdateBody = nonEmpty(
  z.strictObject({
    subcat_name: name().optional(),
    cat_slug: z.string().trim().min(1).max(200).optional(),
    image: imageUrl.nullable().optional(),
    subcat_status: recordStatus.optional(),
  }),
);

export const brandCreateBody = z.strictObject({
  name: name(),
  logo: imageUrl.nullable().optional(),
  status: recordStatus.optional(),
});
export const brandUpdateBody = nonEmpty(
  z.strictObject({
    name: name().optional(),
    logo: imageUrl.nullable().optional(),
    status: recordStatus.optional(),
  }),
);

// --- Products (seller, and admin edits) ------------------------------------------------------------

/** The product's fields one by one (the variants editor reuses some). */
export const productFields = {
  productName: z.string().trim().min(1).max(200),
  description: z
    .string()
    .max(20_000)
    .describe('HTML; only p, ul, ol, li, strong, em, h3, br, a[href] are kept'),
  images: z.array(imageUrl).min(1).max(8).describe('1 to 8 URLs returned by POST /api/uploads'),
  price: dollarsInput.refine((value) => value > 0, 'must be above 0'),
  offerPrice: dollarsInput.nullable().optional().describe('Below price; null or absent: no offer'),
  stock: z.number().int().min(0).max(1_000_000),
  sku: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'letters, digits, . _ - (up to 64)')
    .nullable()
    .optional(),
  weight: z.number().int().min(0).max(1_000_000).nullable().optional().describe('Grams'),
  catSlug: z.string().trim().min(1).max(200),
  subCatSlug: z.string().trim().min(1).max(200).nullable().optional(),
  brandSlug: z.string().trim().min(1).max(200).nullable().optional(),
  seoTitle: optionalText(200),
  seoDescription: optionalText(500),
};

export const productCreateBody = z
  .strictObject(productFields)
  .refine((body) => body.offerPrice == null || body.offerPrice < body.price, {
    message: 'offerPrice must be below price',
    path: ['offerPrice'],
  });

export const productUpdateBody = z
  .strictObject({
    productName: productFields.productName.optional(),
    description: productFields.description.optional(),
    images: productFields.images.optional(),
    price: productFields.price.optional(),
    offerPrice: productFields.offerPrice,
    stock: productFields.stock.optional(),
    sku: productFields.sku,
    weight: productFields.weight,
    catSlug: productFields.catSlug.optional(),
    subCatSlug: productFields.subCatSlug,
    brandSlug: productFields.brandSlug,
    seoTitle: productFields.seoTitle,
    seoDescription: productFields.seoDescription,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'send at least one field');

// --- Shop profile (seller) -------------------------------------------------------------------------

/** An optional image where an empty string means none (what a form with an empty file field sends). */
export const optionalImageUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  imageUrl.nullable().optional(),
);

export const phoneInput = z
  .string()
  .trim()
  .regex(/^[+0-9 ()./-]{3,32}$/, 'may only hold digits, spaces and + ( ) . / - (3 to 32 characters)');

export const shopUpdateBody = z
  .strictObject({
    shop_logo: optionalImageUrl,
    shop_cover: optionalImageUrl,
    description: optionalText(2000),
    shop_address: optionalText(300),
    contact_email: z.email().max(254).nullable().optional(),
    contact_phone: phoneInput.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'send at least one field');
