import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, useLocation } from 'react-router';

/**
 * The bulk form of a table: says how many rows are ticked and holds the page's bulk buttons. The rows'
 * checkboxes belong to it through their `form` attribute, so it posts them with or without scripts.
 */
export function BulkBar({
  formId,
  noun,
  plural = `${noun}s`,
  selected,
  children,
}: {
  formId: string;
  /** Singular name of a row ("user"); the count reads "3 users selected". */
  noun: string;
  /** When adding "s" is wrong ("categories"). */
  plural?: string;
  selected: string[];
  children: ReactNode;
}) {
  const count = selected.length;
  return (
    <Form
      method="post"
      id={formId}
      aria-label={`Act on the selected ${plural}`}
      className="flex flex-wrap items-center gap-2"
    >
      <span className="text-sm text-muted" aria-live="polite">
        {count > 0
          ? `${count} ${count === 1 ? noun : plural} selected`
          : 'Select rows to act on them together'}
      </span>
      {children}
    </Form>
  );
}

/**
 * A link to the table's CSV export with the page's current search, filters and sort: the file holds every
 * row they select, not just this page. A plain download link, so it works without scripts.
 */
export function ExportLink({ href }: { href: string }) {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  query.delete('page');
  query.delete('limit');
  const search = query.toString();
  return (
    <a
      href={`${href}${search ? `?${search}` : ''}`}
      download
      className="inline-flex items-center gap-1 rounded-card border border-line px-3 py-2 text-sm hover:bg-surface"
    >
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </a>
  );
}
