/**
 * Flooding what shoppers publish: a burst of reports and of blog comments from one account, the same report
 * sent over and over (also all at once), and reports used to probe for unpublished products. Prints its
 * figures.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments, reportedItems } from '../db/schema/index.ts';
import { asUser } from '../modules/orders/orders.test-support.ts';
import { createTestUser } from '../modules/users/users.test-support.ts';
import { postingRules } from '../plugins/posting-limits.ts';
import { createBlog, createProduct } from '../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
const figures: Record<string, string | number> = {};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  console.info('report and comment abuse figures', figures);
  await t?.close();
});

const reportsOf = (userId: string, productId?: number) =>
  t.app.db
    .select()
    .from(reportedItems)
    .where(
      and(
        eq(reportedItems.userId, userId),
        productId === undefined ? undefined : eq(reportedItems.productId, productId),
      ),
    );

describe('a burst from one account', () => {
  it(`accepts ${postingRules.report.max} reports, then answers 429 with Retry-After`, async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const attempts = postingRules.report.max + 10;
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i++) {
      const product = await createProduct(t.app.db);
      const response = await as.post('/api/reporteditems', {
        product_slug: product.slug,
        title: `Fake ${i}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, postingRules.report.max).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(postingRules.report.max).every((status) => status === 429)).toBe(true);
    expect(await reportsOf(user.id)).toHaveLength(postingRules.report.max);
    figures[`reports stored of a burst of ${attempts}`] = postingRules.report.max;

    // The limit is the reporter's own: someone else may still report.
    const other = asUser(t.app, await createTestUser(t.app));
    const product = await createProduct(t.app.db);
    expect(
      (await other.post('/api/reporteditems', { product_slug: product.slug, title: 'x' })).statusCode,
    ).toBe(201);
  });

  it(`accepts ${postingRules['blog-comment'].max} comments, then answers 429, also when sent at once`, async () => {
    const blog = await createBlog(t.app.db);
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const attempts = 30;
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        as.post('/api/blog-comments', { blogSlug: blog.slug, comment: `Buy cheap watches ${i}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(postingRules['blog-comment'].max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      attempts - postingRules['blog-comment'].max,
    );
    const stored = await t.app.db.select().from(blogComments).where(eq(blogComments.userId, user.id));
    expect(stored).toHaveLength(postingRules['blog-comment'].max);
    figures[`comments published of a burst of ${attempts} at once`] = stored.length;
  });
});

describe('the same report again', () => {
  it('is merged into the open report and answered with it (200), also 20 at once', async () => {
    const product = await createProduct(t.app.db);
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const body = { product_slug: product.slug, title: 'Counterfeit', note: 'Fake logo' };
    const first = await as.post('/api/reporteditems', body);
    expect(first.statusCode).toBe(201);
    const again = await as.post('/api/reporteditems', { ...body, title: 'Counterfeit!!' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await reportsOf(user.id, product.id)).toHaveLength(1);

    const concurrent = await createProduct(t.app.db);
    const crowd = await createTestUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        asUser(t.app, crowd).post('/api/reporteditems', { product_slug: concurrent.slug, title: 'Spam' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    // The limit stops the burst after its budget; every answer that got through names the one report.
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const slugs = new Set(
      responses.filter((response) => response.statusCode < 300).map((response) => response.json().slug),
    );
    expect(slugs.size).toBe(1);
    expect(await reportsOf(crowd.id, concurrent.id)).toHaveLength(1);
    figures['rows stored for 20 identical reports at once'] = 1;
  });

  it('may be sent again once the admins closed the first', async () => {
    const product = await createProduct(t.app.db);
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const first = await as.post('/api/reporteditems', { product_slug: product.slug, title: 'Broken' });
    await t.app.db
      .update(reportedItems)
      .set({ status: 'resolved' })
      .where(eq(reportedItems.slug, first.json().slug));
    const second = await as.post('/api/reporteditems', { product_slug: product.slug, title: 'Broken again' });
    expect(second.statusCode).toBe(201);
    expect(second.json().slug).not.toBe(first.json().slug);
  });
});

describe('reporting an unpublished product', () => {
  it('answers exactly as for a product that does not exist, and stores nothing', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const hidden = [
      await createProduct(t.app.db, { approvalStatus: 'pending' }),
      await createProduct(t.app.db, { approvalStatus: 'rejected' }),
      await createProduct(t.app.db, { status: 'inactive' }),
    ];
    const answerFor = async (slug: string) => {
      const response = await as.post('/api/reporteditems', { product_slug: slug, title: 'Probe' });
      const body = response.json();
      return {
        status: response.statusCode,
        body: { ...body, message: body.message.replace(slug, '<slug>') },
      };
    };
    const missing = await answerFor('no-such-product-anywhere');
    expect(missing.status).toBe(404);
    for (const product of hidden) expect(await answerFor(product.slug)).toEqual(missing);
    expect(await reportsOf(user.id)).toHaveLength(0);
    figures['unpublished products told apart from missing ones'] = `0 of ${hidden.length}`;
  });
});
