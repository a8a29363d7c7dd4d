/**
 * The API names the failing fields in a validation message (`body.shop.shop_name: too short; body.email: …`).
 * This turns it into `{ shop_name: 'too short', email: '…' }` (last path segment, numeric segments
 * dropped) so that forms can show each complaint beside its field.
 */
export function fieldErrorsFrom(message: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const part of message.split('; ')) {
    const match = /^(?:body|querystring|params)\.([\w.]+): (.+)$/.exec(part.trim());
    if (!match?.[1] || !match[2]) continue;
    const segments = match[1].split('.').filter((segment) => !/^\d+$/.test(segment));
    const field = segments.at(-1);
    if (field && !errors[field]) errors[field] = match[2];
  }
  return errors;
}

/** `a, b` of form fields: trimmed text, '' when absent. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** Text or undefined when blank (so optional API fields are left out). */
export function optionalFormText(form: FormData, name: string): string | undefined {
  return formText(form, name) || undefined;
}

/** URLs of an image field: one per line or separated by spaces. */
export function formUrls(form: FormData, name: string): string[] {
  return formText(form, name)
    .split(/\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}
