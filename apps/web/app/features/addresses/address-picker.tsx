import type { AddressData } from '@shop/shared/address.contract';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { AddressSaveResult } from './address-book';
import { AddressForm } from './address-form';
import { AddressLines } from './address-lines';

/**
 * Checkout's delivery address: a radio per saved address (the default chosen first), joined to the order form
 * through `formId`, and a form that adds a new address to the book (it is then chosen). Editing and deleting
 * happen in the profile's address book.
 */
export function AddressPicker({
  addresses,
  selected,
  saveResult,
  formId,
}: {
  addresses: AddressData[];
  selected: string | null;
  saveResult: AddressSaveResult | null;
  formId: string;
}) {
  const newResult = saveResult && saveResult.formSlug === '' ? saveResult : null;
  return (
    <div className="space-y-3">
      {addresses.length > 0 ? (
        <fieldset key={selected ?? ''} className="space-y-3">
          <legend className="sr-only">Delivery address</legend>
          {addresses.map((address) => (
            <label
              key={address.slug}
              className="flex cursor-pointer items-start gap-3 rounded-card border border-line p-4 has-[input[type=radio]:checked]:border-accent-strong has-[input[type=radio]:checked]:bg-accent-soft/40"
            >
              <input
                type="radio"
                name="address_slug"
                value={address.slug}
                form={formId}
                defaultChecked={address.slug === selected}
                required
                className="mt-1 size-4 accent-accent-strong"
              />
              <span className="min-w-0 flex-1 text-sm">
                <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {address.name}
                  {address.isDefault ? (
                    <span className="rounded-full bg-ink px-2 py-0.5 text-[11px] font-bold text-white">
                      Default
                    </span>
                  ) : null}
                </span>
                <AddressLines address={address} />
              </span>
            </label>
          ))}
          <p className="text-sm">
            <Link
              to="/profile#addresses"
              className="font-medium text-accent-ink underline-offset-2 hover:underline"
            >
              Edit or delete addresses in your address book
            </Link>
          </p>
        </fieldset>
      ) : null}
      <details
        open={addresses.length === 0 || (newResult !== null && !newResult.ok) || undefined}
        className="rounded-card border border-dashed border-line p-4"
      >
        <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
          <MapPin aria-hidden="true" className="size-4" />
          Add a new address
        </summary>
        <div className="mt-4">
          <AddressForm key={newResult?.savedSlug ?? 'new'} result={newResult} submitLabel="Save address" />
        </div>
      </details>
    </div>
  );
}
