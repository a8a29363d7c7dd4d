import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, formUrls, plainComplaint, plainFormMessage } from './api-field-errors';

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

  it('puts zod complaints in plain words beside their field', () => {
    expect(fieldErrorsFrom('body.images: Too small: expected array to have >=1 items')).toEqual({
      images: 'Add at least one.',
    });
  });
});

describe('plain words for users', () => {
  it.each([
    ['Too small: expected string to have >=3 characters', 'Use at least 3 characters.'],
    ['Too big: expected string to have <=200 characters', 'Use at most 200 characters.'],
    ['Too small: expected string to have >=1 characters', 'Please fill this in.'],
    ['Too small: expected number to be >=0', 'Enter 0 or more.'],
    ['Invalid input: expected number, received NaN', 'Enter a number.'],
    ['Must be an image uploaded to this shop', 'Must be an image uploaded to this shop'],
  ])('"%s" reads "%s"', (raw, plain) => {
    expect(plainComplaint(raw)).toBe(plain);
  });

  it('never shows an internal field path above the form', () => {
    const message = plainFormMessage('body.images: Too small: expected array to have >=1 items');
    expect(message).toBe('Some fields need attention: see the notes beside them.');
    expect(message).not.toContain('body.');
    expect(plainFormMessage('This SKU is taken')).toBe('This SKU is taken');
  });
});

describe('formUrls', () => {
  it('splits one URL per line and drops blanks', () => {
    const form = new FormData();
    form.set('images', '/uploads/a-400.webp\n\n  https://x.test/b.png ');
    expect(formUrls(form, 'images')).toEqual(['/uploads/a-400.webp', 'https://x.test/b.png']);
  });
});
