import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Privacy Policy') }];

export default function PrivacyPolicyPage() {
  return (
    <PageContainer title="Privacy Policy">
      <p className="text-muted">This page's content arrives with the content pages issue.</p>
    </PageContainer>
  );
}
