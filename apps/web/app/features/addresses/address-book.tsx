import type { AddressData } from '@shop/shared/address.contract';
import { MapPin } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { AddressForm, type AddressFormResult } from './address-form';
import { AddressLines } from './address-lines';

/** The last address action on the page, to put its outcome beside the right address. */
export type AddressSaveResult = AddressFormResult & { formSlug: string; savedSlug?: string | undefined };

function DefaultBadge() {
  return <span className="rounded-full bg-ink px-2 py-0.5 text-[11px] font-bold text-white">Default</span>;
}

function busyWith(navigation: ReturnType<typeof useNavigation>, intent: string, slug: string) {
  return (
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('slug') === slug
  );
}

const actionClass =
  'text-sm font-medium text-accent-ink underline-offset-2 hover:underline disabled:opacity-60';

/**
 * Deleting asks first: "Delete" is a link to this page with `?delete_address=`, which shows this question with
 * the real delete button, so it works the same with or without scripts.
 */
function DeleteQuestion({ address, pagePath }: { address: AddressData; pagePath: string }) {
  const navigation = useNavigation();
  return (
    <div
      role="alertdialog"
      aria-labelledby={`delete-${address.slug}`}
      className="mt-3 rounded-card border border-danger/30 bg-red-50 p-4 text-sm"
    >
      <p id={`delete-${address.slug}`} className="font-semibold text-ink">
        Delete this address?
      </p>
      <p className="mt-1 text-ink-soft">Orders already placed keep their own copy of it.</p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <Form method="post" action={pagePath} preventScrollReset>
          <input type="hidden" name="intent" value="address-delete" />
          <input type="hidden" name="slug" value={address.slug} />
          <button
            type="submit"
            disabled={busyWith(navigation, 'address-delete', address.slug)}
            className="rounded-card bg-danger px-4 py-2 font-semibold text-white disabled:opacity-70"
          >
            Delete address
          </button>
        </Form>
        <Link to={`${pagePath}#addresses`} preventScrollReset className={actionClass}>
          Keep it
        </Link>
      </div>
    </div>
  );
}

/**
 * The profile's address book: every saved address with edit, set as default and delete (after a question),
 * and a form to add one. Checkout uses the same book through `AddressPicker`.
 */
export function AddressBook({
  addresses,
  saveResult,
  confirmDelete,
  pagePath,
}: {
  addresses: AddressData[];
  saveResult: AddressSaveResult | null;
  /** The address whose deletion is being asked about (`?delete_address=`). */
  confirmDelete: string | null;
  pagePath: string;
}) {
  const navigation = useNavigation();
  const resultFor = (slug: string) => (saveResult && saveResult.formSlug === slug ? saveResult : null);
  const newResult = resultFor('');
  return (
    <div className="space-y-3">
      {addresses.length === 0 ? (
        <p className="text-sm text-muted">No saved addresses yet. Add one below; checkout will offer it.</p>
      ) : (
        <ul className="space-y-3">
          {addresses.map((address) => {
            const editResult = resultFor(address.slug);
            return (
              <li
                key={address.slug}
                aria-label={`Address of ${address.name}`}
                className="rounded-card border border-line p-4 text-sm"
              >
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {address.name}
                  {address.isDefault ? <DefaultBadge /> : null}
                </p>
                <AddressLines address={address} />
                {address.country_code ? null : (
                  <p className="mt-1 text-xs font-medium text-danger">
                    Edit this address to choose its country from the list.
                  </p>
                )}
                <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
                  <details
                    className="group w-full [&:not([open])]:w-auto"
                    open={editResult !== null && !editResult.ok}
                  >
                    <summary className="cursor-pointer text-sm font-medium text-accent-ink hover:underline">
                      Edit<span className="sr-only"> the address of {address.name}</span>
                    </summary>
                    <div className="mt-3 rounded-card border border-line bg-white p-4">
                      {/* A saved change renders the form afresh with the stored (normalised) values. */}
                      <AddressForm
                        key={address.updatedAt}
                        address={address}
                        result={editResult}
                        submitLabel="Save changes"
                      />
                    </div>
                  </details>
                  {address.isDefault ? null : (
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="address-default" />
                      <input type="hidden" name="slug" value={address.slug} />
                      <button
                        type="submit"
                        disabled={busyWith(navigation, 'address-default', address.slug)}
                        className={actionClass}
                      >
                        Set as default<span className="sr-only"> (the address of {address.name})</span>
                      </button>
                    </Form>
                  )}
                  <Link
                    to={`${pagePath}?delete_address=${encodeURIComponent(address.slug)}#addresses`}
                    preventScrollReset
                    className={actionClass}
                  >
                    Delete<span className="sr-only"> the address of {address.name}</span>
                  </Link>
                </div>
                {confirmDelete === address.slug ? (
                  <DeleteQuestion address={address} pagePath={pagePath} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <details
        open={addresses.length === 0 || (newResult !== null && !newResult.ok) || undefined}
        className="rounded-card border border-dashed border-line p-4"
      >
        <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
          <MapPin aria-hidden="true" className="size-4" />
          Add a new address
        </summary>
        <div className="mt-4">
          {/* Empty again after each saved address. */}
          <AddressForm key={newResult?.savedSlug ?? 'new'} result={newResult} submitLabel="Save address" />
        </div>
      </details>
    </div>
  );
}
