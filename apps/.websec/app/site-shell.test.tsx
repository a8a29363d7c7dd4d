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

  it('shows the navigation bar entries and links of spec §2', () => {
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

  it('puts a slim back/home header on mobile away from home', () => {
    const html = shell('/about');
    expect(html).toContain('aria-label="Go back"');
    expect(html).not.toContain('aria-label="Open menu"');
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
});
