/**
 * The contact form (`POST /api/contact`): one schema for the API route and the storefront's action, so the
 * texts shown beside each field are the same whether the browser, the page's action or the API refuses.
 */
import './zod-browser.ts';
import { z } from 'zod';

export const contactFieldMessages = {
  name: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  subject: 'Please keep the subject under 150 characters.',
  message: 'Please write a message of at least 10 characters.',
  messageTooLong: 'Please keep your message under 5000 characters.',
} as const;

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, contactFieldMessages.name).max(100, contactFieldMessages.name),
  email: z.string().trim().max(254, contactFieldMessages.email).pipe(z.email(contactFieldMessages.email)),
  subject: z.string().trim().max(150, contactFieldMessages.subject).optional(),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, contactFieldMessages.message)
    .max(CONTACT_MESSAGE_MAX, contactFieldMessages.messageTooLong),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessageInput;

export const contactReceiptSchema = z.object({
  slug: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** The confirmation shown after a message is stored. */
export const contactThanks = 'Thank you! Your message has been sent. We reply within one business day.';
