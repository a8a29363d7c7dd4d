import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@shop/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApplications, sellers, users } from '../../db/schema/index.ts';
import { createSeller } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser } from '../orders/orders.test-support.ts';
import { uploadTestImage } from '../uploads/uploads.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';
import { ownApplicationBySlug, shopSlugFrom } from './seller-applications.service.ts';

let t: TestApp;
let dataDir: string;
let admin: TestUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'seller-apply-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  admin = await createTestUser(t.app, { role: 'admin', fullName: 'Ada Admin' });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

let counter = 0;
function application(overrides: Record<string, unknown> = {}, shop: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `shop${counter}@example.test`,
    phone: '+1 555 0100',
    shop: { shop_name: `Corner Shop ${counter}`, shop_address: '1 High Street', ...shop },
    description: 'Hand-made goods.',
    acceptTerms: true,
    ...overrides,
  };
}

async function applicationsOf(user: TestUser) {
  return t.database.db.select().from(sellerApplications).where(eq(sellerApplications.userId, user.id));
}

describe('shopSlugFrom', () => {
  it('derives URL-safe slugs from shop names', () => {
    expect(shopSlugFrom('Golden Hour Goods!')).toBe('golden-hour-goods');
    expect(shopSlugFrom('  Café Crème  ')).toBe('cafe-creme');
    expect(shopSlugFrom('東京')).toBe('shop');
  });
});

