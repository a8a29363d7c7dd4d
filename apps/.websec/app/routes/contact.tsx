import { Clock, MessageSquare, Store } from 'lucide-react';
import { data, Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { submitContactForm } from '../features/content-pages/contact.server';
import { ContactForm } from '../features/content-pages/contact-form';
import { canonicalUrl, seoMeta } from '../features/seo/seo-meta';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/contact';

export function loader({ request }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(request, '/contact') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitContactForm(apiFor(context, request), await request.formData());
  return data(result.body, { status: result.status });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: 'Contact',
        description:
          'Questions about an order, a return, a seller or selling on Bazaar? Send us a message and we answer within one business day.',
        url: loaderData.canonical,
      })
    : [];

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageTitle subtitle="We read every message and answer within one business day.">Contact us</PageTitle>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ContactForm result={actionData} />
        <aside aria-label="Before you write" className="space-y-5 text-sm text-ink-soft">
          <div className="flex gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
            <p>
              <strong className="block text-ink">Opening hours</strong>
              Monday to Friday, 9:00–18:00 (US Eastern). Messages sent at the weekend are answered on Monday.
            </p>
          </div>
          <div className="flex gap-3">
            <MessageSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
            <p>
              <strong className="block text-ink">Quick answers</strong>
              Many questions about delivery, returns and payment are answered in our{' '}
              <Link to="/faq" className="font-semibold text-accent-ink underline">
                FAQ
              </Link>
              .
            </p>
          </div>
          <div className="flex gap-3">
            <Store aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
            <p>
              <strong className="block text-ink">Questions for a seller</strong>
              Each shop's e-mail address and phone number are on its page in the{' '}
              <Link to="/sellers" className="font-semibold text-accent-ink underline">
                seller directory
              </Link>
              .
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
