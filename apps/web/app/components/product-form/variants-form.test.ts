import { describe, expect, it } from 'vitest';
import {
  applyBulk,
  combinations,
  draftFromData,
  generateRows,
  optionsFromForm,
  rowsFromForm,
  variantsBodyFrom,
} from './variants-form';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe('the variants editor form', () => {
  it('reads up to three options, leaving out blank names and repeated values', () => {
    const form = formOf({
      'option-name-1': 'Size',
      'option-values-1': 'S, M, , M,L',
      'option-name-2': '',
      'option-values-2': 'ignored',
      'option-name-3': 'Colour',
      'option-values-3': 'Red,Blue',
    });
    expect(optionsFromForm(form)).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ]);
  });

  it('makes every combination, the first option varying slowest; no options is one default variant', () => {
    expect(
      combinations([
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Red', 'Blue'] },
      ]),
    ).toEqual([
      { Size: 'S', Colour: 'Red' },
      { Size: 'S', Colour: 'Blue' },
      { Size: 'M', Colour: 'Red' },
      { Size: 'M', Colour: 'Blue' },
    ]);
    expect(combinations([])).toEqual([{}]);
  });

  it('keeps what was typed in rows that stay and starts new ones from the first row', () => {
    const kept = {
      options: { Size: 'M' },
      sku: 'TEE-M',
      price: '21.00',
      offerPrice: '',
      stock: '4',
      weight: '180',
      images: '/uploads/m.webp',
    };
    const rows = generateRows([{ name: 'Size', values: ['M', 'XL'] }], [kept], 'Tee 01');
    expect(rows).toEqual([
      kept,
      {
        options: { Size: 'XL' },
        sku: 'TEE-01-XL',
        price: '21.00',
        offerPrice: '',
        stock: '4',
        weight: '180',
        images: '',
      },
    ]);
  });

  it('reads the grid back, drops removed rows, applies the bulk edit and builds the API body', () => {
    const form = formOf({
      'variant-count': '2',
      'variant-0-options': '{"Size":"M"}',
      'variant-0-sku': 'TEE-M',
      'variant-0-price': '20',
      'variant-0-offer': '15.5',
      'variant-0-stock': '3',
      'variant-0-weight': '',
      'variant-0-images': '/uploads/a.webp\n/uploads/b.webp',
      'variant-1-options': '{"Size":"L"}',
      'variant-1-sku': 'TEE-L',
      'variant-1-remove': 'on',
      'bulk-stock': '7',
    });
    const rows = applyBulk(rowsFromForm(form), form);
    expect(variantsBodyFrom({ options: [{ name: 'Size', values: ['M'] }], rows })).toEqual({
      options: [{ name: 'Size', values: ['M'] }],
      variants: [
        {
          sku: 'TEE-M',
          options: { Size: 'M' },
          price: 20,
          offerPrice: 15.5,
          stock: 7,
          weight: null,
          imageURL: ['/uploads/a.webp', '/uploads/b.webp'],
        },
      ],
    });
  });

  it('sends a typo as typed, for the API to name', () => {
    const body = variantsBodyFrom({
      options: [],
      rows: [
        { options: {}, sku: 'X', price: '12,50', offerPrice: '', stock: 'many', weight: '', images: '' },
      ],
    });
    expect(body.variants[0]).toMatchObject({ price: '12,50', stock: 'many' });
  });

  it('shows stored variants with two decimals and their own images', () => {
    expect(
      draftFromData({
        options: [],
        variants: [
          {
            sku: 'A',
            options: {},
            price: 9.5,
            offerPrice: null,
            stock: 2,
            weight: null,
            imageURL: ['/uploads/a.webp'],
          },
        ],
      }).rows,
    ).toEqual([
      {
        options: {},
        sku: 'A',
        price: '9.50',
        offerPrice: '',
        stock: '2',
        weight: '',
        images: '/uploads/a.webp',
      },
    ]);
  });
});
