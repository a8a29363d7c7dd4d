import { useState } from 'react';
import { srcSetFor } from '../../components/ui/image-srcset';
import { fetchPriorityHigh } from '../../lib/fetch-priority';

const MAIN_SIZES = '(min-width: 1024px) 560px, 100vw';

/**
 * The product's pictures: one large image (eager, high priority: it is the page's LCP element) and a
 * thumbnail button per picture that shows it.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];

  return (
    <div>
      <div className="aspect-square overflow-hidden rounded-card border border-line bg-surface">
        {main ? (
          <img
            src={main}
            srcSet={srcSetFor(main)}
            sizes={MAIN_SIZES}
            alt={images.length > 1 ? `${name}, picture ${selected + 1} of ${images.length}` : name}
            width={800}
            height={800}
            loading="eager"
            {...fetchPriorityHigh()}
            className="size-full object-cover"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul aria-label="Pictures" className="mt-3 flex gap-3">
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
    </div>
  );
}
