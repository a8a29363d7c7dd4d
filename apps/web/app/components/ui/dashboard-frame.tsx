import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, NavLink, useLocation, useMatches } from 'react-router';
import { type DashboardLink, dashboardCrumbs } from './dashboard-crumbs';
import type { DashboardHandle } from './dashboard-handle';
import { Logo } from './logo';

export type { DashboardLink } from './dashboard-crumbs';

export type { DashboardHandle } from './dashboard-handle';

function useDetailLabel(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const title = (matches[index]?.handle as DashboardHandle | undefined)?.pageTitle;
    if (title) return title;
  }
  return undefined;
}

function SideNav({
  label,
  links,
  onNavigate,
}: {
  label: string;
  links: DashboardLink[];
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-0.5">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end ?? false}
              onClick={onNavigate}
              className={({ isActive }) =>
                `block rounded-card px-3 py-2 text-sm font-medium ${
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
  );
}

const iconButtonClass =
  'flex size-9 shrink-0 items-center justify-center rounded-card text-ink hover:bg-surface-sunk';

/**
 * A dashboard's own frame, instead of the shop's header and footer: a compact top bar (logo, search
 * within the dashboard, the user menu, a way back to the shop), a side navigation that folds away on wide
 * screens and opens as a drawer on phones, breadcrumbs and the page's title.
 */
export function DashboardFrame({
  shopName,
  area,
  home,
  links,
  search,
  userMenu,
  children,
}: {
  shopName: string;
  /** The dashboard's name: the navigation's label and the first breadcrumb. */
  area: string;
  home: DashboardLink;
  links: DashboardLink[];
  search?: ReactNode;
  userMenu: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const { crumbs, title } = dashboardCrumbs(pathname, home, links, useDetailLabel());
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="min-h-screen bg-surface">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow-pop"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-line bg-white print:hidden">
        <div className="flex h-14 items-center gap-2 px-3 sm:gap-3 sm:px-4">
          <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Dialog.Trigger className={`${iconButtonClass} lg:hidden`} aria-label={`Open the ${area} menu`}>
              <Menu aria-hidden="true" className="size-5" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
              <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-3 shadow-pop focus:outline-none">
                <div className="mb-2 flex items-center justify-between">
                  <Dialog.Title className="px-2 text-base font-semibold">{area}</Dialog.Title>
                  <Dialog.Close className={iconButtonClass} aria-label="Close the menu">
                    <X aria-hidden="true" className="size-5" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">Pages of the {area}</Dialog.Description>
                <SideNav label={area} links={links} onNavigate={() => setDrawerOpen(false)} />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <button
            type="button"
            className={`${iconButtonClass} max-lg:hidden`}
            aria-expanded={!collapsed}
            aria-controls="dashboard-side-nav"
            aria-label={collapsed ? 'Show the side menu' : 'Hide the side menu'}
            onClick={() => setCollapsed((value) => !value)}
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden="true" className="size-5" />
            ) : (
              <PanelLeftClose aria-hidden="true" className="size-5" />
            )}
          </button>
          <Link to={home.to} className="flex shrink-0 items-center gap-2 rounded">
            <Logo name={shopName} className="max-sm:[&>span:last-child]:sr-only" />
            <span className="max-w-48 truncate rounded-full bg-surface-sunk px-2 py-0.5 text-xs font-semibold text-ink-soft max-sm:hidden">
              {area}
            </span>
          </Link>
          <div className="min-w-0 flex-1 max-sm:hidden">{search}</div>
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <Link
              to="/"
              className="flex items-center gap-1 rounded-card px-2 py-1.5 text-sm font-medium text-ink hover:bg-surface-sunk"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">Back to the shop</span>
            </Link>
            {userMenu}
          </div>
        </div>
        {search ? <div className="border-t border-line px-3 py-2 sm:hidden">{search}</div> : null}
      </header>
      <div className="flex">
        <aside
          id="dashboard-side-nav"
          hidden={collapsed}
          className="sticky top-14 h-[calc(100vh-3.5rem)] w-56 shrink-0 overflow-y-auto border-r border-line bg-white p-3 max-lg:hidden print:hidden"
        >
          <SideNav label={area} links={links} />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 focus:outline-none sm:px-6">
          <nav aria-label="Breadcrumb" className="mb-1 text-sm text-muted">
            <ol className="flex flex-wrap items-center gap-1">
              {crumbs.map((crumb, index) => (
                <li key={crumb.to ?? crumb.label} className="flex items-center gap-1">
                  {index > 0 ? <span aria-hidden="true">/</span> : null}
                  {crumb.to ? (
                    <Link to={crumb.to} className="hover:underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page">{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <h1 className="mb-4 text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {children}
        </main>
      </div>
    </div>
  );
}

/** The page a dashboard shows in its frame when something went wrong: a status, a title and what to do. */
export function DashboardProblem({
  status,
  title,
  children,
}: {
  status: number | string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-card border border-line bg-white px-4 py-10 text-center">
      <p className="text-4xl font-bold text-accent-ink">{status}</p>
      <h2 className="mt-2 text-xl font-bold text-ink">{title}</h2>
      {children ? <div className="mt-3 text-sm text-muted">{children}</div> : null}
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
    status === 'approved' || status === 'active' || status === 'delivered' || status === 'confirmed'
      ? 'bg-green-50 text-green-900 border-green-700/30'
      : status === 'rejected' || status === 'inactive' || status === 'cancelled' || status === 'unsubscribed'
        ? 'bg-red-50 text-danger border-danger/30'
        : 'bg-accent-soft text-accent-ink border-accent/40';
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold capitalize ${tone}`}>
      {status}
    </span>
  );
}
