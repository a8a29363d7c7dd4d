import { ZoomIn } from 'lucide-react';
import { type PointerEvent, useState } from 'react';
import { srcSetFor } from '../../components/ui/image-srcset';
import { Sheet } from '../../components/ui/sheet';
import { fetchPriorityHigh } from '../../lib/fetch-priority';

const MAIN_SIZES = '(min-width: 1024px) 560px, 100vw';

/**
 * The product's pictures: one large image (eager, high priority: it is the page's LCP element) and a
 * thumbnail button per picture that shows it. Zoom: with a mouse the picture doubles under the pointer;
 * the picture is also a button (tap, click, Enter or Space) that opens it full screen, where phones pinch.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const [lightbox, setLightbox] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const main = images[selected] ?? images[0];
  const label = images.length > 1 ? `${name}, picture ${selected + 1} of ${images.length}` : name;

  function followPointer(event: PointerEvent<HTMLButtonElement>) {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  }

  return (
    <div>
      <div className="aspect-square overflow-hidden rounded-card border border-line bg-surface">
        {main ? (
          <button
            type="button"
            onClick={() => setLightbox(true)}
            onPointerMove={followPointer}
            aria-label={`Zoom: ${label}`}
            className="group relative block size-full cursor-zoom-in overflow-hidden"
          >
            <img
              src={main}
              srcSet={srcSetFor(main)}
              sizes={MAIN_SIZES}
              alt={label}
              width={800}
              height={800}
              loading="eager"
              {...fetchPriorityHigh()}
              style={{ transformOrigin: origin }}
              className="size-full object-cover transition-transform duration-200 pointer-fine:group-hover:scale-200 motion-reduce:transition-none"
            />
            <span
              aria-hidden="true"
              className="absolute right-2 bottom-2 flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-pop"
            >
              <ZoomIn className="size-5" />
            </span>
          </button>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul aria-label="Pictures" className="mt-3 flex flex-wrap gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                className={`block size-20 overflow-hidden rounded-card border-2 bg-surface ${index === selected ? 'border-accent-strong' : 'border-line hover:border-muted'}`}
              >
                <img
                  src={image}
                  srcSet={srcSetFor(image)}
                  sizes="80px"
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {main ? (
        <Sheet open={lightbox} onClose={() => setLightbox(false)} label={label} placement="full">
          <img
            src={main}
            alt={label}
            width={800}
            height={800}
            className="mx-auto h-auto max-h-[calc(100dvh-6rem)] w-full touch-pinch-zoom object-contain"
          />
        </Sheet>
      ) : null}
    </div>
  );
}
