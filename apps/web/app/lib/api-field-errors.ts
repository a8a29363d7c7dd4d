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
    if (field && !errors[field]) errors[field] = plainComplaint(match[2]);
  }
  return errors;
}

/**
 * zod's terse complaints ("Too small: expected array to have >=1 items") in words a seller understands;
 * a complaint the API already wrote for people passes unchanged.
 */
export function plainComplaint(text: string): string {
  const bound =
    /^Too (small|big): expected (string|array|number|int|bigint) to (?:have|be) ([<>]=?)(-?[\d.]+)/.exec(
      text,
    );
  if (bound) {
    const [, size, kind, , limit] = bound;
    const small = size === 'small';
    if (kind === 'string') {
      if (small && limit === '1') return 'Please fill this in.';
      return small ? `Use at least ${limit} characters.` : `Use at most ${limit} characters.`;
    }
    if (kind === 'array') {
      if (small && limit === '1') return 'Add at least one.';
      return small ? `Add at least ${limit}.` : `Add at most ${limit}.`;
    }
    return small ? `Enter ${limit} or more.` : `Enter ${limit} or less.`;
  }
  if (/^Invalid input: expected (number|int)/.test(text)) return 'Enter a number.';
  if (/^Invalid input: expected string, received undefined/.test(text)) return 'Please fill this in.';
  if (/^Invalid (input|option|url|string)/i.test(text)) return 'This value is not valid.';
  if (/^Unrecognized key/.test(text)) return 'This field is not accepted here.';
  return text;
}

/**
 * The message above a form: a validation answer that names fields becomes a pointer to the notes beside
 * them (the notes carry the detail); any other answer is already plain and stays.
 */
export function plainFormMessage(message: string): string {
  return Object.keys(fieldErrorsFrom(message)).length > 0
    ? 'Some fields need attention: see the notes beside them.'
    : message;
}

/** `a, b` of form fields: trimmed text, '' when absent. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** URLs of an image field: one per line or separated by spaces. */
export function formUrls(form: FormData, name: string): string[] {
  return formText(form, name)
    .split(/\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A refusal the API names by its `code`, as a plain note beside the field it is about. */
export interface FieldOfCode {
  field: string;
  text: string;
}

/**
 * What a refused save shows: each complaint beside its field in plain words (validation paths, and the
 * codes in `byCode`), and above the form a message that names no internal field path.
 */
export function refusalByField(
  raw: string,
  code: string | undefined,
  byCode: Record<string, FieldOfCode>,
): { message: string; fields: Record<string, string> } {
  const fields = fieldErrorsFrom(raw);
  const known = code ? byCode[code] : undefined;
  if (known) fields[known.field] = known.text;
  return {
    message: Object.keys(fields).length > 0 ? 'Some fields need attention: see the notes beside them.' : raw,
    fields,
  };
}
