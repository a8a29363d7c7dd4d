import type { AddressData } from '@shop/shared/address.contract';

/** One address as a shopper reads it: street, city and region, postal code, country; phone and e-mail. */
export function AddressLines({ address }: { address: AddressData }) {
  return (
    <>
      <span className="mt-0.5 block text-ink-soft">
        {[address.address, address.address_line2].filter(Boolean).join(', ')}
      </span>
      <span className="block text-ink-soft">
        {[address.city, address.state, address.postal_code, address.country].filter(Boolean).join(', ')}
      </span>
      <span className="block text-muted">
        {address.phone}
        {address.email ? ` · ${address.email}` : ''}
      </span>
    </>
  );
}
