import { describe, expect, it } from 'vitest';
import { productBodyFrom } from './product-form-body';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe('productBodyFrom', () => {
  it('turns the form into the API body: numbers, image lines, optional fields left out on create', () => {
    const body = productBodyFrom(
      form({
        productName: ' Lamp ',
        description: 'Warm light',
        images: '/uploads/a-800.webp\n/uploads/b-800.webp',
        price: '19.50',
        offerPrice: '',
        stock: '4',
        catSlug: 'home',
        subCatSlug: '',
      }),
      false,
    );
    expect(body).toEqual({
      productName: 'Lamp',
      description: 'Warm light',
      images: ['/uploads/a-800.webp', '/uploads/b-800.webp'],
      price: 19.5,
      offerPrice: null,
      stock: 4,
      catSlug: 'home',
    });
  });

  it('sends blanks as null when editing, so a field can be cleared', () => {
    const body = productBodyFrom(form({ productName: 'Lamp', price: '5', sku: '' }), true);
    expect(body).toMatchObject({ sku: null, subCatSlug: null, brandSlug: null });
  });
});
