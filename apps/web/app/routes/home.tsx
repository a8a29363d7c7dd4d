import { categoryProductsHref } from '@shop/shared/catalogue.links';
import { messages } from '@shop/shared/messages';
import { ArrowRight, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useShellData } from '../lib/shell-data';
import { pageTitle, SHOP_NAME } from '../lib/site';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Home') }];

export default function HomePage() {
  const { categories } = useShellData();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <section
        aria-labelledby="home-heading"
        className="relative overflow-hidden rounded-card bg-accent-soft px-6 py-12 sm:px-12 sm:py-16"
      >
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 size-64 rounded-full bg-accent/40 mobile:size-40"
        />
        <div className="relative max-w-xl">
          <p className="text-sm font-semibold tracking-wide text-accent-ink uppercase">
            {SHOP_NAME} marketplace
          </p>
          <h1 id="home-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">
            Everything you need, from sellers you trust
          </h1>
          <p className="mt-4 text-lg text-ink-soft">
            Independent shops, one cart, prices in dollars and returns within 30 days.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/products"
              className="inline-flex items-center gap-2 rounded-card bg-ink px-5 py-3 text-sm font-semibold text-white hover:bg-ink-soft"
            >
              Shop all products
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to="/become_seller"
              className="inline-flex items-center gap-2 rounded-card border border-ink px-5 py-3 text-sm font-semibold text-ink hover:bg-white"
            >
              <Store aria-hidden="true" className="size-4" />
              Become seller
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="categories-heading" className="mt-12">
        <h2 id="categories-heading" className="text-2xl font-bold tracking-tight">
          Shop by category
        </h2>
        {categories.length === 0 ? (
          <p className="mt-4 text-muted">{messages.noItemsFound}</p>
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {categories.map((category) => (
              <li key={category.cat_slug}>
                <Link
                  to={categoryProductsHref(category.cat_slug)}
                  className="group flex h-full flex-col items-center gap-3 rounded-card border border-line bg-white p-4 text-center hover:border-accent hover:shadow-pop"
                >
                  {category.cat_image ? (
                    <img
                      src={category.cat_image}
                      alt=""
                      width={96}
                      height={96}
                      loading="lazy"
                      className="size-24 rounded-full bg-surface object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-24 items-center justify-center rounded-full bg-surface-sunk text-3xl font-bold text-accent-ink"
                    >
                      {category.cat_name.charAt(0)}
                    </span>
                  )}
                  <span className="text-sm font-semibold text-ink group-hover:underline">
                    {category.cat_name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
