import { Form, useNavigation } from 'react-router';
import { buttonClass, FormMessage, secondaryButtonClass } from '../ui/form-field';
import type { VariantsActionData } from './variants.server';
import { MAX_OPTIONS, type VariantRow, type VariantsDraft, variantLabel } from './variants-form';

const cellClass = 'w-full min-w-0 rounded border border-line bg-white px-2 py-1 text-sm';

/**
 * The variants editor: up to three options and their values, "Generate variants" for every
 * combination, a grid of SKU, price, offer, stock, weight and images per variant, a bulk price/stock edit, and
 * the CSV export and import. Plain forms: it works without scripts; the server rebuilds the grid from a post.
 */
export function VariantsEditor({
  draft,
  result,
  csvHref,
  skuBase,
}: {
  draft: VariantsDraft;
  result: VariantsActionData | undefined;
  /** The export of this product's variants (a download from the API). */
  csvHref: string;
  skuBase: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' && String(navigation.formData?.get('intent')).startsWith('variants-');
  const shown = result?.draft ?? draft;
  const options = Array.from({ length: MAX_OPTIONS }, (_, index) => shown.options[index]);
  const optionNames = shown.options.map((option) => option.name);
  return (
    <section
      aria-labelledby="variants-heading"
      className="mt-6 rounded-card border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="variants-heading" className="text-lg font-semibold text-ink">
        Variants
      </h3>
      <p className="mt-1 text-sm text-muted">
        Up to three options (Size, Colour…), each variant with its own SKU, price, stock and images. Leave the
        options empty for a product sold in one version.
      </p>
      {result ? (
        <div className="mt-3">
          <VariantsMessage result={result} />
        </div>
      ) : null}
      {/* A key per answer: a generated or refused grid replaces the fields' defaults. */}
      {/* Multipart: each row may carry an image file, uploaded by the action (works without scripts). */}
      <Form
        method="post"
        encType="multipart/form-data"
        key={JSON.stringify(shown)}
        className="mt-4 space-y-4"
      >
        <input type="hidden" name="sku-base" value={skuBase} />
        <fieldset className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <legend className="mb-1.5 text-sm font-medium text-ink">Options</legend>
          {options.map((option, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the three option slots are fixed positions
            <div key={index} className="contents">
              <label className="text-sm">
                <span className="sr-only">{`Option ${index + 1} name`}</span>
                <input
                  name={`option-name-${index + 1}`}
                  aria-label={`Option ${index + 1} name`}
                  defaultValue={option?.name ?? ''}
                  placeholder={['Size', 'Colour', 'Material'][index]}
                  maxLength={60}
                  className={cellClass}
                />
              </label>
              <label className="text-sm">
                <span className="sr-only">{`Option ${index + 1} values`}</span>
                <input
                  name={`option-values-${index + 1}`}
                  aria-label={`Option ${index + 1} values`}
                  defaultValue={option?.values.join(', ') ?? ''}
                  placeholder="Values, separated by commas"
                  className={cellClass}
                />
              </label>
            </div>
          ))}
        </fieldset>
        <button
          type="submit"
          name="intent"
          value="variants-generate"
          className={secondaryButtonClass}
          disabled={busy}
        >
          Generate variants
        </button>

        <input type="hidden" name="variant-count" value={shown.rows.length} />
        {/* The grid is wider than a phone: it scrolls sideways inside this box, which a keyboard can focus and
            scroll. `relative` keeps the grid's visually hidden labels inside the box: positioned against the
            page, they would stick out past the grid's clipped edge and make the whole page scroll sideways. */}
        <section
          aria-label="Variants grid"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus so a keyboard can scroll it (axe: scrollable-region-focusable).
          tabIndex={0}
          className="relative overflow-x-auto"
        >
          <table className="w-full min-w-[64rem] text-left text-sm">
            <caption className="sr-only">Variants</caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="p-1">
                  Variant
                </th>
                <th scope="col" className="p-1">
                  SKU
                </th>
                <th scope="col" className="p-1">
                  Price ($)
                </th>
                <th scope="col" className="p-1">
                  Offer ($)
                </th>
                <th scope="col" className="p-1">
                  Stock
                </th>
                <th scope="col" className="p-1">
                  Weight (g)
                </th>
                <th scope="col" className="p-1">
                  Image (a file replaces the images)
                </th>
                <th scope="col" className="p-1">
                  Images (URLs; empty: the product’s)
                </th>
                <th scope="col" className="p-1">
                  Remove
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((row, index) => {
                const label = variantLabel(row, optionNames);
                const field = (name: string) => `variant-${index}-${name}`;
                return (
                  <tr key={`${row.sku}:${label}`} className="border-t border-line align-top">
                    <th scope="row" className="p-1 font-medium text-ink">
                      {label}
                      <input type="hidden" name={field('options')} value={JSON.stringify(row.options)} />
                    </th>
                    <td className="p-1">
                      <input
                        name={field('sku')}
                        aria-label={`SKU of ${label}`}
                        defaultValue={row.sku}
                        required
                        maxLength={64}
                        className={cellClass}
                      />
                    </td>
                    <td className="p-1">
                      <input
                        name={field('price')}
                        aria-label={`Price of ${label}`}
                        defaultValue={row.price}
                        inputMode="decimal"
                        required
                        className={cellClass}
                      />
                    </td>
                    <td className="p-1">
                      <input
                        name={field('offer')}
                        aria-label={`Offer of ${label}`}
                        defaultValue={row.offerPrice}
                        inputMode="decimal"
                        className={cellClass}
                      />
                    </td>
                    <td className="p-1">
                      <input
                        name={field('stock')}
                        aria-label={`Stock of ${label}`}
                        defaultValue={row.stock}
                        inputMode="numeric"
                        required
                        className={cellClass}
                      />
                    </td>
                    <td className="p-1">
                      <input
                        name={field('weight')}
                        aria-label={`Weight of ${label}`}
                        defaultValue={row.weight}
                        inputMode="numeric"
                        className={cellClass}
                      />
                    </td>
                    <td className="p-1">
                      <VariantImageCell row={row} label={label} field={field} />
                    </td>
                    <td className="p-1">
                      <textarea
                        name={field('images')}
                        aria-label={`Images of ${label}`}
                        defaultValue={row.images}
                        rows={1}
                        className={cellClass}
                      />
                    </td>
                    <td className="p-1 text-center">
                      <input
                        type="checkbox"
                        name={field('remove')}
                        aria-label={`Remove ${label}`}
                        className="size-4"
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
        <p className="text-xs text-muted">
          A chosen image (JPEG, PNG, WebP or GIF up to 5 MB) is uploaded when you generate or save variants.
        </p>
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="mb-1.5 text-sm font-medium text-ink">
            Change every variant at once (optional)
          </legend>
          <label className="text-sm">
            Set every price to ($)
            <input name="bulk-price" inputMode="decimal" className={`${cellClass} mt-1 block w-32`} />
          </label>
          <label className="text-sm">
            Set every stock to
            <input name="bulk-stock" inputMode="numeric" className={`${cellClass} mt-1 block w-32`} />
          </label>
        </fieldset>
        <button type="submit" name="intent" value="variants-save" className={buttonClass} disabled={busy}>
          Save variants
        </button>
      </Form>

      <div className="mt-6 border-t border-line pt-4">
        <VariantsCsv csvHref={csvHref} busy={busy} what="variants" />
      </div>
    </section>
  );
}

/**
 * A row's image: a thumbnail of its first image, a file input (uploaded by the action through the
 * uploads endpoint, replacing the row's images) and, when it has images, "Remove image".
 */
function VariantImageCell({
  row,
  label,
  field,
}: {
  row: VariantRow;
  label: string;
  field: (name: string) => string;
}) {
  const current = row.images.split(/[\s,]+/).find(Boolean);
  return (
    <div className="flex min-w-[11rem] items-start gap-2">
      {current ? (
        <img src={current} alt={label} className="size-12 shrink-0 rounded border border-line object-cover" />
      ) : null}
      <div className="flex min-w-0 flex-col gap-1">
        <input
          type="file"
          name={field('image-file')}
          aria-label={`Image for ${label}`}
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="block w-full max-w-[11rem] text-xs"
        />
        {current ? (
          <label className="flex items-center gap-1 text-xs">
            <input type="checkbox" name={field('image-remove')} className="size-3.5" />
            <span>Remove image</span>
            <span className="sr-only">{` of ${label}`}</span>
          </label>
        ) : null}
      </div>
    </div>
  );
}

/** An answer of the variants forms, with every problem of a refused file listed. */
export function VariantsMessage({ result }: { result: VariantsActionData }) {
  return (
    <>
      <FormMessage result={result} />
      {result.problems.length > 0 ? (
        <ul aria-label="Problems in the file" className="mt-2 list-disc pl-5 text-sm text-danger">
          {result.problems.map((problem) => (
            <li key={`${problem.row}:${problem.message}`}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Export link and import form: one product's variants, or (on the products list) the whole shop's. */
export function VariantsCsv({ csvHref, busy, what }: { csvHref: string; busy: boolean; what: string }) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <a href={csvHref} download className={secondaryButtonClass}>
        {`Export ${what} (CSV)`}
      </a>
      {/* min-w-0 and max-w-full: a file input is wider than a 320 px screen's column and would scroll it. */}
      <Form
        method="post"
        encType="multipart/form-data"
        className="flex min-w-0 max-w-full flex-wrap items-end gap-2"
      >
        <label className="min-w-0 max-w-full text-sm">
          {`Import ${what} from CSV`}
          <input
            type="file"
            name="csv"
            accept=".csv,text/csv"
            required
            className="mt-1 block max-w-full text-sm"
          />
        </label>
        <button
          type="submit"
          name="intent"
          value="variants-import"
          className={secondaryButtonClass}
          disabled={busy}
        >
          Import
        </button>
      </Form>
    </div>
  );
}
