import type { ReactNode } from 'react';

export interface FiguresColumn {
  label: string;
  /** Amounts and counts line up on the right. */
  numeric?: boolean;
}

/**
 * A small read-only table of an overview (top products, top shops, low stock): a caption, a header row,
 * the first cell of each row as its row header, and a sentence when there is nothing to list. The box
 * scrolls sideways inside itself on a phone and takes focus so a keyboard can scroll it; `relative` keeps
 * any positioned content (a visually hidden text) inside the box rather than sticking out past the page.
 */
export function FiguresTable(props: {
  caption: string;
  columns: FiguresColumn[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
  minWidth?: string;
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus so a keyboard can scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      aria-label={props.caption}
      className="relative min-w-0 overflow-x-auto rounded-card border border-line bg-white"
    >
      <table className={`w-full text-sm ${props.minWidth ?? 'min-w-[20rem]'}`}>
        <caption className="px-3 py-2 text-left font-semibold">{props.caption}</caption>
        <thead className="bg-surface-sunk">
          <tr>
            {props.columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-3 py-2 font-semibold ${column.numeric ? 'text-right' : 'text-left'}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.length === 0 ? (
            <tr>
              <td colSpan={props.columns.length} className="px-3 py-4 text-muted">
                {props.empty}
              </td>
            </tr>
          ) : (
            props.rows.map((row) => (
              <tr key={row.key} className="border-t border-line">
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th
                      key={props.columns[index]?.label}
                      scope="row"
                      className="px-3 py-2 text-left font-medium"
                    >
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={props.columns[index]?.label}
                      className={`px-3 py-2 ${props.columns[index]?.numeric ? 'text-right tabular-nums' : ''}`}
                    >
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
