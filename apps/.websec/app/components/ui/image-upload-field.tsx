import { type ChangeEvent, useId, useState } from 'react';
import { useHydrated } from '../../lib/hydrated';

interface UploadedImage {
  url: string;
}

/** POST one file to the upload API (same origin, session cookie); the stored image's URL or an error text. */
async function uploadImage(file: File): Promise<{ url: string } | { error: string }> {
  const body = new FormData();
  body.append('image', file);
  try {
    const response = await fetch('/api/uploads', { method: 'POST', body, credentials: 'same-origin' });
    const json = (await response.json().catch(() => ({}))) as Partial<UploadedImage> & { message?: string };
    if (response.status === 201 && typeof json.url === 'string') return { url: json.url };
    return { error: json.message ?? `The upload failed (${response.status})` };
  } catch {
    return { error: 'The upload failed: no connection' };
  }
}

function splitUrls(value: string): string[] {
  return value
    .split(/\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * An image field. The value always lives in a visible, editable URL field named `name` (one URL; or one per
 * line when `multiple`), so the form works without JavaScript by pasting an address. With scripts, a file
 * picker uploads straight to `/api/uploads` and puts the returned URL into that field.
 */
export function ImageUploadField({
  label,
  name,
  defaultValue,
  multiple = false,
  error,
  hint,
}: {
  label: string;
  name: string;
  defaultValue?: string | string[] | null;
  multiple?: boolean;
  error?: string | undefined;
  hint?: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const initial = Array.isArray(defaultValue) ? defaultValue : defaultValue ? [defaultValue] : [];
  const [value, setValue] = useState(initial.join('\n'));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const urls = splitUrls(value);

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setBusy(true);
    setProblem(null);
    const added: string[] = [];
    for (const file of multiple ? files : files.slice(0, 1)) {
      const result = await uploadImage(file);
      if ('error' in result) {
        setProblem(result.error);
        break;
      }
      added.push(result.url);
    }
    setBusy(false);
    if (added.length > 0)
      setValue((current) => (multiple ? [...splitUrls(current), ...added] : added).join('\n'));
  }

  const describedBy = [`${id}-hint`, error || problem ? `${id}-error` : ''].filter(Boolean).join(' ');
  const inputClass =
    'w-full rounded-card border border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-muted focus-visible:border-ink';

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      {urls.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`${label}: chosen images`}>
          {urls.map((url, index) => (
            <li key={url} className="relative">
              <img src={url} alt="" className="size-20 rounded-card border border-line object-cover" />
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => setValue(urls.filter((_, other) => other !== index).join('\n'))}
                  className="absolute -right-2 -top-2 rounded-full border border-line bg-white px-1.5 text-xs font-bold text-ink"
                  aria-label={`Remove image ${index + 1}`}
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {hydrated ? (
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor={`${id}-file`}
            className="inline-flex cursor-pointer items-center rounded-card border border-line bg-white px-3 py-1.5 text-sm font-medium hover:bg-surface-sunk focus-within:outline-2"
          >
            {busy ? 'Uploading…' : multiple ? 'Upload images' : 'Upload an image'}
            <input
              id={`${id}-file`}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              multiple={multiple}
              onChange={onFiles}
              disabled={busy}
              className="sr-only"
              data-testid={`${name}-file`}
            />
          </label>
          <span className="text-xs text-muted" aria-live="polite">
            {busy ? 'Uploading…' : 'JPEG, PNG, WebP or GIF up to 5 MB'}
          </span>
        </div>
      ) : null}
      <label htmlFor={id} className="text-xs text-muted">
        {multiple ? 'Image addresses, one per line' : 'Image address'}
      </label>
      {multiple ? (
        <textarea
          id={id}
          name={name}
          rows={Math.max(2, urls.length)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={describedBy}
          className={inputClass}
        />
      ) : (
        <input
          id={id}
          name={name}
          type="text"
          inputMode="url"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint ?? 'Upload a file, or paste the address of an image.'}
      </p>
      {error || problem ? (
        <p
          id={`${id}-error`}
          className="text-xs font-medium text-danger"
          role={problem ? 'alert' : undefined}
        >
          {problem ?? error}
        </p>
      ) : null}
    </fieldset>
  );
}
