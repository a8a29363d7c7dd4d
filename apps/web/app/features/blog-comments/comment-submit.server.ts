import { messages } from '@shop/shared/messages';
import { type ApiFetch, errorMessage, isOk } from '../../lib/api.server';

export interface CommentResult {
  ok: boolean;
  message: string;
}

/** POST /api/blog-comments { blogSlug, comment }: plain text, stored as typed and rendered escaped. */
export async function submitComment(
  api: ApiFetch,
  blogSlug: string,
  form: FormData,
): Promise<{ status: number; result: CommentResult }> {
  const response = await api<{ awaitingApproval?: boolean }>('/api/blog-comments', {
    method: 'POST',
    body: { blogSlug, comment: String(form.get('comment') ?? '') },
  });
  if (isOk(response)) {
    // Pre-moderation (decision 0028): the comment waits for an admin before anyone sees it.
    const message = response.body.awaitingApproval
      ? 'Thank you! Your comment will appear once a moderator has approved it.'
      : 'Your comment is published.';
    return { status: 201, result: { ok: true, message } };
  }
  return {
    status: response.status >= 400 ? response.status : 502,
    result: { ok: false, message: errorMessage(response, messages.genericFailure) },
  };
}
