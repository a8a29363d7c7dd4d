import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';

interface FieldFrame {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean | undefined;
}

/** Label, control and the field's own message (read out with it, and the control marked invalid). */
function Frame({
  label,
  error,
  hint,
  optional,
  control,
}: FieldFrame & { control: (ids: { id: string; describedBy: string | undefined }) => ReactNode }) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {control({ id, describedBy: described || undefined })}
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

// w-full min-w-0: a <select> is as wide as its longest country name unless told, which scrolls a phone sideways.
const controlClass = (error: string | undefined) =>
  `w-full min-w-0 rounded-card border bg-white px-3 py-2 text-sm text-ink placeholder:text-muted ${
    error ? 'border-danger' : 'border-line focus-visible:border-ink'
  }`;

export function AddressInput({
  label,
  error,
  hint,
  optional,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      control={({ id, describedBy }) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass(error)}
          {...input}
        />
      )}
    />
  );
}

export function AddressSelect({
  label,
  error,
  hint,
  optional,
  options,
  placeholder,
  ...select
}: FieldFrame & {
  options: { value: string; label: string }[];
  placeholder: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      control={({ id, describedBy }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass(error)}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            // Names come from the runtime's Intl.DisplayNames; the browser's may spell one differently.
            <option key={option.value} value={option.value} suppressHydrationWarning>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
