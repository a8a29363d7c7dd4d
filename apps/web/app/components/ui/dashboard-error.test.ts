import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dashboardErrorText } from './dashboard-error';

/** What a loader's `throw data(…, { status })` becomes for the error boundary. */
function thrown(status: number) {
  const { init } = data('x', { status });
  return { status: init?.status ?? 0, statusText: '', internal: false, data: 'x' };
}

describe('dashboard error pages', () => {
  it('say "Not found" for a missing item, never "forbidden"', () => {
    expect(dashboardErrorText(thrown(404))).toMatchObject({ status: 404, title: 'Not found' });
  });

  it('say "Not allowed" only for a forbidden one', () => {
    expect(dashboardErrorText(thrown(403))).toMatchObject({ status: 403, title: 'Not allowed' });
  });

  it('say the page could not be loaded for an outage, without internal detail', () => {
    const text = dashboardErrorText(thrown(503));
    expect(text.title).toBe('This page could not be loaded');
    expect(text.detail).not.toMatch(/x/);
  });

  it('treat a thrown bug as "Something went wrong"', () => {
    expect(dashboardErrorText(new Error('db down')).title).toBe('Something went wrong');
  });
});
