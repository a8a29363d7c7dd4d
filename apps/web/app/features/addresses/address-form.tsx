import type { AddressData } from '@shop/shared/address.contract';
import { type FormEvent, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  type AddressErrors,
  type AddressValues,
  addressValuesFrom,
  checkAddress,
} from '../../lib/address-validation';
import { AddressFields, FIELD_ORDER } from './address-fields';

export interface AddressFormResult {
  ok: boolean;
  message: string;
  fieldErrors?: AddressErrors | undefined;
  values?: AddressValues | undefined;
}

/**
 * Add or edit an address of the book. Checked in the browser with the shared contract before it is sent (the
 * same messages the server gives), and again by the page's action and the API; without scripts the server's
 * check answers. Posts intent=address-save to the page it is on (PUT when `address` is given, else POST).
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
  const [clientErrors, setClientErrors] = useState<AddressErrors | null>(null);
  const slug = address?.slug ?? '';
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'address-save' &&
    navigation.formData?.get('slug') === slug;
  const errors = clientErrors ?? result?.fieldErrors ?? {};
  const values = result && !result.ok ? result.values : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = checkAddress(addressValuesFrom(new FormData(event.currentTarget)));
    if (checked.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(checked.errors);
    // The first invalid field in form order takes the focus.
    const first = FIELD_ORDER.find((field) => checked.errors[field]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
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
      <AddressFields address={address} values={values} errors={errors} />
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
