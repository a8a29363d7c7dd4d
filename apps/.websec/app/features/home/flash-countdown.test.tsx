import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../test-support/render-to-html';
import { FlashCountdown } from './flash-countdown';

describe('FlashCountdown', () => {
  it('renders the remaining time from the server clock it is given (so hydration matches)', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    const html = renderToHtml(<FlashCountdown end="2026-11-24T14:05:09Z" serverNow={now} />);
    expect(html).toContain('role="timer"');
    expect(html).toContain('aria-label="Ends in 2 days, 4 hours, 5 minutes"');
    expect(textOf(html)).toContain('02 Days 04 Hours 05 Mins 09 Secs');
    expect(textOf(html)).toContain('Ends Nov 24, 2026, 14:05 UTC');
    // The same input gives the same markup, whenever it is rendered.
    expect(renderToHtml(<FlashCountdown end="2026-11-24T14:05:09Z" serverNow={now} />)).toBe(html);
  });
});
