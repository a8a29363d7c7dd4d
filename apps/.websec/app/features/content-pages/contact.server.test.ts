import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../../lib/api.server';
import { fieldErrorsFromApi, submitContactForm } from './contact.server';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const never: ApiFetch = async () => {
  throw new Error('must not be called');
};

describe('submitContactForm', () => {
  it('shows an error beside each invalid field without calling the API', async () => {
    const result = await submitContactForm(never, form({ name: '', email: 'nope', message: 'hi' }));
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      ok: false,
      fieldErrors: {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address.',
        message: 'Please write a message of at least 10 characters.',
      },
      values: { name: '', email: 'nope', subject: '', message: 'hi' },
    });
  });

  it('stores a valid message through POST /api/contact and confirms', async () => {
    const calls: unknown[] = [];
    const api: ApiFetch = async <T>(path: string, init?: { method?: string; body?: unknown }) => {
      calls.push([init?.method, path, init?.body]);
      return { status: 201, body: { slug: 's1', message: 'Thanks!', createdAt: '' } as T, headers: {} };
    };
    const result = await submitContactForm(
      api,
      form({ name: ' Ada ', email: 'ada@example.com', subject: '', message: 'Where is my parcel?' }),
    );
    expect(calls).toEqual([
      ['POST', '/api/contact', { name: 'Ada', email: 'ada@example.com', message: 'Where is my parcel?' }],
    ]);
    expect(result).toEqual({ status: 201, body: { ok: true, message: 'Thanks!' } });
  });

  it('passes a refusal of the API on (e.g. too many messages)', async () => {
    const api: ApiFetch = async <T>() => ({
      status: 429,
      body: { statusCode: 429, message: 'Too many messages sent.' } as T,
      headers: {},
    });
    const result = await submitContactForm(
      api,
      form({ name: 'Ada', email: 'ada@example.com', message: 'Long enough text' }),
    );
    expect(result.status).toBe(429);
    expect(result.body).toMatchObject({ ok: false, formError: 'Too many messages sent.', fieldErrors: {} });
  });
});

describe('fieldErrorsFromApi', () => {
  it('reads field-named validation messages', () => {
    expect(
      fieldErrorsFromApi('body.email: Please enter a valid email address.; body.name: Too long'),
    ).toEqual({
      email: 'Please enter a valid email address.',
      name: 'Too long',
    });
    expect(fieldErrorsFromApi('Something else')).toEqual({});
  });
});
