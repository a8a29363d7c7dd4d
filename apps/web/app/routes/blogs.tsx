import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/blogs';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Blogs') }];

export default function BlogsPage() {
  return (
    <PageContainer title="Blogs">
      <p className="text-muted">Blogs arrive with the blog issue.</p>
    </PageContainer>
  );
}
