import type { ReactNode } from 'react';

/** The visible heading of a page; the document title comes from the route's `meta`. */
export function PageTitle({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="mb-6 border-b border-line pb-4">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{children}</h1>
      {subtitle ? <p className="mt-1 text-muted">{subtitle}</p> : null}
    </div>
  );
}
