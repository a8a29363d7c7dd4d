import { Newspaper } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import { BlogCard } from '../features/blogs/blog-card';
import { BlogCategoryNav } from '../features/blogs/blog-category-nav';
import { BLOGS_PAGE_SIZE } from '../features/blogs/blog-paging';
import { loadBlogIndex } from '../features/blogs/blogs.server';
import { canonicalUrl, seoMeta } from '../features/seo/seo-meta';
import { apiFor } from '../lib/api.server';
import { SHOP_NAME } from '../lib/site';
import type { Route } from './+types/blogs';

function blogsHref(category: string | null, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blogs?${query}` : '/blogs';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get('category')?.trim().slice(0, 200) || null;
  const pageParam = Number.parseInt(url.searchParams.get('page') ?? '', 10);
  const page = Number.isFinite(pageParam) && pageParam > 1 ? Math.min(pageParam, 800) : 1;
  const index = await loadBlogIndex(apiFor(context, request), { category, page });
  return { ...index, category, page, canonical: canonicalUrl(request, blogsHref(category, page)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const category = loaderData.categories.find((item) => item.slug === loaderData.category);
  return seoMeta({
    title: category ? `${category.name}: blog` : 'Blog',
    description: `Buying guides, care tips and ideas from ${SHOP_NAME} and its sellers${category ? `, on ${category.name.toLowerCase()}` : ''}.`,
    url: loaderData.canonical,
  });
};

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  const { posts, count, categories, failed, category, page } = loaderData;
  const pages =
    count !== null ? Math.ceil(count / BLOGS_PAGE_SIZE) : posts.length === BLOGS_PAGE_SIZE ? page + 1 : page;
  const current = categories.find((item) => item.slug === category);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageTitle subtitle="Buying guides, care tips and ideas for the home, from our team and our sellers.">
        {current ? `Blog: ${current.name}` : 'Blog'}
      </PageTitle>
      <BlogCategoryNav categories={categories} current={category} />
      {failed ? (
        <div className="mt-6">
          <EmptyState title="Something went wrong">
            The posts could not be loaded. Please try again in a moment.
          </EmptyState>
        </div>
      ) : posts.length === 0 ? (
        <div className="mt-6">
          <EmptyState title="No posts here yet" icon={<Newspaper className="size-10" />}>
            New posts arrive every few weeks.
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <BlogCard post={post} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        current={page}
        total={pages}
        hrefFor={(target) => blogsHref(category, target)}
        label="Blog pages"
      />
    </div>
  );
}
