import type { Blog } from '@shop/shared/catalogue.contract';
import { Link } from 'react-router';
import { formatDate } from '../../components/ui/format-date';
import { srcSetFor } from '../../components/ui/image-srcset';

export function blogHref(slug: string): string {
  return `/blogs/${encodeURIComponent(slug)}`;
}

/** A post in the blog list: picture, category, title, summary, byline; the whole card links to the post. */
export function BlogCard({ post, eager = false }: { post: Blog; eager?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white hover:border-accent hover:shadow-pop">
      <div className="aspect-video overflow-hidden bg-surface">
        {post.imageURL ? (
          <img
            src={post.imageURL}
            srcSet={srcSetFor(post.imageURL)}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt=""
            width={1200}
            height={675}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {post.category ? (
          <p className="text-xs font-bold tracking-wide text-accent-ink uppercase">{post.category}</p>
        ) : null}
        <h2 className="mt-1 text-lg leading-snug font-bold text-ink">
          <Link
            to={blogHref(post.slug)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-ink-soft">{post.description}</p>
        <p className="mt-auto pt-4 text-xs text-muted">
          {post.postBy} · <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </p>
      </div>
    </article>
  );
}
