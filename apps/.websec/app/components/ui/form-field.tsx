import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';

const controlClass =
  'w-full rounded-card border border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-muted focus-visible:border-ink aria-[invalid=true]:border-danger';

interface FrameProps {
  label: string;
  hint?: ReactNode;
  /** The API's complaint about this field, read out with it. */
  error?: string | undefined;
  className?: string;
}

function Frame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: FrameProps & { id: string; children: ReactNode }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A labelled input with an optional hint and error line. */
export function InputField({
  label,
  hint,
  error,
  className,
  ...input
}: FrameProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...textarea
}: FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass}
        {...textarea}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  options,
  ...select
}: FrameProps & SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** The outcome of a form: an alert for errors, a polite status for success. */
export function FormMessage({ result }: { result: { ok: boolean; message: string } | null | undefined }) {
  if (!result) return null;
  return result.ok ? (
    <p
      role="status"
      className="rounded-card border border-green-700/30 bg-green-50 px-3 py-2 text-sm text-green-900"
    >
      {result.message}
    </p>
  ) : (
    <p role="alert" className="rounded-card border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger">
      {result.message}
    </p>
  );
}

export const buttonClass =
  'inline-flex items-center justify-center rounded-card bg-accent px-4 py-2 text-sm font-semibold text-ink hover:bg-accent-strong disabled:cursor-wait disabled:opacity-70';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-card border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-surface-sunk';
