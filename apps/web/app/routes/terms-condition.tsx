import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/terms-condition';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Terms and Conditions') }];

export default function TermsConditionPage() {
  return (
    <PageContainer title="Terms and Conditions">
      <p className="text-muted">This page's content arrives with the content pages issue.</p>
    </PageContainer>
  );
}
