import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay';
import { RouteProgressBar } from './route-progress-bar';

describe('RouteProgressBar', () => {
  it('renders a labelled progressbar only while active', () => {
    expect(renderToString(<RouteProgressBar active label="Loading page" />)).toMatch(
      /role="progressbar" aria-label="Loading page"/,
    );
    expect(renderToString(<RouteProgressBar active={false} label="Loading page" />)).toBe('');
  });
});

describe('LoadingOverlay', () => {
  it('renders a full-screen status with its text only while shown', () => {
    const html = renderToString(<LoadingOverlay show label="Loading..." />);
    expect(html).toContain('role="status"');
    expect(html).toContain('fixed inset-0');
    expect(html).toContain('Loading...');
    expect(renderToString(<LoadingOverlay show={false} label="Loading..." />)).toBe('');
  });
});
