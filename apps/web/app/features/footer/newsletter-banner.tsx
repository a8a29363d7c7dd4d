import { messages } from '@shop/shared/messages';
import { Mail } from 'lucide-react';
import { type FormEvent, useEffect } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../lib/toast';

export interface NewsletterActionData {
  ok: boolean;
  message: string;
  /** What happens next: a confirmation link was mailed, or the address is already subscribed. */
  notice?: string;
}

/** Where the subscribe form posts. */
export const NEWSLETTER_ACTION = '/newsletter';

/**
 * Product rules §2 and §5: the newsletter banner with an email field of type email. Subscribing needs a signed-in
 * user; a signed-out visitor gets "Please, Log In first  !" without a request.
 */
export function NewsletterBanner({ signedIn }: { signedIn: boolean }) {
  const fetcher = useFetcher<NewsletterActionData>({ key: 'newsletter' });

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) {
      toast.success(fetcher.data.message);
      if (fetcher.data.notice) toast.success(fetcher.data.notice);
    } else toast.error(fetcher.data.message);
  }, [fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (signedIn) return;
    event.preventDefault();
    toast.error(messages.logInFirst);
  }

  return (
    <section aria-labelledby="newsletter-heading" className="bg-accent">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-4">
          <span className="hidden size-14 items-center justify-center rounded-full bg-white/60 sm:flex">
            <Mail aria-hidden="true" className="size-7 text-ink" />
          </span>
          <div>
            <h2 id="newsletter-heading" className="text-2xl font-bold text-ink">
              Get our latest offer
            </h2>
            <p className="mt-1 text-ink-soft">Coupons and new arrivals, by subscription to our newsletter.</p>
          </div>
        </div>
        <fetcher.Form
          method="post"
          action={NEWSLETTER_ACTION}
          onSubmit={onSubmit}
          className="flex w-full max-w-md overflow-hidden rounded-card bg-white shadow-sm"
        >
          <input
            type="email"
            name="email"
            required
            autoComplete="email"
            aria-label="Email address"
            placeholder="Your email address"
            className="min-w-0 flex-1 px-4 py-3 text-sm text-ink placeholder:text-muted focus-visible:outline-offset-[-3px]"
          />
          <button
            type="submit"
            className="bg-ink px-5 text-sm font-semibold whitespace-nowrap text-white hover:bg-ink-soft focus-visible:outline-offset-[-3px] focus-visible:outline-accent"
          >
            Get the Coupon
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
