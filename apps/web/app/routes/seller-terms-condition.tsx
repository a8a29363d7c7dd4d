import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/seller-terms-condition';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Seller terms and conditions') }];

export default function SellerTermsConditionPage() {
  return (
    <PageContainer title="Seller terms and conditions">
      <p className="text-muted">This page's content arrives with the content pages issue.</p>
    </PageContainer>
  );
}
