/**
 * Allow-list HTML sanitizer for the rich text sellers and admins write (product descriptions, blog posts).
 * Sanitize on write, never on read (schema: `blogs.long_description`, `products.description`).
 *
 * The output is built from scratch, never copied from the input: every tag is re-emitted by us from the
 * allow-list below with only allowed attributes, every piece of text is entity-decoded and re-escaped.
 * So whatever the input hides (event handlers, `javascript:` links, unclosed tags, comments, CDATA,
 * entity-encoded schemes, `<script>` inside attributes), the output can only hold:
 *   p, ul, ol, li, strong, em, h3, br, and a[href] with an absolute http(s) URL
 *   (b and i become strong and em; h1, h2, h4–h6 become h3).
 * Other tags are dropped and their text kept; the content of script-like elements is dropped whole.
 * Tags are balanced: stray closers are ignored, open ones are closed at the end.
 */

const ALLOWED = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'h3', 'br', 'a']);
const RENAMED: Record<string, string> = {
  b: 'strong',
  i: 'em',
  h1: 'h3',
  h2: 'h3',
  h4: 'h3',
  h5: 'h3',
  h6: 'h3',
};
const VOID = new Set(['br']);
/** Elements whose content is not text for a reader and must go with them. */
const DROP_WITH_CONTENT = new Set([
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
  'svg',
  'math',
  'select',
  'xmp',
  'plaintext',
  'head',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  deg: '°',
  times: '×',
};

/** Decodes numeric and common named character references; unknown ones stay as typed. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,8}|#[xX][0-9a-fA-F]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g, (match, body) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return '\ufffd';
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body.toLowerCase()];
    return named ?? match;
  });
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** An absolute http(s) URL after decoding, with no control characters or whitespace; else null. */
export function safeHref(raw: string): string | null {
  // Browsers ignore tabs and newlines inside URLs ("java\tscript:"), so they are removed before checking.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
  if (!/^https?:\/\/[^/\\]/i.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  /** Index just after the tag's `>`. */
  end: number;
}

/**
 * A tag longer than this is not a tag but text (escaped on output). Bounding every tag keeps the whole
 * sanitizer linear in the input, whatever unclosed quotes or `<` runs it is fed.
 */
const MAX_TAG_LENGTH = 2560;

const isNameStart = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isNameChar = (code: number) => isNameStart(code) || (code >= 48 && code <= 57) || code === 45;
const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);
const SLASH = 47;
const GT = 62;
const EQUALS = 61;

/** Reads a tag starting at `input[start] === '<'`, or null when no well-formed tag starts there. */
function readTag(input: string, start: number): Tag | null {
  const limit = Math.min(input.length, start + MAX_TAG_LENGTH);
  let index = start + 1;
  let closing = false;
  if (input.charCodeAt(index) === SLASH) {
    closing = true;
    index++;
  }
  if (!isNameStart(input.charCodeAt(index))) return null;
  const nameStart = index;
  while (index < limit && isNameChar(input.charCodeAt(index))) index++;
  const name = input.slice(nameStart, index).toLowerCase();
  const attributes = new Map<string, string>();
  while (index < limit) {
    while (index < limit && (isSpace(input.charCodeAt(index)) || input.charCodeAt(index) === SLASH)) index++;
    if (index >= limit) return null;
    if (input.charCodeAt(index) === GT) return { name, closing, attributes, end: index + 1 };
    const attributeStart = index;
    while (index < limit) {
      const code = input.charCodeAt(index);
      if (isSpace(code) || code === SLASH || code === GT || code === EQUALS) break;
      index++;
    }
    const attributeEnd = index;
    while (index < limit && isSpace(input.charCodeAt(index))) index++;
    let value = '';
    if (index < limit && input.charCodeAt(index) === EQUALS) {
      index++;
      while (index < limit && isSpace(input.charCodeAt(index))) index++;
      const quote = input[index];
      if (quote === '"' || quote === "'") {
        const valueStart = index + 1;
        index = valueStart;
        while (index < limit && input[index] !== quote) index++;
        if (index >= limit) return null;
        value = input.slice(valueStart, index);
        index++;
      } else {
        const valueStart = index;
        while (index < limit && !isSpace(input.charCodeAt(index)) && input.charCodeAt(index) !== GT) index++;
        value = input.slice(valueStart, index);
      }
    }
    // Only a link's href is ever kept, so only that is recorded (the first one wins, as in browsers).
    if (
      name === 'a' &&
      !attributes.has('href') &&
      input.slice(attributeStart, attributeEnd).toLowerCase() === 'href'
    ) {
      attributes.set('href', value);
    }
  }
  return null;
}

/** Where the element `name` opened before `from` ends (just after its closing tag), or the input's end. */
function endOfElement(input: string, name: string, from: number): number {
  const closer = new RegExp(`</${name}[\\s/>]`, 'ig');
  closer.lastIndex = from;
  const match = closer.exec(input);
  if (!match) return input.length;
  const close = input.indexOf('>', match.index);
  return close === -1 ? input.length : close + 1;
}

export function sanitizeRichText(input: string): string {
  let output = '';
  const open: string[] = [];
  let text = '';
  const flushText = () => {
    if (text) output += escapeHtml(decodeEntities(text));
    text = '';
  };

  let index = 0;
  let nextGt = -1;
  while (index < input.length) {
    const lt = input.indexOf('<', index);
    if (lt === -1) {
      text += input.slice(index);
      break;
    }
    text += input.slice(index, lt);
    // Comments, CDATA, doctypes and processing instructions carry no content for a reader.
    if (input.startsWith('<!--', lt)) {
      const close = input.indexOf('-->', lt + 4);
      index = close === -1 ? input.length : close + 3;
      continue;
    }
    if (input[lt + 1] === '!' || input[lt + 1] === '?') {
      const close = input.indexOf('>', lt);
      index = close === -1 ? input.length : close + 1;
      continue;
    }
    // The next `>` is remembered, so runs of `<` without one cost nothing (no rescans to the end).
    if (nextGt < lt) {
      const found = input.indexOf('>', lt);
      nextGt = found === -1 ? Number.POSITIVE_INFINITY : found;
    }
    const tag = nextGt - lt <= MAX_TAG_LENGTH ? readTag(input, lt) : null;
    if (!tag) {
      // A lone "<" (e.g. "a < b") is text, escaped on output.
      text += '<';
      index = lt + 1;
      continue;
    }
    index = tag.end;
    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing) index = endOfElement(input, tag.name, tag.end);
      continue;
    }
    const name = RENAMED[tag.name] ?? tag.name;
    if (!ALLOWED.has(name)) continue;
    flushText();
    if (VOID.has(name)) {
      if (!tag.closing) output += `<${name}>`;
      continue;
    }
    if (tag.closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) output += `</${open.pop()}>`;
      continue;
    }
    if (name === 'a') {
      const href = safeHref(tag.attributes.get('href') ?? '');
      output += href ? `<a href="${escapeHtml(href)}" rel="nofollow noopener noreferrer">` : '<a>';
    } else {
      output += `<${name}>`;
    }
    open.push(name);
  }
  flushText();
  while (open.length > 0) output += `</${open.pop()}>`;
  return output;
}

/** Plain text of sanitized rich text (for length checks and SEO fallbacks). */
export function richTextToPlain(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
