import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed tags and drops their attributes', () => {
    expect(
      sanitizeRichText('<p class="x" style="color:red">Hi <strong>there</strong> <em>you</em></p>'),
    ).toBe('<p>Hi <strong>there</strong> <em>you</em></p>');
    expect(sanitizeRichText('<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol><h3>T</h3>line<br/>next')).toBe(
      '<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol><h3>T</h3>line<br />next',
    );
  });

  it('maps b, i and other headings to the allowed ones', () => {
    expect(sanitizeRichText('<b>B</b><i>I</i><h1>One</h1><h6>Six</h6>')).toBe(
      '<strong>B</strong><em>I</em><h3>One</h3><h3>Six</h3>',
    );
  });

  it('drops scripts, styles, frames and SVG with their content', () => {
    expect(sanitizeRichText('a<script>alert(1)</script>b<style>p{}</style>c<iframe src=x>in</iframe>d')).toBe(
      'abcd',
    );
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitizeRichText('<SCRIPT SRC=//evil></SCRIPT>x')).toBe('x');
    // An unclosed opening tag is dropped, not the text behind it (it is only text once the tag is gone).
    expect(sanitizeRichText('<script>never closed')).toBe('never closed');
  });

  it('keeps the text around an unclosed <svg> or <script>', () => {
    expect(sanitizeRichText('<p>Before <svg onload=alert(1)>middle</p><p>After</p>')).toBe(
      '<p>Before middle</p><p>After</p>',
    );
    expect(sanitizeRichText('<p>Before</p><script>alert(1)<p>After</p>')).toBe(
      '<p>Before</p>alert(1)<p>After</p>',
    );
    expect(sanitizeRichText('<p>Intro</p><SCRIPT src=//evil.example/x.js><p>Outro</p>')).toBe(
      '<p>Intro</p><p>Outro</p>',
    );
  });

  it('drops unknown tags but keeps their text, and removes comments', () => {
    expect(sanitizeRichText('<div><span>text</span></div><!-- secret --><img src=x onerror=alert(1)>')).toBe(
      'text',
    );
    expect(sanitizeRichText('<p>a<!-- <script>alert(1)</script> -->b</p>')).toBe('<p>ab</p>');
  });

  it('keeps only absolute http(s) links, with rel="nofollow noopener noreferrer"', () => {
    expect(sanitizeRichText('<a href="https://shop.example/x?a=1&amp;b=2" onclick="x()">go</a>')).toBe(
      '<a href="https://shop.example/x?a=1&amp;b=2" rel="nofollow noopener noreferrer">go</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/relative',
      'vbscript:x',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('escapes text and balances tags', () => {
    expect(sanitizeRichText('1 < 2 & 3 > 2 "q"')).toBe('1 &lt; 2 &amp; 3 &gt; 2 "q"');
    expect(sanitizeRichText('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    // A stray </p> opens an empty paragraph, as a browser parses it; a stray </em> is ignored.
    expect(sanitizeRichText('</p>stray</em>')).toBe('<p></p>stray');
    expect(sanitizeRichText('<p><em>a</p>b')).toBe('<p><em>a</em></p>b');
    expect(sanitizeRichText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(sanitizeRichText('<p title="a>b">x</p>')).toBe('<p>x</p>');
    // A tag cut off inside an attribute ends the document, as in a browser: nothing of it is shown.
    expect(sanitizeRichText('ok<p title="never closed>x')).toBe('ok');
  });

  it('never lets a tag, handler or script scheme through, and is idempotent (property)', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      '&',
      '#',
      ';',
      'x',
      'script',
      'p',
      'a',
      'img',
      'svg',
      'href',
      'onerror',
      'javascript:',
      '&#106;',
      '<!--',
      '-->',
      'https://ok.example/',
      '<a href="',
      '<script>',
      '</script>',
      '<p>',
      '</p>',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const output = sanitizeRichText(parts.join(''));
        const tags = output.match(/<[^>]*>/g) ?? [];
        for (const tag of tags) {
          expect(tag).toMatch(
            /^<\/?(p|ul|ol|li|strong|em|h3|a)>$|^<br \/>$|^<a href="https?:\/\/[^"<>]*" rel="nofollow noopener noreferrer">$/,
          );
        }
        expect(output.toLowerCase()).not.toContain('<script');
        expect(sanitizeRichText(output)).toBe(output);
      }),
      { numRuns: 500 },
    );
  });

  it('stays fast on hostile input of the largest product description (20 000 characters)', () => {
    const started = performance.now();
    for (const unit of ['<p ', '<a href="', '<p a="x>" ', '<!--', '<script>', '&#', '<p><em>x']) {
      sanitizeRichText(`${unit.repeat(Math.ceil(20_000 / unit.length))}>`);
    }
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});

describe('helpers', () => {
  it('safeHref accepts only absolute http(s) URLs', () => {
    expect(safeHref('https://a.example/b')).toBe('https://a.example/b');
    expect(safeHref(' http://a.example ')).toBe('http://a.example/');
    expect(safeHref('ftp://a.example')).toBeNull();
  });
});
