import { ContentLayout } from '../features/content-pages/content-layout';
import { SELLER_TERMS_UPDATED, SellerTermsContent } from '../features/content-pages/seller-terms-content';
import { canonicalUrl, seoMeta } from '../features/seo/seo-meta';
import type { Route } from './+types/seller-terms-condition';

export function loader({ request }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(request, '/seller_terms_condition') };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: 'Seller terms and conditions',
        description:
          'The terms for selling on Bazaar: opening a shop, listing rules, shipping within two business days, returns, fees, ratings and closing a shop.',
        url: loaderData.canonical,
      })
    : [];

export default function SellerTermsConditionPage() {
  return (
    <ContentLayout title="Seller terms and conditions" updated={SELLER_TERMS_UPDATED}>
      <SellerTermsContent />
    </ContentLayout>
  );
}
