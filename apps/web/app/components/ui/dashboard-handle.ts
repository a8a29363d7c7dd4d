import { useMatches } from 'react-router';

/**
 * What a dashboard route may say about itself in its `handle`. Kept apart from `dashboard-frame.tsx` so the
 * root layout can ask "is this a dashboard page?" without every shop page downloading the dashboard's frame
 * (its side navigation and drawer were 5 KB of the shell chunk every shopper loads).
 */
export interface DashboardHandle {
  dashboard?: boolean;
  pageTitle?: string;
}

/**
 * True on pages that run inside a dashboard (their layout's handle says so, and its loader let the visitor
 * in): the shop's header and footer stay off. A visitor turned away gets the shop's frame.
 */
export function useIsDashboardPage(): boolean {
  return useMatches().some(
    (match) => (match.handle as DashboardHandle | undefined)?.dashboard === true && match.data != null,
  );
}
