import type { OrderStatusValue } from '@shop/shared/shopping.contract';
import { statusLabels } from './order-timeline-steps';

const tones: Record<OrderStatusValue, string> = {
  pending: 'bg-accent-soft text-accent-ink ring-accent-ink/30',
  processing: 'bg-blue-50 text-blue-800 ring-blue-700/30',
  shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-700/30',
  delivered: 'bg-green-50 text-green-800 ring-green-700/30',
  cancelled: 'bg-red-50 text-danger ring-danger/30',
};

export function OrderStatusBadge({ status }: { status: OrderStatusValue }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[status]}`}>
      {statusLabels[status]}
    </span>
  );
}
