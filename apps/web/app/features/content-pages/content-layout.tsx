import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';

/** The shop's help and policy pages, listed beside each of them. */
const helpPages = [
  { to: '/about', label: 'About us' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy_policy', label: 'Privacy Policy' },
  { to: '/terms_condition', label: 'Terms and Conditions' },
  { to: '/seller_terms_condition', label: 'Seller terms and conditions' },
];

/** Long-form text: readable measure, spacing and list styles for the content pages. */
export const proseClass =
  'max-w-3xl text-base leading-7 text-ink-soft [&_a]:font-semibold [&_a]:text-accent-ink [&_a]:underline [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:font-bold [&_h3]:text-ink [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:text-ink [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

export function ContentLayout({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** "Last updated" date of a policy. */
  updated?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageTitle subtitle={lead}>{title}</PageTitle>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div>
          {updated ? <p className="text-sm text-muted">Last updated: {updated}</p> : null}
          <div className={proseClass}>{children}</div>
        </div>
        <nav aria-label="Help and policies" className="lg:sticky lg:top-4 lg:self-start">
          <h2 className="text-sm font-bold tracking-wide text-muted uppercase">Help and policies</h2>
          <ul className="mt-3 space-y-1">
            {helpPages.map((page) => (
              <li key={page.to}>
                <Link
                  to={page.to}
                  aria-current={pathname === page.to ? 'page' : undefined}
                  className={`block rounded px-3 py-1.5 text-sm hover:bg-surface-sunk mobile:py-3 ${pathname === page.to ? 'bg-accent-soft font-semibold text-ink' : 'text-ink-soft'}`}
                >
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
