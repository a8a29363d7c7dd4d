/**
 * HTML that the API has already sanitized (product descriptions and blog posts only; everything else is
 * rendered as text). Styles the usual tags without a typography plugin.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`max-w-none text-base leading-7 text-ink-soft [&_a]:font-medium [&_a]:text-accent-ink [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_p:first-child]:mt-0 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 ${className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes these fields on write (product rules §10).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
