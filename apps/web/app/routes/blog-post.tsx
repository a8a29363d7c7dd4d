import { ChevronRight } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { formatDate } from '../components/ui/format-date';
import { srcSetFor } from '../components/ui/image-srcset';
import { RichText } from '../components/ui/rich-text';
import { CommentForm } from '../features/blog-comments/comment-form';
import { submitComment } from '../features/blog-comments/comment-submit.server';
import { blogHref } from '../features/blogs/blog-card';
import { BlogComments } from '../features/blogs/blog-comments';
import { loadBlogPost } from '../features/blogs/blogs.server';
import { absoluteUrl, canonicalUrl, metaDescription, seoMeta } from '../features/seo/seo-meta';
import { apiFor } from '../lib/api.server';
import { sessionFromCookies } from '../lib/cookies';
import { fetchPriorityHigh } from '../lib/fetch-priority';
import { loginPath } from '../lib/return-path';
import { useShellData } from '../lib/shell-data';
import { SHOP_NAME } from '../lib/site';
import type { Route } from './+types/blog-post';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadBlogPost(apiFor(context, request), params.slug);
  if (page.status === 'not_found') throw data(null, { status: 404, statusText: 'Not Found' });
  if (page.status === 'failed') throw data(null, { status: 503, statusText: 'Service Unavailable' });
  const canonical = canonicalUrl(request, blogHref(page.post.slug));
  return { ...page, canonical, image: absoluteUrl(new URL(canonical).origin, page.post.imageURL) };
}

/** A signed-in reader's comment (intent=comment); a visitor's page post goes to log in first. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { userSlug } = sessionFromCookies(request.headers.get('cookie'));
  if (!userSlug) throw redirect(loginPath(blogHref(params.slug)));
  const form = await request.formData();
  if (form.get('intent') !== 'comment') throw data(null, { status: 400, statusText: 'Bad Request' });
  const outcome = await submitComment(apiFor(context, request), params.slug, form);
  return data(outcome.result, { status: outcome.status });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { post, canonical, image } = loaderData;
  // A post saved without a summary is described by the start of its text.
  const summary = post.description || metaDescription(post.long_description);
  return [
    ...seoMeta({
      title: post.seo_title || post.title,
      description: post.seo_description || summary,
      url: canonical,
      image,
      type: 'article',
    }),
    { property: 'article:published_time', content: post.createdAt },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: summary,
        datePublished: post.createdAt,
        author: { '@type': 'Person', name: post.postBy },
        publisher: { '@type': 'Organization', name: SHOP_NAME },
        mainEntityOfPage: canonical,
        ...(image ? { image } : {}),
      },
    },
  ];
};

export default function BlogPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { post, comments, latest } = loaderData;
  const { user } = useShellData();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/blogs" className="hover:text-ink hover:underline">
              Blog
            </Link>
          </li>
          {post.category && post.category_slug ? (
            <li className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-3.5" />
              <Link
                to={`/blogs?category=${encodeURIComponent(post.category_slug)}`}
                className="hover:text-ink hover:underline"
              >
                {post.category}
              </Link>
            </li>
          ) : null}
        </ol>
      </nav>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article>
          <header>
            <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{post.title}</h1>
            <p className="mt-3 text-lg text-ink-soft">{post.description}</p>
            <p className="mt-3 text-sm text-muted">
              By {post.postBy} · <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
            </p>
          </header>
          {post.imageURL ? (
            <img
              src={post.imageURL}
              srcSet={srcSetFor(post.imageURL)}
              sizes="(min-width: 1280px) 900px, 100vw"
              alt=""
              width={1200}
              height={675}
              loading="eager"
              {...fetchPriorityHigh()}
              className="mt-6 aspect-video w-full rounded-card bg-surface object-cover"
            />
          ) : null}
          <RichText html={post.long_description} className="mt-8 max-w-3xl" />
          <BlogComments comments={comments} />
          <CommentForm
            signedIn={user !== null}
            loginHref={loginPath(blogHref(post.slug))}
            result={actionData ?? null}
          />
        </article>
        {latest.length > 0 ? (
          <aside aria-labelledby="latest-heading">
            <h2 id="latest-heading" className="text-sm font-bold tracking-wide text-muted uppercase">
              Latest posts
            </h2>
            <ul className="mt-3 divide-y divide-line">
              {latest.map((item) => (
                <li key={item.slug} className="py-3">
                  <Link
                    to={blogHref(item.slug)}
                    className="font-semibold text-ink hover:text-accent-ink hover:underline"
                  >
                    {item.title}
                  </Link>
                  <p className="text-xs text-muted">{formatDate(item.createdAt)}</p>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </div>
  );
}
