/**
 * Abuse (SECURITY.md): password guessing against one account and password spraying across many, with and
 * without a rotating X-Forwarded-For, behind no trusted proxy and behind a trusted one (TRUST_PROXY); then
 * 20 identical requests at once for reviews, newsletter subscriptions, seller applications and wishlist adds.
 * An attempt REACHES THE PASSWORD CHECK when it is not refused with 429 by the abuse limits (which run
 * before better-auth looks at the password); duplicates are counted in the database.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, sellerApplications, subscribers, wishlists } from '../db/schema/index.ts';
import {
  asUser,
  confirmReceipt,
  deliver,
  orderRequest,
  putInCart,
} from '../modules/orders/orders.test-support.ts';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { abuseRules } from '../plugins/rate-limit.ts';
import { createProduct } from '../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const signIn = abuseRules['sign-in'];
/**
 * Every guess that reaches the check costs a password hash, unknown e-mails included (their dummy hash
 * hides whether the account exists), and a hash is slow on a busy machine.
 */
const guessing = { timeout: 120_000 };
const figures: Record<string, number> = {};
const apps: TestApp[] = [];

async function appWith(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await createTestApp({ env });
  apps.push(app);
  return app;
}

/** One wrong-password attempt; answers whether it got past the abuse limits (i.e. was not a 429). */
async function guess(
  t: TestApp,
  email: string,
  options: { remoteAddress?: string; forwardedFor?: string } = {},
): Promise<boolean> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress: options.remoteAddress ?? '203.0.113.7',
    headers: {
      origin: 'http://localhost',
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    payload: { email, password: 'definitely-the-wrong-password' },
  });
  expect([401, 429]).toContain(response.statusCode);
  return response.statusCode !== 429;
}

async function countReached(attempts: (() => Promise<boolean>)[]): Promise<number> {
  let reached = 0;
  for (const attempt of attempts) if (await attempt()) reached += 1;
  return reached;
}

const rotatingIp = (i: number) => `10.${(i >> 8) & 255}.${i & 255}.${(i * 7) & 255}`;

afterAll(async () => {
  console.log(
    `abuse: ${Object.entries(figures)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ')}`,
  );
  for (const t of apps) await t.close();
});

describe('password guessing, no trusted proxy', () => {
  let t: TestApp;
  let victim: TestUser;
  beforeAll(async () => {
    t = await appWith();
    victim = await createTestUser(t.app);
  });

  it(
    'lets at most the per-account budget of 100 wrong passwords reach the password check',
    guessing,
    async () => {
      const reached = await countReached(Array.from({ length: 100 }, () => () => guess(t, victim.email)));
      figures['guesses reaching check (1 IP)'] = reached;
      expect(reached).toBeGreaterThan(0);
      expect(reached).toBeLessThanOrEqual(signIn.perEmail.max);
    },
  );

  it('is not fooled by a rotating X-Forwarded-For, per account or per address', guessing, async () => {
    const other = await createTestUser(t.app);
    const onOneAccount = await countReached(
      Array.from(
        { length: 100 },
        (_, i) => () =>
          guess(t, other.email, { remoteAddress: '198.51.100.20', forwardedFor: rotatingIp(i) }),
      ),
    );
    figures['guesses reaching check (rotating XFF)'] = onOneAccount;
    expect(onOneAccount).toBeLessThanOrEqual(signIn.perEmail.max);

    // Spraying: one guess per account over 100 accounts, each with a fresh X-Forwarded-For.
    const sprayed = await countReached(
      Array.from(
        { length: 100 },
        (_, i) => () =>
          guess(t, `spray-${i}@example.test`, {
            remoteAddress: '198.51.100.21',
            forwardedFor: rotatingIp(i),
          }),
      ),
    );
    figures['spray reaching check (rotating XFF)'] = sprayed;
    expect(sprayed).toBe(signIn.perIp.max);
  });
});

