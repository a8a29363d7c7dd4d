import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  couponRedemptions,
  orders,
  products,
  reportedItems,
  subscribers,
} from '../../db/schema/index.ts';
import { createBlog, createBlogCategory, createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, type Caller, createCoupon, orderRequest, putInCart } from '../orders/orders.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';
import { csvCell, toCsv } from './admin.csv.ts';

let t: TestApp;
let admin: TestUser;
let as: Caller;
let shopper: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, { role: 'admin', fullName: 'Ada Admin' });
  as = asUser(t.app, admin);
  shopper = await createTestUser(t.app, { fullName: 'Sam Shopper' });
});
afterAll(async () => {
  await t?.close();
});

describe('csvCell', () => {
  it('neutralises formulas and quotes what needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tTAB')).toBe("'\tTAB");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('plain@example.com')).toBe('plain@example.com');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [['1', '2']])).toBe('a,b\r\n1,2\r\n');
  });
});

describe('newsletter subscribers', () => {
  it('lists subscribers and exports them as escaped CSV with a header row', async () => {
    const emails = [
      'first@example.test',
      "=cmd|' /C calc'!A0@example.test",
      '+1234@example.test',
      '-minus@example.test',
      '@at@example.test',
      'quote"comma,@example.test',
    ];
    await t.database.db.insert(subscribers).values(emails.map((email) => ({ email, userId: shopper.id })));
    const list = await as.get('/api/admin/subscribers?search=example.test&limit=2');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 6, limit: 2 });
    expect(list.json().items).toHaveLength(2);

    const response = await as.get('/api/admin/subscribers/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,status,user_slug,subscribed_at,state');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(new RegExp(`^first@example\\.test,active,${shopper.slug},\\d{4}-.*,pending$`));
    expect(lines[2]).toMatch(/^'=cmd\|' \/C calc'!A0@example\.test,active,/);
    expect(lines[3]).toMatch(/^'\+1234@example\.test,/);
    expect(lines[4]).toMatch(/^'-minus@example\.test,/);
    expect(lines[5]).toMatch(/^'@at@example\.test,/);
    expect(lines[6]).toMatch(/^"quote""comma,@example\.test",active,/);
    // No e-mail cell of the export starts with a formula character.
    for (const line of lines.slice(1)) expect(line).not.toMatch(/^"?[=+\-@]/);

    expect((await asUser(t.app, shopper).get('/api/admin/subscribers/export')).statusCode).toBe(403);
  });
});

describe('reported items and contact messages', () => {
  it('resolves a report and hides the product in the same step', async () => {
    const product = await createProduct(t.database.db, { name: 'Suspicious Widget' });
    const [report] = await t.database.db
      .insert(reportedItems)
      .values({ productId: product.id, userId: shopper.id, title: 'Counterfeit', note: 'Looks fake' })
      .returning();
    const list = await as.get('/api/admin/reports?status=open');
    expect(list.json().items).toEqual([
      expect.objectContaining({
        slug: report!.slug,
        product_slug: product.slug,
        productName: 'Suspicious Widget',
        reporter: { slug: shopper.slug, name: 'Sam Shopper' },
        status: 'open',
      }),
    ]);
    const resolved = await as.patch(`/api/admin/reports/${report!.slug}`, {
      status: 'resolved',
      deactivateProduct: true,
    });
    expect(resolved.json()).toMatchObject({ status: 'resolved', product_status: 'inactive' });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.status).toBe('inactive');
    expect((await as.patch('/api/admin/reports/unknown', { status: 'dismissed' })).statusCode).toBe(404);
  });

  it('lists contact messages and marks them read', async () => {
    const [message] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Vic Visitor', email: 'vic@example.test', subject: 'Hello', message: '<b>hi</b>' })
      .returning();
    const list = await as.get('/api/admin/contact-messages?status=unread');
    expect(list.json().items).toEqual([
      expect.objectContaining({ slug: message!.slug, message: '<b>hi</b>' }),
    ]);
    const read = await as.patch(`/api/admin/contact-messages/${message!.slug}`, { status: 'read' });
    expect(read.json().status).toBe('read');
    expect((await as.get('/api/admin/contact-messages?status=unread')).json().count).toBe(0);
  });
});

describe('blogs', () => {
  it('writes a post with sanitized rich text and manages blog categories', async () => {
    const category = await as.post('/api/admin/blog-categories', { name: 'Guides' });
    expect(category.statusCode).toBe(201);
    expect(category.json()).toMatchObject({ slug: 'guides', status: 'active', blogCount: 0 });
    expect((await as.post('/api/admin/blog-categories', { name: 'GUIDES' })).statusCode).toBe(409);

    const post = await as.post('/api/admin/blogs', {
      title: 'How to choose headphones',
      description: 'A short guide.',
      long_description:
        '<h1>Choose</h1><p onclick="steal()">Read <em>this</em></p><iframe src="https://evil"></iframe><ul><li>one</li></ul>',
      category_slug: 'guides',
      imageURL: '/uploads/blog.webp',
    });
    expect(post.statusCode).toBe(201);
    expect(post.json()).toMatchObject({
      slug: 'how-to-choose-headphones',
      long_description: '<h3>Choose</h3><p>Read <em>this</em></p><ul><li>one</li></ul>',
      category_slug: 'guides',
      postBy: 'Ada Admin',
      status: 'active',
    });
    expect((await asUser(t.app).get('/api/blogs/how-to-choose-headphones')).statusCode).toBe(200);
    const edited = await as.patch('/api/admin/blogs/how-to-choose-headphones', { status: 'inactive' });
    expect(edited.json().status).toBe('inactive');
    expect((await asUser(t.app).get('/api/blogs/how-to-choose-headphones')).statusCode).toBe(404);
    expect((await as.get('/api/admin/blogs?status=inactive')).json().count).toBeGreaterThanOrEqual(1);

    expect((await as.delete('/api/admin/blog-categories/guides')).statusCode).toBe(409);
    expect((await as.delete('/api/admin/blogs/how-to-choose-headphones')).statusCode).toBe(200);
    // A deleted post waiting for its Undo does not hold its category; deleting the category ends the Undo.
    expect((await as.delete('/api/admin/blog-categories/guides')).statusCode).toBe(200);
    expect((await as.post('/api/admin/blogs/how-to-choose-headphones/restore', {})).statusCode).toBe(404);
  });

  it('lists existing posts of every status', async () => {
    const category = await createBlogCategory(t.database.db, { name: 'News' });
    await createBlog(t.database.db, { category, status: 'inactive', title: 'Hidden news' });
    const response = await as.get('/api/admin/blogs?search=hidden');
    expect(response.json().items.map((item: { title: string }) => item.title)).toEqual(['Hidden news']);
  });
});

describe('coupons', () => {
  it('creates, edits and deletes coupons in the Coupon shape', async () => {
    const created = await as.post('/api/admin/coupons', {
      code: 'SPRING15',
      name: 'Spring',
      discount: { role: 'percent', value: 15 },
      minimum_purchase: 20,
      expired_date: new Date(Date.now() + 86_400_000).toISOString(),
      items_number: 100,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'SPRING15',
      discount: { role: 'percent', value: 15 },
      minimum_purchase: 20,
      items_number: 100,
      apply_qty: 0,
      per_user_limit: 1,
      status: 'active',
    });
    // The answer's shape (apply_qty, seller_slug, …) is not a valid body: the body is strict.
    const echoed = { ...(created.json() as Record<string, unknown>), code: 'spring15' };
    expect((await as.post('/api/admin/coupons', echoed)).statusCode).toBe(400);
    const duplicate = await as.post('/api/admin/coupons', {
      code: 'spring15',
      name: 'Again',
      discount: { role: 'amount', value: 5 },
      expired_date: new Date(Date.now() + 86_400_000).toISOString(),
      items_number: 1,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(
      (
        await as.post('/api/admin/coupons', {
          code: 'BAD101',
          name: 'Too much',
          discount: { role: 'percent', value: 101 },
          expired_date: new Date(Date.now() + 86_400_000).toISOString(),
          items_number: 1,
        })
      ).statusCode,
    ).toBe(400);
    const edited = await as.patch('/api/admin/coupons/SPRING15', {
      discount: { role: 'amount', value: 7.5 },
    });
    expect(edited.json().discount).toEqual({ role: 'amount', value: 7.5 });
    expect(
      (await as.patch('/api/admin/coupons/SPRING15', { expired_date: '2000-01-01T00:00:00Z' })).statusCode,
    ).toBe(400);
    expect((await as.delete('/api/admin/coupons/SPRING15')).statusCode).toBe(200);
    expect((await as.get('/api/admin/coupons/SPRING15')).statusCode).toBe(404);
  });

  it('refuses to delete a coupon that was redeemed', async () => {
    const coupon = await createCoupon(t.database.db, { code: 'USED10', perUserLimit: null });
    const product = await createProduct(t.database.db, { priceCents: 3000 });
    await putInCart(t.database.db, shopper, product, 1);
    const placed = await orderRequest(asUser(t.app, shopper), shopper, { coupon_code: 'USED10' });
    expect(placed.statusCode).toBe(201);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.slug, placed.json().data.slug));
    const redemptions = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order!.id));
    expect(redemptions).toHaveLength(1);
    const response = await as.delete(`/api/admin/coupons/${coupon.code}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('in_use');
  });
});
