import type { Advertisement } from '@shop/shared/catalogue.contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { srcSetFor } from '../../components/ui/image-srcset';
import { fetchPriorityHigh } from '../../lib/fetch-priority';

const sizes = {
  /** Beside the slider: 800×400 pictures in a third of the row; two side by side on tablets, full width on phones. */
  side: {
    width: 800,
    height: 400,
    sizes: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
    title: 'text-lg sm:text-xl',
  },
  /** The home page's single banners: 1200×500 pictures in half a row. */
  wide: { width: 1200, height: 500, sizes: '(min-width: 640px) 620px, 100vw', title: 'text-xl sm:text-2xl' },
} as const;

/**
 * An advertisement linking on: on phones its picture, then its texts beneath; wider, the texts written over the
 * picture's calm left side.
 */
export function PromoBanner({
  ad,
  variant,
  priority = false,
}: {
  ad: Advertisement;
  variant: keyof typeof sizes;
  /**
   * Fetch ahead of scripts: on phones the first side banner, full width under the slider, is larger than
   * the slide and so the page's largest paint (Lighthouse mobile measured it waiting 1.5 s behind the scripts).
   */
  priority?: boolean;
}) {
  const size = sizes[variant];
  const content = (
    <>
      <img
        src={ad.adImage}
        srcSet={srcSetFor(ad.adImage)}
        sizes={size.sizes}
        alt=""
        width={size.width}
        height={size.height}
        loading={variant === 'side' ? 'eager' : 'lazy'}
        {...fetchPriorityHigh(priority)}
        decoding="async"
        className="aspect-[2/1] w-full object-cover object-right transition-transform max-sm:h-auto sm:absolute sm:inset-0 sm:size-full duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
      />
      <span className="relative flex flex-col justify-center gap-1 p-4 sm:h-full sm:max-w-[64%] sm:p-6">
        {ad.badge ? (
          <span className="w-fit rounded-full bg-ink px-2.5 py-0.5 text-[11px] font-bold tracking-wide text-white uppercase">
            {ad.badge}
          </span>
        ) : null}
        <span className={`font-extrabold leading-tight text-ink ${size.title}`}>{ad.title}</span>
        <span className="text-sm text-ink-soft">{ad.title_one}</span>
        <span className="text-sm font-semibold text-accent-ink">{ad.title_two}</span>
        {ad.category_link ? (
          <span className="mt-1 inline-flex items-center gap-1 text-sm font-bold text-ink underline-offset-4 group-hover:underline">
            Shop now <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        ) : null}
      </span>
    </>
  );
  const frame = 'group relative block overflow-hidden rounded-card bg-surface sm:h-full';
  return ad.category_link ? (
    <Link to={ad.category_link} className={frame}>
      {content}
    </Link>
  ) : (
    <div className={frame}>{content}</div>
  );
}
