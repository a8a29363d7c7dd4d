import { formatDollars } from '@shop/shared/money';
import { Form } from 'react-router';
import { StatusBadge } from '../../components/ui/dashboard-frame';
import { EmptyState } from '../../components/ui/empty-state';
import { InputField, secondaryButtonClass } from '../../components/ui/form-field';
import { WatchedForm } from '../../components/ui/unsaved-changes';
import type { AdminProduct } from './admin-types';
import { ActiveCheckbox, ContentCard, IntentButton } from './content-fields';
import type { AdminFlashSaleItem } from './content-types';

/** The products of a sale at their sale prices: change the price or status, or take one out. */
export function FlashSaleItems({ saleSlug, items }: { saleSlug: string; items: AdminFlashSaleItem[] }) {
  if (items.length === 0) return <EmptyState title="No products in this sale yet" />;
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <ContentCard key={item.slug} testId="admin-flash-item">
          <WatchedForm
            method="post"
            className="flex flex-wrap items-end gap-3"
            aria-label={`Sale item ${item.productName}`}
          >
            <input type="hidden" name="sale" value={saleSlug} />
            <input type="hidden" name="item" value={item.slug} />
            <div className="min-w-40 flex-1">
              <p className="font-semibold">{item.productName}</p>
              <p className="text-xs text-muted">
                Price {formatDollars(item.price)}
                {item.offerPrice != null ? ` · offer ${formatDollars(item.offerPrice)}` : ''}
              </p>
            </div>
            <StatusBadge status={item.status} />
            <InputField
              label="Sale price (USD)"
              name="salePrice"
              inputMode="decimal"
              required
              defaultValue={item.salePrice.toFixed(2)}
              className="w-32"
            />
            <InputField
              label={`Units at sale price${item.soldQuantity ? ` (${item.soldQuantity} sold)` : ''}`}
              name="saleQuantity"
              inputMode="numeric"
              placeholder="No limit"
              defaultValue={item.saleQuantity == null ? '' : String(item.saleQuantity)}
              className="w-32"
            />
            <ActiveCheckbox defaultChecked={item.status === 'active'} />
            <IntentButton intent="update-item" secondary>
              Save
            </IntentButton>
            <IntentButton intent="remove-item" danger label={`Remove ${item.productName} from the sale`}>
              Remove
            </IntentButton>
          </WatchedForm>
        </ContentCard>
      ))}
    </ul>
  );
}

/** Find products by name or SKU, then add one at a sale price. */
export function FlashSaleProductSearch({
  saleSlug,
  query,
  results,
  inSale,
}: {
  saleSlug: string;
  query: string;
  results: AdminProduct[];
  inSale: Set<string>;
}) {
  return (
    <div className="mt-4 rounded-card border border-line bg-surface p-3">
      <Form method="get" role="search" className="flex flex-wrap gap-2">
        <input type="hidden" name="sale" value={saleSlug} />
        <label htmlFor="flash-product-search" className="sr-only">
          Find a product to add
        </label>
        <input
          id="flash-product-search"
          type="search"
          name="q"
          defaultValue={query}
          placeholder="Find a product by name or SKU"
          className="min-w-0 flex-1 rounded-card border border-line bg-white px-3 py-2 text-sm"
        />
        <button type="submit" className={secondaryButtonClass}>
          Find
        </button>
      </Form>
      {query && results.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No active product matches.</p>
      ) : null}
      {results.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {results.map((product) => (
            <li key={product.slug} className="rounded-card border border-line bg-white p-2 text-sm">
              <WatchedForm
                method="post"
                className="flex flex-wrap items-end gap-3"
                aria-label={`Add ${product.productName}`}
              >
                <input type="hidden" name="sale" value={saleSlug} />
                <input type="hidden" name="product_slug" value={product.slug} />
                <div className="min-w-40 flex-1">
                  <p className="font-semibold">{product.productName}</p>
                  <p className="text-xs text-muted">
                    Price {formatDollars(product.price)}
                    {product.offerPrice != null ? ` · offer ${formatDollars(product.offerPrice)}` : ''}
                  </p>
                </div>
                {inSale.has(product.slug) ? (
                  <p className="text-xs text-muted">Already in this sale</p>
                ) : (
                  <>
                    <InputField
                      label="Sale price (USD)"
                      name="salePrice"
                      inputMode="decimal"
                      required
                      className="w-32"
                    />
                    <InputField
                      label="Units at sale price"
                      name="saleQuantity"
                      inputMode="numeric"
                      placeholder="No limit"
                      className="w-32"
                    />
                    <IntentButton intent="add-item">Add to sale</IntentButton>
                  </>
                )}
              </WatchedForm>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
