import { productHref } from '@shop/shared/catalogue.links';
import { Link } from 'react-router';
import type { VisitorProduct } from '../../lib/visitor-bag';
import { AddToCartForm } from './add-to-cart-form';

/**
 * A product card's quick add: one unit straight into the cart, or — for a product sold in options, which the
 * shopper must pick first — a "Choose options" link to its page.
 */
export function QuickAdd({
  product,
  hasOptions,
  signedIn,
}: {
  product: VisitorProduct;
  hasOptions: boolean;
  signedIn: boolean;
}) {
  if (hasOptions) {
    return (
      <Link
        to={productHref(product.slug)}
        aria-label={`Choose options for ${product.productName}`}
        className="flex min-h-11 items-center justify-center rounded-card border border-ink px-4 py-2.5 text-sm font-bold text-ink hover:bg-surface-sunk"
      >
        Choose options
      </Link>
    );
  }
  return <AddToCartForm product={product} signedIn={signedIn} layout="button" />;
}
