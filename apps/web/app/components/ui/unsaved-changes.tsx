import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-button';

/**
 * Warns before leaving a form with unsaved changes: a link or back button inside the app opens a dialog
 * (React Router's blocker), closing or reloading the tab gets the browser's own question (`beforeunload`).
 * Spread `formProps` on the form and render `dialog`; `markDirty` keeps the warning after a refused save.
 */
export function useUnsavedChanges(): {
  formProps: { onChange: () => void; onSubmit: () => void };
  markDirty: () => void;
  dialog: ReactNode;
} {
  const [dirty, setDirty] = useState(false);
  // The blocker reads the ref: a submit clears it at once, before the navigation it starts is checked.
  const dirtyNow = useRef(false);
  const mark = (value: boolean) => {
    dirtyNow.current = value;
    setDirty(value);
  };

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current &&
      `${currentLocation.pathname}${currentLocation.search}` !==
        `${nextLocation.pathname}${nextLocation.search}`,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    formProps: { onChange: () => mark(true), onSubmit: () => mark(false) },
    markDirty: () => mark(true),
    dialog: (
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title="Leave without saving?"
        description="You have changed this form but not saved it. Leaving throws the changes away."
        confirmLabel="Leave without saving"
        onConfirm={() => {
          if (blocker.state !== 'blocked') return;
          mark(false);
          blocker.proceed();
        }}
      />
    ),
  };
}
