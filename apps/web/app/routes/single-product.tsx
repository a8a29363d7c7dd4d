import { categoryProductsHref, productHref, subCategoryProductsHref } from '@shop/shared/catalogue.links';
import { ChevronRight } from 'lucide-react';
import { Suspense } from 'react';
import { Await, data, Link, redirect } from 'react-router';
import { PriceTag } from '../components/ui/price-tag';
import { toProductCard } from '../components/ui/product-card';
import { ProductRail, ProductRailSkeleton } from '../components/ui/product-rail';
import { RatingStars } from '../components/ui/rating-stars';
import { RichText } from '../components/ui/rich-text';
import { AddToCartForm } from '../features/cart/add-to-cart-form';
import { loadProductPage } from '../features/product/product.server';
import { ProductGallery } from '../features/product/product-gallery';
import { ProductPurchase } from '../features/product/product-purchase';
import { ProductReviews } from '../features/product/product-reviews';
import { RecentlyViewedRail } from '../features/product/recently-viewed-rail';
import { SellerCard } from '../features/product/seller-card';
import { chosenVariant } from '../features/product/variant-choice';
import { VariantPicker } from '../features/product/variant-picker';
import { ReportItemForm } from '../features/reports/report-item-form';
import { submitReport } from '../features/reports/report-submit.server';
import { loadReviewAccess } from '../features/reviews/review-access.server';
import { ReviewPanel } from '../features/reviews/review-panel';
import { submitReview } from '../features/reviews/review-submit.server';
import { breadcrumbJsonLd } from '../features/seo/breadcrumb-json-ld';
import { productJsonLd } from '../features/seo/product-json-ld';
import { canonicalUrl, seoMeta } from '../features/seo/seo-meta';
import { WishlistToggleForm } from '../features/wishlist/wishlist-toggle-form';
import { apiFor } from '../lib/api.server';
import { sessionFromCookies } from '../lib/cookies';
import { loginPath } from '../lib/return-path';
import { emptyShellData, type ShellData, useShellData } from '../lib/shell-data';
import type { Route } from './+types/single-product';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = url.searchParams.get('slug')?.trim() ?? '';
  if (!slug) throw data(null, { status: 404, statusText: 'Not Found' });
  const api = apiFor(context, request);
  const { userSlug } = sessionFromCookies(request.headers.get('cookie'));
  const [page, reviewAccess] = await Promise.all([
    loadProductPage(api, slug),
    loadReviewAccess(api, userSlug, slug),
  ]);
  if (page.status === 'not_found') throw data(null, { status: 404, statusText: 'Not Found' });
  if (page.status === 'failed') throw data(null, { status: 503, statusText: 'Service Unavailable' });
  const canonical = canonicalUrl(request, productHref(page.product.slug));
  return {
    product: page.product,
    reviews: page.reviews,
    seller: page.seller,
    related: page.related,
    reviewAccess,
    canonical,
    origin: new URL(canonical).origin,
    /** `?variant=<sku>`: the variant the address names (decision 16); the page falls back to one in stock. */
    variantSku: url.searchParams.get('variant'),
  };
}

/** The product page's own forms: a review (intent=review) and a report (intent=report), signed-in only. */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const slug = url.searchParams.get('slug')?.trim() ?? '';
  if (!slug) throw data(null, { status: 404, statusText: 'Not Found' });
  const { userSlug } = sessionFromCookies(request.headers.get('cookie'));
  if (!userSlug) throw redirect(loginPath(productHref(slug)));
  const form = await request.formData();
  const api = apiFor(context, request);
  const intent = form.get('intent');
  const outcome =
    intent === 'review'
      ? await submitReview(api, slug, form)
      : intent === 'report'
        ? await submitReport(api, slug, form)
        : null;
  if (!outcome) throw data(null, { status: 400, statusText: 'Bad Request' });
  return data(outcome.result, { status: outcome.status });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { product, reviews, seller, canonical, origin } = loaderData;
  const shell =
    (matches.find((match) => match?.id === 'root')?.data as ShellData | undefined) ?? emptyShellData;
  const brand = shell.brands.find((item) => item.slug === product.brandSlug);
  const category = shell.categories.find((item) => item.cat_slug === product.catSlug);
  const subCategory = shell.subCategories.find((item) => item.slug === product.subCatSlug);
  const image = product.imageURL[0] ? new URL(product.imageURL[0], origin).href : null;
  const price = (product.offerPrice ?? product.price).toFixed(2);
  return [
    ...seoMeta({
      title: product.seoTitle || product.productName,
      description: product.seoDescription || product.description,
      url: canonical,
      image,
      type: 'product',
    }),
    { property: 'product:price:amount', content: price },
    { property: 'product:price:currency', content: 'USD' },
    {
      'script:ld+json': productJsonLd({
        url: canonical,
        origin,
        product,
        brandName: brand?.name ?? null,
        sellerName: seller?.shop.shop_name ?? null,
        rating:
          reviews.count > 0
            ? { average: reviews.average, count: reviews.count }
            : { average: product.rating, count: product.reviewCount },
      }),
    },
    {
      // The same trail as the page's breadcrumb: Home › Category › Sub-category › the product.
      'script:ld+json': breadcrumbJsonLd(origin, [
        { name: 'Home', href: '/' },
        ...(category ? [{ name: category.cat_name, href: categoryProductsHref(category.cat_slug) }] : []),
        ...(subCategory
          ? [{ name: subCategory.subcat_name, href: subCategoryProductsHref(subCategory.slug) }]
          : []),
        { name: product.productName, href: canonical },
      ]),
    },
  ];
};

