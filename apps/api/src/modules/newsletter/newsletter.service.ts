/**
 * Newsletter (spec §5, DESIGN.md §4): signed-in users only, one subscription per e-mail. Subscribing twice is
 * not an error: the existing row is answered with 200 (and reactivated if it had been ended).
 */
import { messages } from '@shop/shared/messages';
import type { SubscriberData } from '@shop/shared/shopping.contract';
import type { Database } from '../../db/client.ts';
import type { Shopper } from '../cart/cart.access.ts';
import { insertSubscriber, reactivate, subscriberByEmail } from './newsletter.repository.ts';

export async function subscribe(
  db: Database,
  subscriber: Shopper,
  email: string,
): Promise<{ data: SubscriberData; created: boolean }> {
  const created = await insertSubscriber(db, email, subscriber.id);
  let row = await subscriberByEmail(db, email);
  if (row && !created && row.status !== 'active') {
    await reactivate(db, row.id, subscriber.id);
    row = await subscriberByEmail(db, email);
  }
  if (!row) throw new Error('subscriber vanished right after it was written');
  return {
    created,
    data: {
      slug: row.slug,
      email: row.email,
      user_slug: subscriber.slug,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      message: messages.subscribed,
    },
  };
}
