import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { EmptyState } from './empty-state';
import { type TableSort, tableHref } from './table-state';

/** What a column says about itself beyond TanStack's definition. */
export interface DataColumnMeta {
  /** The server's sort key: the header becomes a link that sorts by it. */
  sortKey?: string;
  /** Right-aligned figures (prices, counts). */
  numeric?: boolean;
}

/** A column the server sorts by `sortKey` (right-aligned when `numeric`). */
export const sortable = (sortKey: string, numeric = false): DataColumnMeta => ({ sortKey, numeric });

const DENSITY = { comfortable: 'py-3', compact: 'py-1.5' } as const;

/**
 * A server-driven data table on TanStack Table (headless): the URL holds sorting and paging, the server
 * sorts and pages, headers that sort are links carrying `aria-sort` (they work without scripts). Selecting
 * rows ticks checkboxes that belong to the page's bulk form (`bulkFormId`), so a bulk action posts the chosen
 * rows with or without scripts. On phones every row is a card of label–value pairs.
 */
export function DataTable<T>({
  caption,
  rows,
  columns,
  rowId,
  rowLabel,
  sort,
  bulkFormId,
  selectionName = 'slugs',
  emptyTitle,
  toolbar,
  rowTestId = 'data-row',
}: {
  /** Names the table for screen readers. */
  caption: string;
  rows: T[];
  columns: ColumnDef<T, unknown>[];
  rowId: (row: T) => string;
  /** Names a row in its checkbox's label ("Select Red lamp"). */
  rowLabel: (row: T) => string;
  sort: TableSort | null;
  /** The bulk form the row checkboxes belong to; no selection column without it. */
  bulkFormId?: string;
  selectionName?: string;
  emptyTitle: string;
  /** Above the table, beside the density switch (e.g. the bulk actions). */
  toolbar?: (selected: string[]) => ReactNode;
  /** The rows' `data-testid`, for journeys written against a list's own name. */
  rowTestId?: string;
}) {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [density, setDensity] = useState<keyof typeof DENSITY>('comfortable');
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;

  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: bulkFormId !== undefined,
    state: { rowSelection },
    onRowSelectionChange: setRowSelection,
  });
  const selected = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const params = new URLSearchParams(location.search);
  const cell = DENSITY[density];

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        {toolbar?.(selected)}
        <fieldset className="ml-auto flex items-center gap-1 text-xs">
          <legend className="sr-only">Row density</legend>
          {(['comfortable', 'compact'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={density === value}
              onClick={() => setDensity(value)}
              className="rounded-full border border-line px-2.5 py-1 capitalize aria-pressed:border-accent aria-pressed:bg-accent-soft"
            >
              {value}
            </button>
          ))}
        </fieldset>
      </div>
      {rows.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus so a keyboard can scroll it (axe: scrollable-region-focusable); the caption names it.
          tabIndex={0}
          aria-label={caption}
          className={`overflow-x-auto rounded-card border border-line bg-white transition-opacity max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent ${
            loading ? 'opacity-60' : ''
          }`}
          aria-busy={loading}
        >
          <table className="w-full text-left text-sm max-sm:block">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-line bg-surface text-xs text-muted uppercase max-sm:sr-only">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {bulkFormId ? (
                    <th scope="col" className="w-10 px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label="Select every row on this page"
                        checked={table.getIsAllRowsSelected()}
                        ref={(box) => {
                          if (box) box.indeterminate = table.getIsSomeRowsSelected();
                        }}
                        onChange={table.getToggleAllRowsSelectedHandler()}
                        className="size-4"
                      />
                    </th>
                  ) : null}
                  {group.headers.map((header) => {
                    const meta = header.column.columnDef.meta as DataColumnMeta | undefined;
                    const label = flexRender(header.column.columnDef.header, header.getContext());
                    const active = meta?.sortKey !== undefined && sort?.by === meta.sortKey;
                    const ariaSort = meta?.sortKey
                      ? active
                        ? sort?.order === 'desc'
                          ? 'descending'
                          : 'ascending'
                        : 'none'
                      : undefined;
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={ariaSort}
                        className={`px-3 py-2 font-semibold ${meta?.numeric ? 'text-right' : ''}`}
                      >
                        {meta?.sortKey ? (
                          <Link
                            to={tableHref(location.pathname, params, {
                              sort: meta.sortKey,
                              order: active && sort?.order === 'asc' ? 'desc' : 'asc',
                              page: '1',
                            })}
                            className="inline-flex items-center gap-1 hover:text-ink"
                          >
                            {label}
                            {active ? (
                              sort?.order === 'desc' ? (
                                <ArrowDown aria-hidden="true" className="size-3.5" />
                              ) : (
                                <ArrowUp aria-hidden="true" className="size-3.5" />
                              )
                            ) : (
                              <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                            )}
                          </Link>
                        ) : (
                          label
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-line max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
              {table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  data-testid={rowTestId}
                  aria-selected={bulkFormId ? row.getIsSelected() : undefined}
                  className="align-top aria-selected:bg-accent-soft/50 max-sm:block max-sm:rounded-card max-sm:border max-sm:border-line max-sm:bg-white max-sm:p-3"
                >
                  {bulkFormId ? (
                    <td className={`px-3 ${cell} max-sm:block max-sm:p-0 max-sm:pb-1`}>
                      <input
                        type="checkbox"
                        form={bulkFormId}
                        name={selectionName}
                        value={row.id}
                        aria-label={`Select ${rowLabel(row.original)}`}
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                        className="size-4"
                      />
                    </td>
                  ) : null}
                  {row.getVisibleCells().map((item) => {
                    const meta = item.column.columnDef.meta as DataColumnMeta | undefined;
                    const header = item.column.columnDef.header;
                    return (
                      <td
                        key={item.id}
                        data-label={typeof header === 'string' ? header : ''}
                        className={`px-3 ${cell} ${meta?.numeric ? 'text-right tabular-nums' : ''} max-sm:flex max-sm:gap-2 max-sm:px-0 max-sm:py-1 max-sm:text-left max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)]`}
                      >
                        <div className="min-w-0 max-sm:flex-1">
                          {flexRender(item.column.columnDef.cell, item.getContext())}
                        </div>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
