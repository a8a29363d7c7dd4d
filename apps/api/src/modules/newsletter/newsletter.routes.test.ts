import { messages } from '@shop/shared/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser } from '../orders/orders.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const rowsFor = (email: string) =>
  t.database.db.select().from(subscribers).where(sql`lower(${subscribers.email}) = lower(${email})`);

describe('POST /api/subscriber', () => {
  it('tells a visitor exactly "Please, Log In first  !" (401), whatever the body', async () => {
    for (const body of [{ email: 'someone@example.test', user_slug: 'x' }, {}, { email: 'not an email' }]) {
      const response = await asUser(t.app).post('/api/subscriber', body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Please, Log In first  !',
        code: 'log_in_first',
      });
    }
    expect(messages.logInFirst).toBe('Please, Log In first  !');
  });

  it('subscribes once (201 "Successfuly subscribed  !"), and a second time answers 200 with the same row', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const first = await as.post('/api/subscriber', { email: user.email, user_slug: user.slug });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      email: user.email,
      user_slug: user.slug,
      status: 'active',
      message: 'Successfuly subscribed  !',
    });
    const second = await as.post('/api/subscriber', {
      email: user.email.toUpperCase(),
      user_slug: user.slug,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ slug: first.json().slug, message: messages.subscribed });
    expect(await rowsFor(user.email)).toHaveLength(1);
  });

  it('stores one row when the same e-mail subscribes concurrently', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        as.post('/api/subscriber', { email: user.email, user_slug: user.slug }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await rowsFor(user.email)).toHaveLength(1);
  });

  it("refuses someone else's e-mail or user_slug (403) and an invalid e-mail (400 Invalid Email)", async () => {
    const user = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const as = asUser(t.app, user);
    expect((await as.post('/api/subscriber', { email: other.email, user_slug: user.slug })).statusCode).toBe(
      403,
    );
    expect((await as.post('/api/subscriber', { email: user.email, user_slug: other.slug })).statusCode).toBe(
      403,
    );
    expect(await rowsFor(other.email)).toHaveLength(0);
    const invalid = await as.post('/api/subscriber', { email: 'nope', user_slug: user.slug });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('Invalid Email');
  });
});
