import { Link } from 'react-router';
import type { DashboardHandle } from '../components/ui/dashboard-frame';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { EmptyState } from '../components/ui/empty-state';
import { formatDateTime } from '../components/ui/format-date';
import { bodyOrThrow } from '../features/admin/admin.server';
import type { AdminProduct, Page } from '../features/admin/admin-types';
import { refused, sendToApi } from '../features/admin/content-action.server';
import { FlashSaleForm } from '../features/admin/content-flash-sale-form';
import { FlashSaleItems, FlashSaleProductSearch } from '../features/admin/content-flash-sale-items';
import { flashSaleBody, flashSaleItemBody, utcInputValue } from '../features/admin/content-forms';
import { wholeList } from '../features/admin/content-lists.server';
import { ActionOutcome, useSavedStamp, versionKey } from '../features/admin/content-outcome';
import type { AdminFlashSale, AdminFlashSaleItem } from '../features/admin/content-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.home-content.flash-sale';

/** The name of this page in the dashboard's title and breadcrumbs. */
export const handle: DashboardHandle = { pageTitle: 'Flash sale' };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const SEARCH_LIMIT = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = apiFor(context, request);
  const sales = await wholeList<AdminFlashSale>(api, '/api/admin/flash-sales', 'The flash sales');
  const wanted = url.searchParams.get('sale');
  // Without a choice, the running sale (the one the home page shows), else the latest one.
  const sale =
    sales.find((item) => item.slug === wanted) ?? sales.find((item) => item.status === 'active') ?? sales[0];
  const query = url.searchParams.get('q')?.trim() ?? '';
  const [items, found] = await Promise.all([
    sale
      ? wholeList<AdminFlashSaleItem>(
          api,
          `/api/admin/flash-sales/${encodeURIComponent(sale.slug)}/items`,
          'The sale items',
        )
      : Promise.resolve([]),
    sale && query
      ? api<Page<AdminProduct>>(
          `/api/admin/products?${new URLSearchParams({ search: query, status: 'active', limit: String(SEARCH_LIMIT) })}`,
        )
      : Promise.resolve(null),
  ]);
  return {
    sales,
    sale: sale ?? null,
    saleEnd: sale ? utcInputValue(sale.time) : '',
    newSaleEnd: utcInputValue(new Date(Date.now() + WEEK_MS).toISOString()),
    items,
    query,
    results: found ? bodyOrThrow(found, 'The products').items : [],
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = apiFor(context, request);
  const intent = formText(form, 'intent');
  const sale = `/api/admin/flash-sales/${encodeURIComponent(formText(form, 'sale'))}`;
  const item = `${sale}/items/${encodeURIComponent(formText(form, 'item'))}`;
  switch (intent) {
    case 'create-sale':
      return sendToApi(api, '/api/admin/flash-sales', 'POST', flashSaleBody(form), 'Flash sale created.');
    case 'update-sale':
      return sendToApi(api, sale, 'PATCH', flashSaleBody(form), 'Flash sale saved.');
    case 'delete-sale':
      return sendToApi(api, sale, 'DELETE', null, 'Flash sale deleted.');
    case 'add-item':
      return sendToApi(
        api,
        `${sale}/items`,
        'POST',
        flashSaleItemBody(form, true),
        'Product added to the sale.',
      );
    case 'update-item':
      return sendToApi(api, item, 'PATCH', flashSaleItemBody(form, false), 'Sale item saved.');
    case 'remove-item':
      return sendToApi(api, item, 'DELETE', null, 'Product removed from the sale.');
    default:
      return refused('Unknown action.');
  }
}

export default function AdminFlashSalePage({ loaderData, actionData }: Route.ComponentProps) {
  const { sales, sale, saleEnd, newSaleEnd, items, query, results } = loaderData;
  const stamp = useSavedStamp(actionData);
  return (
    <div>
      <ActionOutcome result={actionData} />
      {sales.length > 1 ? (
        <nav aria-label="Flash sales" className="mb-4">
          <ul className="flex flex-wrap gap-2 text-sm">
            {sales.map((item) => (
              <li key={item.slug}>
                <Link
                  to={`?sale=${encodeURIComponent(item.slug)}`}
                  aria-current={item.slug === sale?.slug ? 'page' : undefined}
                  className="inline-flex items-center gap-1.5 rounded-card border border-line bg-white px-2 py-1 aria-[current=page]:border-ink"
                >
                  {item.name} <StatusBadge status={item.status} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {sale ? (
        <section aria-labelledby="flash-sale-edit-heading" className="mb-8">
          <h3 id="flash-sale-edit-heading" className="mb-1 font-semibold">
            {sale.name} <StatusBadge status={sale.status} />
          </h3>
          <p className="mb-3 text-xs text-muted">
            Ends {formatDateTime(sale.time)} · {sale.itemCount} products
          </p>
          <div className="rounded-card border border-line bg-white p-4">
            <FlashSaleForm key={versionKey(sale)} sale={sale} endValue={saleEnd} />
          </div>
          <h3 className="mt-6 mb-2 font-semibold">Products in the sale</h3>
          <FlashSaleItems key={versionKey(items)} saleSlug={sale.slug} items={items} />
          <FlashSaleProductSearch
            saleSlug={sale.slug}
            query={query}
            results={results}
            inSale={new Set(items.map((entry) => entry.product_slug))}
          />
        </section>
      ) : (
        <EmptyState title="No flash sale yet" />
      )}
      <details className="rounded-card border border-line bg-white p-4" open={!sale}>
        <summary className="cursor-pointer font-semibold">Create a new flash sale</summary>
        <div className="mt-3">
          <FlashSaleForm key={`new-${stamp}`} endValue={newSaleEnd} />
        </div>
      </details>
    </div>
  );
}
