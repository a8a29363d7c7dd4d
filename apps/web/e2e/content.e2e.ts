import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser.ts';
import { apiJson, openWatched } from './catalogue-support.ts';

interface Blog {
  slug: string;
  title: string;
  category: string | null;
  category_slug: string | null;
}

describe('blogs and content pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filters the blog by category and opens a post with its comments', async () => {
    const { allBlogs } = await apiJson<{ allBlogs: Blog[] }>('/api/blogs?limit=100');
    let post: Blog | undefined;
    let comments: { comment: string }[] = [];
    for (const candidate of allBlogs) {
      comments = await apiJson(`/api/blog-comments/single-blog/${candidate.slug}?limit=100`);
      if (comments.length > 0 && candidate.category_slug) {
        post = candidate;
        break;
      }
    }
    if (!post?.category || !post.category_slug) throw new Error('no demo post with comments and a category');

    const { page, problems } = await openWatched(browser, 'desktop', '/blogs');
    await page
      .getByRole('navigation', { name: 'Blog categories' })
      .getByRole('link', { name: post.category })
      .click();
    await page.waitForURL(`**/blogs?category=${post.category_slug}`);
    const inCategory = await apiJson<Blog[]>(`/api/blogs/category?category=${post.category_slug}`);
    await expect.poll(() => page.locator('main article').count()).toBe(inCategory.length);

    await page.getByRole('link', { name: post.title }).click();
    await page.waitForURL(`**/blogs/${post.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(post.title);
    const section = page.locator('section[aria-labelledby="comments-heading"]');
    expect(await section.getByRole('heading').textContent()).toBe(
      `${comments.length} ${comments.length === 1 ? 'comment' : 'comments'}`,
    );
    expect(await section.getByRole('listitem').count()).toBe(comments.length);
    expect(await section.getByText(comments[0]?.comment ?? '').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('contact: shows errors beside the fields, then stores the message and confirms', async () => {
    const { page, problems } = await openWatched(browser, 'desktop', '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Please enter your name.').isVisible()).toBe(true);
    expect(await page.getByText('Please enter a valid email address.').isVisible()).toBe(true);
    expect(await page.getByText('Please write a message of at least 10 characters.').isVisible()).toBe(true);
    expect(await form.getByLabel('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Your name').getAttribute('aria-describedby')).toContain(
      'contact-name-error',
    );
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-name');

    await form.getByLabel('Your name').fill('Ada Lovelace');
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('Subject').fill('Order 1234');
    await form.getByLabel('Message').fill('Could you tell me when my parcel ships?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Thank you!' }).isVisible())
      .toBe(true);
    expect(await form.getByLabel('Your name').inputValue()).toBe('');
    expect(await page.getByText('Please enter your name.').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('contact works without JavaScript', async () => {
    const { page } = await openWatched(browser, 'mobile', '/contact', { javaScriptEnabled: false });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Your name').fill('Grace Hopper');
    await form.getByLabel('Email address').fill('not-an-address');
    await form.getByLabel('Message').fill('Hello from a browser without scripts.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Please enter a valid email address.').isVisible()).toBe(true);
    // What was typed comes back with the errors.
    expect(await form.getByLabel('Your name').inputValue()).toBe('Grace Hopper');
    await form.getByLabel('Email address').fill('grace@example.com');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(/Thank you! Your message has been sent/).isVisible()).toBe(true);
    await page.context().close();
  });

  it.each(['/about', '/faq', '/privacy_policy', '/terms_condition', '/seller_terms_condition'])(
    '%s is a real, readable page',
    async (path) => {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const text = html
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
      expect(text).not.toMatch(/lorem ipsum|arrives with the/i);
      expect(text).toContain('Bazaar');
      const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
      expect(main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').length).toBeGreaterThan(1200);
    },
  );
});
