import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';

/**
 * A swipeable slide show (Embla) following the WAI-ARIA carousel pattern: a labelled region, slides as
 * labelled groups, previous/next buttons and one button per slide. It never moves on its own, so nothing
 * needs pausing; focusing a link in a hidden slide scrolls it into view. Server-rendered, the first slide
 * shows before scripts load.
 */
export function Carousel({
  label,
  slides,
  className,
}: {
  label: string;
  slides: ReactNode[];
  className?: string;
}) {
  const [viewportRef, api] = useEmblaCarousel({ loop: slides.length > 1 });
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => {
    if (api) setSelected(api.selectedScrollSnap());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api, onSelect]);

  const buttonClass =
    'flex size-9 items-center justify-center rounded-full bg-white/90 text-ink shadow-pop hover:bg-white';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative min-w-0 ${className ?? ''}`}
    >
      <div ref={viewportRef} className="h-full overflow-hidden rounded-card">
        <div className="flex h-full touch-pan-y">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional.
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className="h-full min-w-0 shrink-0 grow-0 basis-full"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <>
          <div className="absolute right-3 bottom-3 z-10 flex gap-2">
            <button
              type="button"
              onClick={() => api?.scrollPrev()}
              aria-label="Previous slide"
              className={buttonClass}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => api?.scrollNext()}
              aria-label="Next slide"
              className={buttonClass}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="absolute bottom-4 left-1/2 z-10 flex -translate-x-1/2 gap-1">
            {slides.map((_, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one button per slide position.
                key={index}
                type="button"
                onClick={() => api?.scrollTo(index)}
                aria-label={`Show slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                className="flex size-6 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all ${index === selected ? 'w-6 bg-ink' : 'w-2 bg-white/90 ring-1 ring-ink/40'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
