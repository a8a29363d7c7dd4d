import type { FlashSaleContent } from '@shop/shared/catalogue.contract';
import { Zap } from 'lucide-react';
import { srcSetFor } from '../../components/ui/image-srcset';
import { FlashCountdown } from './flash-countdown';

/**
 * The running flash sale: its title and offer with a live countdown to its end. On phones the picture comes
 * first and the words beneath it; wider, the words sit over the picture's calm left side.
 */
export function FlashSaleBanner({ sale, serverNow }: { sale: FlashSaleContent; serverNow: number }) {
  return (
    <section
      aria-labelledby="flash-sale-heading"
      className="relative mt-12 overflow-hidden rounded-card bg-accent"
    >
      {sale.imageHome ? (
        <img
          src={sale.imageHome}
          srcSet={srcSetFor(sale.imageHome)}
          sizes="(min-width: 1280px) 1248px, 100vw"
          alt=""
          width={1600}
          height={500}
          loading="lazy"
          decoding="async"
          className="aspect-[16/5] w-full object-cover object-right sm:absolute sm:inset-0 sm:aspect-auto sm:size-full"
        />
      ) : null}
      <div className="relative flex flex-col gap-3 p-6 sm:max-w-[60%] sm:p-10">
        <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-ink px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          <Zap aria-hidden="true" className="size-3.5" />
          {sale.name}
        </p>
        <h2 id="flash-sale-heading" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {sale.title}
        </h2>
        <p className="text-base font-medium text-ink">{sale.offer}</p>
        <FlashCountdown end={sale.time} serverNow={serverNow} />
      </div>
    </section>
  );
}
