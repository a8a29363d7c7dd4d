import { type ContactMessageInput, type ContactReceipt, contactThanks } from '@shop/shared/contact.contract';
import type { Database } from '../../db/client.ts';
import { insertContactMessage } from './contact.repository.ts';

/** Stores a message from the contact page; a signed-in sender is linked so admins can answer in context. */
export async function storeContactMessage(
  db: Database,
  input: ContactMessageInput,
  senderId: string | null,
): Promise<ContactReceipt> {
  const stored = await insertContactMessage(db, {
    name: input.name,
    email: input.email,
    subject: input.subject ?? '',
    message: input.message,
    userId: senderId,
  });
  return { slug: stored.slug, message: contactThanks, createdAt: stored.createdAt.toISOString() };
}
