import type { BlogComment } from '@shop/shared/catalogue.contract';
import { MessageSquare } from 'lucide-react';
import { formatDate } from '../../components/ui/format-date';
import { countOf } from '../../lib/plural';

/** A post's comments, newest first. Comments are plain text and rendered as text. */
export function BlogComments({ comments }: { comments: BlogComment[] }) {
  return (
    <section aria-labelledby="comments-heading" className="mt-12 border-t border-line pt-8">
      <h2 id="comments-heading" className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink">
        <MessageSquare aria-hidden="true" className="size-5" />
        {comments.length === 0 ? 'Comments' : countOf(comments.length, 'comment')}
      </h2>
      {comments.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No comments yet.</p>
      ) : (
        <ul className="mt-4 space-y-5">
          {comments.map((comment) => (
            <li key={comment.slug} className="flex gap-3">
              {comment.avatar ? (
                <img
                  src={comment.avatar}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="size-10 shrink-0 rounded-full bg-surface object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-sunk font-bold text-muted"
                >
                  {comment.name.charAt(0)}
                </span>
              )}
              <div className="min-w-0 flex-1 rounded-card bg-surface px-4 py-3">
                <p className="text-sm">
                  <span className="font-semibold text-ink">{comment.name}</span>{' '}
                  <time dateTime={comment.createdAt} className="text-xs text-muted">
                    {formatDate(comment.createdAt)}
                  </time>
                </p>
                <p className="mt-1 text-sm whitespace-pre-line break-words text-ink-soft">
                  {comment.comment}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
