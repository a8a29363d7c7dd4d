import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Profile') }];

export default function ProfilePage() {
  return (
    <PageContainer title="Profile">
      <section id="dashboard" aria-label="Dashboard">
        <p className="text-muted">Your profile and dashboard arrive with the accounts issue.</p>
      </section>
    </PageContainer>
  );
}
