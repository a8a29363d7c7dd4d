/**
 * schema.org Product data for a product page (Google's merchant listing / product snippet). Prices are
 * strings with two decimals; availability and condition are schema.org URLs; images are absolute.
 */
export interface ProductJsonLdInput {
  url: string;
  origin: string;
  product: {
    productName: string;
    description: string;
    imageURL: string[];
    sku: string | null;
    price: number;
    offerPrice: number | null;
    /** Set while offerPrice is a flash-sale price: when that price ends. */
    flashSaleEndsAt?: string | null;
    stock: number;
  };
  brandName?: string | null;
  sellerName?: string | null;
  /** Ratings shown on the page; left out when there are none. */
  rating?: { average: number; count: number } | null;
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const { product } = input;
  const price = product.offerPrice ?? product.price;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    description: plainText(product.description),
    image: product.imageURL.map((image) => new URL(image, input.origin).href),
    url: input.url,
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: price.toFixed(2),
      priceCurrency: 'USD',
      // A flash-sale price is only valid until the sale ends; search engines must not show it afterwards.
      ...(product.flashSaleEndsAt ? { priceValidUntil: product.flashSaleEndsAt.slice(0, 10) } : {}),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(input.sellerName ? { seller: { '@type': 'Organization', name: input.sellerName } } : {}),
    },
  };
  if (product.sku) data.sku = product.sku;
  if (input.brandName) data.brand = { '@type': 'Brand', name: input.brandName };
  if (input.rating && input.rating.count > 0 && input.rating.average > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(input.rating.average.toFixed(2)),
      reviewCount: input.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}
