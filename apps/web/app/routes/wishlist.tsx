import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Wishlist') }];

export default function WishlistPage() {
  return (
    <PageContainer title="Wishlist">
      <p className="text-muted">The wishlist page arrives with the wishlist issue.</p>
    </PageContainer>
  );
}
