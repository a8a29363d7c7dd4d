import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';

/** How long a slide stays before the next one comes, when the show plays. */
const AUTO_ADVANCE_MS = 6000;

/** Whether the visitor asked their system for less motion (read once scripts run; the server assumes not). */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A swipeable slide show (Embla) following the WAI-ARIA carousel pattern: a labelled region, slides as
 * labelled groups, previous/next buttons and one button per slide. It advances by itself every few seconds,
 * and stops while pointed at or focused, for visitors who prefer reduced motion, and for good with the
 * pause button (WCAG 2.2.2); while it plays, screen readers are not told of each change. Server-rendered,
 * the first slide shows before scripts load. On phones the controls sit on the picture, above the slide's words.
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
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const onSelect = useCallback(() => {
    if (api) setSelected(api.selectedScrollSnap());
  }, [api]);

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!api) return;
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api, onSelect]);

  const moving = playing && !hovered && !focused && slides.length > 1;
  useEffect(() => {
    if (!api || !moving) return;
    const timer = setInterval(() => api.scrollNext(), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [api, moving]);

  const buttonClass =
    'flex size-11 shrink-0 items-center justify-center rounded-full bg-white/90 text-ink shadow-pop hover:bg-white';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className={`relative min-w-0 ${className ?? ''}`}
    >
      <div ref={viewportRef} className="h-full overflow-hidden rounded-card">
        <div aria-live={moving ? 'off' : 'polite'} className="flex h-full touch-pan-y">
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
        // Phones: along the top of the picture (the slide's words sit below it); wider: along its bottom.
        <div className="absolute inset-x-2 top-2 z-10 flex items-center justify-between gap-2 sm:inset-x-3 sm:top-auto sm:bottom-3">
          <button
            type="button"
            onClick={() => setPlaying((now) => !now)}
            aria-label={playing ? 'Pause slides' : 'Play slides'}
            className={buttonClass}
          >
            {playing ? (
              <Pause aria-hidden="true" className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4" />
            )}
          </button>
          <div className="flex gap-0">
            {slides.map((_, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one button per slide position.
                key={index}
                type="button"
                onClick={() => api?.scrollTo(index)}
                aria-label={`Show slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                className="flex size-8 items-center justify-center sm:size-6"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all ${index === selected ? 'w-6 bg-ink' : 'w-2 bg-white/90 ring-1 ring-ink/40'}`}
                />
              </button>
            ))}
          </div>
          <div className="flex gap-2">
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
        </div>
      ) : null}
    </section>
  );
}
