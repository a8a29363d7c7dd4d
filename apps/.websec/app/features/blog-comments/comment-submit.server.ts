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
  const response = await api('/api/blog-comments', {
    method: 'POST',
    body: { blogSlug, comment: String(form.get('comment') ?? '') },
  });
  if (isOk(response)) return { status: 201, result: { ok: true, message: 'Your comment is published.' } };
  return {
    status: response.status >= 400 ? response.status : 502,
    result: { ok: false, message: errorMessage(response, messages.genericFailure) },
  };
}
