import { ADDRESS_LIMITS, type AddressData } from '@shop/shared/address.contract';
import { countryCodeOf, countryOptions } from '@shop/shared/countries';
import type { AddressErrors, AddressFormField, AddressValues } from '../../lib/address-validation';
import { AddressInput, AddressSelect } from './address-field';

/** The text inputs in form order: labels, browser autofill hints and the contract's limits. */
const TEXT_INPUTS: {
  field: Exclude<AddressFormField, 'country'>;
  label: string;
  autoComplete: string;
  type?: 'tel' | 'email';
  optional?: true;
  wide?: true;
  hint?: string;
}[] = [
  { field: 'name', label: 'Full name', autoComplete: 'name' },
  {
    field: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'As you dial it in the country above, or starting with + and the country code.',
  },
  { field: 'address', label: 'Street address', autoComplete: 'address-line1', wide: true },
  {
    field: 'address_line2',
    label: 'Apartment, suite, building',
    autoComplete: 'address-line2',
    optional: true,
    wide: true,
  },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  {
    field: 'state',
    label: 'Region / state',
    autoComplete: 'address-level1',
    optional: true,
  },
  {
    field: 'postal_code',
    label: 'Postal code',
    autoComplete: 'postal-code',
    hint: 'Leave it empty only where the country has no postal codes.',
  },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', optional: true },
];

/** The form's fields in the order of `TEXT_INPUTS`, the country first (it decides phone and postal code). */
export const FIELD_ORDER: AddressFormField[] = ['country', ...TEXT_INPUTS.map(({ field }) => field)];

const COUNTRY_OPTIONS = countryOptions('en').map(({ code, name }) => ({ value: code, label: name }));

/**
 * The inputs of one address, without the form around them: the address book's form uses them, and so can any
 * checkout form that takes an address. Names are the API's (`country` holds the ISO code).
 */
export function AddressFields({
  address,
  values,
  errors,
  without = [],
}: {
  address?: AddressData | undefined;
  values?: AddressValues | undefined;
  errors: AddressErrors;
  /** Fields the surrounding form asks for itself (a guest's checkout has its own e-mail field). */
  without?: readonly AddressFormField[];
}) {
  const initial = (field: AddressFormField): string => {
    if (values) return values[field];
    if (!address) return '';
    // A saved address shows its ISO code; rows from before the book get one when their name is known.
    if (field === 'country') return address.country_code ?? countryCodeOf(address.country) ?? '';
    return address[field] ?? '';
  };
  return (
    <>
      <div className="sm:col-span-2">
        <AddressSelect
          label="Country"
          name="country"
          autoComplete="country"
          options={COUNTRY_OPTIONS}
          placeholder="Choose a country"
          defaultValue={initial('country')}
          error={errors.country}
        />
      </div>
      {TEXT_INPUTS.filter(({ field }) => !without.includes(field)).map(({ field, wide, ...input }) => {
        const control = (
          <AddressInput
            key={field}
            name={field}
            maxLength={ADDRESS_LIMITS[field]}
            {...input}
            defaultValue={initial(field)}
            error={errors[field]}
          />
        );
        return wide ? (
          <div key={field} className="sm:col-span-2">
            {control}
          </div>
        ) : (
          control
        );
      })}
    </>
  );
}