describe('password guessing behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  const proxy = '192.0.2.10';
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: proxy });
  });

  it('counts the client address the trusted proxy forwards', guessing, async () => {
    const budget = signIn.perIp.max;
    // Distinct clients behind the proxy each get their own budget…
    const distinct = await countReached(
      Array.from(
        { length: budget + 10 },
        (_, i) => () =>
          guess(t, `client-${i}@example.test`, { remoteAddress: proxy, forwardedFor: rotatingIp(i) }),
      ),
    );
    expect(distinct).toBe(budget + 10);
    // …and one client behind it is limited like any other address.
    const single = await countReached(
      Array.from(
        { length: budget + 10 },
        (_, i) => () =>
          guess(t, `same-${i}@example.test`, { remoteAddress: proxy, forwardedFor: '203.0.113.99' }),
      ),
    );
    figures['one client behind trusted proxy reaching check'] = single;
    expect(single).toBe(budget);
  });

  it('ignores X-Forwarded-For from a peer that is not the trusted proxy', guessing, async () => {
    const spoofed = await countReached(
      Array.from(
        { length: 60 },
        (_, i) => () =>
          guess(t, `spoof-${i}@example.test`, {
            remoteAddress: '198.51.100.66',
            forwardedFor: rotatingIp(i),
          }),
      ),
    );
    figures['spoofed XFF reaching check'] = spoofed;
    expect(spoofed).toBe(signIn.perIp.max);
  });
});

describe('20 identical requests at once', () => {
  let t: TestApp;
  let buyer: TestUser;
  let productSlug: string;
  let orderSlug: string;
  beforeAll(async () => {
    t = await appWith();
    buyer = await createTestUser(t.app);
    const product = await createProduct(t.app.db, { stock: 10 });
    productSlug = product.slug;
    await putInCart(t.app.db, buyer, product, 1);
    const placed = await orderRequest(asUser(t.app, buyer), buyer);
    expect(placed.statusCode).toBe(201);
    orderSlug = placed.json().data.slug;
    await deliver(t.app.db, orderSlug);
    await confirmReceipt(asUser(t.app, buyer), orderSlug);
  });

  async function burst(method: 'POST', url: string, body: unknown) {
    const as = asUser(t.app, buyer);
    const responses = await Promise.all(Array.from({ length: 20 }, () => as.request(method, url, body)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    return statuses;
  }

  it('stores one review, one subscription, one seller application and one wishlist entry', async () => {
    const reviewStatuses = await burst('POST', '/api/reviews', {
      product_slug: productSlug,
      order_slug: orderSlug,
      rating: 5,
      message: 'Once only',
    });
    expect(reviewStatuses.filter((status) => status === 201)).toHaveLength(1);
    await burst('POST', '/api/subscriber', { email: buyer.email.toUpperCase(), user_slug: buyer.slug });
    const applyStatuses = await burst('POST', '/api/users/seller_apply', {
      email: 'shop@example.test',
      phone: '+1 555 0100',
      shop: { shop_name: `Burst Shop ${buyer.slug}`, shop_address: '1 Burst Road' },
      description: 'A shop applied for twenty times at once',
      acceptTerms: true,
    });
    expect(applyStatuses.filter((status) => status === 201)).toHaveLength(1);
    await burst('POST', '/api/wishlist', { user_slug: buyer.slug, slug: productSlug });

    const stored = {
      reviews: await t.app.db.select().from(reviews).where(eq(reviews.userId, buyer.id)),
      subscriptions: await t.app.db
        .select()
        .from(subscribers)
        .where(sql`lower(${subscribers.email}) = ${buyer.email.toLowerCase()}`),
      applications: await t.app.db
        .select()
        .from(sellerApplications)
        .where(eq(sellerApplications.userId, buyer.id)),
      wishlist: await t.app.db.select().from(wishlists).where(eq(wishlists.userId, buyer.id)),
    };
    const duplicates = Object.values(stored).reduce((sum, rows) => sum + Math.max(0, rows.length - 1), 0);
    figures['duplicates stored'] = duplicates;
    expect(Object.fromEntries(Object.entries(stored).map(([name, rows]) => [name, rows.length]))).toEqual({
      reviews: 1,
      subscriptions: 1,
      applications: 1,
      wishlist: 1,
    });
  });
});
