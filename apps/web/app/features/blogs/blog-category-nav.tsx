import type { BlogCategory } from '@shop/shared/catalogue.contract';
import { Link } from 'react-router';

const pill = 'inline-flex items-center rounded-full border px-4 py-1.5 text-sm font-semibold mobile:min-h-11';

/** Category filter of the blog: links, so it works without scripts and each choice is shareable. */
export function BlogCategoryNav({
  categories,
  current,
}: {
  categories: BlogCategory[];
  current: string | null;
}) {
  const items = [
    { slug: null, name: 'All posts' },
    ...categories.map((c) => ({ slug: c.slug, name: c.name })),
  ];
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const selected = item.slug === current;
          return (
            <li key={item.slug ?? 'all'}>
              <Link
                to={item.slug ? `/blogs?category=${encodeURIComponent(item.slug)}` : '/blogs'}
                aria-current={selected ? 'page' : undefined}
                className={`${pill} ${selected ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:border-ink'}`}
              >
                {item.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
