import type { Product, ProductReviews, Seller } from '@shop/shared/catalogue.contract';
import { type ProductCardData, toProductCard } from '../../components/ui/product-card';
import { type ApiFetch, isOk } from '../../lib/api.server';

/** Reviews shown on the page; the average and count cover all of them. */
export const REVIEWS_SHOWN = 10;

export type ProductPageData =
  | { status: 'not_found' }
  | { status: 'failed' }
  | {
      status: 'ok';
      product: Product;
      reviews: ProductReviews;
      seller: Seller | null;
      /** Below the fold: streamed after the page. */
      related: Promise<ProductCardData[]>;
    };

const noReviews: ProductReviews = { reviews: [], average: 0, count: 0 };

/** The product, its reviews and seller (critical) and related products (deferred), fetched in parallel. */
export async function loadProductPage(api: ApiFetch, slug: string): Promise<ProductPageData> {
  const path = encodeURIComponent(slug);
  const related = api<Product[]>(`/api/products/admin/related/${path}`).then((response) =>
    isOk(response) && Array.isArray(response.body) ? response.body.map(toProductCard) : [],
  );
  const [productResponse, reviewsResponse] = await Promise.all([
    api<Product>(`/api/products/${path}`),
    api<ProductReviews>(`/api/reviews/reviewProducts/${path}?limit=${REVIEWS_SHOWN}`),
  ]);
  // A malformed slug (400) is as unknown as a missing one.
  if (productResponse.status === 404 || productResponse.status === 400) return { status: 'not_found' };
  if (!isOk(productResponse)) return { status: 'failed' };
  const product = productResponse.body;
  const sellerResponse = await api<Seller>(`/api/users/seller/${encodeURIComponent(product.seller_slug)}`);
  return {
    status: 'ok',
    product,
    reviews: isOk(reviewsResponse) ? reviewsResponse.body : noReviews,
    seller: isOk(sellerResponse) ? sellerResponse.body : null,
    related,
  };
}
