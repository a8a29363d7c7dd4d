import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../lib/api.server';
import { renderToHtml } from '../test-support/render-to-html';
import AdminEmailsPage, { loader } from './admin.emails';

const welcome = {
  name: 'newsletter-welcome',
  description: 'Newsletter: welcome with the one-time coupon',
  subject: 'Welcome to the Bazaar newsletter',
  html: '<!DOCTYPE html><html><body><p style="color:#1f1b16">Your code <b>WELCOME-X</b></p><script>alert(1)</script></body></html>',
  text: 'Your coupon code: WELCOME-X\n<not markup>',
  headers: { 'List-Unsubscribe': '<https://shop.example/newsletter/unsubscribe?token=t>' },
};

type PageProps = Parameters<typeof AdminEmailsPage>[0];

describe('the admin e-mail previews page', () => {
  it('loads the previews from the API', async () => {
    const calls: string[] = [];
    const api = (async (path: string) => {
      calls.push(path);
      return { status: 200, body: { items: [welcome] }, headers: {} };
    }) as ApiFetch;
    const request = new Request('http://shop.test/admin/emails');
    const result = await loader({ request, context: { api } as AppLoadContext, params: {} } as Parameters<
      typeof loader
    >[0]);
    expect(calls).toEqual(['/api/admin/emails']);
    expect(result.previews).toEqual([welcome]);
  });

  it('shows each mail as HTML in a frame that may run no scripts, its text part and its headers', () => {
    const props = { loaderData: { previews: [welcome] } } as unknown as PageProps;
    const html = renderToHtml(<AdminEmailsPage {...props} />, '/admin/emails');
    const frame = /<iframe[^>]*>/.exec(html)?.[0] ?? '';
    expect(frame).toContain('sandbox=""');
    expect(frame).toContain('title="newsletter-welcome (HTML)"');
    // The mail's HTML is the frame's document, never markup of this page.
    expect(frame).toContain('srcDoc="&lt;!DOCTYPE html&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Your coupon code: WELCOME-X\n&lt;not markup&gt;');
    expect(html).toContain(
      'List-Unsubscribe<!-- -->: <!-- -->&lt;https://shop.example/newsletter/unsubscribe?token=t&gt;',
    );
    expect(html).toContain('href="#mail-newsletter-welcome"');
  });
});
