import { describe, expect, it } from 'vitest';
import { productSaveFailure } from './product-form-errors';

const refusal = (message: string, code = 'validation_error') => ({
  status: 400,
  headers: {},
  body: { statusCode: 400, error: 'Bad Request', message, code },
});

describe('a refused product save', () => {
  it('puts "no images" beside the images field in plain words, with no internal path anywhere', () => {
    const failure = productSaveFailure(refusal('body.images: Too small: expected array to have >=1 items'));
    expect(failure.fields).toEqual({ images: 'Add at least one.' });
    expect(failure.message).toBe('Some fields need attention: see the notes beside them.');
    expect(JSON.stringify(failure)).not.toContain('body.');
  });

  it('puts an offer above the price beside the offer price', () => {
    const failure = productSaveFailure(refusal('offerPrice must be below price', 'invalid_offer_price'));
    expect(failure.fields.offerPrice).toBe('The offer price must be below the price.');
    expect(failure.message).not.toContain('offerPrice');
  });
});
