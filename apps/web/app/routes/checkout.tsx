import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Checkout') }];

export default function CheckoutPage() {
  return (
    <PageContainer title="Checkout">
      <p className="text-muted">Checkout arrives with the orders issue.</p>
    </PageContainer>
  );
}
