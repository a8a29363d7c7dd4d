import type { OrderData } from '@shop/shared/shopping.contract';
import { describe, expect, it } from 'vitest';
import { canCancel, orderTimeline } from './order-timeline-steps';

type TimelineOrder = Pick<OrderData, 'order_status' | 'status_history' | 'createdAt'>;
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const event = (status: OrderData['order_status'], day: number) => ({
  status,
  at: at(day),
  line_slug: null,
  note: null,
});

describe('order status timeline', () => {
  it('marks pending as current for a new order', () => {
    const order: TimelineOrder = {
      order_status: 'pending',
      status_history: [event('pending', 1)],
      createdAt: at(1),
    };
    expect(orderTimeline(order).map((step) => [step.status, step.state, step.at])).toEqual([
      ['pending', 'current', at(1)],
      ['processing', 'upcoming', null],
      ['shipped', 'upcoming', null],
      ['delivered', 'upcoming', null],
    ]);
    expect(canCancel(order)).toBe(true);
  });

  it('shows each reached step with its date and delivered as done', () => {
    const order: TimelineOrder = {
      order_status: 'delivered',
      status_history: [
        event('pending', 1),
        event('processing', 2),
        event('shipped', 3),
        event('delivered', 5),
      ],
      createdAt: at(1),
    };
    expect(orderTimeline(order).map((step) => [step.state, step.at])).toEqual([
      ['done', at(1)],
      ['done', at(2)],
      ['done', at(3)],
      ['done', at(5)],
    ]);
    expect(canCancel(order)).toBe(false);
  });

  it('ends a cancelled order with the cancellation', () => {
    const order: TimelineOrder = {
      order_status: 'cancelled',
      status_history: [event('pending', 1), event('cancelled', 2)],
      createdAt: at(1),
    };
    expect(orderTimeline(order).map((step) => [step.status, step.state])).toEqual([
      ['pending', 'done'],
      ['cancelled', 'current'],
    ]);
  });
});
