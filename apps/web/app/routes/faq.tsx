import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('FAQ') }];

export default function FaqPage() {
  return (
    <PageContainer title="FAQ">
      <p className="text-muted">This page's content arrives with the content pages issue.</p>
    </PageContainer>
  );
}
