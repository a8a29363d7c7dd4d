/**
 * The address form's fields checked with the shared contract (`addressBody`, decision 0025), so the browser,
 * the page's action and the API show the same message next to the same field ("City is required", "Postal
 * code is required in United Kingdom", …).
 */
import {
  ADDRESS_FORM_FIELDS,
  type AddressBody,
  type AddressFormField,
  addressBody,
} from '@shop/shared/address.contract';

export type { AddressFormField };
export type AddressValues = Record<AddressFormField, string> & { isDefault: boolean };
export type AddressErrors = Partial<Record<AddressFormField, string>>;

export type AddressCheck = { ok: true; body: AddressBody } | { ok: false; errors: AddressErrors };

/** The form's text fields (trimmed by the contract) and the default checkbox. */
export function addressValuesFrom(form: FormData): AddressValues {
  const values = Object.fromEntries(
    ADDRESS_FORM_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<AddressFormField, string>;
  return { ...values, isDefault: form.get('isDefault') === 'on' || form.get('isDefault') === 'true' };
}

/** Each field's first message; a message the API gives about a field goes to that field too. */
export function errorsByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: AddressErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (ADDRESS_FORM_FIELDS as readonly string[]).includes(field)) {
      errors[field as AddressFormField] ??= issue.message;
    }
  }
  return errors;
}

export function checkAddress(values: AddressValues): AddressCheck {
  const parsed = addressBody.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: errorsByField(parsed.error.issues) };
}
