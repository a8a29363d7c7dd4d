import { Link } from 'react-router';

/**
 * One KPI card of an overview. A definition list may hold only `dt`/`dd` (or a `div` of them), so a link
 * sits inside the term and stretches over the card with a pseudo-element instead of wrapping the pair.
 */
export function FigureCard({ label, value, to }: { label: string; value: string; to?: string | undefined }) {
  return (
    <div className="relative min-w-0 rounded-card border border-line bg-white p-4">
      <dt className="text-xs text-muted">
        {to ? (
          <Link to={to} className="after:absolute after:inset-0 hover:underline">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
