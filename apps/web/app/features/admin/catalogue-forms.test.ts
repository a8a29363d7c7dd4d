import { describe, expect, it } from 'vitest';
import { catalogueBodyFrom } from './catalogue-forms';
import { BRAND_KIND, CATEGORY_KIND, SUB_CATEGORY_KIND } from './catalogue-kinds';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe('catalogueBodyFrom', () => {
  it('builds a category body in the API’s field names, leaving a blank image out when creating', () => {
    expect(
      catalogueBodyFrom(
        CATEGORY_KIND,
        form({ cat_name: ' Lamps ', cat_image: '', cat_status: 'active' }),
        false,
      ),
    ).toEqual({ ok: true, body: { cat_name: 'Lamps', cat_status: 'active' } });
  });

  it('clears the image when an edit leaves it blank, and keeps only the first address', () => {
    expect(catalogueBodyFrom(BRAND_KIND, form({ name: 'Acme', logo: '' }), true)).toEqual({
      ok: true,
      body: { name: 'Acme', logo: null },
    });
    expect(
      catalogueBodyFrom(BRAND_KIND, form({ name: 'Acme', logo: '/uploads/a.webp\n/uploads/b.webp' }), true),
    ).toEqual({ ok: true, body: { name: 'Acme', logo: '/uploads/a.webp' } });
  });

  it('ignores a status that is neither active nor inactive', () => {
    expect(catalogueBodyFrom(BRAND_KIND, form({ name: 'Acme', status: 'deleted' }), false)).toEqual({
      ok: true,
      body: { name: 'Acme' },
    });
  });

  it('needs a name, and a parent category when creating a sub-category', () => {
    expect(catalogueBodyFrom(SUB_CATEGORY_KIND, form({ subcat_name: '  ', cat_slug: '' }), false)).toEqual({
      ok: false,
      message: 'Please correct the marked fields.',
      fields: { subcat_name: 'Enter a name.', cat_slug: 'Choose the category it belongs to.' },
    });
  });

  it('sends the parent category of a sub-category, and keeps it as it is when an edit leaves it blank', () => {
    expect(
      catalogueBodyFrom(SUB_CATEGORY_KIND, form({ subcat_name: 'Desk lamps', cat_slug: 'lamps' }), false),
    ).toEqual({ ok: true, body: { subcat_name: 'Desk lamps', cat_slug: 'lamps' } });
    expect(
      catalogueBodyFrom(SUB_CATEGORY_KIND, form({ subcat_name: 'Desk lamps', image: '' }), true),
    ).toEqual({
      ok: true,
      body: { subcat_name: 'Desk lamps', image: null },
    });
  });
});

describe('catalogueBodyFrom with the API’s schema', () => {
  it('refuses what the API would refuse, beside the field, before anything is sent', () => {
    expect(catalogueBodyFrom(BRAND_KIND, form({ name: 'x'.repeat(101) }), false)).toEqual({
      ok: false,
      message: 'Please correct the marked fields.',
      fields: { name: 'Use at most 100 characters.' },
    });
    const badImage = catalogueBodyFrom(
      CATEGORY_KIND,
      form({ cat_name: 'Lamps', cat_image: 'ftp://x' }),
      false,
    );
    expect(badImage).toMatchObject({ ok: false, fields: { cat_image: expect.stringContaining('http(s)') } });
  });
});