describe('POST /api/users/seller_apply', () => {
  it('answers 401 to a visitor', async () => {
    const response = await asUser(t.app).post('/api/users/seller_apply', application());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, message: messages.userNotSignedIn });
  });

  it('creates a pending application with uploaded logo and cover, slug derived from the name', async () => {
    const ada = await createTestUser(t.app);
    const logo = await uploadTestImage(t.app, ada, 300, 300);
    const cover = await uploadTestImage(t.app, ada, 1600, 400);
    const response = await asUser(t.app, ada).post(
      '/api/users/seller_apply',
      application({}, { shop_name: 'Golden  Hour Goods', shop_logo: logo, shop_cover: cover }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'pending',
      user_slug: ada.slug,
      shop: {
        shop_name: 'Golden Hour Goods',
        shop_slug: 'golden-hour-goods',
        shop_logo: logo,
        shop_cover: cover,
      },
      reason: null,
      decidedAt: null,
    });

    const own = await asUser(t.app, ada).get('/api/users/seller_apply');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ slug: response.json().slug, status: 'pending' });
  });

  it('takes an empty shop_logo and shop_cover (as the original storefront sends them) as no image', async () => {
    const ada = await createTestUser(t.app);
    const response = await asUser(t.app, ada).post(
      '/api/users/seller_apply',
      application({}, { shop_logo: '', shop_cover: '' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().shop).toMatchObject({ shop_logo: null, shop_cover: null });
  });

  it('refuses a second open application with 409 "Already exists !"', async () => {
    const ada = await createTestUser(t.app);
    expect((await asUser(t.app, ada).post('/api/users/seller_apply', application())).statusCode).toBe(201);
    const second = await asUser(t.app, ada).post('/api/users/seller_apply', application());
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      statusCode: 409,
      message: messages.sellerApplicationExists,
      code: 'seller_application_exists',
    });
    expect(await applicationsOf(ada)).toHaveLength(1);
  });

  it('refuses a shop name already used by a shop or an open application, ignoring case', async () => {
    await createSeller(t.database.db, { shopName: 'Existing Emporium' });
    const bea = await createTestUser(t.app);
    const taken = await asUser(t.app, bea).post(
      '/api/users/seller_apply',
      application({}, { shop_name: 'existing EMPORIUM' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'shop_name_taken' });
    expect(taken.json().message).toContain('already taken');

    const cal = await createTestUser(t.app);
    const dan = await createTestUser(t.app);
    expect(
      (await asUser(t.app, cal).post('/api/users/seller_apply', application({}, { shop_name: 'Twin Peaks' })))
        .statusCode,
    ).toBe(201);
    const twin = await asUser(t.app, dan).post(
      '/api/users/seller_apply',
      application({}, { shop_name: 'TWIN peaks' }),
    );
    expect(twin.statusCode).toBe(409);
    expect(twin.json().code).toBe('shop_name_taken');
    expect(await applicationsOf(bea)).toHaveLength(0);
    expect(await applicationsOf(dan)).toHaveLength(0);
  });

  it('requires the seller terms, a valid contact and uploaded images', async () => {
    const eve = await createTestUser(t.app);
    const caller = asUser(t.app, eve);
    const noTerms = await caller.post('/api/users/seller_apply', application({ acceptTerms: false }));
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().message).toContain('acceptTerms');
    const missing = application();
    delete (missing as Partial<typeof missing>).acceptTerms;
    expect((await caller.post('/api/users/seller_apply', missing)).statusCode).toBe(400);
    const badEmail = await caller.post('/api/users/seller_apply', application({ email: 'not-an-email' }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('email');
    const foreignLogo = await caller.post(
      '/api/users/seller_apply',
      application({}, { shop_logo: 'https://evil.example/logo.png' }),
    );
    expect(foreignLogo.statusCode).toBe(400);
    expect(foreignLogo.json().code).toBe('unknown_image');
    const script = await caller.post(
      '/api/users/seller_apply',
      application({}, { shop_logo: 'javascript:alert(1)' }),
    );
    expect(script.statusCode).toBe(400);
    const extra = await caller.post('/api/users/seller_apply', application({ role: 'admin' }));
    expect(extra.statusCode).toBe(400);
    expect(await applicationsOf(eve)).toHaveLength(0);
  });

  it('refuses a user who already has a shop', async () => {
    const seller = await createTestUser(t.app, { role: 'seller' });
    await t.database.db
      .insert(sellers)
      .values({ userId: seller.id, shopName: `Own ${seller.slug}`, shopSlug: `own-${seller.slug}` });
    const response = await asUser(t.app, seller).post('/api/users/seller_apply', application());
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('already_a_seller');
  });

  it('ownApplicationBySlug (for GET /users/seller/{slug}) shows an application to its applicant only', async () => {
    const gus = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const created = (await asUser(t.app, gus).post('/api/users/seller_apply', application())).json();
    const db = t.database.db;
    expect(await ownApplicationBySlug(db, gus, gus.slug)).toMatchObject({
      slug: created.slug,
      status: 'pending',
    });
    expect(await ownApplicationBySlug(db, gus, created.slug)).toMatchObject({ slug: created.slug });
    expect(await ownApplicationBySlug(db, other, created.slug)).toBeNull();
    expect(await ownApplicationBySlug(db, other, gus.slug)).toBeNull();
    expect(await ownApplicationBySlug(db, null, gus.slug)).toBeNull();
  });

  it('GET answers 404 before applying and 401 to a visitor', async () => {
    const fay = await createTestUser(t.app);
    expect((await asUser(t.app, fay).get('/api/users/seller_apply')).statusCode).toBe(404);
    expect((await asUser(t.app).get('/api/users/seller_apply')).statusCode).toBe(401);
  });
});

