import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';

/** A labelled input with its validation message (read out with the field, and marked invalid). */
export function CheckoutField({
  label,
  error,
  optional,
  ...input
}: {
  label: string;
  error?: string | undefined;
  optional?: boolean;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`rounded-card border bg-white px-3 py-2 text-sm text-ink placeholder:text-muted ${
          error ? 'border-danger' : 'border-line focus-visible:border-ink'
        }`}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
