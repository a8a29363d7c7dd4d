/**
 * Moderation (decision 0028), seller replies and tracked shipping, and the product-edit policy (decision
 * 0021): one app for the file, fixtures per test.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments, marketplaceSettings, productEdits, products, reviews } from '../../db/schema/index.ts';
import {
  createBlog,
  createBlogComment,
  createProduct,
  createReview,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { type SmtpSink, startSmtpSink } from '../mail/mail.test-support.ts';
import {
  asUser,
  type Caller,
  confirmReceipt,
  deliver,
  orderRequest,
  putInCart,
} from '../orders/orders.test-support.ts';
import { createTestSeller, type TestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

let t: TestApp;
let sink: SmtpSink;
let admin: Caller;
let seller: TestSeller;
let otherSeller: TestSeller;
let asSeller: Caller;
let asOther: Caller;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://shop.example' } });
  admin = asUser(t.app, await createTestUser(t.app, { role: 'admin' }));
  seller = await createTestSeller(t.app, { shopName: 'Reply Shop' });
  otherSeller = await createTestSeller(t.app, { shopName: 'Other Shop' });
  asSeller = asUser(t.app, seller);
  asOther = asUser(t.app, otherSeller);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const setPremoderation = (on: boolean) =>
  t.database.db.update(marketplaceSettings).set({ premoderateReviews: on, premoderateComments: on });

/** A buyer with a placed order of `product`; delivered and confirmed when told. */
async function buyerWithOrder(product: { id: number }, delivered: boolean) {
  const user = await createTestUser(t.app, { fullName: 'Bea Buyer' });
  const as = asUser(t.app, user);
  await putInCart(t.database.db, user, product, 1);
  const slug: string = (await orderRequest(as, user)).json().data.slug;
  if (delivered) {
    await deliver(t.database.db, slug);
    await confirmReceipt(as, slug);
  }
  return { user, as, slug };
}

describe('pre-moderated reviews', () => {
  it('holds a new review back until an admin approves it, then counts it', async () => {
    await setPremoderation(true);
    try {
      const settings = await admin.get('/api/admin/settings');
      expect(settings.json()).toMatchObject({ premoderateReviews: true, premoderateComments: true });
      const product = await createProduct(t.database.db, { seller: seller.shop });
      const { as, slug } = await buyerWithOrder(product, true);
      const posted = await as.post('/api/reviews', {
        product_slug: product.slug,
        order_slug: slug,
        rating: 4,
        message: 'Good lamp',
      });
      expect(posted.statusCode).toBe(201);
      expect(posted.json()).toMatchObject({ status: 'inactive', awaitingApproval: true });
      const review = posted.json().slug as string;

      const before = await asUser(t.app).get(`/api/reviews/reviewProducts/${product.slug}`);
      expect(before.json()).toMatchObject({ reviews: [], count: 0 });
      const queue = await admin.get('/api/admin/reviews?state=waiting&limit=100');
      expect(queue.json().items.map((item: { slug: string }) => item.slug)).toContain(review);

      const approved = await admin.post('/api/admin/reviews/bulk', { slugs: [review], action: 'approve' });
      expect(approved.json()).toEqual({ updated: 1 });
      const after = await asUser(t.app).get(`/api/reviews/reviewProducts/${product.slug}`);
      expect(after.json()).toMatchObject({ count: 1, reviews: [{ slug: review, status: 'active' }] });
      const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
      expect(row?.reviewCount).toBe(1);
    } finally {
      await setPremoderation(false);
    }
  });

  it('publishes at once when pre-moderation is off (the default)', async () => {
    const product = await createProduct(t.database.db, { seller: seller.shop });
    const { as, slug } = await buyerWithOrder(product, true);
    const posted = await as.post('/api/reviews', {
      product_slug: product.slug,
      order_slug: slug,
      rating: 5,
      message: 'Lovely',
    });
    expect(posted.json()).toMatchObject({ status: 'active', awaitingApproval: false });
  });

  it('hides with a reason, restores and deletes in bulk, all or none', async () => {
    const product = await createProduct(t.database.db, { seller: seller.shop });
    const a = await createReview(t.database.db, { product, rating: 1 });
    const b = await createReview(t.database.db, { product, rating: 5 });
    const noReason = await admin.post('/api/admin/reviews/bulk', { slugs: [a.slug], action: 'hide' });
    expect(noReason.statusCode).toBe(400);
    const unknown = await admin.post('/api/admin/reviews/bulk', {
      slugs: [a.slug, 'no-such-review'],
      action: 'hide',
      note: 'Spam',
    });
    expect(unknown.statusCode).toBe(404);
    const [untouched] = await t.database.db.select().from(reviews).where(eq(reviews.id, a.id));
    expect(untouched?.status).toBe('active');

    const hidden = await admin.post('/api/admin/reviews/bulk', {
      slugs: [a.slug, b.slug],
      action: 'hide',
      note: 'Spam',
    });
    expect(hidden.json()).toEqual({ updated: 2 });
    const list = await admin.get(
      `/api/admin/reviews?state=hidden&search=${encodeURIComponent(product.productName)}`,
    );
    expect(list.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: a.slug, moderationNote: 'Spam', state: 'hidden' }),
      ]),
    );
    let [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.reviewCount).toBe(0);

    await admin.post('/api/admin/reviews/bulk', { slugs: [b.slug], action: 'restore' });
    await admin.post('/api/admin/reviews/bulk', { slugs: [a.slug], action: 'delete' });
    [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ reviewCount: 1, rating: 5 });
    expect(await t.database.db.select().from(reviews).where(eq(reviews.id, a.id))).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await asSeller.get('/api/admin/reviews')).statusCode).toBe(403);
    expect((await asUser(t.app).get('/api/admin/blog-comments')).statusCode).toBe(401);
  });
});

