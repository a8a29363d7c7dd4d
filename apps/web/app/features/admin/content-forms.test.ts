import { describe, expect, it } from 'vitest';
import {
  blogBody,
  dollarsFrom,
  flashSaleBody,
  flashSaleItemBody,
  isoFromUtcInput,
  megaMenuBody,
  serialFrom,
  sliderBody,
  utcInputValue,
} from './content-forms';

function formOf(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const entry of Array.isArray(value) ? value : [value]) form.append(name, entry);
  }
  return form;
}

describe('isoFromUtcInput / utcInputValue', () => {
  it('reads a datetime-local value as UTC and writes it back the same way', () => {
    expect(isoFromUtcInput('2027-01-15T18:30')).toBe('2027-01-15T18:30:00.000Z');
    expect(isoFromUtcInput('2027-01-15T18:30:45')).toBe('2027-01-15T18:30:45.000Z');
    expect(utcInputValue('2027-01-15T18:30:00.000Z')).toBe('2027-01-15T18:30');
    expect(utcInputValue('2027-01-15T20:30:00+02:00')).toBe('2027-01-15T18:30');
  });

  it('refuses what is not a real date and time', () => {
    for (const value of [
      '',
      'tomorrow',
      '2027-02-30T10:00',
      '2027-01-15T24:00',
      '2027-13-01T10:00',
      '2027-01-15',
    ]) {
      expect(isoFromUtcInput(value), value).toBeNull();
    }
    expect(utcInputValue('not a date')).toBe('');
  });
});

describe('dollarsFrom and serialFrom', () => {
  it('accepts dollar amounts with up to two decimals, a leading $ and thousands commas', () => {
    expect(dollarsFrom('12')).toBe(12);
    expect(dollarsFrom(' 12.5 ')).toBe(12.5);
    expect(dollarsFrom('$1,299.99')).toBe(1299.99);
  });

  it('refuses negative, blank, three-decimal and non-numeric amounts', () => {
    for (const value of ['', '-3', '1.999', 'ten', '1e3', '12.'])
      expect(dollarsFrom(value), value).toBeNull();
  });

  it('reads a position as a whole number from 0 to 100000, blank being 0', () => {
    expect(serialFrom('')).toBe(0);
    expect(serialFrom('7')).toBe(7);
    expect(serialFrom('100000')).toBe(100_000);
    expect(serialFrom('100001')).toBeNull();
    expect(serialFrom('-1')).toBeNull();
    expect(serialFrom('2.5')).toBeNull();
  });
});

