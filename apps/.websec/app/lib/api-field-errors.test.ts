import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, formUrls } from './api-field-errors';

describe('fieldErrorsFrom', () => {
  it('maps each named field of a validation message to its complaint', () => {
    expect(
      fieldErrorsFrom(
        'body.shop.shop_name: Too small; body.email: must be an e-mail address; body.images.0: bad',
      ),
    ).toEqual({ shop_name: 'Too small', email: 'must be an e-mail address', images: 'bad' });
  });

  it('ignores messages that name no field', () => {
    expect(fieldErrorsFrom('Already exists !')).toEqual({});
  });
});

describe('formUrls', () => {
  it('splits one URL per line and drops blanks', () => {
    const form = new FormData();
    form.set('images', '/uploads/a-400.webp\n\n  https://x.test/b.png ');
    expect(formUrls(form, 'images')).toEqual(['/uploads/a-400.webp', 'https://x.test/b.png']);
  });
});
