import { formText, formUrls } from '../../lib/api-field-errors';

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
