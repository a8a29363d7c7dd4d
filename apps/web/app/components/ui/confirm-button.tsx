import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef, useState } from 'react';
import { buttonClass, secondaryButtonClass } from './form-field';

export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-card bg-danger px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60';

export interface ConfirmProps {
  /** The question, e.g. "Delete the category Phones?" */
  title: string;
  /** What will happen, in plain words (e.g. "It hides 33 products from the shop."). */
  description: ReactNode;
  /** The confirming button's words, e.g. "Delete category". */
  confirmLabel: string;
  /** Red confirming button for what cannot be undone. */
  danger?: boolean;
}

/**
 * A submit button for a destructive or final action that first asks, in an accessible dialog (focus moves
 * in and back, Escape cancels), saying what will happen. Only a confirmed click submits its form, with the
 * button's own name and value. Without scripts the button submits straight away, as a plain form does.
 */
export function ConfirmButton({
  title,
  description,
  confirmLabel,
  danger = true,
  name,
  value,
  label,
  className,
  disabled,
  children,
}: ConfirmProps & {
  /** The button's accessible name when its text alone is ambiguous in a list. */
  label?: string | undefined;
  name?: string;
  value?: string;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);

  function confirm() {
    const submitter = button.current;
    setOpen(false);
    if (!submitter?.form) return;
    confirmed.current = true;
    submitter.form.requestSubmit(submitter);
  }

  return (
    <>
      <button
        ref={button}
        type="submit"
        name={name}
        value={value}
        disabled={disabled}
        aria-label={label}
        className={className ?? secondaryButtonClass}
        onClick={(event) => {
          if (confirmed.current) {
            confirmed.current = false;
            return;
          }
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        danger={danger}
        onConfirm={confirm}
      />
    </>
  );
}

/** The dialog itself, for callers that open it from their own control (e.g. a bulk action bar). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  danger = true,
  onConfirm,
  children,
}: ConfirmProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Extra fields shown between the description and the buttons (e.g. a reason). */
  children?: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-ink/40" />
        {/* An alert dialog is answered, not dismissed by a stray click on the page behind it: only Cancel,
            Escape or the confirming button close it, as in Radix's own AlertDialog (a modal Dialog already
            ignores focus moving outside). */}
        <Dialog.Content
          role="alertdialog"
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[70] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-5 shadow-pop focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-soft">{description}</Dialog.Description>
          {children}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close className={secondaryButtonClass}>Cancel</Dialog.Close>
            <button type="button" onClick={onConfirm} className={danger ? dangerButtonClass : buttonClass}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
