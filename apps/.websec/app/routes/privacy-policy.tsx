import { ContentLayout } from '../features/content-pages/content-layout';
import { PRIVACY_UPDATED, PrivacyPolicyContent } from '../features/content-pages/privacy-policy-content';
import { canonicalUrl, seoMeta } from '../features/seo/seo-meta';
import type { Route } from './+types/privacy-policy';

export function loader({ request }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(request, '/privacy_policy') };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: 'Privacy Policy',
        description:
          'What personal data Bazaar collects, why, who it is shared with, which cookies we use, how long we keep it and how to exercise your rights.',
        url: loaderData.canonical,
      })
    : [];

export default function PrivacyPolicyPage() {
  return (
    <ContentLayout title="Privacy Policy" updated={PRIVACY_UPDATED}>
      <PrivacyPolicyContent />
    </ContentLayout>
  );
}
