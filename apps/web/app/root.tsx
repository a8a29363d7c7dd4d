import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { useIsDashboardPage } from './components/ui/dashboard-handle';
import { PageTitle } from './components/ui/page-title';
import { apiFor } from './lib/api.server';
import { ApiLoadingProvider } from './lib/api-loading';
import { useNonce } from './lib/csp-nonce';
import { emptyShellData, type ShellData } from './lib/shell-data';
import { loadShellData } from './lib/shell-data.server';
import { pageTitle, SHOP_NAME } from './lib/site';
import { DashboardChrome, SiteShell } from './site-shell';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? pageTitle(errorText(error).title) : SHOP_NAME },
  { name: 'description', content: `${SHOP_NAME}: a marketplace of independent sellers.` },
];

/** Site data for the header, menus and footer; never throws, so the shell always renders. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ShellData> {
  return loadShellData(apiFor(context, request), request.headers.get('cookie'));
}

/**
 * Site data changes with the session and the cart, not with the page: reload it after form posts (sign in,
 * sign out, cart changes) and explicit revalidation, not on every link or search.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
};

export function Layout({ children }: { children: ReactNode }) {
  // This response's CSP nonce (entry.server.tsx): scripts without it do not run.
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f5b301" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="bg-white text-ink antialiased">
        <ApiLoadingProvider>{children}</ApiLoadingProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  // The dashboards bring their own frame (top bar, side navigation); the shop's header and footer stay off.
  if (useIsDashboardPage()) {
    return (
      <DashboardChrome>
        <Outlet />
      </DashboardChrome>
    );
  }
  return (
    <SiteShell data={data}>
      <Outlet />
    </SiteShell>
  );
}

function errorText(error: unknown): { title: string; detail: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'Page not found', detail: 'The page you asked for does not exist or has moved.' };
  }
  if (isRouteErrorResponse(error)) {
    return {
      title: `${error.status} ${error.statusText || 'Error'}`,
      detail: 'The request could not be completed.',
    };
  }
  return { title: 'Something went wrong', detail: 'An unexpected error occurred. Please try again.' };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root') ?? emptyShellData;
  const { title, detail } = errorText(error);
  return (
    <SiteShell data={data}>
      <div className="mx-auto max-w-7xl px-4 py-16">
        <PageTitle>{title}</PageTitle>
        <p className="text-muted">{detail}</p>
        <Link
          to="/"
          className="mt-6 inline-block rounded-card bg-accent px-5 py-2.5 text-sm font-semibold text-ink hover:bg-accent-strong"
        >
          Back to the shop
        </Link>
      </div>
    </SiteShell>
  );
}
