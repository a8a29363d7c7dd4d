import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/become-seller';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Become seller') }];

export default function BecomeSellerPage() {
  return (
    <PageContainer title="Become seller">
      <p className="text-muted">The seller application arrives with the sellers issue.</p>
    </PageContainer>
  );
}
