import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';

/** A labelled input of the account forms; `hint` is read out with the field. */
export function TextField({
  label,
  hint,
  ...input
}: { label: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className="rounded-card border border-line bg-white px-3 py-2.5 text-sm text-ink placeholder:text-muted focus-visible:border-ink"
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function SubmitButton({
  children,
  busy,
  ...rest
}: { children: ReactNode; busy?: boolean } & InputHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      name={rest.name}
      value={rest.value}
      className="inline-flex items-center justify-center rounded-card bg-accent px-5 py-2.5 text-sm font-semibold text-ink hover:bg-accent-strong disabled:cursor-wait disabled:opacity-70"
    >
      {children}
    </button>
  );
}

/** The outcome of a form: an alert for errors, a polite status for success. */
export function FormNotice({ result }: { result: { ok: boolean; message: string } | null | undefined }) {
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

/** The centred card the sign-in, sign-up and password pages sit in. */
export function AccountCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-card border border-line bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
        <div className="mt-6 flex flex-col gap-4">{children}</div>
      </div>
    </div>
  );
}
