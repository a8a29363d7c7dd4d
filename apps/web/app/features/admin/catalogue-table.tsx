import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link } from 'react-router';
import { ConfirmButton } from '../../components/ui/confirm-button';
import { StatusBadge } from '../../components/ui/dashboard-frame';
import { DataTable, sortable } from '../../components/ui/data-table';
import { secondaryButtonClass } from '../../components/ui/form-field';
import type { TableSort } from '../../components/ui/table-state';
import { BulkBar, ExportLink } from '../../components/ui/table-toolbar';
import { countOf } from '../../lib/plural';
import type { CatalogueEntry, CatalogueKind } from './catalogue-kinds';
import { DeleteButton } from './delete-button';

const BULK_FORM = 'bulk-catalogue';

function RowActions({
  kind,
  entry,
  editHref,
  confirmHref,
}: {
  kind: CatalogueKind;
  entry: CatalogueEntry;
  editHref: string;
  /** Where deactivating starts: the confirmation that says what it hides. */
  confirmHref: string;
}) {
  const noun = kind.noun.toLowerCase();
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={editHref} className={`${secondaryButtonClass} px-3 py-1`} aria-label={`Edit ${entry.name}`}>
        Edit
      </Link>
      {entry.status === 'active' ? (
        <Link
          to={confirmHref}
          className={`${secondaryButtonClass} px-3 py-1`}
          aria-label={`Deactivate ${noun} ${entry.name}`}
        >
          Deactivate
        </Link>
      ) : (
        <Form method="post">
          <input type="hidden" name="slug" value={entry.slug} />
          <input type="hidden" name="name" value={entry.name} />
          <button
            type="submit"
            name="intent"
            value="activate"
            className={`${secondaryButtonClass} px-3 py-1`}
            aria-label={`Activate ${noun} ${entry.name}`}
          >
            Activate
          </button>
        </Form>
      )}
      {/* Only an unused entry can go (the API refuses otherwise); the answer offers Undo. */}
      {entry.productCount === 0 ? (
        <DeleteButton
          fields={{ slug: entry.slug, name: entry.name }}
          label={`Delete ${noun} ${entry.name}`}
        />
      ) : null}
    </div>
  );
}

function BulkActions({
  kind,
  entries,
  selected,
}: {
  kind: CatalogueKind;
  entries: CatalogueEntry[];
  selected: string[];
}) {
  const plural = kind.plural.toLowerCase();
  const what = countOf(selected.length, kind.noun.toLowerCase(), plural);
  // Products counted by the rows themselves: an upper bound of what shoppers stop seeing (some may be
  // hidden already), said before anything is hidden.
  const products = entries
    .filter((entry) => selected.includes(entry.slug))
    .reduce((sum, entry) => sum + entry.productCount, 0);
  return (
    <BulkBar formId={BULK_FORM} noun={kind.noun.toLowerCase()} plural={plural} selected={selected}>
      <button type="submit" name="intent" value="bulk-activate" className={secondaryButtonClass}>
        Activate selected
      </button>
      <ConfirmButton
        name="intent"
        value="bulk-deactivate"
        title={`Deactivate ${what}?`}
        description={
          products === 0
            ? 'No products use them, so nothing else leaves the shop.'
            : `This hides up to ${countOf(products, 'product')} from the shop (listings, search, menus and their own pages) until you activate them again.`
        }
        confirmLabel="Deactivate"
      >
        Deactivate selected
      </ConfirmButton>
      <ConfirmButton
        name="intent"
        value="bulk-delete"
        title={`Delete ${what}?`}
        description={`A deleted selection offers no Undo (a single row's Delete does). Any of them still used by products is kept (deactivate it instead)${products > 0 ? `: the selection is used by ${countOf(products, 'product')}` : ''}.`}
        confirmLabel="Delete"
      >
        Delete selected
      </ConfirmButton>
      <ExportLink href={`/admin/export/${kind.collection}`} />
    </BulkBar>
  );
}

/** The rows of a catalogue page as a DataTable: image, name, parent, product count, status, actions. */
export function CatalogueTable({
  kind,
  entries,
  sort,
  parentName,
  editHref,
  confirmHref,
}: {
  kind: CatalogueKind;
  entries: CatalogueEntry[];
  sort: TableSort | null;
  parentName: (slug: string | null) => string | null;
  editHref: (entry: CatalogueEntry) => string;
  confirmHref: (entry: CatalogueEntry) => string;
}) {
  const columns: ColumnDef<CatalogueEntry, unknown>[] = [
    {
      id: 'name',
      header: 'Name',
      meta: sortable('name'),
      cell: ({ row }) => (
        <span className="flex items-center gap-3">
          {row.original.image ? (
            <img
              src={row.original.image}
              alt=""
              className="size-10 shrink-0 rounded-card border border-line object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="size-10 shrink-0 rounded-card border border-dashed border-line"
            />
          )}
          <span className="min-w-0">
            <span className="block font-semibold break-words">{row.original.name}</span>
            <span className="block text-xs break-all text-muted">{row.original.slug}</span>
          </span>
        </span>
      ),
    },
    ...(kind.hasParent
      ? [
          {
            id: 'category',
            header: 'Category',
            meta: sortable('category'),
            cell: ({ row }) => <span>in {parentName(row.original.parentSlug)}</span>,
          } satisfies ColumnDef<CatalogueEntry, unknown>,
        ]
      : []),
    {
      id: 'products',
      header: 'Products',
      meta: sortable('products', true),
      cell: ({ row }) => countOf(row.original.productCount, 'product'),
    },
    {
      id: 'status',
      header: 'Status',
      meta: sortable('status'),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <RowActions
          kind={kind}
          entry={row.original}
          editHref={editHref(row.original)}
          confirmHref={confirmHref(row.original)}
        />
      ),
    },
  ];
  return (
    <DataTable
      caption={kind.plural}
      rows={entries}
      columns={columns}
      rowId={(entry) => entry.slug}
      rowLabel={(entry) => entry.name}
      sort={sort}
      bulkFormId={BULK_FORM}
      emptyTitle={`No ${kind.plural.toLowerCase()} match`}
      rowTestId="catalogue-entry"
      toolbar={(selected) => <BulkActions kind={kind} entries={entries} selected={selected} />}
    />
  );
}