export default function SingleProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, reviews, seller, related, reviewAccess, variantSku } = loaderData;
  const { categories, subCategories, brands, user, wishlist } = useShellData();
  const signedIn = user !== null;
  const loginHref = loginPath(productHref(product.slug));
  // What the page sells: the chosen variant's images, price, stock, SKU and weight (the product's own when
  // it has a single variant, which carries the same values).
  const variant = chosenVariant(product, variantSku);
  const sold = {
    imageURL: variant?.imageURL ?? product.imageURL,
    price: variant?.price ?? product.price,
    offerPrice: variant ? variant.offerPrice : product.offerPrice,
    stock: variant?.stock ?? product.stock,
    sku: variant?.sku ?? product.sku,
    weight: variant ? variant.weight : product.weight,
  };
  const bagProduct = {
    slug: product.slug,
    productName: product.productName,
    imageURL: sold.imageURL.slice(0, 1),
    price: sold.price,
    offerPrice: sold.offerPrice,
    stock: sold.stock,
    ...(variant && product.variants.length > 1
      ? { variantSku: variant.sku, variantOptions: variant.options }
      : {}),
  };
  const category = categories.find((item) => item.cat_slug === product.catSlug);
  const subCategory = subCategories.find((item) => item.slug === product.subCatSlug);
  const brand = brands.find((item) => item.slug === product.brandSlug);

  return (
    // Phones: room at the bottom for the sticky Add to cart bar.
    <div className="mx-auto w-full max-w-7xl px-4 py-6 mobile:pb-24">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-ink hover:underline">
              Home
            </Link>
          </li>
          {category ? (
            <li className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-3.5" />
              <Link to={categoryProductsHref(category.cat_slug)} className="hover:text-ink hover:underline">
                {category.cat_name}
              </Link>
            </li>
          ) : null}
          {subCategory ? (
            <li className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-3.5" />
              <Link to={subCategoryProductsHref(subCategory.slug)} className="hover:text-ink hover:underline">
                {subCategory.subcat_name}
              </Link>
            </li>
          ) : null}
          <li className="flex min-w-0 items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-3.5" />
            <span aria-current="page" className="truncate text-ink">
              {product.productName}
            </span>
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_18rem]">
        <ProductGallery
          key={`${product.slug}:${variant?.sku ?? ''}`}
          images={sold.imageURL}
          name={product.productName}
        />

        <div>
          {brand ? (
            <Link
              to={`/products?brand=${encodeURIComponent(brand.slug)}`}
              className="text-sm font-semibold text-accent-ink hover:underline"
            >
              {brand.name}
            </Link>
          ) : null}
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {product.productName}
          </h1>
          <a href="#reviews" className="mt-2 inline-flex items-center gap-2 text-sm hover:underline">
            <RatingStars value={product.rating} count={product.reviewCount} size="md" />
          </a>
          {variant ? <VariantPicker product={product} current={variant} /> : null}
          <div className="mt-5">
            <ProductPurchase
              price={sold.price}
              offerPrice={sold.offerPrice}
              stock={sold.stock}
              cartForm={<AddToCartForm product={bagProduct} signedIn={signedIn} className="mt-5" />}
              wishlistForm={
                <WishlistToggleForm
                  className="mt-3"
                  product={bagProduct}
                  signedIn={signedIn}
                  inAccountWishlist={wishlist.some((item) => item.slug === product.slug)}
                />
              }
            />
          </div>
          <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {sold.sku ? (
              <>
                <dt className="text-muted">SKU</dt>
                <dd className="text-ink">{sold.sku}</dd>
              </>
            ) : null}
            {category ? (
              <>
                <dt className="text-muted">Category</dt>
                <dd className="text-ink">{category.cat_name}</dd>
              </>
            ) : null}
            {sold.weight ? (
              <>
                <dt className="text-muted">Weight</dt>
                <dd className="text-ink">
                  {sold.weight >= 1000 ? `${sold.weight / 1000} kg` : `${sold.weight} g`}
                </dd>
              </>
            ) : null}
          </dl>
          <ReportItemForm
            signedIn={signedIn}
            loginHref={loginHref}
            result={actionData?.intent === 'report' ? actionData : null}
          />
        </div>

        <div className="space-y-6 lg:col-start-3">{seller ? <SellerCard seller={seller} /> : null}</div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
            Description
          </h2>
          <RichText html={product.description} className="mt-4" />
        </section>
        <div>
          <ProductReviews data={reviews} />
          <ReviewPanel
            access={reviewAccess}
            loginHref={loginHref}
            result={actionData?.intent === 'review' ? actionData : null}
          />
        </div>
      </div>

      <RecentlyViewedRail current={toProductCard(product)} />

      <Suspense fallback={<ProductRailSkeleton id="related-heading" title="Related products" />}>
        <Await resolve={related}>
          {(items) => <ProductRail id="related-heading" title="Related products" products={items} />}
        </Await>
      </Suspense>
      {/* Phones: the price and Add to cart stay at hand while the page scrolls. */}
      <div className="desktop:hidden fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-line bg-white px-4 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-pop print:hidden">
        <PriceTag price={product.price} offerPrice={product.offerPrice} />
        <AddToCartForm product={bagProduct} signedIn={signedIn} layout="button" className="flex-1" />
      </div>
    </div>
  );
}
