import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  cancellableStatuses,
  canTransition,
  orderStatuses,
  orderTransitions,
} from './order-status.ts';

describe('order state machine', () => {
  it('moves forward one step at a time, or from pending to cancelled', () => {
    expect(orderTransitions).toEqual({
      pending: ['processing', 'cancelled'],
      processing: ['shipped'],
      shipped: ['delivered'],
      delivered: [],
      cancelled: [],
    });
    expect(canTransition('pending', 'processing')).toBe(true);
    expect(canTransition('pending', 'delivered')).toBe(false);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(cancellableStatuses).toEqual(['pending']);
  });

  it('refuses every move outside the table with 409', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        if (canTransition(from, to)) expect(() => assertTransition(from, to)).not.toThrow();
        else expect(() => assertTransition(from, to)).toThrow(expect.objectContaining({ statusCode: 409 }));
      }
    }
  });
});