describe('blog comments', () => {
  it('holds new comments under pre-moderation and moderates them', async () => {
    const blog = await createBlog(t.database.db);
    await setPremoderation(true);
    let slug: string;
    try {
      const author = asUser(t.app, await createTestUser(t.app));
      const posted = await author.post('/api/blog-comments', { blogSlug: blog.slug, comment: 'First!' });
      expect(posted.statusCode).toBe(201);
      expect(posted.json()).toMatchObject({ status: 'inactive', awaitingApproval: true });
      slug = posted.json().slug;
    } finally {
      await setPremoderation(false);
    }
    const waiting = await admin.get('/api/admin/blog-comments?state=waiting');
    expect(waiting.json().items.map((item: { slug: string }) => item.slug)).toContain(slug);
    await admin.post('/api/admin/blog-comments/bulk', { slugs: [slug], action: 'approve' });
    const other = await createBlogComment(t.database.db, { blog });
    await admin.post('/api/admin/blog-comments/bulk', { slugs: [other.slug], action: 'hide', note: 'Rude' });
    const rows = await t.database.db.select().from(blogComments).where(eq(blogComments.blogId, blog.id));
    expect(
      Object.fromEntries(rows.map((r) => [r.slug, [r.status, r.awaitingApproval, r.moderationNote]])),
    ).toEqual({
      [slug]: ['active', false, null],
      [other.slug]: ['inactive', false, 'Rude'],
    });
  });
});

describe('seller replies', () => {
  it('lets the shop answer its own product’s review once, in public, and nobody else', async () => {
    const product = await createProduct(t.database.db, { seller: seller.shop });
    const review = await createReview(t.database.db, { product });
    const theirs = await asOther.put(`/api/seller/reviews/${review.slug}/reply`, { reply: 'Not mine' });
    expect(theirs.statusCode).toBe(403);
    expect((await asSeller.put('/api/seller/reviews/nope/reply', { reply: 'x' })).statusCode).toBe(404);
    expect((await asSeller.put(`/api/seller/reviews/${review.slug}/reply`, { reply: '  ' })).statusCode).toBe(
      400,
    );

    await asSeller.put(`/api/seller/reviews/${review.slug}/reply`, { reply: 'Sorry about that' });
    const replied = await asSeller.put(`/api/seller/reviews/${review.slug}/reply`, { reply: 'Thank you!' });
    expect(replied.json().sellerReply).toMatchObject({ message: 'Thank you!' });
    const shown = await asUser(t.app).get(`/api/reviews/reviewProducts/${product.slug}`);
    expect(shown.json().reviews[0].sellerReply).toMatchObject({ message: 'Thank you!' });

    const mine = await asSeller.get('/api/seller/reviews');
    expect(mine.json().items.map((item: { slug: string }) => item.slug)).toContain(review.slug);
    const notTheirs = await asOther.get('/api/seller/reviews');
    expect(notTheirs.json().items.map((item: { slug: string }) => item.slug)).not.toContain(review.slug);

    expect((await asSeller.delete(`/api/seller/reviews/${review.slug}/reply`)).json().sellerReply).toBeNull();
  });
});

