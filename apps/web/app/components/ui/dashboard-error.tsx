import { isRouteErrorResponse, Link } from 'react-router';
import type { DashboardLink } from './dashboard-crumbs';
import { DashboardProblem } from './dashboard-frame';

/** Status, title and advice for an error a dashboard page threw, in plain words. */
export function dashboardErrorText(error: unknown): { status: number; title: string; detail: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return {
        status: 404,
        title: 'Not found',
        detail: 'This item does not exist any more, or the address is wrong.',
      };
    }
    if (error.status === 403) {
      return { status: 403, title: 'Not allowed', detail: 'Your account may not open this page.' };
    }
    if (error.status === 400) {
      return { status: 400, title: 'That address is not valid', detail: 'Check the link and try again.' };
    }
    return {
      status: error.status,
      title: 'This page could not be loaded',
      detail: 'The request did not succeed. Please try again in a moment.',
    };
  }
  return {
    status: 500,
    title: 'Something went wrong',
    detail: 'An unexpected error occurred. Please try again.',
  };
}

/** A dashboard page's error inside the dashboard's frame, with a way back to its start page. */
export function DashboardErrorPage({ error, home }: { error: unknown; home: DashboardLink }) {
  const { status, title, detail } = dashboardErrorText(error);
  return (
    <DashboardProblem status={status} title={title}>
      <p>{detail}</p>
      <Link to={home.to} className="mt-4 inline-block font-semibold text-accent-ink underline">
        Back to the {home.label.toLowerCase()} start page
      </Link>
    </DashboardProblem>
  );
}
