import { contactThanks } from '@shop/shared/contact.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestUser } from '../users/users.test-support.ts';
import { CONTACT_LIMIT } from './contact.routes.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function send(payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? '203.0.113.10',
    headers: options.headers,
  });
}

describe('POST /api/contact', () => {
  it('stores the message and answers 201 with a receipt', async () => {
    const response = await send(
      {
        name: ' Ada Lovelace ',
        email: 'ada@example.com',
        subject: 'Order question',
        message: 'Where is my parcel today?',
      },
      { ip: '203.0.113.1' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({ message: contactThanks });
    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.slug, receipt.slug));
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Order question',
      message: 'Where is my parcel today?',
      status: 'unread',
      userId: null,
    });
  });

  it('accepts a message without a subject', async () => {
    const response = await send(
      { name: 'Ada', email: 'ada@example.com', message: 'Just saying hello to the team.' },
      { ip: '203.0.113.2' },
    );
    expect(response.statusCode).toBe(201);
  });

  it('links the message to a signed-in sender', async () => {
    const ada = await createTestUser(t.app);
    const response = await send(
      { name: 'Ada', email: ada.email, message: 'A question about my account.' },
      { ip: '203.0.113.3', headers: ada.headers },
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.slug, response.json().slug));
    expect(row?.userId).toBe(ada.id);
  });

  it.each([
    [
      { name: '', email: 'ada@example.com', message: 'Long enough message.' },
      'body.name: Please enter your name.',
    ],
    [
      { name: 'Ada', email: 'not-an-email', message: 'Long enough message.' },
      'body.email: Please enter a valid email address.',
    ],
    [
      { name: 'Ada', email: 'ada@example.com', message: 'short' },
      'body.message: Please write a message of at least 10 characters.',
    ],
    [{ name: 'Ada', email: 'ada@example.com' }, 'body.message'],
  ])('refuses %j with 400 naming the field', async (payload, text) => {
    const response = await send(payload, { ip: '203.0.113.4' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'validation_error' });
    expect(response.json().message).toContain(text);
  });

  it(`answers 429 after ${CONTACT_LIMIT.max} messages from one address`, async () => {
    const payload = { name: 'Bot', email: 'bot@example.com', message: 'Buy cheap watches now!!!' };
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      expect((await send(payload, { ip: '198.51.100.7' })).statusCode).toBe(201);
    }
    const refused = await send(payload, { ip: '198.51.100.7' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
    // Someone else is not affected.
    expect((await send(payload, { ip: '198.51.100.8' })).statusCode).toBe(201);
  });
});
