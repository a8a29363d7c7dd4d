import { ChevronLeft, ChevronRight, Store } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { PageTitle } from '../components/ui/page-title';
import { SellerDirectoryCard } from '../features/sellers/seller-directory-card';
import { SELLERS_PAGE_SIZE } from '../features/sellers/seller-paging';
import { SellerSearchForm } from '../features/sellers/seller-search-form';
import { loadSellers } from '../features/sellers/sellers.server';
import { canonicalUrl, seoMeta } from '../features/seo/seo-meta';
import { apiFor } from '../lib/api.server';
import { SHOP_NAME } from '../lib/site';
import type { Route } from './+types/sellers';

const MAX_PAGE = Math.floor(10_000 / SELLERS_PAGE_SIZE);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100);
  const pageParam = Number.parseInt(url.searchParams.get('page') ?? '', 10);
  const page = Number.isFinite(pageParam) && pageParam > 1 ? Math.min(pageParam, MAX_PAGE) : 1;
  const result = await loadSellers(apiFor(context, request), { search, page });
  return {
    ...result,
    search,
    page,
    canonical: canonicalUrl(request, page > 1 ? `/sellers?page=${page}` : '/sellers'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: loaderData.search ? `Sellers matching “${loaderData.search}”` : 'Sellers',
        description: `Meet the independent shops of ${SHOP_NAME}: browse each seller's products, ratings and contacts, and shop several of them with one cart.`,
        url: loaderData.canonical,
        noindex: loaderData.search !== '',
      })
    : [];

function pageHref(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/sellers?${query}` : '/sellers';
}

export default function SellersPage({ loaderData }: Route.ComponentProps) {
  const { sellers, failed, search, page } = loaderData;
  const hasNext = sellers.length === SELLERS_PAGE_SIZE && page < MAX_PAGE;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageTitle subtitle="Independent shops, each with its own products, ratings and contacts.">
        Sellers
      </PageTitle>
      <SellerSearchForm search={search} />
      <p role="status" className="mt-4 text-sm text-muted">
        {failed
          ? 'Sellers could not be loaded. Please try again in a moment.'
          : search
            ? `${sellers.length} ${sellers.length === 1 ? 'shop matches' : 'shops match'} “${search}”.`
            : null}
      </p>
      {!failed && sellers.length === 0 ? (
        <div className="mt-4">
          <EmptyState title="No shops found" icon={<Store className="size-10" />}>
            {search ? (
              <Link to="/sellers" className="font-semibold text-accent-ink underline">
                Show all sellers
              </Link>
            ) : (
              'No shop has opened yet.'
            )}
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sellers.map((seller, index) => (
            <li key={seller.slug}>
              <SellerDirectoryCard seller={seller} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasNext ? (
        <nav aria-label="Seller pages" className="mt-8 flex justify-center gap-3">
          {page > 1 ? (
            <Link
              to={pageHref(search, page - 1)}
              rel="prev"
              className="inline-flex items-center gap-1 rounded-card border border-line px-4 py-2 text-sm font-semibold hover:border-ink"
            >
              <ChevronLeft aria-hidden="true" className="size-4" /> Previous
            </Link>
          ) : null}
          {hasNext ? (
            <Link
              to={pageHref(search, page + 1)}
              rel="next"
              className="inline-flex items-center gap-1 rounded-card border border-line px-4 py-2 text-sm font-semibold hover:border-ink"
            >
              Next <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
