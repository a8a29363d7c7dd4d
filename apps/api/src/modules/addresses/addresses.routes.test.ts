import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index.ts';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, orderRequest, putInCart, sampleAddress } from '../orders/orders.test-support.ts';
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

/** What the address book's form sends: an ISO code, a national phone, a postal code and a second line. */
const formAddress = {
  name: 'Ada Lovelace',
  phone: '020 7946 0000',
  country: 'GB',
  state: 'Greater London',
  city: 'London',
  postal_code: 'sw1a 1aa',
  address: '12 Analytical Street',
  address_line2: 'Flat 3',
  email: '',
};

describe('POST /api/addresses', () => {
  it('saves an address; the first becomes the default and a new default replaces it', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const first = await as.post('/api/addresses', { ...formAddress, user_slug: user.slug });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ user_slug: user.slug, isDefault: true });

    const second = await as.post('/api/addresses', { ...formAddress, city: 'Leeds', state: '' });
    expect(second.json()).toMatchObject({ city: 'Leeds', state: null, email: null, isDefault: false });

    const third = await as.post('/api/addresses', { ...formAddress, city: 'York', isDefault: true });
    expect(third.json().isDefault).toBe(true);
    const rows = await rowsOf(user);
    expect(rows.filter((row) => row.isDefault).map((row) => row.city)).toEqual(['York']);

    const list = (await as.get(`/api/addresses/${user.slug}`)).json();
    expect(list.map((address: { city: string }) => address.city)).toEqual(['York', 'Leeds', 'London']);
  });

  it('normalises: the phone to E.164 read in the chosen country, the country to its code and name', async () => {
    const saved = await asUser(t.app, ada).post('/api/addresses', formAddress);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      phone: '+442079460000',
      country: 'United Kingdom',
      country_code: 'GB',
      postal_code: 'SW1A 1AA',
      address: '12 Analytical Street',
      address_line2: 'Flat 3',
    });
    // The same national digits mean another number in another country.
    const american = await asUser(t.app, ada).post('/api/addresses', {
      ...formAddress,
      country: 'us',
      phone: '(415) 555-2671',
      postal_code: '94103',
    });
    expect(american.json()).toMatchObject({ phone: '+14155552671', country_code: 'US' });
  });

  it('keeps working for the original client: a country name, no postal code, no second line', async () => {
    const saved = await asUser(t.app, bob).post('/api/addresses', sampleAddress);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      name: sampleAddress.name,
      country: 'United Kingdom',
      country_code: 'GB',
      postal_code: null,
      address_line2: null,
      phone: '+442079460000',
    });
  });

  it('keeps one default when several defaults are saved at once', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const responses = await Promise.all(
      ['A', 'B', 'C', 'D'].map((city) =>
        as.post('/api/addresses', { ...formAddress, city, isDefault: true }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    expect((await rowsOf(user)).filter((row) => row.isDefault)).toHaveLength(1);
  });

  it.each([
    [
      'a phone with letters',
      { phone: '555-CALL-NOW' },
      'body.phone: Enter a phone number that works in United Kingdom',
    ],
    ['a phone too short for the country', { phone: '12345' }, 'body.phone: Enter a phone number'],
    [
      'a national number of another country',
      { phone: '(415) 555-2671' },
      'body.phone: Enter a phone number that works in United Kingdom',
    ],
    ['an unknown country code', { country: 'XQ' }, 'body.country: Choose a country from the list'],
    ['a made-up country name', { country: 'Atlantis' }, 'body.country: Choose a country from the list'],
    ['no country', { country: '' }, 'body.country: Choose a country'],
    [
      'an empty postal code where the country uses them',
      { postal_code: '' },
      'body.postal_code: Postal code is required in United Kingdom',
    ],
    [
      'a postal code with symbols',
      { postal_code: 'SW1A#1AA' },
      'body.postal_code: Postal code may contain only letters, digits, spaces and dashes',
    ],
    ['no name', { name: '  ' }, 'body.name: Name is required'],
    ['a bad email', { email: 'not-an-email' }, 'body.email: Email must be a valid e-mail address'],
    ['no city', { city: undefined }, 'body.city: City is required'],
    ['an unknown field', { zip: '12345' }, 'Unrecognized key: "zip"'],
  ])('refuses %s with a message naming the field', async (_name, change, message) => {
    const response = await asUser(t.app, ada).post('/api/addresses', { ...formAddress, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('names every wrong field at once', async () => {
    const response = await asUser(t.app, ada).post('/api/addresses', {
      ...formAddress,
      name: '',
      city: '',
      postal_code: '',
    });
    const message: string = response.json().message;
    for (const field of ['body.name', 'body.city', 'body.postal_code']) expect(message).toContain(field);
  });

  it('needs no postal code where the country has none, and keeps none there', async () => {
    const response = await asUser(t.app, ada).post('/api/addresses', {
      ...formAddress,
      country: 'QA',
      phone: '3312 3456',
      postal_code: 'IGNORED',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ country: 'Qatar', postal_code: null, phone: '+97433123456' });
    const blank = await asUser(t.app, ada).post('/api/addresses', {
      ...formAddress,
      country: 'HK',
      phone: '+852 2123 4567',
      postal_code: '',
    });
    expect(blank.statusCode).toBe(201);
  });
});

describe('PUT and the default', () => {
  it('keeps the postal code and second line an older client leaves out; an empty one clears them', async () => {
    const as = asUser(t.app, bob);
    const saved = (await as.post('/api/addresses', formAddress)).json();
    const old = await as.put(`/api/addresses/${saved.slug}`, { ...sampleAddress, city: 'Bath' });
    expect(old.json()).toMatchObject({ city: 'Bath', postal_code: 'SW1A 1AA', address_line2: 'Flat 3' });
    const cleared = await as.put(`/api/addresses/${saved.slug}`, { ...formAddress, address_line2: '' });
    expect(cleared.json().address_line2).toBeNull();
  });

  it('POST /api/addresses/{id}/default makes it the one default', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const first = (await as.post('/api/addresses', formAddress)).json();
    const second = (await as.post('/api/addresses', { ...formAddress, city: 'Leeds' })).json();
    expect(first.isDefault).toBe(true);
    const made = await as.post(`/api/addresses/${second.slug}/default`, undefined);
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ slug: second.slug, isDefault: true });
    const rows = await rowsOf(user);
    expect(rows.filter((row) => row.isDefault).map((row) => row.slug)).toEqual([second.slug]);
  });
});

describe('own addresses only', () => {
  it("answers 403 for someone else's addresses and changes nothing", async () => {
    const owner = await createTestUser(t.app);
    const asOwner = asUser(t.app, owner);
    const saved = (await asOwner.post('/api/addresses', formAddress)).json();
    const other = (await asOwner.post('/api/addresses', { ...formAddress, city: 'Leeds' })).json();
    const asAda = asUser(t.app, ada);

    expect((await asAda.get(`/api/addresses/${owner.slug}`)).statusCode).toBe(403);
    expect((await asAda.post('/api/addresses', { ...formAddress, user_slug: owner.slug })).statusCode).toBe(
      403,
    );
    expect(
      (await asAda.put(`/api/addresses/${saved.slug}`, { ...formAddress, city: 'Hacked' })).statusCode,
    ).toBe(403);
    expect((await asAda.post(`/api/addresses/${other.slug}/default`, undefined)).statusCode).toBe(403);
    expect((await asAda.delete(`/api/addresses/${saved.slug}`)).statusCode).toBe(403);

    const rows = await rowsOf(owner);
    expect(rows.map((row) => [row.city, row.isDefault]).sort()).toEqual([
      ['Leeds', false],
      ['London', true],
    ]);
  });

  it('replaces and deletes own addresses; unknown ones are 404', async () => {
    const as = asUser(t.app, bob);
    const saved = (await as.post('/api/addresses', formAddress)).json();
    const replaced = await as.put(`/api/addresses/${saved.slug}`, { ...formAddress, city: 'Bath' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ slug: saved.slug, city: 'Bath', isDefault: saved.isDefault });

    const removed = await as.delete(`/api/addresses/${saved.slug}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().slug).toBe(saved.slug);
    expect((await as.delete(`/api/addresses/${saved.slug}`)).statusCode).toBe(404);
    expect((await as.put('/api/addresses/nope', formAddress)).statusCode).toBe(404);
    expect((await as.post('/api/addresses/nope/default', undefined)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const visitor = asUser(t.app);
    expect((await visitor.post('/api/addresses', {})).statusCode).toBe(401);
    expect((await visitor.get(`/api/addresses/${ada.slug}`)).statusCode).toBe(401);
  });
});

describe('addresses on orders', () => {
  it('an order copies the saved address whole, and one saved before the book still delivers', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const saved = (await as.post('/api/addresses', formAddress)).json();
    await putInCart(t.database.db, user, await createProduct(t.database.db), 1);
    const placed = await orderRequest(as, user, { address: undefined, address_slug: saved.slug });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.address).toEqual({
      name: 'Ada Lovelace',
      email: null,
      phone: '+442079460000',
      country: 'United Kingdom',
      country_code: 'GB',
      state: 'Greater London',
      city: 'London',
      postal_code: 'SW1A 1AA',
      address: '12 Analytical Street',
      address_line2: 'Flat 3',
    });

    // A row as the migration leaves an unrecognised country: no code, no postal code.
    const legacy = (await as.post('/api/addresses', sampleAddress)).json();
    await t.database.db.execute(
      sql`update addresses set country = 'Atlantis', country_code = null where slug = ${legacy.slug}`,
    );
    await putInCart(t.database.db, user, await createProduct(t.database.db), 1);
    const old = await orderRequest(as, user, { address: undefined, address_slug: legacy.slug });
    expect(old.statusCode).toBe(201);
    expect(old.json().data.address).toMatchObject({
      country: 'Atlantis',
      country_code: null,
      postal_code: null,
    });
  });

  it("a guest's address goes through the same checks", async () => {
    const response = await asUser(t.app).post('/api/guest/orders', {
      email: 'guest@example.test',
      items: [{ product_slug: 'anything', quantity: 1 }],
      address: { ...formAddress, phone: '12345', postal_code: '' },
      payment_method: 'cod',
    });
    expect(response.statusCode).toBe(400);
    const message: string = response.json().message;
    expect(message).toContain('body.address.phone: Enter a phone number that works in United Kingdom');
    expect(message).toContain('body.address.postal_code: Postal code is required in United Kingdom');
  });
});
