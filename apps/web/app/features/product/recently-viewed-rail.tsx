import { useEffect, useState } from 'react';
import type { ProductCardData } from '../../components/ui/product-card';
import { ProductRail } from '../../components/ui/product-rail';
import { readRecentlyViewed, rememberViewed } from './recently-viewed';

/**
 * "Recently viewed": the products this browser opened before this one (kept in the browser only). Read after
 * hydration, since the server cannot know them; then this product is remembered for the next page.
 */
export function RecentlyViewedRail({ current }: { current: ProductCardData }) {
  const [earlier, setEarlier] = useState<ProductCardData[]>([]);

  // Once per product: the card object is rebuilt on every render of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the product's slug on purpose.
  useEffect(() => {
    setEarlier(readRecentlyViewed().filter((card) => card.slug !== current.slug));
    rememberViewed(current);
  }, [current.slug]);

  return <ProductRail id="recently-viewed-heading" title="Recently viewed" products={earlier} />;
}
