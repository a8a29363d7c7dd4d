import { AboutContent } from '../features/content-pages/about-content';
import { ContentLayout } from '../features/content-pages/content-layout';
import { canonicalUrl, seoMeta } from '../features/seo/seo-meta';
import type { Route } from './+types/about';

export function loader({ request }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(request, '/about') };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: 'About us',
        description:
          'Bazaar is a marketplace of independent shops: one catalogue, one cart and one checkout for many sellers, with verified reviews and returns within 30 days.',
        url: loaderData.canonical,
      })
    : [];

export default function AboutPage() {
  return (
    <ContentLayout title="About Bazaar" lead="Independent shops, one cart.">
      <AboutContent />
    </ContentLayout>
  );
}
