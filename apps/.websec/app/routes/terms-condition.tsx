import { ContentLayout } from '../features/content-pages/content-layout';
import { TERMS_UPDATED, TermsContent } from '../features/content-pages/terms-content';
import { canonicalUrl, seoMeta } from '../features/seo/seo-meta';
import type { Route } from './+types/terms-condition';

export function loader({ request }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(request, '/terms_condition') };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: 'Terms and Conditions',
        description:
          'The terms for shopping on Bazaar: who you buy from, prices in dollars, payment, delivery by each seller, returns within 30 days and reviews.',
        url: loaderData.canonical,
      })
    : [];

export default function TermsConditionPage() {
  return (
    <ContentLayout title="Terms and Conditions" updated={TERMS_UPDATED}>
      <TermsContent />
    </ContentLayout>
  );
}
