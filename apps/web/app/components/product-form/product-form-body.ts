import { productCreateBody, productUpdateBody } from '@shop/shared/dashboard-forms.contract';
import { formText, formUrls } from '../../lib/api-field-errors';
import { fieldIssues } from '../../lib/form-issues';

function numberOrText(value: string): number | string {
  return value !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}

/**
 * The product body of the product form (prices in dollars; blanks become null or are left out). Text that
 * is not a number is passed on as it is, so the API names the field in its 400 answer.
 */
export function productBodyFrom(form: FormData, editing: boolean): Record<string, unknown> {
  const text = (name: string) => formText(form, name);
  const nullable = (name: string) => text(name) || null;
  const body: Record<string, unknown> = {
    productName: text('productName'),
    description: text('description'),
    images: formUrls(form, 'images'),
    price: numberOrText(text('price')),
    offerPrice: text('offerPrice') ? numberOrText(text('offerPrice')) : null,
    stock: numberOrText(text('stock') || '0'),
    sku: nullable('sku'),
    weight: text('weight') ? numberOrText(text('weight')) : null,
    catSlug: text('catSlug'),
    subCatSlug: nullable('subCatSlug'),
    brandSlug: nullable('brandSlug'),
    seoTitle: nullable('seoTitle'),
    seoDescription: nullable('seoDescription'),
  };
  if (!editing) {
    for (const key of ['sku', 'weight', 'subCatSlug', 'brandSlug', 'seoTitle', 'seoDescription']) {
      if (body[key] === null) delete body[key];
    }
  }
  return body;
}

/** The form's own words for fields whose schema complaint would read oddly. */
const productFieldMessages: Record<string, string> = {
  productName: 'Enter a name of up to 200 characters.',
  images: 'Add 1 to 8 images.',
  price: 'Enter a price above 0, e.g. 19.99.',
  offerPrice: 'The offer price must be below the price.',
  stock: 'Enter a whole number from 0.',
  weight: 'Enter the weight in whole grams, or leave it blank.',
  sku: 'Use letters, digits, . _ or - (up to 64), starting with a letter or digit.',
  catSlug: 'Choose a category.',
};

/**
 * What the API's own request schema finds wrong with the product form, as notes beside its fields: the
 * browser checks this before a save is sent (the API still has the last word: SKU taken, unknown
 * category). The admin's extra fields (flags, status) are not checked here.
 */
export function productFormIssues(form: FormData, editing: boolean): Record<string, string> {
  const schema = editing ? productUpdateBody : productCreateBody;
  const parsed = schema.safeParse(productBodyFrom(form, editing));
  return parsed.success ? {} : fieldIssues(parsed.error, { messages: productFieldMessages });
}
