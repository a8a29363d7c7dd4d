import type { User } from '@shop/shared/catalogue.types';
import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../test-support/render-to-html';
import { greetingName, UserMenu } from './user-menu';

const user: User = { slug: 'ada-1', fullName: 'Ada Lovelace', displayName: 'Ada', email: 'ada@example.com' };

describe('UserMenu', () => {
  it('greets the signed-in user by display name', () => {
    expect(textOf(renderToHtml(<UserMenu user={user} />))).toContain('Hi, Ada');
  });

  it('greets by full name when there is no display name', () => {
    const text = textOf(renderToHtml(<UserMenu user={{ ...user, displayName: null }} />));
    expect(text).toContain('Hi, Ada Lovelace');
    expect(greetingName({ displayName: '  ', fullName: 'Ada Lovelace' })).toBe('Ada Lovelace');
  });

  it('leads a signed-out visitor to /login', () => {
    const html = renderToHtml(<UserMenu user={null} />);
    expect(html).toMatch(/<a[^>]*href="\/login"/);
    expect(html).not.toContain('aria-haspopup');
  });
});