describe('seller shipping with tracking', () => {
  it('accepts and ships its own line with a carrier; the buyer sees the tracking link', async () => {
    const product = await createProduct(t.database.db, { seller: seller.shop });
    const { as, slug } = await buyerWithOrder(product, false);
    const lines = await asSeller.get('/api/seller/order-lines?limit=100');
    const line = lines.json().items.find((item: { order_slug: string }) => item.order_slug === slug);
    expect(line).toMatchObject({ line_status: 'pending', tracking: null });

    const stranger = await asOther.patch(`/api/seller/order-lines/${line.slug}`, {
      line_status: 'processing',
    });
    expect(stranger.statusCode).toBe(403);
    expect(
      (await asSeller.patch(`/api/seller/order-lines/${line.slug}`, { line_status: 'processing' }))
        .statusCode,
    ).toBe(200);
    const half = await asSeller.patch(`/api/seller/order-lines/${line.slug}`, {
      line_status: 'shipped',
      carrier: 'ups',
    });
    expect(half.statusCode).toBe(400);
    const strangerShip = await asOther.patch(`/api/seller/order-lines/${line.slug}`, {
      line_status: 'shipped',
      carrier: 'ups',
      tracking_number: '1Z999AA10123456784',
    });
    expect(strangerShip.statusCode).toBe(403);
    const shipped = await asSeller.patch(`/api/seller/order-lines/${line.slug}`, {
      line_status: 'shipped',
      carrier: 'ups',
      tracking_number: '1Z999AA10123456784',
    });
    expect(shipped.statusCode).toBe(200);
    const tracking = {
      carrier: 'ups',
      carrierName: 'UPS',
      number: '1Z999AA10123456784',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    };
    expect(shipped.json()).toMatchObject({ line_status: 'shipped', tracking });

    const order = await as.get(`/api/orders/${slug}`);
    expect(order.json().product_list[0]).toMatchObject({ line_status: 'shipped', tracking });
    const mail = await sink.waitFor(
      (received) => received.subject === `Part of your order ${slug} is on its way`,
    );
    expect(mail.textPart).toContain('Tracking number: 1Z999AA10123456784');
    expect(mail.textPart).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
  });
});

describe('product edits (decision 0021)', () => {
  it('keeps an approved product live, queues the listing change with a diff, and not a price change', async () => {
    const product = await createProduct(t.database.db, { seller: seller.shop, name: 'Old Name' });
    const renamed = await asSeller.patch(`/api/seller/products/${product.slug}`, { productName: 'New Name' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ productName: 'New Name', approvalStatus: 'approved' });
    const visible = await asUser(t.app).get(`/api/products/${product.slug}`);
    expect(visible.statusCode).toBe(200);
    await asSeller.patch(`/api/seller/products/${product.slug}`, { stock: 3 });

    const queue = await admin.get('/api/admin/product-edits?limit=100');
    const edits = queue
      .json()
      .items.filter((item: { product_slug: string }) => item.product_slug === product.slug);
    expect(edits).toEqual([
      expect.objectContaining({
        changes: { productName: { before: 'Old Name', after: 'New Name' } },
        reviewedAt: null,
      }),
    ]);
    expect(
      (await admin.post('/api/admin/product-edits/reviewed', { slugs: [edits[0].slug, 'nope'] })).statusCode,
    ).toBe(404);
    const [stillOpen] = await t.database.db
      .select()
      .from(productEdits)
      .where(eq(productEdits.slug, edits[0].slug));
    expect(stillOpen?.reviewedAt).toBeNull();
    expect(
      (await admin.post('/api/admin/product-edits/reviewed', { slugs: [edits[0].slug] })).json(),
    ).toEqual({
      updated: 1,
    });
    const open = await admin.get('/api/admin/product-edits?limit=100');
    expect(open.json().items.map((item: { slug: string }) => item.slug)).not.toContain(edits[0].slug);
  });

  it('sends an edited rejected product back for approval', async () => {
    const product = await createProduct(t.database.db, { seller: seller.shop, approvalStatus: 'rejected' });
    const edited = await asSeller.patch(`/api/seller/products/${product.slug}`, {
      productName: 'Fixed Name',
    });
    expect(edited.json()).toMatchObject({ approvalStatus: 'pending' });
  });
});
