import type { RefundStateData } from '@shop/shared/payments.contract';
import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../test-support/render-to-html';
import { OrderRefunds, refundStateText } from './order-refunds';

const refund = (overrides: Partial<RefundStateData>): RefundStateData => ({
  slug: 'rf-1',
  amount_cents: 4499,
  reason: 'Order ORD-1 cancelled',
  status: 'refunded',
  attempts: 1,
  next_attempt_at: null,
  last_error: null,
  provider_refund_id: 're_1',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

describe('the admin order page refunds', () => {
  it('says when a failed refund is retried, that a spent one is not, and when it went through', () => {
    const failed = refundStateText(
      refund({ status: 'failed', attempts: 2, next_attempt_at: '2026-11-26T10:05:00.000Z' }),
    );
    expect(failed).toMatch(/^Refund failed, retrying at /);
    expect(failed).toContain('2026');
    expect(refundStateText(refund({ status: 'failed', next_attempt_at: null }))).toBe(
      'Refund failed; no more automatic retries',
    );
    expect(refundStateText(refund({}))).toBe('Refunded');
  });

  it('lists each refund with its amount, attempts and last error, and nothing when there is none', () => {
    const html = renderToHtml(
      <OrderRefunds
        refunds={[
          refund({ status: 'failed', attempts: 2, last_error: 'Stand-in outage', next_attempt_at: null }),
        ]}
      />,
    );
    const text = textOf(html);
    expect(text).toContain('$44.99');
    expect(text).toContain('2 attempts');
    expect(text).toContain('Stand-in outage');
    expect(renderToHtml(<OrderRefunds refunds={[]} />)).toBe('');
  });
});
