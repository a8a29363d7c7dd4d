/**
 * Form posts of the admin content pages turned into admin API bodies. Each parser checks what a browser form
 * cannot (a dollar amount, a date, a position) so that the admin gets a plain sentence before the API is
 * called, then parses the body with the API's own request schema (shared), so a field rule such as a title's
 * length is written once; the API still validates everything and its message is shown when it refuses.
 */
import {
  advertisementCreateBody,
  blogCreateBody,
  categoryEntryCreateBody,
  categoryEntryUpdateBody,
  flashSaleCreateBody,
  flashSaleItemCreateBody,
  flashSaleItemUpdateBody,
  megaMenuCreateBody,
  megaMenuUpdateBody,
  sliderCreateBody,
} from '@shop/shared/admin-content.contract';
import { formText, formUrls } from '../../lib/api-field-errors';
import { fieldIssues, formIssues } from '../../lib/form-issues';

export type Parsed = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

const refuse = (message: string): Parsed => ({ ok: false, message });

/** What a shared request schema offers here: a `safeParse` whose issues name the body field. */
interface BodySchema {
  safeParse(
    body: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

/** One plain sentence per body field of the content forms (never the schema's own "too_big" texts). */
const fieldMessages: Record<string, string> = {
  image: 'Upload an image or paste its address.',
  adImage: 'Upload an image or paste its address.',
  imageHome: 'The home image must be an uploaded image or a web address.',
  imageFlash: 'The sale page image must be an uploaded image or a web address.',
  imageURL: 'The cover must be an uploaded image or a web address.',
  badge: 'Keep the badge to 60 characters.',
  titleOne: 'Keep each title line to 200 characters.',
  titleTWo: 'Keep each title line to 200 characters.',
  title_one: 'Keep each title line to 200 characters.',
  title_two: 'Keep each title line to 200 characters.',
  productLink: 'Keep the link to 500 characters.',
  category_link: 'Keep the link to 500 characters.',
  serial: 'Position must be a whole number from 0 to 100000.',
  adName: 'The ad needs its slot name (up to 100 characters).',
  cat_slug: 'Choose a category.',
  sub_cat_slugs: 'Choose at most 40 sub-categories.',
  name: 'Give it a name of up to 100 characters.',
  title: 'Give it a title of up to 200 characters.',
  offer: 'Keep the offer text to 200 characters.',
  time: 'End time must be a date and time (UTC).',
  product_slug: 'Choose a product.',
  salePrice: 'Sale price must be an amount in dollars above 0, like 19.99.',
  saleQuantity: 'Units at the sale price must be a whole number above 0, or blank for no limit.',
  description: 'Keep the summary to 1000 characters.',
  long_description: 'The post is too long (100000 characters at most).',
  category_slug: 'Choose a blog category.',
  seo_title: 'Keep the SEO title to 200 characters.',
  seo_description: 'Keep the SEO description to 500 characters.',
};

/** The body as the API's request schema reads it, or the plain sentence of its first complaint. */
function checkedBy(schema: BodySchema, body: Record<string, unknown>): Parsed {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data as Record<string, unknown> };
  const fields = formIssues(parsed.error, { messages: fieldMessages, fallback: 'Please check the form.' });
  return refuse(Object.values(fields)[0] ?? 'Please check the form.');
}

/** `YYYY-MM-DDTHH:MM[:SS]` as typed in a `datetime-local` field. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value read as UTC (the page labels it so: the server cannot know the admin's time zone
 * when the form is posted without scripts) → ISO-8601 with `Z`, or null when it is not a real date and time.
 */
export function isoFromUtcInput(value: string): string | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 2026-02-30 over to March; a rolled date is not what was typed.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return date.toISOString();
}

