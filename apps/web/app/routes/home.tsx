import { Suspense } from 'react';
import { Await } from 'react-router';
import { ProductRail, ProductRailSkeleton } from '../components/ui/product-rail';
import { FeaturedCategories, PopularCategories } from '../features/home/category-tiles';
import { FlashSaleBanner } from '../features/home/flash-sale-banner';
import { loadFlashSaleItems, loadHomeContent, loadHomeRows } from '../features/home/home.server';
import { HomeHero } from '../features/home/home-hero';
import { PromoBanner } from '../features/home/promo-banner';
import { canonicalUrl, seoMeta } from '../features/seo/seo-meta';
import { apiFor } from '../lib/api.server';
import { SHOP_NAME } from '../lib/site';
import type { Route } from './+types/home';

/**
 * Critical data (the home content above the rows) is awaited and server-rendered; the product rows and the
 * flash sale's items stream in afterwards, each behind a skeleton of the same size.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const rows = loadHomeRows(api);
  const flashItems = loadFlashSaleItems(api);
  const home = await loadHomeContent(api);
  return {
    home,
    // The countdown's first render uses this clock on the server and in the browser alike.
    now: Date.now(),
    canonical: canonicalUrl(request, '/'),
    image: home.sliders[0] ? canonicalUrl(request, home.sliders[0].image) : null,
    rows,
    flashItems,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: 'Shop independent sellers',
        description: `${SHOP_NAME} is a marketplace of independent shops: electronics, fashion, home, beauty and more in one cart, with prices in dollars, flash deals and returns within 30 days.`,
        url: loaderData.canonical,
        image: loaderData.image,
      })
    : [];

const rows = [
  {
    key: 'featured',
    id: 'featured-heading',
    title: 'Featured products',
    link: { to: '/products?highlight=featured_product', label: 'View all' },
  },
  {
    key: 'top',
    id: 'top-heading',
    title: 'Top products',
    link: { to: '/products?highlight=top_product', label: 'View all' },
  },
  {
    key: 'popular',
    id: 'popular-heading',
    title: 'Popular products',
    link: { to: '/products?highlight=popular_category', label: 'View all' },
  },
  {
    key: 'best',
    id: 'best-heading',
    title: 'Best products',
    link: { to: '/products?highlight=best_product', label: 'View all' },
  },
  {
    key: 'newest',
    id: 'new-heading',
    title: 'New arrivals',
    link: { to: '/products?highlight=new_arrival', label: 'View all' },
  },
] as const;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { home, now } = loaderData;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 className="sr-only">{SHOP_NAME}: shop independent sellers</h1>
      <HomeHero sliders={home.sliders} sliderOne={home.sliderOne} sliderTwo={home.sliderTwo} />

      <PopularCategories entries={home.popularCategories} />

      {home.flashSale ? (
        <>
          <FlashSaleBanner sale={home.flashSale} serverNow={now} />
          <Suspense fallback={<ProductRailSkeleton id="flash-items-heading" title="Flash sale deals" />}>
            <Await resolve={loaderData.flashItems}>
              {(items) => <ProductRail id="flash-items-heading" title="Flash sale deals" products={items} />}
            </Await>
          </Suspense>
        </>
      ) : null}

      <FeaturedCategories entries={home.featuredCategories} />

      {home.adOne || home.adTwo ? (
        <section aria-label="Offers" className="mt-12 grid gap-4 sm:grid-cols-2">
          {[home.adOne, home.adTwo].map((ad) =>
            ad ? (
              <div key={ad.slug} className="sm:h-[220px]">
                <PromoBanner ad={ad} variant="wide" />
              </div>
            ) : null,
          )}
        </section>
      ) : null}

      {rows.map((row) => (
        <Suspense
          key={row.key}
          fallback={<ProductRailSkeleton id={row.id} title={row.title} link={row.link} />}
        >
          <Await resolve={loaderData.rows}>
            {(lists) => (
              <ProductRail id={row.id} title={row.title} link={row.link} products={lists[row.key]} />
            )}
          </Await>
        </Suspense>
      ))}
    </div>
  );
}
