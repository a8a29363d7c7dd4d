import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, sampleAddress } from '../orders/orders.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';

let t: TestApp;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [ada, bob] = await Promise.all([createTestUser(t.app), createTestUser(t.app)]);
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = (user: { id: string }) =>
  t.database.db.select().from(addresses).where(eq(addresses.userId, user.id));

describe('POST /api/addresses', () => {
  it('saves an address; the first becomes the default and a new default replaces it', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const first = await as.post('/api/addresses', { ...sampleAddress, user_slug: user.slug });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...sampleAddress, user_slug: user.slug, isDefault: true });

    const second = await as.post('/api/addresses', { ...sampleAddress, city: 'Leeds', state: '', email: '' });
    expect(second.json()).toMatchObject({ city: 'Leeds', state: null, email: null, isDefault: false });

    const third = await as.post('/api/addresses', { ...sampleAddress, city: 'York', isDefault: true });
    expect(third.json().isDefault).toBe(true);
    const rows = await rowsOf(user);
    expect(rows.filter((row) => row.isDefault).map((row) => row.city)).toEqual(['York']);

    const list = (await as.get(`/api/addresses/${user.slug}`)).json();
    expect(list.map((address: { city: string }) => address.city)).toEqual(['York', 'Leeds', 'London']);
  });

  it('keeps one default when several defaults are saved at once', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const responses = await Promise.all(
      ['A', 'B', 'C', 'D'].map((city) =>
        as.post('/api/addresses', { ...sampleAddress, city, isDefault: true }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    expect((await rowsOf(user)).filter((row) => row.isDefault)).toHaveLength(1);
  });

  it.each([
    [
      'a phone with letters',
      { phone: '555-CALL-NOW' },
      'Phone may contain only digits, spaces, dashes and a leading +',
    ],
    ['a short phone', { phone: '12345' }, 'Phone must have 7 to 20 characters'],
    ['a long phone', { phone: '1'.repeat(21) }, 'Phone must have 7 to 20 characters'],
    ['no name', { name: '  ' }, 'Name is required'],
    ['a bad email', { email: 'not-an-email' }, 'Email must be a valid e-mail address'],
    ['no city', { city: undefined }, 'City is required'],
    ['an unknown field', { zip: '12345' }, 'Unrecognized key: "zip"'],
  ])('refuses %s with a clear message', async (_name, change, message) => {
    const response = await asUser(t.app, ada).post('/api/addresses', { ...sampleAddress, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('accepts phones with a leading +, spaces and dashes', async () => {
    for (const phone of ['+1 555-0100', '020 7946 0000', '5550100']) {
      expect((await asUser(t.app, ada).post('/api/addresses', { ...sampleAddress, phone })).statusCode).toBe(
        201,
      );
    }
  });
});

describe('own addresses only', () => {
  it("answers 403 for someone else's addresses and changes nothing", async () => {
    const owner = await createTestUser(t.app);
    const saved = (await asUser(t.app, owner).post('/api/addresses', sampleAddress)).json();
    const asAda = asUser(t.app, ada);

    expect((await asAda.get(`/api/addresses/${owner.slug}`)).statusCode).toBe(403);
    expect((await asAda.post('/api/addresses', { ...sampleAddress, user_slug: owner.slug })).statusCode).toBe(
      403,
    );
    expect(
      (await asAda.put(`/api/addresses/${saved.slug}`, { ...sampleAddress, city: 'Hacked' })).statusCode,
    ).toBe(403);
    expect((await asAda.delete(`/api/addresses/${saved.slug}`)).statusCode).toBe(403);

    const rows = await rowsOf(owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.city).toBe(sampleAddress.city);
  });

  it('replaces and deletes own addresses; unknown ones are 404', async () => {
    const as = asUser(t.app, bob);
    const saved = (await as.post('/api/addresses', sampleAddress)).json();
    const replaced = await as.put(`/api/addresses/${saved.slug}`, { ...sampleAddress, city: 'Bath' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ slug: saved.slug, city: 'Bath', isDefault: saved.isDefault });

    const removed = await as.delete(`/api/addresses/${saved.slug}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().slug).toBe(saved.slug);
    expect((await as.delete(`/api/addresses/${saved.slug}`)).statusCode).toBe(404);
    expect((await as.put('/api/addresses/nope', sampleAddress)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const visitor = asUser(t.app);
    expect((await visitor.post('/api/addresses', {})).statusCode).toBe(401);
    expect((await visitor.get(`/api/addresses/${ada.slug}`)).statusCode).toBe(401);
  });
});
