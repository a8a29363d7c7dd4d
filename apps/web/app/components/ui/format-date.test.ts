import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('writes UTC dates the same everywhere', () => {
    expect(formatDate('2026-11-19T23:30:00Z')).toBe('Nov 19, 2026');
    expect(formatDateTime('2026-01-02T03:04:05Z')).toBe('Jan 2, 2026, 03:04 UTC');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes midnight as 00, never 24', () => {
    expect(formatDateTime('2026-03-01T00:07:00Z')).toBe('Mar 1, 2026, 00:07 UTC');
  });
});
