/**
 * Allow-list HTML sanitizer for the rich text sellers and admins write (product descriptions, blog posts).
 * Sanitize on write, never on read (schema: `blogs.long_description`, `products.description`).
 *
 * The parsing and re-serialising is sanitize-html's (htmlparser2 underneath): every tag it writes is
 * re-emitted from the allow-list below with only allowed attributes, and all text is escaped. So the
 * output can only hold:
 *   p, ul, ol, li, strong, em, h3, br, and a[href] with an absolute http(s) URL
 *   (b and i become strong and em; h1, h2, h4–h6 become h3).
 * Other tags are dropped and their text kept; the content of script-like elements is dropped whole.
 */
import sanitizeHtml from 'sanitize-html';

/** Elements whose content is code or form state, not text for a reader: it goes with them. */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'select',
  'xmp',
  'head',
];

/** What links carry: readers leave the shop, and the shop vouches for none of them. */
const LINK_REL = 'nofollow noopener noreferrer';

/** An absolute http(s) URL (entities already decoded by the parser), normalised; else null. */
export function safeHref(raw: string): string | null {
  // Browsers ignore tabs and newlines inside URLs ("java\tscript:"), so they are removed before checking.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const value = raw.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
  if (!/^https?:\/\/[^/\\]/i.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}

const toHeading = 'h3';
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'h3', 'br', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  // Relative, protocol-relative and non-http(s) links are not kept: `safeHref` decides in transformTags,
  // and the scheme list below is a second line behind it.
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: toHeading,
    h2: toHeading,
    h4: toHeading,
    h5: toHeading,
    h6: toHeading,
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href ?? '');
      return { tagName, attribs: href ? { href, rel: LINK_REL } : {} };
    },
  },
};

/**
 * An opening script-like tag with no closer after it would make the parser read the rest of the text as
 * its content and drop it whole (a seller's unfinished `<script>` would swallow the description). Such an
 * opening tag is removed first, so what follows it is parsed, and sanitized, as ordinary text.
 */
const dropWithContentOpening = new RegExp(`<(${DROP_WITH_CONTENT.join('|')})(?=[\\s/>])[^>]*>?`, 'gi');

function removeUnclosedOpenings(input: string): string {
  const lower = input.toLowerCase();
  const lastCloser = new Map<string, number>();
  return input.replace(dropWithContentOpening, (match, name: string, offset: number) => {
    const key = name.toLowerCase();
    let closer = lastCloser.get(key);
    if (closer === undefined) {
      closer = lower.lastIndexOf(`</${key}`);
      lastCloser.set(key, closer);
    }
    return closer > offset ? match : '';
  });
}

export function sanitizeRichText(input: string): string {
  return sanitizeHtml(removeUnclosedOpenings(input), options);
}
