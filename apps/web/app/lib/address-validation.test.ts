import { describe, expect, it } from 'vitest';
import { addressValuesFrom, checkAddress } from './address-validation';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const valid = {
  name: 'Ada Lovelace',
  phone: '020 7946 0000',
  address: '12 Elm Street',
  city: 'London',
  country: 'GB',
  postal_code: 'sw1a 1aa',
};

describe('address form validation messages (shared contract)', () => {
  it('names every missing required field, each beside its own field', () => {
    const checked = checkAddress(addressValuesFrom(form({})));
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        phone: 'Phone is required',
        country: 'Choose a country',
        city: 'City is required',
        address: 'Address is required',
      },
    });
  });

  it('reads a national phone number in the chosen country and answers it in E.164', () => {
    const checked = checkAddress(addressValuesFrom(form(valid)));
    expect(checked.ok && checked.body).toMatchObject({
      phone: '+442079460000',
      country: 'United Kingdom',
      country_code: 'GB',
      postal_code: 'SW1A 1AA',
    });
  });

  it('says which country a phone number does not work in', () => {
    const checked = checkAddress(addressValuesFrom(form({ ...valid, phone: '555 0199', country: 'US' })));
    expect(checked).toMatchObject({
      ok: false,
      errors: { phone: expect.stringContaining('United States') },
    });
  });

  it('asks for the postal code where the country has them, not where it has none', () => {
    const blank = { ...valid, postal_code: '' };
    expect(checkAddress(addressValuesFrom(form(blank)))).toMatchObject({
      ok: false,
      errors: { postal_code: 'Postal code is required in United Kingdom' },
    });
    const qatar = checkAddress(addressValuesFrom(form({ ...blank, country: 'QA', phone: '+974 3312 3456' })));
    expect(qatar.ok && qatar.body.postal_code).toBeNull();
  });

  it('keeps the default checkbox', () => {
    expect(addressValuesFrom(form({ ...valid, isDefault: 'on' })).isDefault).toBe(true);
    expect(addressValuesFrom(form(valid)).isDefault).toBe(false);
  });
});
