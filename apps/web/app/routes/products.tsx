import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Products') }];

export default function ProductsPage() {
  return (
    <PageContainer title="Products">
      <p className="text-muted">Product search arrives with the catalogue issue.</p>
    </PageContainer>
  );
}