describe('admin decisions on applications', () => {
  async function apply(user: TestUser, shopName: string) {
    const response = await asUser(t.app, user).post(
      '/api/users/seller_apply',
      application({}, { shop_name: shopName }),
    );
    expect(response.statusCode).toBe(201);
    return response.json() as { slug: string };
  }

  it('refuses visitors (401) and customers and sellers (403), changing nothing', async () => {
    const gil = await createTestUser(t.app);
    const { slug } = await apply(gil, 'Gil Gadgets');
    const customer = await createTestUser(t.app);
    const seller = await createTestUser(t.app, { role: 'seller' });
    for (const [caller, status] of [
      [asUser(t.app), 401],
      [asUser(t.app, customer), 403],
      [asUser(t.app, seller), 403],
      [asUser(t.app, gil), 403],
    ] as const) {
      expect((await caller.post(`/api/admin/seller-applications/${slug}/approve`, {})).statusCode).toBe(
        status,
      );
      expect(
        (await caller.post(`/api/admin/seller-applications/${slug}/reject`, { reason: 'No.' })).statusCode,
      ).toBe(status);
      expect((await caller.get('/api/admin/seller-applications')).statusCode).toBe(status);
    }
    const [row] = await applicationsOf(gil);
    expect(row?.status).toBe('pending');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, gil.id));
    expect(user?.role).toBe('buyer');
  });

  it('approves: creates the shop, makes the user a seller, e-mails them; a second decision is 409', async () => {
    const hal = await createTestUser(t.app, { fullName: 'Hal Maker' });
    const { slug } = await apply(hal, 'Hal Hardware');
    const list = await asUser(t.app, admin).get(
      '/api/admin/seller-applications?status=pending&search=hal%20hardware',
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { slug: string }) => item.slug)).toContain(slug);

    const response = await asUser(t.app, admin).post(`/api/admin/seller-applications/${slug}/approve`, {
      note: 'Welcome aboard',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', reason: 'Welcome aboard' });
    expect(response.json().decidedAt).toEqual(expect.any(String));

    const [user] = await t.database.db.select().from(users).where(eq(users.id, hal.id));
    expect(user?.role).toBe('seller');
    const [shop] = await t.database.db.select().from(sellers).where(eq(sellers.userId, hal.id));
    expect(shop).toMatchObject({ shopName: 'Hal Hardware', shopSlug: 'hal-hardware', status: 'active' });

    const mail = t.app.mailer.outbox().findLast((sent) => sent.to === hal.email);
    expect(mail?.subject).toContain('Hal Hardware');
    expect(mail?.text).toContain('approved');
    expect(mail?.link).toMatch(/\/seller$/);

    // The new seller reaches the dashboard on the very next request, and the public shop page exists.
    expect((await asUser(t.app, hal).get('/api/seller/shop')).statusCode).toBe(200);
    expect((await asUser(t.app).get('/api/users/seller/hal-hardware')).statusCode).toBe(200);

    const again = await asUser(t.app, admin).post(`/api/admin/seller-applications/${slug}/reject`, {
      reason: 'Oops',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('application_already_decided');
  });

  it('rejects with a reason, e-mails it, and lets the user apply again', async () => {
    const ivy = await createTestUser(t.app);
    const { slug } = await apply(ivy, 'Ivy Imports');
    const noReason = await asUser(t.app, admin).post(`/api/admin/seller-applications/${slug}/reject`, {});
    expect(noReason.statusCode).toBe(400);
    const response = await asUser(t.app, admin).post(`/api/admin/seller-applications/${slug}/reject`, {
      reason: 'Please add a real address.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', reason: 'Please add a real address.' });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, ivy.id));
    expect(user?.role).toBe('buyer');
    expect(await t.database.db.select().from(sellers).where(eq(sellers.userId, ivy.id))).toHaveLength(0);
    const mail = t.app.mailer.outbox().findLast((sent) => sent.to === ivy.email);
    expect(mail?.text).toContain('Please add a real address.');

    const own = await asUser(t.app, ivy).get('/api/users/seller_apply');
    expect(own.json()).toMatchObject({ status: 'rejected', reason: 'Please add a real address.' });
    // The rejected name is free again, and the user may re-apply.
    expect(
      (
        await asUser(t.app, ivy).post(
          '/api/users/seller_apply',
          application({}, { shop_name: 'Ivy Imports' }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('answers 404 for an unknown application', async () => {
    expect(
      (await asUser(t.app, admin).post('/api/admin/seller-applications/nope/approve', {})).statusCode,
    ).toBe(404);
    expect((await asUser(t.app, admin).get('/api/admin/seller-applications/nope')).statusCode).toBe(404);
  });
});
