import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

/** Where the sheet sits: up from the bottom, across the top, or over the whole screen. */
type SheetPlacement = 'bottom' | 'top' | 'full';

const placementClass: Record<SheetPlacement, string> = {
  bottom: 'mt-auto mb-0 max-h-[85dvh] rounded-t-2xl',
  top: 'mt-0 mb-auto rounded-b-2xl',
  full: 'h-dvh max-h-none',
};

/**
 * A phone sheet on the browser's own modal `<dialog>`: focus moves in and is kept there, Escape and the
 * backdrop close it, and focus returns to the opener — without a dialog library in the first-load JavaScript.
 */
export function Sheet({
  open,
  onClose,
  label,
  placement = 'bottom',
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, also shown as its heading. */
  label: string;
  placement?: SheetPlacement;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click only catches the backdrop; Escape (native) closes it from the keyboard.
    <dialog
      ref={dialog}
      aria-label={label}
      onClose={onClose}
      // A click on the backdrop lands on the dialog itself, never on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-0 w-full max-w-none overflow-y-auto bg-white p-4 text-ink shadow-pop backdrop:bg-ink/50 ${placementClass[placement]}`}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="text-base font-bold">{label}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="flex size-11 items-center justify-center rounded-full hover:bg-surface-sunk"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
