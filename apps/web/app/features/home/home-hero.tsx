import type { Advertisement, Slider } from '@shop/shared/catalogue.contract';
import { Link } from 'react-router';
import { Carousel } from '../../components/ui/carousel';
import { srcSetFor } from '../../components/ui/image-srcset';
import { fetchPriorityHigh } from '../../lib/fetch-priority';
import { PromoBanner } from './promo-banner';

const SLIDE_SIZES = '(min-width: 1280px) 830px, (min-width: 1024px) 66vw, 100vw';

function Slide({ slider, first }: { slider: Slider; first: boolean }) {
  return (
    // Phones: the picture, then the words beneath it; wider screens write them over the picture's calm left side.
    <div className="flex h-full flex-col bg-surface sm:relative sm:block">
      <img
        src={slider.image}
        srcSet={srcSetFor(slider.image)}
        sizes={SLIDE_SIZES}
        alt=""
        width={1600}
        height={600}
        // The first slide is the page's largest paint: fetch it first; the others when shown.
        loading={first ? 'eager' : 'lazy'}
        {...fetchPriorityHigh(first)}
        decoding={first ? 'sync' : 'async'}
        className="aspect-[8/3] w-full object-cover object-right sm:absolute sm:inset-0 sm:aspect-auto sm:size-full"
      />
      <div className="relative flex flex-1 flex-col justify-center gap-2 p-4 sm:h-full sm:max-w-[55%] sm:p-10 sm:pb-16">
        {slider.badge ? (
          <p className="w-fit rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-ink uppercase">
            {slider.badge}
          </p>
        ) : null}
        <p className="text-xl leading-tight font-extrabold tracking-tight text-ink sm:text-4xl">
          {slider.titleOne}
        </p>
        <p className="text-sm text-ink-soft sm:text-lg">{slider.titleTWo}</p>
        {slider.productLink ? (
          <Link
            to={slider.productLink}
            className="mt-2 flex min-h-11 w-fit items-center rounded-card bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-ink-soft sm:px-5 sm:py-2.5"
          >
            Shop now<span className="sr-only">: {slider.titleOne}</span>
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** Sliders with the two "Slider Banner" ads beside them (product rules §1 home areas). */
export function HomeHero({
  sliders,
  sliderOne,
  sliderTwo,
}: {
  sliders: Slider[];
  sliderOne: Advertisement | null;
  sliderTwo: Advertisement | null;
}) {
  const side = [sliderOne, sliderTwo].filter((ad): ad is Advertisement => ad !== null);
  return (
    <div
      className={`grid grid-cols-1 gap-4 ${side.length > 0 ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : ''}`}
    >
      {sliders.length > 0 ? (
        <Carousel
          label="Featured offers"
          className="sm:h-[340px] lg:h-[416px]"
          slides={sliders.map((slider, index) => (
            <Slide key={slider.slug} slider={slider} first={index === 0} />
          ))}
        />
      ) : null}
      {side.length > 0 ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1 lg:grid-rows-2">
          {side.map((ad, index) => (
            <div key={ad.slug} className="sm:h-[180px] lg:h-auto">
              <PromoBanner ad={ad} variant="side" priority={index === 0} />
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
