import { useEffect } from 'react';
import { clearVisitorBag } from '../../lib/visitor-bag';

/**
 * After a guest's order is placed, the browser's bag is what was just ordered: forget it (once, on the page
 * the checkout led to, marked `placed=1`; reloading that page later forgets nothing new the visitor added,
 * because the mark is removed from the address right away).
 */
export function ForgetPlacedBag({ placed }: { placed: boolean }) {
  useEffect(() => {
    if (!placed) return;
    clearVisitorBag();
    const url = new URL(window.location.href);
    url.searchParams.delete('placed');
    window.history.replaceState(window.history.state, '', url);
  }, [placed]);
  return null;
}
