/**
 * The address form's fields checked with the shared contract (`addressBody`), so the browser and the server
 * show the same messages the API would answer ("Phone must have 7 to 20 characters", "City is required", …).
 */
import { type AddressBody, addressBody } from '@shop/shared/shopping.contract';

export const ADDRESS_FIELDS = ['name', 'email', 'phone', 'country', 'state', 'city', 'address'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type AddressValues = Record<AddressField, string> & { isDefault: boolean };

export type AddressCheck =
  | { ok: true; body: AddressBody }
  | { ok: false; errors: Partial<Record<AddressField, string>> };

/** The form's text fields (trimmed by the contract) and the default checkbox. */
export function addressValuesFrom(form: FormData): AddressValues {
  const values = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<AddressField, string>;
  return { ...values, isDefault: form.get('isDefault') === 'on' || form.get('isDefault') === 'true' };
}

export function checkAddress(values: AddressValues): AddressCheck {
  const parsed = addressBody.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<AddressField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (ADDRESS_FIELDS as readonly string[]).includes(field)) {
      errors[field as AddressField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
