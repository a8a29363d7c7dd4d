import { Link } from 'react-router';
import { ContentLayout } from '../features/content-pages/content-layout';
import { faqGroups } from '../features/content-pages/faq-entries';
import { FaqList, faqJsonLd } from '../features/content-pages/faq-list';
import { canonicalUrl, seoMeta } from '../features/seo/seo-meta';
import type { Route } from './+types/faq';

export function loader({ request }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(request, '/faq') };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...seoMeta({
          title: 'FAQ',
          description:
            'Answers about ordering from several sellers, payment, delivery, returns within 30 days, your account and selling on Bazaar.',
          url: loaderData.canonical,
        }),
        { 'script:ld+json': faqJsonLd(faqGroups) },
      ]
    : [];

export default function FaqPage() {
  return (
    <ContentLayout
      title="Frequently asked questions"
      lead="Quick answers about orders, delivery, returns and selling."
    >
      <FaqList groups={faqGroups} />
      <p>
        Did not find your answer? <Link to="/contact">Send us a message</Link>.
      </p>
    </ContentLayout>
  );
}
