import { PageContainer } from '../components/ui/page-container';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Log in') }];

export default function LoginPage() {
  return (
    <PageContainer title="Log in">
      <p className="text-muted">Signing in arrives with the accounts issue.</p>
    </PageContainer>
  );
}
