/**
 * Choosing a variant of a product (decision 16): by its SKU, or the only one when the product has a single
 * variant. The cart, its merge and the wishlist all choose the same way, so the refusals read the same.
 */
import { BadRequestError, NotFoundError } from './http-errors.ts';
import type { VariantRecord } from './product-read-model.ts';

/** "M / Red": the variant's values in the order of the product's options; "" for a product without options. */
export function variantTitle(options: readonly { name: string }[], values: Record<string, string>): string {
  return options
    .map((option) => values[option.name])
    .filter((value): value is string => value !== undefined)
    .join(' / ');
}

interface VariantChoice {
  productName: string;
  options: readonly { name: string }[];
  variants: readonly VariantRecord[];
}

/**
 * The variant `sku` names, or the product's only variant when none is named. Several variants and no SKU:
 * 400 naming the choices; a SKU the product does not have: 404.
 */
export function chooseVariant(product: VariantChoice, sku: string | undefined): VariantRecord {
  if (sku === undefined) {
    const [only, ...others] = product.variants;
    if (only && others.length === 0) return only;
    const choices = product.variants.map(
      (variant) => variantTitle(product.options, variant.options) || variant.sku,
    );
    throw new BadRequestError(`Choose a variant: ${choices.join(', ')}`, 'variant_required');
  }
  const chosen = product.variants.find((variant) => variant.sku === sku);
  if (!chosen) {
    throw new NotFoundError(`${product.productName} has no variant ${sku}`, 'variant_not_found');
  }
  return chosen;
}
