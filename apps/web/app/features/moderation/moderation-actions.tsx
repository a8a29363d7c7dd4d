import { Form } from 'react-router';
import { ConfirmButton } from '../../components/ui/confirm-button';
import { buttonClass, secondaryButtonClass } from '../../components/ui/form-field';

export type ModerationState = 'waiting' | 'published' | 'hidden';

export const STATE_FILTER = {
  name: 'state',
  label: 'State',
  options: [
    { value: '', label: 'Any state' },
    { value: 'waiting', label: 'Waiting for approval' },
    { value: 'published', label: 'Published' },
    { value: 'hidden', label: 'Hidden' },
  ],
};

export const STATE_LABEL: Record<ModerationState, string> = {
  waiting: 'Waiting',
  published: 'Published',
  hidden: 'Hidden',
};

const small = 'px-3 py-1';
const inputClass = 'min-w-0 rounded-card border border-line px-3 py-1 text-sm';

/** One row's decisions: approve or restore, hide with a reason, delete (asks first). */
export function ModerationRowActions({
  slug,
  state,
  what,
}: {
  slug: string;
  state: ModerationState;
  /** The row in words, for accessible names: "the review by Ann of Lamp". */
  what: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <Form method="post" className="flex flex-wrap gap-1">
        <input type="hidden" name="slug" value={slug} />
        {state !== 'published' ? (
          <button
            type="submit"
            name="intent"
            value={state === 'waiting' ? 'approve' : 'restore'}
            aria-label={`${state === 'waiting' ? 'Approve' : 'Restore'} ${what}`}
            className={`${buttonClass} ${small}`}
          >
            {state === 'waiting' ? 'Approve' : 'Restore'}
          </button>
        ) : null}
        <ConfirmButton
          name="intent"
          value="delete"
          label={`Delete ${what}`}
          className={`${secondaryButtonClass} ${small}`}
          title={`Delete ${what}?`}
          description="It is removed for good; this cannot be undone. Hiding keeps it for later."
          confirmLabel="Delete"
        >
          Delete
        </ConfirmButton>
      </Form>
      {state !== 'hidden' ? (
        <Form method="post" className="flex flex-wrap gap-1">
          <input type="hidden" name="slug" value={slug} />
          <label className="sr-only" htmlFor={`hide-${slug}`}>
            Reason for hiding {what}
          </label>
          <input
            id={`hide-${slug}`}
            name="note"
            required
            maxLength={500}
            placeholder="Reason"
            className={inputClass}
          />
          <button
            type="submit"
            name="intent"
            value="hide"
            aria-label={`Hide ${what}`}
            className={`${secondaryButtonClass} ${small}`}
          >
            Hide
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/** The bulk form the ticked rows belong to (DataTable's `bulkFormId`). */
export function ModerationBulkActions({
  formId,
  selected,
  noun,
}: {
  formId: string;
  selected: string[];
  noun: [string, string];
}) {
  const count = selected.length;
  const what = `${count} ${count === 1 ? noun[0] : noun[1]}`;
  return (
    <Form
      method="post"
      id={formId}
      aria-label={`Act on the selected ${noun[1]}`}
      className="flex flex-wrap items-center gap-2"
    >
      <span className="text-sm text-muted" aria-live="polite">
        {count > 0 ? `${what} selected` : 'Select rows to act on them together'}
      </span>
      <button type="submit" name="intent" value="bulk-approve" className={buttonClass}>
        Approve selected
      </button>
      <button type="submit" name="intent" value="bulk-restore" className={secondaryButtonClass}>
        Restore selected
      </button>
      <label htmlFor={`${formId}-note`} className="sr-only">
        Reason for hiding the selected {noun[1]}
      </label>
      <input
        id={`${formId}-note`}
        name="note"
        maxLength={500}
        placeholder="Reason for hiding"
        className={inputClass}
      />
      <button type="submit" name="intent" value="bulk-hide" className={secondaryButtonClass}>
        Hide selected
      </button>
      <ConfirmButton
        name="intent"
        value="bulk-delete"
        title={`Delete ${what}?`}
        description="They are removed for good; this cannot be undone."
        confirmLabel="Delete"
      >
        Delete selected
      </ConfirmButton>
    </Form>
  );
}
