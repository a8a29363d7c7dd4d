/**
 * A shop's variants as CSV (sellers export and import their products with variants). One row per
 * variant, Shopify-like: the product's slug, up to three option name/value pairs, then the variant's own
 * fields. Written with csv-stringify and read with csv-parse (RFC 4180: quotes, commas and line breaks in
 * cells), so a file a spreadsheet saved comes back as it went out.
 *
 * Reading only checks each row on its own and says what is wrong with it in plain words, by row number as a
 * spreadsheet shows it (the header is row 1); whether the rows make a valid set of variants, and whether the
 * products are the seller's, is the service's question.
 */
import { toCents, toDollars } from '@shop/shared/money';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { MAX_PRODUCT_OPTIONS } from '../../db/schema/index.ts';

export const VARIANT_CSV_COLUMNS = [
  'product',
  'product_name',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'option3_name',
  'option3_value',
  'sku',
  'price',
  'offer_price',
  'stock',
  'weight_grams',
  'image_urls',
] as const;

/** The columns a file must have; the others may be left out. */
const REQUIRED_COLUMNS = ['sku', 'price', 'stock'] as const;
/** Image URLs share one cell, separated by this (URLs never hold it). */
const IMAGE_SEPARATOR = ' | ';
export const MAX_CSV_ROWS = 5000;
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const AMOUNT_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
/** Cells a spreadsheet would run as a formula; written with a leading `'`, which reading takes off again. */
const FORMULA_START = /^[=+\-@\t\r]/;

export interface CsvVariant {
  productSlug: string;
  productName: string;
  options: { name: string; value: string }[];
  sku: string;
  priceCents: number;
  offerPriceCents: number | null;
  stock: number;
  weightGrams: number | null;
  imageUrls: string[];
}

export interface CsvProblem {
  /** The row as a spreadsheet numbers it (the header is row 1); 0 for the file as a whole. */
  row: number;
  message: string;
}

/** Rows for `stringify`, guarded against formulas (CSV injection) where people typed the text. */
export function variantsToCsv(rows: CsvVariant[]): string {
  const text = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
  return stringify(
    rows.map((row) => {
      const options = Array.from({ length: MAX_PRODUCT_OPTIONS }, (_, index) => row.options[index]);
      return [
        row.productSlug,
        text(row.productName),
        ...options.flatMap((option) => (option ? [text(option.name), text(option.value)] : ['', ''])),
        row.sku,
        toDollars(row.priceCents).toFixed(2),
        row.offerPriceCents === null ? '' : toDollars(row.offerPriceCents).toFixed(2),
        row.stock,
        row.weightGrams ?? '',
        row.imageUrls.join(IMAGE_SEPARATOR),
      ];
    }),
    { header: true, columns: [...VARIANT_CSV_COLUMNS], record_delimiter: 'windows' },
  );
}

const unguard = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/**
 * The file's rows, or every problem found in them. `defaultProduct` fills a blank `product` cell (the import
 * of one product's variants, from its own page).
 */
export function variantsFromCsv(
  csv: string,
  defaultProduct?: string,
): { rows: (CsvVariant & { row: number })[]; problems: CsvProblem[] } {
  let records: Record<string, string>[];
  try {
    records = parse(csv, { columns: true, bom: true, trim: true, skip_empty_lines: true });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      return {
        rows: [],
        problems: [{ row: line, message: `The file cannot be read as CSV: ${error.message}` }],
      };
    }
    throw error;
  }
  if (records.length === 0) return { rows: [], problems: [{ row: 0, message: 'The file has no rows' }] };
  if (records.length > MAX_CSV_ROWS)
    return { rows: [], problems: [{ row: 0, message: `A file holds at most ${MAX_CSV_ROWS} rows` }] };
  const header = Object.keys(records[0] ?? {});
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (!defaultProduct && !header.includes('product')) missing.unshift('product' as never);
  if (missing.length > 0)
    return { rows: [], problems: [{ row: 1, message: `The header lacks the column ${missing.join(', ')}` }] };
  const unknown = header.filter((column) => !(VARIANT_CSV_COLUMNS as readonly string[]).includes(column));
  if (unknown.length > 0)
    return { rows: [], problems: [{ row: 1, message: `Unknown column ${unknown.join(', ')}` }] };

  const rows: (CsvVariant & { row: number })[] = [];
  const problems: CsvProblem[] = [];
  records.forEach((record, index) => {
    const row = index + 2;
    const cell = (column: (typeof VARIANT_CSV_COLUMNS)[number]) => unguard(record[column] ?? '');
    const wrong: string[] = [];
    const productSlug = cell('product') || defaultProduct || '';
    if (productSlug === '') wrong.push('the product is missing');
    const sku = cell('sku');
    if (!SKU_PATTERN.test(sku))
      wrong.push(
        sku === ''
          ? 'the SKU is missing'
          : `the SKU ${sku} may only hold letters, digits, dots, dashes and underscores (up to 64)`,
      );
    const price = cell('price');
    const priceOk = AMOUNT_PATTERN.test(price) && Number(price) > 0;
    if (!priceOk) wrong.push(`the price must be an amount above 0 such as 12.50, not "${price}"`);
    const offer = cell('offer_price');
    const offerOk = offer === '' || AMOUNT_PATTERN.test(offer);
    if (!offerOk) wrong.push(`the offer price must be an amount such as 9.99 or empty, not "${offer}"`);
    else if (offer !== '' && priceOk && Number(offer) >= Number(price))
      wrong.push('the offer price must be below the price');
    const stock = cell('stock');
    if (!/^\d{1,7}$/.test(stock) || Number(stock) > 1_000_000)
      wrong.push(`the stock must be a whole number from 0 to 1000000, not "${stock}"`);
    const weight = cell('weight_grams');
    if (weight !== '' && !/^\d{1,7}$/.test(weight))
      wrong.push(`the weight must be whole grams or empty, not "${weight}"`);
    const options: { name: string; value: string }[] = [];
    for (let position = 1; position <= MAX_PRODUCT_OPTIONS; position++) {
      const name = cell(`option${position}_name` as 'option1_name');
      const value = cell(`option${position}_value` as 'option1_value');
      if (name === '' && value === '') continue;
      if (name === '' || value === '') wrong.push(`option ${position} needs both a name and a value`);
      else if (name.length > 60 || value.length > 60)
        wrong.push(`option ${position} is longer than 60 letters`);
      else options.push({ name, value });
    }
    const imageUrls = cell('image_urls')
      .split('|')
      .map((url) => url.trim())
      .filter(Boolean);
    const badImage = imageUrls.find((url) => !/^(\/|https:\/\/)\S+$/.test(url));
    if (badImage) wrong.push(`the image ${badImage} is not an address (/uploads/… or https://…)`);
    if (imageUrls.length > 8) wrong.push('a variant has at most 8 images');
    if (wrong.length > 0) {
      problems.push({ row, message: `Row ${row}: ${wrong.join('; ')}` });
      return;
    }
    rows.push({
      row,
      productSlug,
      productName: cell('product_name'),
      options,
      sku,
      priceCents: toCents(Number(price)),
      offerPriceCents: offer === '' ? null : toCents(Number(offer)),
      stock: Number(stock),
      weightGrams: weight === '' ? null : Number(weight),
      imageUrls,
    });
  });
  return { rows, problems };
}
