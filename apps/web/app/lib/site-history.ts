/**
 * Whether the browser's previous history entry is a page of this site. React Router numbers the entries it
 * makes (`idx` in `history.state`, 0 for the page the visitor arrived on), so a shared deep link opened in a
 * new tab has nothing of ours behind it: going back there would leave the site (or show `about:blank`).
 */
export function hasPreviousSitePage(
  state: unknown = typeof window === 'undefined' ? null : window.history.state,
): boolean {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  const { idx } = state as { idx: unknown };
  return typeof idx === 'number' && idx > 0;
}
