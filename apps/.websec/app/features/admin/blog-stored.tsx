import { RichText } from '../../components/ui/rich-text';
import type { Blog } from './content-types';

/** What the API stored after sanitizing: rendered as the blog page shows it, and as source. */
export function BlogStoredText({ blog }: { blog: Blog }) {
  return (
    <section
      aria-labelledby="blog-stored-heading"
      className="mt-4 rounded-card border border-line bg-white p-4"
    >
      <h3 id="blog-stored-heading" className="mb-2 font-semibold">
        Stored text (after sanitizing)
      </h3>
      <div data-testid="blog-stored-render">
        <RichText html={blog.long_description} />
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-accent-ink">Stored HTML source</summary>
        <pre
          className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-card bg-surface p-2 text-xs"
          data-testid="blog-stored-source"
        >
          {blog.long_description}
        </pre>
      </details>
    </section>
  );
}
