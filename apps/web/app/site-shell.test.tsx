import { describe, expect, it } from 'vitest';
import { emptyShellData, type ShellData } from './lib/shell-data';
import { SiteShell } from './site-shell';
import { renderToHtml, textOf } from './test-support/render-to-html';

const data: ShellData = {
  ...emptyShellData,
  categories: [
    { cat_slug: 'phones', cat_name: 'Phones' },
    { cat_slug: 'watches-accessories', cat_name: 'Watches' },
  ],
  subCategories: [{ slug: 'android', subcat_name: 'Android', cat_slug: 'phones' }],
};

function shell(path: string, shellData = data) {
  return renderToHtml(
    <SiteShell data={shellData}>
      <p>page body</p>
    </SiteShell>,
    path,
  );
}

describe('SiteShell', () => {
  it('has header, navigation, main and footer landmarks around the page', () => {
    const html = shell('/about');
    expect(html).toMatch(/<header class="[^"]*mobile:hidden[^"]*print:hidden/);
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toMatch(/<main id="main"[^>]*><p>page body<\/p><\/main>/);
    expect(html).toMatch(/<footer class="[^"]*print:hidden/);
  });

  it('shows the navigation bar entries and links of product rules §2', () => {
    const html = shell('/about');
    const text = textOf(html);
    for (const label of [
      'All Categories',
      'Trending',
      'Sellers',
      'blogs',
      'About',
      'Contact',
      'More',
      'Become seller',
    ]) {
      expect(text).toContain(label);
    }
    expect(html).toContain('href="/become_seller"');
    expect(html).toContain('href="/sellers"');
  });

  it('puts a slim header on mobile away from home: back and home, then search, cart and the menu', () => {
    const html = shell('/about');
    const phoneHeader = html.slice(html.indexOf('aria-label="Page"'));
    expect(phoneHeader).toMatch(/<a aria-label="Go back"[^>]*href="\/"/);
    expect(phoneHeader).toMatch(/<a aria-label="Search"[^>]*href="\/products"/);
    expect(phoneHeader).toMatch(/<a aria-label="Cart, 0 items"[^>]*href="\/cart"/);
    expect(phoneHeader).toContain('aria-label="Open menu"');
  });

  it('puts the drawer menu button on the mobile home header', () => {
    const html = shell('/');
    expect(html).toContain('aria-label="Open menu"');
    expect(html).not.toContain('aria-label="Go back"');
  });

  it('shows no progress bar and no loading overlay when idle', () => {
    const html = shell('/');
    expect(html).not.toContain('role="progressbar"');
    expect(textOf(html)).not.toContain('Loading...');
  });

  it.each(['seller', 'admin'] as const)('does not invite a %s to become a seller', (role) => {
    const user = { slug: 'u-1', fullName: 'Una', email: 'u@example.test', role };
    const html = shell('/about', { ...data, user });
    expect(html).not.toContain('href="/become_seller"');
  });

  it('invites a buyer to become a seller', () => {
    const user = { slug: 'u-1', fullName: 'Una', email: 'u@example.test', role: 'buyer' as const };
    expect(shell('/about', { ...data, user })).toContain('href="/become_seller"');
  });
});
