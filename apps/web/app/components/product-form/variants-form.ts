/**
 * The variants editor's form, without scripts: up to three options (a name and its values, comma
 * separated), "Generate variants" makes one row per combination (keeping what was typed in rows that stay),
 * and "Save variants" sends the grid. Everything travels as form fields, so the server rebuilds the grid from
 * the post alone.
 */

export const MAX_OPTIONS = 3;

export interface EditorOption {
  name: string;
  values: string[];
}

/** One row of the grid as typed (strings, so a refused save shows exactly what was sent). */
export interface VariantRow {
  options: Record<string, string>;
  sku: string;
  price: string;
  offerPrice: string;
  stock: string;
  weight: string;
  /** Image URLs, one per line or separated by spaces. */
  images: string;
}

/** What the editor shows: the options and the grid. */
export interface VariantsDraft {
  options: EditorOption[];
  rows: VariantRow[];
}

/** As `GET …/variants` answers (and `PUT` takes). */
export interface VariantsData {
  options: EditorOption[];
  variants: {
    sku: string;
    options: Record<string, string>;
    price: number;
    offerPrice: number | null;
    stock: number;
    weight: number | null;
    imageURL: string[];
  }[];
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export function draftFromData(data: VariantsData): VariantsDraft {
  return {
    options: data.options,
    rows: data.variants.map((variant) => ({
      options: variant.options,
      sku: variant.sku,
      price: variant.price.toFixed(2),
      offerPrice: variant.offerPrice === null ? '' : variant.offerPrice.toFixed(2),
      stock: String(variant.stock),
      weight: variant.weight === null ? '' : String(variant.weight),
      images: variant.imageURL.join('\n'),
    })),
  };
}

/** The options the form names: blank names are left out, values split on commas, repeats dropped. */
export function optionsFromForm(form: FormData): EditorOption[] {
  const options: EditorOption[] = [];
  for (let index = 1; index <= MAX_OPTIONS; index++) {
    const name = text(form, `option-name-${index}`);
    if (!name) continue;
    const values = text(form, `option-values-${index}`)
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    options.push({ name, values: [...new Set(values)] });
  }
  return options;
}

/** How a row is named to the seller: its option values ("EU 40 / Black"), or "Default" without options. */
export function variantLabel(row: Pick<VariantRow, 'options'>, optionNames: readonly string[]): string {
  return (
    optionNames
      .map((name) => row.options[name])
      .filter(Boolean)
      .join(' / ') || 'Default'
  );
}

/** A row as posted, with the image file chosen for it (none: `null`; an empty file input posts no file). */
export interface PostedRow {
  row: VariantRow;
  imageFile: Blob | null;
}

/** The grid's rows as posted; rows ticked "Remove" are left out. */
export function rowsFromForm(form: FormData): VariantRow[] {
  return postedRows(form).map((posted) => posted.row);
}

/**
 * The grid's rows as posted, each with its image file. "Remove image" empties the row's images (the
 * variant shows the product's); a chosen file replaces them once uploaded (variants.server.ts).
 */
export function postedRows(form: FormData): PostedRow[] {
  const count = Math.min(Number(text(form, 'variant-count')) || 0, 500);
  const rows: PostedRow[] = [];
  for (let index = 0; index < count; index++) {
    if (form.get(`variant-${index}-remove`)) continue;
    let options: Record<string, string> = {};
    try {
      const parsed = JSON.parse(text(form, `variant-${index}-options`) || '{}');
      if (parsed && typeof parsed === 'object') options = parsed as Record<string, string>;
    } catch {
      // A tampered field: the row is kept without options and the API names the problem.
    }
    const file = form.get(`variant-${index}-image-file`);
    rows.push({
      row: {
        options,
        sku: text(form, `variant-${index}-sku`),
        price: text(form, `variant-${index}-price`),
        offerPrice: text(form, `variant-${index}-offer`),
        stock: text(form, `variant-${index}-stock`),
        weight: text(form, `variant-${index}-weight`),
        images: form.get(`variant-${index}-image-remove`) ? '' : text(form, `variant-${index}-images`),
      },
      imageFile: file instanceof Blob && file.size > 0 ? file : null,
    });
  }
  return rows;
}

/** Every combination of the options' values, in the options' order (the first option varies slowest). */
export function combinations(options: EditorOption[]): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (partial, option) =>
      partial.flatMap((combo) => option.values.map((value) => ({ ...combo, [option.name]: value }))),
    [{}],
  );
}

const sameOptions = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, value]) => b[name] === value);

const skuPart = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * One row per combination: a row already in the grid for it keeps what was typed; a new one gets a SKU made
 * from `skuBase` and its values, and the first row's price and stock to start from.
 */
export function generateRows(options: EditorOption[], rows: VariantRow[], skuBase: string): VariantRow[] {
  const template = rows[0];
  return combinations(options).map((combo) => {
    const kept = rows.find((row) => sameOptions(row.options, combo));
    if (kept) return kept;
    const suffix = Object.values(combo).map(skuPart).filter(Boolean).join('-');
    return {
      options: combo,
      sku: [skuPart(skuBase) || 'SKU', suffix].filter(Boolean).join('-').slice(0, 64),
      price: template?.price ?? '',
      offerPrice: template?.offerPrice ?? '',
      stock: template?.stock ?? '0',
      weight: template?.weight ?? '',
      images: '',
    };
  });
}

/** "Set every price / stock to": filled in, it overrides each row before saving. */
export function applyBulk(rows: VariantRow[], form: FormData): VariantRow[] {
  const price = text(form, 'bulk-price');
  const stock = text(form, 'bulk-stock');
  return rows.map((row) => ({ ...row, ...(price ? { price } : {}), ...(stock ? { stock } : {}) }));
}

const amount = (value: string) => (value === '' ? Number.NaN : Number(value));

/** The body of `PUT …/variants`: numbers where typed as numbers; a typo is sent as typed and the API names it. */
export function variantsBodyFrom(draft: VariantsDraft) {
  return {
    options: draft.options,
    variants: draft.rows.map((row) => ({
      sku: row.sku,
      options: row.options,
      price: Number.isFinite(amount(row.price)) ? amount(row.price) : row.price,
      offerPrice:
        row.offerPrice === ''
          ? null
          : Number.isFinite(amount(row.offerPrice))
            ? amount(row.offerPrice)
            : row.offerPrice,
      stock: Number.isInteger(amount(row.stock)) ? amount(row.stock) : row.stock,
      weight:
        row.weight === '' ? null : Number.isInteger(amount(row.weight)) ? amount(row.weight) : row.weight,
      imageURL: row.images.split(/[\s,]+/).filter(Boolean),
    })),
  };
}
