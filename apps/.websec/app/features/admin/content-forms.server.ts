/**
 * Form posts of the admin content pages turned into admin API bodies. Each parser checks what a browser form
 * cannot (a dollar amount, a date, a position) so that the admin gets a plain sentence before the API is
 * called; the API still validates everything and its message is shown when it refuses.
 */
import { formText, formUrls } from '../../lib/api-field-errors';

export type Parsed = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

const refuse = (message: string): Parsed => ({ ok: false, message });

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
  return {
    ok: true,
    body: {
      image,
      badge: textOrNull(form, 'badge'),
      titleOne: formText(form, 'titleOne'),
      titleTWo: formText(form, 'titleTWo'),
      productLink: textOrNull(form, 'productLink'),
      serial,
      status: statusFrom(form),
    },
  };
}

export function advertisementBody(form: FormData): Parsed {
  const adName = formText(form, 'adName');
  if (!adName) return refuse('The ad needs its slot name.');
  const adImage = imageFrom(form, 'adImage');
  if (!adImage) return refuse('Upload an image or paste its address.');
  return {
    ok: true,
    body: {
      adName,
      adImage,
      title: formText(form, 'title'),
      title_one: formText(form, 'title_one'),
      title_two: formText(form, 'title_two'),
      badge: textOrNull(form, 'badge'),
      category_link: textOrNull(form, 'category_link'),
      status: statusFrom(form),
    },
  };
}

/** A popular/featured category entry: the category when adding, always its position and status. */
export function categoryEntryBody(form: FormData, adding: boolean): Parsed {
  const serial = serialFrom(formText(form, 'serial'));
  if (serial === null) return refuse('Position must be a whole number from 0 to 100000.');
  if (!adding) return { ok: true, body: { serial, status: statusFrom(form) } };
  const catSlug = formText(form, 'cat_slug');
  if (!catSlug) return refuse('Choose a category.');
  return { ok: true, body: { cat_slug: catSlug, serial, status: 'active' } };
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
  return { ok: true, body };
}

export function flashSaleBody(form: FormData): Parsed {
  const name = formText(form, 'name');
  if (!name) return refuse('The sale needs a name.');
  const time = isoFromUtcInput(formText(form, 'time'));
  if (!time) return refuse('End time must be a date and time (UTC).');
  return {
    ok: true,
    body: {
      name,
      title: formText(form, 'title'),
      offer: formText(form, 'offer'),
      time,
      imageHome: imageFrom(form, 'imageHome') || null,
      imageFlash: imageFrom(form, 'imageFlash') || null,
      status: statusFrom(form),
    },
  };
}

/** A sale item: the product when adding, and the sale price in dollars. */
export function flashSaleItemBody(form: FormData, adding: boolean): Parsed {
  const salePrice = dollarsFrom(formText(form, 'salePrice'));
  if (salePrice === null || salePrice <= 0) {
    return refuse('Sale price must be an amount in dollars above 0, like 19.99.');
  }
  if (!adding) return { ok: true, body: { salePrice, status: statusFrom(form) } };
  const productSlug = formText(form, 'product_slug');
  if (!productSlug) return refuse('Choose a product.');
  return { ok: true, body: { product_slug: productSlug, salePrice, status: 'active' } };
}

export function blogBody(form: FormData): Parsed {
  const title = formText(form, 'title');
  if (!title) return refuse('The post needs a title.');
  const html = form.get('long_description');
  if (typeof html !== 'string' || html.trim() === '') return refuse('The post needs a text.');
  return {
    ok: true,
    body: {
      title,
      description: formText(form, 'description'),
      long_description: html,
      imageURL: imageFrom(form, 'imageURL') || null,
      category_slug: textOrNull(form, 'category_slug'),
      seo_title: textOrNull(form, 'seo_title'),
      seo_description: textOrNull(form, 'seo_description'),
      status: statusFrom(form),
    },
  };
}
