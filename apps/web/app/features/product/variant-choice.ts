/**
 * Which variant the product page shows (decision 16): the one `?variant=<sku>` names, else the first in stock,
 * else the first. The URL is the state, so a chosen variant is shareable and rendered by the server, and the
 * pickers are plain links that work without scripts.
 */
import type { Product, ProductVariantData } from '@shop/shared/catalogue.contract';
import { productHref } from '@shop/shared/catalogue.links';

export function chosenVariant(
  product: Pick<Product, 'variants'>,
  sku: string | null,
): ProductVariantData | null {
  return (
    product.variants.find((variant) => variant.sku === sku) ??
    product.variants.find((variant) => variant.stock > 0) ??
    product.variants[0] ??
    null
  );
}

/** The product page with one variant chosen. */
export function variantHref(productSlug: string, sku: string): string {
  return `${productHref(productSlug)}&variant=${encodeURIComponent(sku)}`;
}

/** "M / Red", in the order of the product's options. */
export function variantLabel(options: Product['options'], values: Record<string, string>): string {
  return options
    .map((option) => values[option.name])
    .filter((value): value is string => value !== undefined)
    .join(' / ');
}

export interface OptionValueChoice {
  value: string;
  /** The variant picking this value leads to: the current one with this value instead, if it exists. */
  sku: string | null;
  selected: boolean;
  /** No variant has this value with the other values chosen, or it is sold out: shown, but not offered. */
  available: boolean;
}

/** One picker row per option: each value, whether it is chosen, and where choosing it leads. */
export function optionChoices(
  product: Pick<Product, 'options' | 'variants'>,
  current: ProductVariantData,
): { name: string; chosen: string | undefined; values: OptionValueChoice[] }[] {
  return product.options.map((option) => ({
    name: option.name,
    chosen: current.options[option.name],
    values: option.values.map((value) => {
      const wanted = { ...current.options, [option.name]: value };
      const target = product.variants.find((variant) =>
        product.options.every((other) => variant.options[other.name] === wanted[other.name]),
      );
      return {
        value,
        sku: target?.sku ?? null,
        selected: current.options[option.name] === value,
        available: target !== undefined && target.stock > 0,
      };
    }),
  }));
}

/** Colour options get swatches; every other option gets buttons. */
export function isColourOption(name: string): boolean {
  return /^colou?r$/i.test(name.trim());
}
