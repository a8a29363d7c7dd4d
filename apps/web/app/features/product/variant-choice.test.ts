import type { Product } from '@shop/shared/catalogue.contract';
import { describe, expect, it } from 'vitest';
import { chosenVariant, isColourOption, optionChoices, variantHref, variantLabel } from './variant-choice';

const variant = (sku: string, options: Record<string, string>, stock = 3) => ({
  sku,
  options,
  price: 20,
  offerPrice: null,
  stock,
  imageURL: [],
  weight: null,
});

const tee: Pick<Product, 'slug' | 'options' | 'variants'> = {
  slug: 'tee',
  options: [
    { name: 'Size', values: ['M', 'L'] },
    { name: 'Colour', values: ['Red', 'Blue'] },
  ],
  variants: [
    variant('M-RED', { Size: 'M', Colour: 'Red' }, 0),
    variant('L-RED', { Size: 'L', Colour: 'Red' }),
    variant('M-BLUE', { Size: 'M', Colour: 'Blue' }),
  ],
};

describe('chosenVariant', () => {
  it('takes the variant the address names, else the first in stock, else the first', () => {
    expect(chosenVariant(tee, 'M-BLUE')?.sku).toBe('M-BLUE');
    expect(chosenVariant(tee, 'M-RED')?.sku).toBe('M-RED');
    expect(chosenVariant(tee, null)?.sku).toBe('L-RED');
    expect(chosenVariant(tee, 'NOPE')?.sku).toBe('L-RED');
    expect(chosenVariant({ variants: [variant('ONLY', {}, 0)] }, null)?.sku).toBe('ONLY');
  });
});

describe('optionChoices', () => {
  it('offers the values that lead to a variant in stock with the other values kept, and marks the chosen ones', () => {
    const current = tee.variants[1]!; // L / Red
    const [size, colour] = optionChoices(tee, current);
    expect(size).toEqual({
      name: 'Size',
      chosen: 'L',
      values: [
        { value: 'M', sku: 'M-RED', selected: false, available: false }, // sold out
        { value: 'L', sku: 'L-RED', selected: true, available: true },
      ],
    });
    expect(colour?.values).toEqual([
      { value: 'Red', sku: 'L-RED', selected: true, available: true },
      { value: 'Blue', sku: null, selected: false, available: false }, // L / Blue is not sold
    ]);
  });
});

describe('variant helpers', () => {
  it('builds a shareable address, a label in option order, and knows colour options', () => {
    expect(variantHref('tee', 'M-BLUE')).toBe('/single_product?slug=tee&variant=M-BLUE');
    expect(variantLabel(tee.options, { Colour: 'Blue', Size: 'M' })).toBe('M / Blue');
    expect(isColourOption('Colour')).toBe(true);
    expect(isColourOption('color')).toBe(true);
    expect(isColourOption('Size')).toBe(false);
  });
});
