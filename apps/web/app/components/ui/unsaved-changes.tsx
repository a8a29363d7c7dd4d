import {
  type ComponentProps,
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPath, Form, type Location, useBlocker, useNavigate } from 'react-router';
import { ConfirmDialog } from './confirm-button';

/**
 * The forms of one page that hold unsaved changes. React Router keeps one navigation blocker at a time, so
 * a page with several edit forms (home ads, sliders, …) has one scope with one blocker, and each form only
 * tells the scope whether it is dirty.
 */
interface UnsavedScope {
  mark: (form: string, dirty: boolean) => void;
}

const UnsavedScopeContext = createContext<UnsavedScope | null>(null);

/**
 * One warning for every form inside it: leaving while any of them is dirty asks first. Forms inside use
 * `useUnsavedChanges` (or `WatchedForm`) as usual; their own dialog is then left out.
 */
export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const dirtyForms = useRef(new Set<string>());
  const [dirtyCount, setDirtyCount] = useState(0);
  const scope = useMemo<UnsavedScope>(
    () => ({
      mark: (form, dirty) => {
        if (dirty) dirtyForms.current.add(form);
        else dirtyForms.current.delete(form);
        setDirtyCount(dirtyForms.current.size);
      },
    }),
    [],
  );
  return (
    <UnsavedScopeContext.Provider value={scope}>
      {children}
      <LeaveGuard
        dirty={dirtyCount > 0}
        dirtyNow={() => dirtyForms.current.size > 0}
        onLeave={() => {
          dirtyForms.current.clear();
          setDirtyCount(0);
        }}
      />
    </UnsavedScopeContext.Provider>
  );
}

/**
 * The blocker and its dialog: a link or back button inside the app opens the dialog (React Router's
 * blocker), closing or reloading the tab gets the browser's own question (`beforeunload`). `dirtyNow` is
 * read when a navigation starts: a submit clears it at once, before the navigation it starts is checked.
 *
 * The question stays open on its own state, not the blocker's: React Router resets every blocker when any
 * navigation completes, so a save still under way when the user clicked away (one form saved, another
 * still changed) would otherwise close the dialog under their hand and drop the click. Leaving after such a
 * reset goes to the place the click asked for.
 */
function LeaveGuard({
  dirty,
  dirtyNow,
  onLeave,
}: {
  dirty: boolean;
  dirtyNow: () => boolean;
  onLeave: () => void;
}) {
  const navigate = useNavigate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow() &&
      `${currentLocation.pathname}${currentLocation.search}` !==
        `${nextLocation.pathname}${nextLocation.search}`,
  );
  const [leavingTo, setLeavingTo] = useState<Location | null>(null);
  const blockedAt = blocker.state === 'blocked' ? blocker.location : null;
  useEffect(() => {
    if (blockedAt) setLeavingTo(blockedAt);
  }, [blockedAt]);

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

  return (
    <ConfirmDialog
      open={leavingTo !== null}
      onOpenChange={(open) => {
        if (open) return;
        setLeavingTo(null);
        if (blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="You have changed this form but not saved it. Leaving throws the changes away."
      confirmLabel="Leave without saving"
      onConfirm={() => {
        if (!leavingTo) return;
        setLeavingTo(null);
        // Nothing is dirty from here on, so the navigation below is not blocked again.
        onLeave();
        if (blocker.state === 'blocked') blocker.proceed();
        else navigate(createPath(leavingTo), { state: leavingTo.state });
      }}
    />
  );
}

/**
 * Warns before leaving a form with unsaved changes. Spread `formProps` on the form and render `dialog`;
 * `markDirty` keeps the warning after a refused save. Inside an `UnsavedChangesScope` the form reports to
 * the page's one warning and `dialog` is empty; alone, it brings its own.
 */
export function useUnsavedChanges(): {
  formProps: { onChange: () => void; onSubmit: () => void };
  markDirty: () => void;
  dialog: ReactNode;
} {
  const scope = useContext(UnsavedScopeContext);
  const id = useId();
  const [dirty, setDirty] = useState(false);
  const dirtyNow = useRef(false);
  const mark = (value: boolean) => {
    dirtyNow.current = value;
    setDirty(value);
    scope?.mark(id, value);
  };
  // A form that goes away (saved and drawn again, or its item deleted) has nothing left to lose.
  useEffect(() => () => scope?.mark(id, false), [scope, id]);

  return {
    formProps: { onChange: () => mark(true), onSubmit: () => mark(false) },
    markDirty: () => mark(true),
    dialog: scope ? null : (
      <LeaveGuard dirty={dirty} dirtyNow={() => dirtyNow.current} onLeave={() => mark(false)} />
    ),
  };
}

/** React Router's `Form` with the unsaved-changes warning: for the small forms of content pages. */
export function WatchedForm({ onChange, onSubmit, children, ...props }: ComponentProps<typeof Form>) {
  const { formProps, dialog } = useUnsavedChanges();
  return (
    <Form
      {...props}
      onChange={(event: FormEvent<HTMLFormElement>) => {
        formProps.onChange();
        onChange?.(event);
      }}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        onSubmit?.(event);
        if (!event.defaultPrevented) formProps.onSubmit();
      }}
    >
      {dialog}
      {children}
    </Form>
  );
}
