import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/track-order';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Track Order') }];

export default function TrackOrderPage() {
  return (
    <PageContainer title="Track Order">
      <p className="text-muted">Order tracking arrives with the orders issue.</p>
    </PageContainer>
  );
}
