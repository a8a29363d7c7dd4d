import type { ReactNode } from 'react';

/** A calm "nothing here" panel with an optional way forward. */
export function EmptyState({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center">
      {icon ? (
        <div aria-hidden="true" className="mb-3 text-muted">
          {icon}
        </div>
      ) : null}
      <p className="text-lg font-semibold text-ink">{title}</p>
      {children ? <div className="mt-2 max-w-md text-sm text-muted">{children}</div> : null}
    </div>
  );
}
