import type { ContactField } from '@shop/shared/contact.contract';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';

export type ContactValues = Record<ContactField, string>;

export type ContactActionData =
  | { ok: true; message: string }
  | {
      ok: false;
      fieldErrors: Partial<Record<ContactField, string>>;
      formError?: string;
      values: ContactValues;
    };

const inputClass =
  'mt-1 block w-full rounded-card border bg-white px-3 py-2 text-sm text-ink aria-[invalid=true]:border-danger';

function Field({
  name,
  label,
  hint,
  error,
  defaultValue,
  type = 'text',
  required = false,
  multiline = false,
  autoComplete,
}: {
  name: ContactField;
  label: string;
  hint?: string;
  error?: string;
  defaultValue?: string;
  type?: string;
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
}) {
  const id = `contact-${name}`;
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    required,
    defaultValue,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${inputClass} ${error ? 'border-danger' : 'border-muted'}`,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required ? null : <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {multiline ? <textarea {...common} rows={6} /> : <input {...common} type={type} />}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 flex items-center gap-1 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The contact form. It posts to the page's own action, so it works without scripts; errors come back from
 * the server and are shown beside their fields, and the first invalid field gets the focus.
 */
export function ContactForm({ result }: { result: ContactActionData | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/contact');
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const failed = result && !result.ok ? result : null;
  const values = failed?.values;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      formRef.current?.reset();
      statusRef.current?.focus();
      return;
    }
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  return (
    <div>
      {result?.ok ? (
        <div
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="mb-6 flex items-start gap-2 rounded-card border border-green-700/30 bg-green-50 px-4 py-3 text-green-900"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="font-medium">{result.message}</p>
        </div>
      ) : null}
      {failed?.formError ? (
        <div
          role="alert"
          className="mb-6 flex items-start gap-2 rounded-card border border-danger/30 bg-red-50 px-4 py-3 text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="font-medium">{failed.formError}</p>
        </div>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="grid gap-5 sm:grid-cols-2"
        aria-label="Contact form"
      >
        <Field
          name="name"
          label="Your name"
          required
          autoComplete="name"
          defaultValue={values?.name}
          error={failed?.fieldErrors.name}
        />
        <Field
          name="email"
          label="Email address"
          type="email"
          required
          autoComplete="email"
          defaultValue={values?.email}
          error={failed?.fieldErrors.email}
        />
        <div className="sm:col-span-2">
          <Field
            name="subject"
            label="Subject"
            hint="For an order, please add the order number."
            defaultValue={values?.subject}
            error={failed?.fieldErrors.subject}
          />
        </div>
        <div className="sm:col-span-2">
          <Field
            name="message"
            label="Message"
            required
            multiline
            hint="At least 10 characters."
            defaultValue={values?.message}
            error={failed?.fieldErrors.message}
          />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={busy}
            className="inline-flex items-center gap-2 rounded-card bg-accent px-6 py-2.5 text-sm font-bold text-ink hover:bg-accent-strong disabled:opacity-60"
          >
            <Send aria-hidden="true" className="size-4" />
            {busy ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </Form>
    </div>
  );
}
