/**
 * Turns what a shared request schema found wrong with a form into one plain sentence per form field, for
 * people rather than programs: the schema's own texts ("body.images: Too small: expected array to have
 * >=1 items") name paths and types, never what to type.
 */

import { plainComplaint } from './api-field-errors';

/** What a failed `safeParse` of a shared schema reports (a zod error, read only for its issues). */
interface SchemaIssues {
  issues: readonly { path: readonly PropertyKey[]; message?: string }[];
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

/**
 * Every issue of a shared schema beside its form field, in plain words: the form's own sentence for the
 * field when it has one (`messages`), else the schema's complaint made plain ("Use at most 100
 * characters."). An issue of no field (a rule across fields) goes under `form`. The browser checks a form
 * with this before sending it; the server runs the same check and the API has the last word.
 */
export function fieldIssues(
  error: SchemaIssues,
  rules: { messages?: Record<string, string>; formFieldOf?: Record<string, string> } = {},
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const bodyField = String(issue.path[0] ?? '');
    const field = bodyField ? (rules.formFieldOf?.[bodyField] ?? bodyField) : 'form';
    fields[field] ??= rules.messages?.[field] ?? plainComplaint(issue.message ?? '');
  }
  return fields;
}
