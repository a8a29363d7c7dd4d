import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
}

export async function insertContactMessage(db: Executor, row: NewContactMessage) {
  const [stored] = await db
    .insert(contactMessages)
    .values(row)
    .returning({ slug: contactMessages.slug, createdAt: contactMessages.createdAt });
  if (!stored) throw new Error('contact message insert returned no row');
  return stored;
}
