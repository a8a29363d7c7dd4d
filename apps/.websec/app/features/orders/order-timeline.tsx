import type { OrderData } from '@shop/shared/shopping.contract';
import { Check, Circle, X } from 'lucide-react';
import { formatDate } from '../../components/ui/format-date';
import { orderTimeline } from './order-timeline-steps';

/** The status timeline as an ordered list; the current step is marked for screen readers too. */
export function OrderTimeline({ order }: { order: OrderData }) {
  const steps = orderTimeline(order);
  return (
    <ol aria-label="Order status" className="relative space-y-5">
      {steps.map((step, index) => {
        const cancelled = step.status === 'cancelled';
        const marker =
          step.state === 'upcoming'
            ? 'border-line bg-white text-muted'
            : cancelled
              ? 'border-danger bg-danger text-white'
              : step.state === 'current'
                ? 'border-accent-strong bg-accent text-ink'
                : 'border-green-700 bg-green-700 text-white';
        return (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-3"
          >
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={`absolute top-8 left-[15px] h-[calc(100%-12px)] w-0.5 ${step.state === 'done' ? 'bg-green-700' : 'bg-line'}`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 ${marker}`}
            >
              {cancelled ? (
                <X className="size-4" />
              ) : step.state === 'done' ? (
                <Check className="size-4" />
              ) : (
                <Circle className="size-3" />
              )}
            </span>
            <div className="pt-1">
              <p className={`text-sm font-semibold ${step.state === 'upcoming' ? 'text-muted' : 'text-ink'}`}>
                {step.label}
                {step.state === 'current' ? <span className="sr-only"> (current status)</span> : null}
              </p>
              <p className="text-xs text-muted">
                {step.text}
                {step.at ? (
                  <>
                    {' · '}
                    <time dateTime={step.at}>{formatDate(step.at)}</time>
                  </>
                ) : null}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