describe('content bodies', () => {
  it('builds a slider body: first image URL, blanks as null, the checkbox as the status', () => {
    const parsed = sliderBody(
      formOf({
        image: ' /uploads/a-800.webp ',
        titleOne: 'Hello',
        titleTWo: '',
        badge: '',
        productLink: '/products',
        serial: '3',
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      body: {
        image: '/uploads/a-800.webp',
        badge: null,
        titleOne: 'Hello',
        titleTWo: '',
        productLink: '/products',
        serial: 3,
        status: 'inactive',
      },
    });
    expect(sliderBody(formOf({ image: '/uploads/a.webp', active: 'on' }))).toMatchObject({
      ok: true,
      body: { status: 'active', serial: 0 },
    });
  });

  it('refuses a slider without an image before calling the API', () => {
    expect(sliderBody(formOf({ titleOne: 'Hello' }))).toEqual({
      ok: false,
      message: 'Upload an image or paste its address.',
    });
  });

  it('turns the flash sale end time into ISO and refuses a broken one', () => {
    const parsed = flashSaleBody(formOf({ name: 'Winter', time: '2027-01-15T18:30', active: 'on' }));
    expect(parsed).toMatchObject({
      ok: true,
      body: { name: 'Winter', time: '2027-01-15T18:30:00.000Z', imageHome: null, status: 'active' },
    });
    expect(flashSaleBody(formOf({ name: 'Winter', time: 'soon' }))).toEqual({
      ok: false,
      message: 'End time must be a date and time (UTC).',
    });
  });

  it('sends a sale item price in dollars and refuses a zero or malformed price', () => {
    expect(flashSaleItemBody(formOf({ product_slug: 'lamp-1', salePrice: '19.90' }), true)).toEqual({
      ok: true,
      body: { product_slug: 'lamp-1', salePrice: 19.9, status: 'active' },
    });
    expect(flashSaleItemBody(formOf({ salePrice: '5', active: 'on' }), false)).toEqual({
      ok: true,
      body: { salePrice: 5, status: 'active' },
    });
    expect(flashSaleItemBody(formOf({ product_slug: 'lamp-1', salePrice: '0' }), true).ok).toBe(false);
    expect(flashSaleItemBody(formOf({ product_slug: 'lamp-1', salePrice: '19,9.9.9' }), true).ok).toBe(false);
    expect(flashSaleItemBody(formOf({ salePrice: '5' }), true)).toEqual({
      ok: false,
      message: 'Choose a product.',
    });
  });

  it('reads the units sold at the sale price: a whole number, or blank for no limit', () => {
    expect(flashSaleItemBody(formOf({ salePrice: '5', saleQuantity: '25', active: 'on' }), false)).toEqual({
      ok: true,
      body: { salePrice: 5, saleQuantity: 25, status: 'active' },
    });
    expect(flashSaleItemBody(formOf({ salePrice: '5', saleQuantity: '', active: 'on' }), false)).toEqual({
      ok: true,
      body: { salePrice: 5, saleQuantity: null, status: 'active' },
    });
    expect(
      flashSaleItemBody(formOf({ product_slug: 'lamp-1', salePrice: '5', saleQuantity: '2.5' }), true),
    ).toEqual({
      ok: false,
      message: 'Units at the sale price must be a whole number above 0, or blank for no limit.',
    });
  });

  it('keeps the ticked mega menu sub-categories in the order they were posted', () => {
    const parsed = megaMenuBody(
      formOf({ sub_cat_slugs: ['shoes', ' bags ', ''], serial: '2', active: 'on' }),
      false,
    );
    expect(parsed).toEqual({
      ok: true,
      body: { sub_cat_slugs: ['shoes', 'bags'], serial: 2, status: 'active' },
    });
    expect(megaMenuBody(formOf({ serial: '1' }), true)).toEqual({ ok: false, message: 'Choose a category.' });
  });

  it('passes the blog HTML through untouched (the API sanitizes it) and requires a title and text', () => {
    const html = '<p>Hi</p><script>alert(1)</script>';
    expect(blogBody(formOf({ title: 'Post', long_description: html, category_slug: '' }))).toMatchObject({
      ok: true,
      body: {
        title: 'Post',
        long_description: html,
        category_slug: null,
        imageURL: null,
        status: 'inactive',
      },
    });
    expect(blogBody(formOf({ title: '', long_description: html })).ok).toBe(false);
    expect(blogBody(formOf({ title: 'Post', long_description: '  ' })).ok).toBe(false);
  });
});

describe("content bodies parsed with the API's request schemas", () => {
  it('names a field rule of the shared schema in plain words, not the schema path', () => {
    const slider = sliderBody(formOf({ image: '/uploads/a.jpg', badge: 'x'.repeat(61) }));
    expect(slider).toEqual({ ok: false, message: 'Keep the badge to 60 characters.' });
    const unsafeImage = sliderBody(formOf({ image: 'javascript:alert(1)' }));
    expect(unsafeImage).toEqual({ ok: false, message: 'Upload an image or paste its address.' });
    const blog = blogBody(
      formOf({ title: 'Spring', long_description: '<p>Hi</p>', seo_title: 'y'.repeat(201) }),
    );
    expect(blog).toEqual({ ok: false, message: 'Keep the SEO title to 200 characters.' });
  });

  it('hands on the body as the schema reads it when the form is right', () => {
    const parsed = sliderBody(
      formOf({ image: '/uploads/a.jpg', titleOne: '  New  ', serial: '2', active: 'on' }),
    );
    expect(parsed).toEqual({
      ok: true,
      body: {
        image: '/uploads/a.jpg',
        badge: null,
        titleOne: 'New',
        titleTWo: '',
        productLink: null,
        serial: 2,
        status: 'active',
      },
    });
  });
});
