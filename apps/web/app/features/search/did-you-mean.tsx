import { productsSearchHref } from '@shop/shared/catalogue.links';
import { Link } from 'react-router';

/** "Did you mean …": shown when the corrected words find more products than the words as typed. */
export function DidYouMean({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="mb-4 text-sm text-ink">
      Did you mean{' '}
      <Link to={productsSearchHref({ search: text })} className="font-semibold text-accent-ink underline">
        {text}
      </Link>
      ?
    </p>
  );
}
