import type { ReactNode } from 'react';
import { ConfirmButton } from '../../components/ui/confirm-button';
import { buttonClass, secondaryButtonClass } from '../../components/ui/form-field';

/** The `active` checkbox every content form has (unchecked posts nothing: inactive). */
export function ActiveCheckbox({
  defaultChecked = true,
  label = 'Active',
}: {
  defaultChecked?: boolean;
  label?: string;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" name="active" defaultChecked={defaultChecked} className="size-4" />
      {label}
    </label>
  );
}

/** A submit button carrying the action's `intent`. */
export function IntentButton({
  intent,
  children,
  secondary = false,
  danger = false,
  label,
  consequence = 'This cannot be undone.',
  undoable = false,
}: {
  intent: string;
  children: ReactNode;
  secondary?: boolean;
  /** Destructive or final: a dialog asks first, saying `consequence`. */
  danger?: boolean;
  label?: string;
  consequence?: ReactNode;
  /** Destructive but with a way back: posts at once, and the answer offers "Undo" (decision 39). */
  undoable?: boolean;
}) {
  if (danger && !undoable) {
    const words = label ?? (typeof children === 'string' ? children : 'Go ahead');
    return (
      <ConfirmButton
        name="intent"
        value={intent}
        label={label}
        className={`${secondaryButtonClass} text-danger`}
        title={`${words}?`}
        description={consequence}
        confirmLabel={typeof children === 'string' ? children : 'Confirm'}
      >
        {children}
      </ConfirmButton>
    );
  }
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={
        danger ? `${secondaryButtonClass} text-danger` : secondary ? secondaryButtonClass : buttonClass
      }
      aria-label={label}
    >
      {children}
    </button>
  );
}

/** A card around one item of a content list. */
export function ContentCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <li className="rounded-card border border-line bg-white p-3 text-sm" data-testid={testId}>
      {children}
    </li>
  );
}

/** An edit form folded away under its item (a native disclosure, so it opens without scripts). */
export function EditDisclosure({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="mt-2 border-t border-line pt-2">
      <summary className="cursor-pointer text-sm font-medium text-accent-ink">{summary}</summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}
