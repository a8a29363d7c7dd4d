import type { AddressData } from '@shop/shared/shopping.contract';
import { MapPin } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { AddressForm, type AddressFormResult } from './address-form';

/** The id of the Place order form; the address and payment radios join it through their `form` attribute. */
export const PLACE_ORDER_FORM_ID = 'place-order';

function SmallAction({ intent, slug, children }: { intent: string; slug: string; children: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('slug') === slug;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="slug" value={slug} />
      <button
        type="submit"
        disabled={busy}
        className="text-sm font-medium text-accent-ink underline-offset-2 hover:underline disabled:opacity-60"
      >
        {children}
      </button>
    </Form>
  );
}

/**
 * The address book of the checkout: pick the delivery address (a radio of the Place order form), edit,
 * delete, make default, or add one. Every form works without scripts (details elements and page posts).
 */
export function AddressBook({
  addresses,
  selected,
  saveResult,
}: {
  addresses: AddressData[];
  selected: string | null;
  /** The last address-save answer and the form it belongs to ('' = the new address form). */
  saveResult: (AddressFormResult & { formSlug: string }) | null;
}) {
  const resultFor = (slug: string) => (saveResult && saveResult.formSlug === slug ? saveResult : null);
  const newFormOpen = addresses.length === 0 || (resultFor('') !== null && !resultFor('')?.ok);
  return (
    <div className="space-y-3">
      {addresses.length > 0 ? (
        <fieldset key={selected ?? ''} className="space-y-3">
          <legend className="sr-only">Delivery address</legend>
          {addresses.map((address) => {
            const editResult = resultFor(address.slug);
            return (
              <div
                key={address.slug}
                className="rounded-card border border-line p-4 has-[input[type=radio]:checked]:border-accent-strong has-[input[type=radio]:checked]:bg-accent-soft/40"
              >
                <label className="flex cursor-pointer items-start gap-3">
                  <input
                    type="radio"
                    name="address_slug"
                    value={address.slug}
                    form={PLACE_ORDER_FORM_ID}
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
                    <span className="mt-0.5 block text-ink-soft">
                      {address.address},{' '}
                      {[address.city, address.state, address.country].filter(Boolean).join(', ')}
                    </span>
                    <span className="block text-muted">
                      {address.phone}
                      {address.email ? ` · ${address.email}` : ''}
                    </span>
                  </span>
                </label>
                <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 pl-7">
                  <details
                    className="group w-full [&:not([open])]:w-auto"
                    open={editResult !== null && !editResult.ok}
                  >
                    <summary className="cursor-pointer text-sm font-medium text-accent-ink hover:underline">
                      Edit<span className="sr-only"> the address of {address.name}</span>
                    </summary>
                    <div className="mt-3 rounded-card border border-line bg-white p-4">
                      <AddressForm address={address} result={editResult} submitLabel="Save changes" />
                    </div>
                  </details>
                  {address.isDefault ? null : (
                    <SmallAction intent="address-default" slug={address.slug}>
                      Set as default
                    </SmallAction>
                  )}
                  <SmallAction intent="address-delete" slug={address.slug}>
                    Delete
                  </SmallAction>
                </div>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <details open={newFormOpen || undefined} className="rounded-card border border-dashed border-line p-4">
        <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
          <MapPin aria-hidden="true" className="size-4" />
          Add a new address
        </summary>
        <div className="mt-4">
          <AddressForm result={resultFor('')} submitLabel="Save address" />
        </div>
      </details>
    </div>
  );
}
