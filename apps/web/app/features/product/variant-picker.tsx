import type { Product, ProductVariantData } from '@shop/shared/catalogue.contract';
import { Link } from 'react-router';
import { isColourOption, type OptionValueChoice, optionChoices, variantHref } from './variant-choice';

/** Swatch colours for the usual colour names; any other value gets a neutral swatch and its name. */
const swatchColours: Record<string, string> = {
  black: '#1f2937',
  white: '#ffffff',
  grey: '#9ca3af',
  gray: '#9ca3af',
  silver: '#d1d5db',
  red: '#dc2626',
  blue: '#2563eb',
  navy: '#1e3a8a',
  green: '#16a34a',
  olive: '#6b7a2a',
  yellow: '#facc15',
  orange: '#f97316',
  pink: '#ec4899',
  purple: '#9333ea',
  brown: '#92400e',
  beige: '#e7d8b8',
  sand: '#d6c29a',
  gold: '#d4a017',
};

function swatchColour(value: string): string {
  return swatchColours[value.trim().toLowerCase()] ?? '#d4d4d4';
}

function ValueChoice({
  productSlug,
  choice,
  swatch,
}: {
  productSlug: string;
  choice: OptionValueChoice;
  swatch: boolean;
}) {
  const base = swatch
    ? 'inline-flex size-9 items-center justify-center rounded-full ring-1 ring-line'
    : 'inline-flex min-w-12 items-center justify-center rounded border px-3 py-1.5 text-sm font-semibold';
  const look = choice.selected
    ? swatch
      ? 'ring-2 ring-ink ring-offset-2'
      : 'border-ink bg-ink text-white'
    : choice.available
      ? swatch
        ? 'hover:ring-ink'
        : 'border-line text-ink hover:border-ink'
      : swatch
        ? 'opacity-40'
        : 'border-line text-muted line-through';
  const content = swatch ? (
    <>
      <span
        aria-hidden="true"
        className="size-7 rounded-full"
        style={{ background: swatchColour(choice.value) }}
      />
      <span className="sr-only">{choice.value}</span>
    </>
  ) : (
    choice.value
  );
  if (choice.selected || !choice.available || !choice.sku) {
    return (
      <span
        className={`${base} ${look}`}
        title={choice.available || choice.selected ? choice.value : `${choice.value}: not available`}
        aria-current={choice.selected ? 'true' : undefined}
        aria-disabled={!choice.selected && !choice.available ? 'true' : undefined}
      >
        {content}
      </span>
    );
  }
  return (
    <Link
      to={variantHref(productSlug, choice.sku)}
      replace
      preventScrollReset
      title={choice.value}
      className={`${base} ${look}`}
    >
      {content}
    </Link>
  );
}

/**
 * The option pickers: swatches for colours, buttons for sizes and the rest. Every choice is a link to the page
 * with that variant (`?variant=<sku>`), so it works without scripts and the address can be shared;
 * combinations that do not exist or are sold out are shown but not offered.
 */
export function VariantPicker({
  product,
  current,
}: {
  product: Pick<Product, 'slug' | 'options' | 'variants'>;
  current: ProductVariantData;
}) {
  const rows = optionChoices(product, current);
  if (rows.length === 0) return null;
  return (
    <div className="mt-5 space-y-4" data-testid="variant-picker">
      {rows.map((row) => (
        <fieldset key={row.name}>
          <legend className="text-sm text-muted">
            {row.name}: <span className="font-semibold text-ink">{row.chosen ?? 'choose'}</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {row.values.map((choice) => (
              <ValueChoice
                key={choice.value}
                productSlug={product.slug}
                choice={choice}
                swatch={isColourOption(row.name)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
