/**
 * Turns what a shared request schema found wrong with a form into one plain sentence per form field, for
 * people rather than programs: the schema's own texts ("body.images: Too small: expected array to have
 * >=1 items") name paths and types, never what to type.
 */

/** What a failed `safeParse` of a shared schema reports (a zod error, read only for its issues' paths). */
interface SchemaIssues {
  issues: readonly { path: readonly PropertyKey[] }[];
}

export interface FormIssueRules {
  /** The sentence shown under each form field (keyed by the form field's name). */
  messages: Record<string, string>;
  /** Body fields whose form field is named differently (`discount` → `discount_value`). */
  formFieldOf?: Record<string, string>;
  /** Shown beside the form for an issue of no known field. */
  fallback: string;
}

/** The first complaint per form field; an issue of an unknown field falls back to `rules.fallback`. */
export function formIssues(error: SchemaIssues, rules: FormIssueRules): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const bodyField = String(issue.path[0] ?? '');
    const field = rules.formFieldOf?.[bodyField] ?? bodyField;
    const message = rules.messages[field];
    if (message) fields[field] ??= message;
    else fields.form ??= rules.fallback;
  }
  return fields;
}

/** A form number: blank is absent, anything else the number it reads as (NaN fails the schema). */
export function formNumber(text: string): number | undefined {
  return text === '' ? undefined : Number(text);
}

/** Leaves out the fields a form left blank, so optional body fields are absent rather than undefined. */
export function withoutBlanks(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
