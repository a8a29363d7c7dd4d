import { type FormEvent, useState } from 'react';
import { useHydrated } from './hydrated';

/** What a form check finds: a plain sentence per form field name (empty when the form is fine). */
export type FormCheck = (form: FormData) => Record<string, string>;

const NO_ERRORS: Record<string, string> = {};

/**
 * Checks a dashboard form in the browser with the same rules the server applies (the shared request
 * schemas, decision 36) before it is sent: a refused form stays on the page with a note beside each field
 * and the focus on the first one, without a round trip. While scripts run the browser's own bubbles are
 * switched off (`noValidate`) so every complaint reads the same; without scripts the form posts as before
 * and the server answers with the same notes. A note goes as soon as its field is put right. A submit
 * button marked `data-skip-check` posts without the check (e.g. Delete inside an edit form).
 *
 * `serverErrors` (the last answer's notes) show until the browser has checked the form itself, and again
 * after each new answer.
 */
export function useFormCheck(
  check: FormCheck,
  serverErrors: Record<string, string> = NO_ERRORS,
): {
  errors: Record<string, string>;
  formProps: {
    noValidate: boolean;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
  };
} {
  const hydrated = useHydrated();
  // The browser's own findings hold until the server answers again (a new `serverErrors` object).
  const [own, setOwn] = useState<{ after: Record<string, string>; errors: Record<string, string> } | null>(
    null,
  );
  const errors = own && own.after === serverErrors ? own.errors : serverErrors;
  const setChecked = (found: Record<string, string>) => setOwn({ after: serverErrors, errors: found });

  return {
    errors,
    formProps: {
      noValidate: hydrated,
      onSubmit: (event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        // Only a save is checked: other buttons of the form (delete, upload) post what they post.
        if (submitter instanceof HTMLButtonElement && submitter.dataset.skipCheck !== undefined) return;
        const found = check(new FormData(event.currentTarget));
        setChecked(found);
        const first = Object.keys(found)[0];
        if (first === undefined) return;
        event.preventDefault();
        const field = event.currentTarget.elements.namedItem(first);
        if (field instanceof HTMLElement) field.focus();
      },
      onChange: (event) => {
        // Only the note of the field being changed moves (gone once put right, reworded otherwise), and
        // only once it has one: typing into a fresh form never raises a note, and the server's notes on
        // other fields stay until those fields change.
        const name = (event.target as { name?: unknown }).name;
        if (typeof name !== 'string' || !errors[name]) return;
        const text = check(new FormData(event.currentTarget))[name];
        const next = { ...errors };
        if (text) next[name] = text;
        else delete next[name];
        setChecked(next);
      },
    },
  };
}
