import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('GET /api/admin/emails', () => {
  it('shows admins every template rendered with sample data, as HTML and text', async () => {
    const admin = await createTestUser(t.app, { role: 'admin' });
    const response = await asUser(t.app, admin).get('/api/admin/emails');
    expect(response.statusCode).toBe(200);
    const items: {
      name: string;
      subject: string;
      html: string;
      text: string;
      headers: Record<string, string>;
    }[] = response.json().items;
    expect(items.map((item) => item.name)).toEqual(
      expect.arrayContaining([
        'verification',
        'password-reset',
        'order-placed',
        'order-shipped',
        'return-requested',
        'return-accepted',
        'return-refused',
        'return-refunded',
        'return-seller-requested',
        'newsletter-confirmation',
        'newsletter-welcome',
      ]),
    );
    for (const item of items) {
      expect(item.html).toMatch(/^<!DOCTYPE html/);
      expect(item.html).toContain('#f5b301');
      expect(item.text).toMatch(/— Bazaar/);
    }
    const verification = items.find((item) => item.name === 'verification');
    expect(verification?.html).toContain('Ada &lt;script&gt;');
    expect(verification?.html).not.toContain('<script');
    const welcome = items.find((item) => item.name === 'newsletter-welcome');
    expect(welcome?.headers).toEqual({
      'List-Unsubscribe': '<https://shop.example/newsletter/unsubscribe?token=sample-token>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const placed = items.find((item) => item.name === 'order-placed');
    expect(placed?.text).toContain('Total');
    expect(placed?.html).toContain('Linen tea towels &lt;b&gt;(pack of 2)&lt;/b&gt;');
  });

  it('is for admins only', async () => {
    expect((await asUser(t.app).get('/api/admin/emails')).statusCode).toBe(401);
    const buyer = await createTestUser(t.app);
    expect((await asUser(t.app, buyer).get('/api/admin/emails')).statusCode).toBe(403);
  });
});
