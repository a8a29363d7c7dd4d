import { brandCreateBody, productCreateBody } from '@shop/shared/dashboard-forms.contract';
import { describe, expect, it } from 'vitest';
import { fieldIssues } from './form-issues';

describe('fieldIssues', () => {
  it('puts each complaint of a shared schema beside its field in plain words, never a path', () => {
    const parsed = productCreateBody.safeParse({
      productName: '',
      description: '',
      images: [],
      price: 0,
      stock: -1,
      catSlug: 'lamps',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const fields = fieldIssues(parsed.error);
    expect(fields).toEqual({
      productName: 'Please fill this in.',
      images: 'Add at least one.',
      price: 'must be above 0',
      stock: 'Enter 0 or more.',
    });
    for (const text of Object.values(fields)) expect(text).not.toMatch(/body\.|expected|>=/);
  });

  it('prefers the form’s own sentence for a field, and names a body field by its form field', () => {
    const parsed = brandCreateBody.safeParse({ name: 'x'.repeat(101), logo: 'javascript:alert(1)' });
    if (parsed.success) throw new Error('a 101-character name passed');
    expect(
      fieldIssues(parsed.error, {
        messages: { name: 'Use at most 100 characters for a brand.' },
        formFieldOf: { logo: 'logo_url' },
      }),
    ).toEqual({
      name: 'Use at most 100 characters for a brand.',
      logo_url: 'must be an /uploads/ path or an http(s) URL',
    });
  });

  it('files a rule across fields under `form`', () => {
    expect(fieldIssues({ issues: [{ path: [], message: 'send at least one field' }] })).toEqual({
      form: 'send at least one field',
    });
  });
});
