import { messages } from '@shop/shared/messages';
import { type ApiFetch, errorMessage, isOk } from '../../lib/api.server';

export interface ReviewResult {
  intent: 'review';
  ok: boolean;
  message: string;
}

/** POST /api/reviews; the API's refusal (403 not delivered, 409 already reviewed, 400 field) is shown as is. */
export async function submitReview(
  api: ApiFetch,
  productSlug: string,
  form: FormData,
): Promise<{ status: number; result: ReviewResult }> {
  const rating = Number(form.get('rating'));
  const response = await api<{ awaitingApproval?: boolean }>('/api/reviews', {
    method: 'POST',
    body: {
      product_slug: productSlug,
      order_slug: String(form.get('order_slug') ?? ''),
      rating: Number.isFinite(rating) ? rating : 0,
      message: String(form.get('message') ?? ''),
    },
  });
  if (isOk(response)) {
    return {
      status: 201,
      result: {
        intent: 'review',
        ok: true,
        // Pre-moderation (decision 0028): the review waits for an admin before anyone sees it.
        message: response.body.awaitingApproval
          ? 'Thank you! Your review will appear once a moderator has approved it.'
          : 'Thank you! Your review is published.',
      },
    };
  }
  return {
    status: response.status >= 400 ? response.status : 502,
    result: { intent: 'review', ok: false, message: errorMessage(response, messages.genericFailure) },
  };
}
