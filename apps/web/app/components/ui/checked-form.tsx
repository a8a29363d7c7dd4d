import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { type FormCheck, useFormCheck } from '../../lib/form-check';
import { useUnsavedChanges } from './unsaved-changes';

/**
 * What every dashboard edit form needs at once: the browser check with the server's rules (`useFormCheck`)
 * and the warning before leaving with unsaved changes (`useUnsavedChanges`). Spread `formProps` on the
 * form, render `dialog`, show `errors[name]` beside each field and `errors.form` above the buttons.
 * `refusedAt` (when the last answer turned the form down) keeps the warning: what was typed is still
 * unsaved.
 */
export function useCheckedForm({
  check,
  serverErrors,
  refusedAt,
}: {
  check: FormCheck;
  serverErrors?: Record<string, string> | undefined;
  refusedAt?: number | undefined;
}): {
  errors: Record<string, string>;
  formProps: {
    noValidate: boolean;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  dialog: ReactNode;
} {
  const checked = useFormCheck(check, serverErrors);
  const unsaved = useUnsavedChanges();
  const markDirty = useRef(unsaved.markDirty);
  markDirty.current = unsaved.markDirty;
  useEffect(() => {
    if (refusedAt) markDirty.current();
  }, [refusedAt]);

  return {
    errors: checked.errors,
    dialog: unsaved.dialog,
    formProps: {
      noValidate: checked.formProps.noValidate,
      onChange: (event) => {
        unsaved.formProps.onChange();
        checked.formProps.onChange(event);
      },
      onSubmit: (event) => {
        checked.formProps.onSubmit(event);
        // A form the check kept on the page is still unsaved.
        if (!event.defaultPrevented) unsaved.formProps.onSubmit();
      },
    },
  };
}

/** A note of the whole form (a rule across fields, or one of no field shown), read out when it appears. */
export function FormNote({ text }: { text: string | undefined }) {
  return text ? (
    <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
      {text}
    </p>
  ) : null;
}
