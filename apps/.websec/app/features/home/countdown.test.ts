import { describe, expect, it } from 'vitest';
import { countdownLabel, countdownParts, formatCountdown } from './countdown';

const now = Date.parse('2026-11-22T10:00:00Z');
const later = (seconds: number) => now + seconds * 1000;

describe('countdown', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    expect(countdownParts(later(2 * 86_400 + 4 * 3600 + 5 * 60 + 9), now)).toEqual({
      days: 2,
      hours: 4,
      minutes: 5,
      seconds: 9,
      done: false,
    });
  });

  it('rounds partial seconds down and stops at zero', () => {
    expect(countdownParts(now + 1999, now).seconds).toBe(1);
    expect(countdownParts(now - 5000, now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });

  it('formats as a clock, with days when there are any', () => {
    expect(formatCountdown(countdownParts(later(2 * 86_400 + 4 * 3600 + 5 * 60 + 9), now))).toBe(
      '2d 04:05:09',
    );
    expect(formatCountdown(countdownParts(later(59), now))).toBe('00:00:59');
  });

  it('says the remaining time in words', () => {
    expect(countdownLabel(countdownParts(later(86_400 + 3600 + 60), now))).toBe(
      'Ends in 1 day, 1 hour, 1 minute',
    );
    expect(countdownLabel(countdownParts(later(2 * 3600 + 30 * 60), now))).toBe(
      'Ends in 2 hours, 30 minutes',
    );
    expect(countdownLabel(countdownParts(now, now))).toBe('The sale has ended');
  });
});
