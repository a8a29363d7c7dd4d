import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/single-product';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Product') }];

export default function SingleProductPage() {
  return (
    <PageContainer title="Product">
      <p className="text-muted">Product details arrive with the catalogue issue.</p>
    </PageContainer>
  );
}
