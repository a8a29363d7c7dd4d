import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

export interface DashboardLink {
  to: string;
  label: string;
  /** Only highlight on this exact path (the dashboard's index). */
  end?: boolean;
}

/** A dashboard page frame: a title, a side nav (a scrolling tab row on phones) and the section's content. */
export function DashboardFrame({
  title,
  label,
  links,
  children,
}: {
  title: string;
  label: string;
  links: DashboardLink[];
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <div className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
          <ul className="flex gap-1 lg:flex-col">
            {links.map((link) => (
              <li key={link.to} className="shrink-0">
                <NavLink
                  to={link.to}
                  end={link.end ?? false}
                  className={({ isActive }) =>
                    `block rounded-card px-3 py-2 text-sm font-medium whitespace-nowrap ${
                      isActive ? 'bg-accent-soft text-accent-ink' : 'text-ink-soft hover:bg-surface-sunk'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}

/** The page a signed-in user sees where their role may not go. */
export function ForbiddenPanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 text-center">
      <p className="text-5xl font-bold text-accent-ink">403</p>
      <h1 className="mt-2 text-2xl font-bold text-ink">{title}</h1>
      {children ? <div className="mt-3 text-sm text-muted">{children}</div> : null}
    </div>
  );
}

/** A small coloured label for a status word. */
export function StatusBadge({ status }: { status: string }) {
  const tone =
    status === 'approved' || status === 'active' || status === 'delivered'
      ? 'bg-green-50 text-green-900 border-green-700/30'
      : status === 'rejected' || status === 'inactive' || status === 'cancelled'
        ? 'bg-red-50 text-danger border-danger/30'
        : 'bg-accent-soft text-accent-ink border-accent/40';
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold capitalize ${tone}`}>
      {status}
    </span>
  );
}
