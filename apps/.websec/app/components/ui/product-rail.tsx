import type { ReactNode } from 'react';
import { ProductCard, type ProductCardData, ProductCardSkeleton } from './product-card';
import { SectionHeading } from './section-heading';

/** Six cards across on wide screens, a swipeable strip on small ones; rail and skeleton share the frame. */
const railClass =
  'grid auto-cols-[10.5rem] grid-flow-col gap-3 overflow-x-auto pb-2 [scrollbar-width:thin] snap-x sm:auto-cols-[12rem] sm:gap-4 lg:auto-cols-[calc((100%-5rem)/6)]';

const SKELETON_CARDS = [0, 1, 2, 3, 4, 5];

interface RailFrameProps {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}

function RailFrame({ id, title, link, children }: RailFrameProps) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <SectionHeading id={id} link={link}>
        {title}
      </SectionHeading>
      {children}
    </section>
  );
}

/** A titled row of product cards; nothing at all when there are no products. */
export function ProductRail({
  id,
  title,
  link,
  products,
}: Omit<RailFrameProps, 'children'> & {
  products: ProductCardData[];
}) {
  if (products.length === 0) return null;
  return (
    <RailFrame id={id} title={title} link={link}>
      <ul className={railClass}>
        {products.map((product) => (
          <li key={product.slug} className="snap-start">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </RailFrame>
  );
}

/** The same frame with placeholder cards, while the row streams in (no layout shift when it lands). */
export function ProductRailSkeleton({ id, title, link }: Omit<RailFrameProps, 'children'>) {
  return (
    <RailFrame id={id} title={title} link={link}>
      <div className={`${railClass} overflow-hidden`} aria-busy="true">
        {SKELETON_CARDS.map((card) => (
          <ProductCardSkeleton key={card} />
        ))}
      </div>
    </RailFrame>
  );
}
