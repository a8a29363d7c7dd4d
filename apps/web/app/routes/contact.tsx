import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Contact') }];

export default function ContactPage() {
  return (
    <PageContainer title="Contact">
      <p className="text-muted">This page's content arrives with the content pages issue.</p>
    </PageContainer>
  );
}
