import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/sellers';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Sellers') }];

export default function SellersPage() {
  return (
    <PageContainer title="Sellers">
      <p className="text-muted">The seller directory arrives with the sellers issue.</p>
    </PageContainer>
  );
}
