import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('About') }];

export default function AboutPage() {
  return (
    <PageContainer title="About">
      <p className="text-muted">This page's content arrives with the content pages issue.</p>
    </PageContainer>
  );
}
