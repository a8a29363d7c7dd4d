import { describe, expect, it } from 'vitest';
import { addressValuesFrom, checkAddress } from './address-validation';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const valid = {
  name: 'Ada Lovelace',
  phone: '+44 20-7946-0000',
  address: '12 Elm Street',
  city: 'London',
  country: 'United Kingdom',
};

describe('address form validation messages (shared contract)', () => {
  it('names every missing required field', () => {
    const checked = checkAddress(addressValuesFrom(form({})));
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        phone: 'Phone must have 7 to 20 characters',
        country: 'Country is required',
        city: 'City is required',
        address: 'Address is required',
      },
    });
  });

  it('explains a malformed phone and e-mail', () => {
    const checked = checkAddress(addressValuesFrom(form({ ...valid, phone: '555-CALL-NOW', email: 'nope' })));
    expect(checked).toEqual({
      ok: false,
      errors: {
        phone: 'Phone may contain only digits, spaces, dashes and a leading +',
        email: 'Email must be a valid e-mail address',
      },
    });
  });

  it('limits lengths with the contract’s words', () => {
    const checked = checkAddress(addressValuesFrom(form({ ...valid, city: 'x'.repeat(101) })));
    expect(checked).toEqual({ ok: false, errors: { city: 'City must be at most 100 characters' } });
  });

  it('accepts a complete address, trims it and treats empty optional fields as not given', () => {
    const checked = checkAddress(
      addressValuesFrom(form({ ...valid, name: '  Ada Lovelace ', email: '', state: '', isDefault: 'on' })),
    );
    expect(checked).toEqual({
      ok: true,
      body: { ...valid, name: 'Ada Lovelace', isDefault: true },
    });
  });
});
