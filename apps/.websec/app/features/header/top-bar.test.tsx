import type { User } from '@shop/shared/catalogue.types';
import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../test-support/render-to-html';
import { TopBar } from './top-bar';

const user: User = {
  slug: 'ada-1',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0100',
};

describe('TopBar', () => {
  it('shows Account and Support (to the FAQ) but no Track Order when signed out', () => {
    const html = renderToHtml(<TopBar user={null} />);
    expect(html).toMatch(/href="\/profile"[^>]*>Account</);
    expect(html).toMatch(/href="\/faq"[^>]*>Support</);
    expect(html).not.toContain('Track Order');
    expect(html).not.toContain('/track_order');
  });

  it('adds Track Order and the user phone and email when signed in', () => {
    const html = renderToHtml(<TopBar user={user} />);
    expect(html).toMatch(/href="\/track_order"[^>]*>Track Order</);
    const text = textOf(html);
    expect(text).toContain('+1 555 0100');
    expect(text).toContain('ada@example.com');
  });
});
