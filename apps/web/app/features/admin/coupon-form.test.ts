import { describe, expect, it } from 'vitest';
import { couponBodyFrom, dayToInstant } from './coupon-form';
import { instantToDay } from './coupon-types';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const complete = {
  code: 'SPRING-10',
  name: 'Spring sale',
  discount_role: 'percent',
  discount_value: '10',
  minimum_purchase: '25.50',
  starts_at: '2027-03-01',
  expired_date: '2027-03-31',
  items_number: '500',
  per_user_limit: '2',
  seller_slug: '',
  status: 'active',
};

describe('dayToInstant / instantToDay', () => {
  it('covers the whole first and last day in UTC, and refuses dates that do not exist', () => {
    expect(dayToInstant('2027-03-31', 'end')).toBe('2027-03-31T23:59:59.999Z');
    expect(dayToInstant('2027-03-01', 'start')).toBe('2027-03-01T00:00:00.000Z');
    expect(dayToInstant('2027-02-30', 'end')).toBeNull();
    expect(dayToInstant('31/03/2027', 'end')).toBeNull();
    expect(instantToDay('2027-03-31T23:59:59.999Z')).toBe('2027-03-31');
    expect(instantToDay(null)).toBe('');
  });
});

describe('couponBodyFrom', () => {
  it('builds the create body: discount object, dollars, ISO dates, per-shopper limit', () => {
    expect(couponBodyFrom(form(complete), false)).toEqual({
      ok: true,
      body: {
        code: 'SPRING-10',
        name: 'Spring sale',
        discount: { role: 'percent', value: 10 },
        minimum_purchase: 25.5,
        starts_at: '2027-03-01T00:00:00.000Z',
        expired_date: '2027-03-31T23:59:59.999Z',
        items_number: 500,
        per_user_limit: 2,
        status: 'active',
      },
    });
  });

  it('never sends the code or the shop when editing, and a blank per-shopper limit means no limit', () => {
    const parsed = couponBodyFrom(
      form({ ...complete, code: 'OTHER', seller_slug: 'some-shop', per_user_limit: '' }),
      true,
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.body).not.toHaveProperty('code');
    expect(parsed.body).not.toHaveProperty('seller_slug');
    expect(parsed.body.per_user_limit).toBeNull();
  });

  it('names every field it refuses', () => {
    const parsed = couponBodyFrom(
      form({
        code: 'x',
        name: '',
        discount_role: 'percent',
        discount_value: '150',
        minimum_purchase: 'ten',
        starts_at: '2027-04-02',
        expired_date: '2027-04-01',
        items_number: '0',
        per_user_limit: '-1',
      }),
      false,
    );
    expect(parsed).toEqual({
      ok: false,
      message: 'Please correct the marked fields.',
      fields: {
        code: 'Use 3 to 40 letters, digits, _ or -.',
        name: 'Enter a name.',
        discount_value: 'A percentage is a whole number from 1 to 100.',
        minimum_purchase: 'Enter an amount in dollars, e.g. 25.00.',
        expired_date: 'The last day comes after the first.',
        items_number: 'Enter how many uses in all (1 or more).',
        per_user_limit: 'Enter 1 to 1000, or leave blank for no limit.',
      },
    });
  });

  it('takes an amount discount in dollars and leaves a blank start to the API (now)', () => {
    const parsed = couponBodyFrom(
      form({ ...complete, discount_role: 'amount', discount_value: '7.5', starts_at: '' }),
      false,
    );
    expect(parsed.ok && parsed.body.discount).toEqual({ role: 'amount', value: 7.5 });
    expect(parsed.ok && 'starts_at' in parsed.body).toBe(false);
  });

  it('refuses an amount off above the minimum spend beside the discount, as the API would', () => {
    const parsed = couponBodyFrom(
      form({ ...complete, discount_role: 'amount', discount_value: '30', minimum_purchase: '25.50' }),
      false,
    );
    expect(parsed).toMatchObject({
      ok: false,
      fields: { discount_value: 'An amount off cannot be more than the minimum spend.' },
    });
    expect(
      couponBodyFrom(form({ ...complete, discount_role: 'amount', discount_value: '25.50' }), false).ok,
    ).toBe(true);
  });
});