/** The value for a `datetime-local` field showing an ISO instant in UTC (minutes precision). */
export function utcInputValue(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** A dollar amount as typed ("12", "12.5", "12.50") → a number, or null (blank, negative, 3+ decimals). */
export function dollarsFrom(value: string): number | null {
  const text = value.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

/** A display position: a whole number from 0 to 100000 (blank is 0), or null. */
export function serialFrom(value: string): number | null {
  const text = value.trim();
  if (text === '') return 0;
  if (!/^\d{1,6}$/.test(text)) return null;
  const serial = Number(text);
  return serial <= 100_000 ? serial : null;
}

/** A checkbox named `active`: checked → active, else inactive. */
export function statusFrom(form: FormData): 'active' | 'inactive' {
  return form.get('active') === null ? 'inactive' : 'active';
}

/** Blank optional texts become null so that an edit can clear them. */
const textOrNull = (form: FormData, name: string) => formText(form, name) || null;

function imageFrom(form: FormData, name: string): string {
  return formUrls(form, name)[0] ?? '';
}

export function sliderBody(form: FormData): Parsed {
  const image = imageFrom(form, 'image');
  if (!image) return refuse('Upload an image or paste its address.');
  const serial = serialFrom(formText(form, 'serial'));
  if (serial === null) return refuse('Position must be a whole number from 0 to 100000.');
  return checkedBy(sliderCreateBody, {
    image,
    badge: textOrNull(form, 'badge'),
    titleOne: formText(form, 'titleOne'),
    titleTWo: formText(form, 'titleTWo'),
    productLink: textOrNull(form, 'productLink'),
    serial,
    status: statusFrom(form),
  });
}

export function advertisementBody(form: FormData): Parsed {
  const adName = formText(form, 'adName');
  if (!adName) return refuse('The ad needs its slot name.');
  const adImage = imageFrom(form, 'adImage');
  if (!adImage) return refuse('Upload an image or paste its address.');
  return checkedBy(advertisementCreateBody, {
    adName,
    adImage,
    title: formText(form, 'title'),
    title_one: formText(form, 'title_one'),
    title_two: formText(form, 'title_two'),
    badge: textOrNull(form, 'badge'),
    category_link: textOrNull(form, 'category_link'),
    status: statusFrom(form),
  });
}

/** A popular/featured category entry: the category when adding, always its position and status. */
export function categoryEntryBody(form: FormData, adding: boolean): Parsed {
  const serial = serialFrom(formText(form, 'serial'));
  if (serial === null) return refuse('Position must be a whole number from 0 to 100000.');
  if (!adding) return checkedBy(categoryEntryUpdateBody, { serial, status: statusFrom(form) });
  const catSlug = formText(form, 'cat_slug');
  if (!catSlug) return refuse('Choose a category.');
  return checkedBy(categoryEntryCreateBody, { cat_slug: catSlug, serial, status: 'active' });
}

/** A mega menu column: the chosen sub-categories in the order they are listed. */
export function megaMenuBody(form: FormData, adding: boolean): Parsed {
  const serial = serialFrom(formText(form, 'serial'));
  if (serial === null) return refuse('Position must be a whole number from 0 to 100000.');
  const subCategories = form
    .getAll('sub_cat_slugs')
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => value.trim());
  const body: Record<string, unknown> = { sub_cat_slugs: subCategories, serial, status: statusFrom(form) };
  if (adding) {
    const catSlug = formText(form, 'cat_slug');
    if (!catSlug) return refuse('Choose a category.');
    body.cat_slug = catSlug;
    body.status = 'active';
  }
  return checkedBy(adding ? megaMenuCreateBody : megaMenuUpdateBody, body);
}

export function flashSaleBody(form: FormData): Parsed {
  const name = formText(form, 'name');
  if (!name) return refuse('The sale needs a name.');
  const time = isoFromUtcInput(formText(form, 'time'));
  if (!time) return refuse('End time must be a date and time (UTC).');
  return checkedBy(flashSaleCreateBody, {
    name,
    title: formText(form, 'title'),
    offer: formText(form, 'offer'),
    time,
    imageHome: imageFrom(form, 'imageHome') || null,
    imageFlash: imageFrom(form, 'imageFlash') || null,
    status: statusFrom(form),
  });
}

/**
 * A sale item: the product when adding, the sale price in dollars and, when the form has the field, how many
 * units sell at that price (blank: no cap).
 */
export function flashSaleItemBody(form: FormData, adding: boolean): Parsed {
  const salePrice = dollarsFrom(formText(form, 'salePrice'));
  if (salePrice === null || salePrice <= 0) {
    return refuse('Sale price must be an amount in dollars above 0, like 19.99.');
  }
  const cap = formText(form, 'saleQuantity');
  if (cap && !/^[1-9]\d{0,6}$/.test(cap)) {
    return refuse('Units at the sale price must be a whole number above 0, or blank for no limit.');
  }
  const saleQuantity = form.has('saleQuantity') ? { saleQuantity: cap ? Number(cap) : null } : {};
  if (!adding) {
    return checkedBy(flashSaleItemUpdateBody, { salePrice, ...saleQuantity, status: statusFrom(form) });
  }
  const productSlug = formText(form, 'product_slug');
  if (!productSlug) return refuse('Choose a product.');
  return checkedBy(flashSaleItemCreateBody, {
    product_slug: productSlug,
    salePrice,
    ...saleQuantity,
    status: 'active',
  });
}

function blogCandidate(form: FormData): Record<string, unknown> {
  const html = form.get('long_description');
  return {
    title: formText(form, 'title'),
    description: formText(form, 'description'),
    long_description: typeof html === 'string' ? html : '',
    imageURL: imageFrom(form, 'imageURL') || null,
    category_slug: textOrNull(form, 'category_slug'),
    seo_title: textOrNull(form, 'seo_title'),
    seo_description: textOrNull(form, 'seo_description'),
    status: statusFrom(form),
  };
}

export function blogBody(form: FormData): Parsed {
  const title = formText(form, 'title');
  if (!title) return refuse('The post needs a title.');
  const html = form.get('long_description');
  if (typeof html !== 'string' || html.trim() === '') return refuse('The post needs a text.');
  return checkedBy(blogCreateBody, blogCandidate(form));
}

/**
 * The blog form's notes beside its fields, with the same rules as `blogBody` (the browser checks them
 * before a post is sent, decision 36).
 */
export function blogFormIssues(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!formText(form, 'title')) fields.title = 'The post needs a title.';
  const html = form.get('long_description');
  if (typeof html !== 'string' || html.trim() === '') fields.long_description = 'The post needs a text.';
  const parsed = blogCreateBody.safeParse(blogCandidate(form));
  if (!parsed.success) {
    for (const [field, text] of Object.entries(fieldIssues(parsed.error, { messages: fieldMessages }))) {
      fields[field] ??= text;
    }
  }
  return fields;
}
