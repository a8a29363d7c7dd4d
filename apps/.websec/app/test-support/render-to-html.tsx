import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';

/** Server-renders a component inside a data router at `path`, as the storefront's server would. */
export function renderToHtml(ui: ReactNode, path = '/'): string {
  // biome-ignore lint/correctness/noComponentHookFactories: each call builds a fresh stub router; nothing re-renders.
  const Stub = createRoutesStub([{ path: '*', Component: () => <>{ui}</> }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

/** The HTML's visible text, with tags and React's text separators removed and whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
