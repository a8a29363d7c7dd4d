import type { OrderData } from '@shop/shared/shopping.contract';
import { describe, expect, it } from 'vitest';
import { receiptState } from './order-receipt';

const line = (status: string, receivedAt: string | null = null) => ({
  line_status: status,
  delivered_at: status === 'delivered' ? '2026-11-20T10:00:00.000Z' : null,
  received_at: receivedAt,
});
const order = (...lines: ReturnType<typeof line>[]) => ({ product_list: lines }) as unknown as OrderData;

describe('confirming receipt on the order page', () => {
  it('is offered once a line is delivered and not yet confirmed', () => {
    expect(receiptState(order(line('shipped')))).toEqual({ kind: 'nothing_delivered' });
    expect(receiptState(order(line('delivered'), line('shipped')))).toEqual({ kind: 'awaiting', lines: 1 });
  });

  it('says when receipt was confirmed once every delivered line is', () => {
    expect(receiptState(order(line('delivered', '2026-11-21T09:00:00.000Z'), line('shipped')))).toEqual({
      kind: 'confirmed',
      at: '2026-11-21T09:00:00.000Z',
    });
  });
});
