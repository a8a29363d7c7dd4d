import { describe, expect, it } from 'vitest';
import { idempotencyKeyFrom, newIdempotencyKey, orderRequestHeaders } from './idempotency-key';

const form = (key?: string) => {
  const data = new FormData();
  if (key !== undefined) data.set('idempotency_key', key);
  return data;
};

describe('Idempotency-Key of a checkout page view', () => {
  it('makes a new, unique key per page view', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^checkout-[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('sends the form’s key unchanged, so a resubmitted page repeats it', () => {
    const key = newIdempotencyKey();
    expect(orderRequestHeaders(form(key))).toEqual({ 'idempotency-key': key });
    expect(orderRequestHeaders(form(key))).toEqual(orderRequestHeaders(form(key)));
  });

  it('refuses a missing, short or odd key and sends a fresh one instead', () => {
    expect(idempotencyKeyFrom(form())).toBeNull();
    expect(idempotencyKeyFrom(form('short'))).toBeNull();
    expect(idempotencyKeyFrom(form('checkout-<script>alert(1)</script>'))).toBeNull();
    expect(idempotencyKeyFrom(form('x'.repeat(201)))).toBeNull();
    expect(orderRequestHeaders(form('short'))['idempotency-key']).toMatch(/^checkout-/);
  });
});
