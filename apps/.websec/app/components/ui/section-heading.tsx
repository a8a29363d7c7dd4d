import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A section's h2 with an optional "View all" style link on the right. */
export function SectionHeading({
  id,
  children,
  link,
}: {
  id: string;
  children: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
        {children}
      </h2>
      {link ? (
        <Link
          to={link.to}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-accent-ink hover:underline"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
