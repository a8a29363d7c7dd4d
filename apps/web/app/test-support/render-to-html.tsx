import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';

/** Server-renders a component inside a data router at `path`, as the storefront's server would. */
export function renderToHtml(ui: ReactNode, path = '/'): string {
  // biome-ignore lint/correctness/noComponentHookFactories: each call builds a fresh stub router; nothing re-renders.
  const Stub = createRoutesStub([{ path: '*', Component: () => <>{ui}</> }]);
  return withoutLayoutEffectWarning(() => renderToString(<Stub initialEntries={[path]} />));
}

const LAYOUT_EFFECT_WARNING = 'Warning: useLayoutEffect does nothing on the server';

/**
 * React 18's development build warns that React Router's router and links use layout effects on the server.
 * The production server renderer the shop runs says nothing (and React 19 dropped the warning), so tests keep
 * their output for warnings about our own code.
 */
function withoutLayoutEffectWarning<Result>(render: () => Result): Result {
  const report = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(LAYOUT_EFFECT_WARNING)) return;
    report(...args);
  };
  try {
    return render();
  } finally {
    console.error = report;
  }
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
