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
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body.toLowerCase()];
    return named ?? match;
  });
}

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
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

const NAME_START = /[a-zA-Z]/;
const WHITESPACE = /[\s/]/;

/** Reads a tag starting at `input[start] === '<'`, or null when it is not a well-formed tag. */
function readTag(input: string, start: number): Tag | null {
  let index = start + 1;
  let closing = false;
  if (input[index] === '/') {
    closing = true;
    index++;
  }
  if (!NAME_START.test(input[index] ?? '')) return null;
  let name = '';
  while (index < input.length && /[a-zA-Z0-9-]/.test(input[index]!)) name += input[index++];
  const attributes = new Map<string, string>();
  while (index < input.length) {
    while (index < input.length && WHITESPACE.test(input[index]!)) index++;
    const char = input[index];
    if (char === undefined) return null;
    if (char === '>') return { name: name.toLowerCase(), closing, attributes, end: index + 1 };
    let attribute = '';
    while (index < input.length && !/[\s/>=]/.test(input[index]!)) attribute += input[index++];
    while (index < input.length && /\s/.test(input[index]!)) index++;
    let value = '';
    if (input[index] === '=') {
      index++;
      while (index < input.length && /\s/.test(input[index]!)) index++;
      const quote = input[index];
      if (quote === '"' || quote === "'") {
        const close = input.indexOf(quote, index + 1);
        if (close === -1) return null;
        value = input.slice(index + 1, close);
        index = close + 1;
      } else {
        while (index < input.length && !/[\s>]/.test(input[index]!)) value += input[index++];
      }
    }
    const key = attribute.toLowerCase();
    if (key && !attributes.has(key)) attributes.set(key, value);
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
    const tag = readTag(input, lt);
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
