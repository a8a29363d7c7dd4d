import type { AddressData } from '@shop/shared/shopping.contract';
import { type FormEvent, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { type AddressField, type AddressValues, addressValuesFrom, checkAddress } from './address-validation';
import { CheckoutField } from './checkout-field';

/** The inputs in form order: labels, browser autofill hints and the contract's length limits. */
const FIELD_INPUTS: {
  field: AddressField;
  label: string;
  autoComplete: string;
  maxLength: number;
  type?: 'tel' | 'email';
  optional?: true;
  wide?: true;
}[] = [
  { field: 'name', label: 'Full name', autoComplete: 'name', maxLength: 100 },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: 20 },
  { field: 'address', label: 'Street address', autoComplete: 'street-address', maxLength: 300, wide: true },
  { field: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 100 },
  { field: 'state', label: 'State', autoComplete: 'address-level1', maxLength: 100, optional: true },
  { field: 'country', label: 'Country', autoComplete: 'country-name', maxLength: 100 },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: 254, optional: true },
];

export interface AddressFormResult {
  ok: boolean;
  message: string;
  fieldErrors?: Partial<Record<AddressField, string>> | undefined;
  values?: AddressValues | undefined;
}

/**
 * Add or edit an address of the book. Checked in the browser with the shared contract before it is sent (the
 * same messages the server gives), and again by the action and the API; without scripts the server's check
 * answers. Posts intent=address-save to the /checkout action (PUT when `address` is given, else POST).
 */
export function AddressForm({
  address,
  result,
  submitLabel,
}: {
  address?: AddressData;
  result: AddressFormResult | null;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Partial<Record<AddressField, string>> | null>(null);
  const slug = address?.slug ?? '';
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'address-save' &&
    navigation.formData?.get('slug') === slug;
  const errors = clientErrors ?? result?.fieldErrors ?? {};
  const values = result?.values;
  const initial = (field: AddressField) => values?.[field] ?? address?.[field] ?? '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = checkAddress(addressValuesFrom(new FormData(event.currentTarget)));
    if (checked.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(checked.errors);
    // The first invalid input in form order takes the focus.
    const first = FIELD_INPUTS.find(({ field }) => checked.errors[field])?.field;
    if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <Form
      method="post"
      noValidate
      preventScrollReset
      onSubmit={onSubmit}
      className="grid gap-3 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value="address-save" />
      <input type="hidden" name="slug" value={slug} />
      {result && !result.ok ? (
        <p
          role="alert"
          className="rounded-card border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger sm:col-span-2"
        >
          {result.message}
        </p>
      ) : null}
      {FIELD_INPUTS.map(({ field, wide, ...input }) => {
        const control = (
          <CheckoutField
            key={field}
            name={field}
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
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          name="isDefault"
          defaultChecked={values?.isDefault ?? address?.isDefault ?? false}
          className="size-4 accent-accent-strong"
        />
        Use as my default address
      </label>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-card bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-ink-soft disabled:opacity-70"
        >
          {busy ? 'Saving…' : submitLabel}
        </button>
      </div>
    </Form>
  );
}
