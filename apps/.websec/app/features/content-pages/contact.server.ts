import {
  type ContactField,
  type ContactReceipt,
  contactMessageSchema,
  contactThanks,
} from '@shop/shared/contact.contract';
import { messages } from '@shop/shared/messages';
import { type ApiFetch, errorMessage, isOk } from '../../lib/api.server';
import type { ContactActionData, ContactValues } from './contact-form';

const fields: ContactField[] = ['name', 'email', 'subject', 'message'];

/** "body.email: Please enter …; body.message: …" (the API's validation message) → errors by field. */
export function fieldErrorsFromApi(message: string): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const part of message.split(';')) {
    const match = /^\s*body\.(\w+):\s*(.+?)\s*$/.exec(part);
    const field = match?.[1] as ContactField | undefined;
    if (field && fields.includes(field) && match?.[2] && !errors[field]) errors[field] = match[2];
  }
  return errors;
}

/**
 * The contact page's action: checks the fields with the same schema as the API (so errors show beside the
 * fields, with or without scripts), then stores the message through `POST /api/contact`.
 */
export async function submitContactForm(
  api: ApiFetch,
  form: FormData,
): Promise<{ status: number; body: ContactActionData }> {
  const values: ContactValues = {
    name: String(form.get('name') ?? ''),
    email: String(form.get('email') ?? ''),
    subject: String(form.get('subject') ?? ''),
    message: String(form.get('message') ?? ''),
  };
  const parsed = contactMessageSchema.safeParse({ ...values, subject: values.subject.trim() || undefined });
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      if (fields.includes(field) && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    return { status: 400, body: { ok: false, fieldErrors, values } };
  }

  const response = await api<ContactReceipt>('/api/contact', { method: 'POST', body: parsed.data });
  if (isOk(response))
    return { status: 201, body: { ok: true, message: response.body.message || contactThanks } };
  const message = errorMessage(response, messages.genericFailure);
  const fieldErrors = response.status === 400 ? fieldErrorsFromApi(message) : {};
  return {
    status: response.status >= 400 ? response.status : 502,
    body: {
      ok: false,
      fieldErrors,
      formError: Object.keys(fieldErrors).length > 0 ? undefined : message,
      values,
    },
  };
}
