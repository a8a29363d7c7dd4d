export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The end has been reached. */
  done: boolean;
}

/** Whole days, hours, minutes and seconds from `nowMs` until `endMs` (all zero once it has passed). */
export function countdownParts(endMs: number, nowMs: number): CountdownParts {
  const left = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

/** Two digits, as clocks show them. */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** "2d 04:05:09", or "04:05:09" under a day. */
export function formatCountdown(parts: CountdownParts): string {
  const clock = `${pad2(parts.hours)}:${pad2(parts.minutes)}:${pad2(parts.seconds)}`;
  return parts.days > 0 ? `${parts.days}d ${clock}` : clock;
}

function unit(value: number, name: string): string {
  return `${value} ${name}${value === 1 ? '' : 's'}`;
}

/** The remaining time in words, for screen readers. */
export function countdownLabel(parts: CountdownParts): string {
  if (parts.done) return 'The sale has ended';
  const pieces = [
    ...(parts.days > 0 ? [unit(parts.days, 'day')] : []),
    unit(parts.hours, 'hour'),
    unit(parts.minutes, 'minute'),
  ];
  return `Ends in ${pieces.join(', ')}`;
}
