/**
 * One address, as the address book's form, its API (docs/api.md Addresses), an order's one-off address and a
 * guest's checkout all take it (decision 0025). The schema checks and normalises: the country becomes its
 * ISO 3166-1 alpha-2 code and English name, the phone E.164 (libphonenumber-js, national numbers read in the
 * chosen country), the postal code upper case, and it is required where the country uses postal codes.
 *
 * Clients older than the address book keep working: they send a country's name (accepted when it names a
 * known country) and no `postal_code` or `address_line2` (left out, they are simply not stored; sent, even
 * empty, the postal code rule applies, which is what the forms do).
 */
import './zod-browser.ts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { countryCodeOf, countryName, usesPostalCode } from './countries.ts';

export const ADDRESS_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  country: 100,
  state: 100,
  city: 100,
  postal_code: 12,
  address: 300,
  address_line2: 300,
} as const;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = (field: string, max: number) =>
  z.preprocess(
    blankAsMissing,
    z.string().trim().max(max, `${field} must be at most ${max} characters`).optional(),
  );

export const addressEmailSchema = z
  .email('Email must be a valid e-mail address')
  .max(ADDRESS_LIMITS.email, 'Email is too long');

const optionalEmail = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value),
  addressEmailSchema.optional(),
);

const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** The fields as typed. `postal_code` keeps an empty string (a form sent it blank) apart from "left out". */
export const addressInputFields = {
  name: requiredText('Name', ADDRESS_LIMITS.name),
  email: optionalEmail,
  phone: requiredText('Phone', ADDRESS_LIMITS.phone),
  country: z
    .string({ error: 'Choose a country' })
    .trim()
    .min(1, 'Choose a country')
    .max(ADDRESS_LIMITS.country, 'Choose a country from the list')
    .describe('ISO 3166-1 alpha-2 code ("GB"); the English name ("United Kingdom") is accepted too'),
  state: optionalText('Region', ADDRESS_LIMITS.state).describe('Region, state, province or county'),
  city: requiredText('City', ADDRESS_LIMITS.city),
  postal_code: z
    .string({ error: 'Postal code must be text' })
    .trim()
    .max(ADDRESS_LIMITS.postal_code, `Postal code must be at most ${ADDRESS_LIMITS.postal_code} characters`)
    .optional()
    .describe(
      'Required where the country uses postal codes (decision 0025); ignored where it does not. Left out by older clients: not stored (PUT: kept)',
    ),
  address: requiredText('Address', ADDRESS_LIMITS.address).describe('Address line 1: street and number'),
  address_line2: z
    .string({ error: 'Address line 2 must be text' })
    .trim()
    .max(
      ADDRESS_LIMITS.address_line2,
      `Address line 2 must be at most ${ADDRESS_LIMITS.address_line2} characters`,
    )
    .optional()
    .describe('Flat, suite, building; empty clears it. Left out by older clients: not stored (PUT: kept)'),
};

type Typed = {
  country: string;
  phone: string;
  postal_code?: string | undefined;
};

/** A refinement runs only when the fields it reads passed their own checks (all messages show at once). */
// A body that is no object at all (none, text) fails at the root: no cross-field check runs on it.
const fieldsPassed =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: { path?: PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    payload.issues.every(
      (issue) => (issue.path?.length ?? 0) > 0 && !fields.includes(String(issue.path?.[0])),
    );

function phoneOf(address: Typed) {
  const code = countryCodeOf(address.country);
  return code ? parsePhoneNumberFromString(address.phone, code as never) : undefined;
}

export interface NormalisedAddress {
  country: string;
  country_code: string;
  phone: string;
  postal_code: string | null | undefined;
}

/** Adds the checks that read several fields, and the normalised values, to an object of the fields above. */
export function checkedAddress<T extends z.ZodType<Typed>>(schema: T) {
  return schema
    .refine((address) => countryCodeOf(address.country) !== null, {
      message: 'Choose a country from the list',
      path: ['country'],
      when: fieldsPassed('country'),
    })
    .refine((address) => phoneOf(address)?.isValid() === true, {
      error: (issue) => {
        const code = countryCodeOf((issue.input as Typed).country) ?? '';
        return `Enter a phone number that works in ${countryName(code)}, or start it with + and the country code`;
      },
      path: ['phone'],
      when: fieldsPassed('country', 'phone'),
    })
    .refine(
      (address) => {
        const code = countryCodeOf(address.country);
        return !code || !usesPostalCode(code) || address.postal_code !== '';
      },
      {
        error: (issue) =>
          `Postal code is required in ${countryName(countryCodeOf((issue.input as Typed).country) ?? '')}`,
        path: ['postal_code'],
        when: fieldsPassed('country', 'postal_code'),
      },
    )
    .refine(
      (address) =>
        !address.postal_code ||
        !usesPostalCode(countryCodeOf(address.country) ?? '') ||
        POSTAL_CODE_PATTERN.test(address.postal_code),
      {
        message: 'Postal code may contain only letters, digits, spaces and dashes',
        path: ['postal_code'],
        when: fieldsPassed('country', 'postal_code'),
      },
    )
    .transform((address) => {
      const code = countryCodeOf(address.country) as string;
      const normalised: NormalisedAddress = {
        country: countryName(code),
        country_code: code,
        phone: phoneOf(address)?.number ?? address.phone,
        // Left out stays left out (an older client); where the country has no postal codes, none is kept.
        postal_code:
          address.postal_code === undefined
            ? undefined
            : usesPostalCode(code)
              ? address.postal_code.toUpperCase()
              : null,
      };
      return { ...address, ...normalised };
    });
}

/** An order's one-off delivery address and a guest's address: the fields, nothing else. */
export const orderAddressInput = checkedAddress(z.strictObject(addressInputFields));
export type OrderAddressInput = z.output<typeof orderAddressInput>;

export const addressBody = checkedAddress(
  z.strictObject({
    user_slug: z
      .string({ error: 'user_slug is required' })
      .trim()
      .min(1, 'user_slug is required')
      .max(200, 'user_slug is too long')
      .optional()
      .describe('Defaults to the signed-in user'),
    ...addressInputFields,
    isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
  }),
);
export type AddressBody = z.output<typeof addressBody>;

/** The fields a form shows, in the body's names. */
export const ADDRESS_FORM_FIELDS = [
  'name',
  'phone',
  'country',
  'state',
  'city',
  'postal_code',
  'address',
  'address_line2',
  'email',
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];

const isoDate = z.string().describe('ISO-8601 date-time');

/** How an order shows its delivery address; the book's addresses add their own fields to it. */
export const orderAddressSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().describe('E.164 ("+442079460000") since the address book; older rows as typed'),
  country: z.string().describe("The country's English name (older rows: as typed)"),
  country_code: z
    .string()
    .nullable()
    .describe('ISO 3166-1 alpha-2; null on rows from before the address book'),
  state: z.string().nullable(),
  city: z.string(),
  postal_code: z.string().nullable(),
  address: z.string(),
  address_line2: z.string().nullable(),
});

export const addressSchema = orderAddressSchema.extend({
  slug: z.string(),
  user_slug: z.string(),
  isDefault: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AddressData = z.infer<typeof addressSchema>;

/**
 * An address an order copies: a checked one-off address (`OrderAddressInput`) or a saved one, which may be
 * older than the address book (no country code, postal code or second line).
 */
export interface DeliveryAddress {
  name: string;
  email?: string | null | undefined;
  phone: string;
  country: string;
  country_code?: string | null | undefined;
  state?: string | null | undefined;
  city: string;
  postal_code?: string | null | undefined;
  address: string;
  address_line2?: string | null | undefined;
}
