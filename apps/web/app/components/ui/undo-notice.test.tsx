import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../../test-support/render-to-html';
import { UndoNotice } from './undo-notice';

describe('UndoNotice', () => {
  it('is a status message whose Undo button posts the restore, so it works without scripts', () => {
    const html = renderToHtml(
      <UndoNotice
        message="Coupon SPRING deleted."
        undo={{ fields: { intent: 'restore', code: 'SPRING' }, label: 'Undo deleting coupon SPRING' }}
      />,
      '/admin/coupons',
    );
    expect(html).toMatch(/role="status"[^>]*>.*Coupon SPRING deleted\./);
    const form = /<form[^>]*method="post"[^>]*>(.*?)<\/form>/.exec(html)?.[1] ?? '';
    expect(form).toMatch(/<input type="hidden" name="intent" value="restore"\/>/);
    expect(form).toMatch(/<input type="hidden" name="code" value="SPRING"\/>/);
    expect(form).toMatch(
      /<button type="submit" aria-label="Undo deleting coupon SPRING"[^>]*>Undo<\/button>/,
    );
    // The dismiss button needs scripts, so the server leaves it out.
    expect(html).not.toContain('Dismiss');
  });
});
