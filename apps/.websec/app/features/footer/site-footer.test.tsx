import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../test-support/render-to-html';
import { SiteFooter } from './site-footer';

const social = {
  facebook: 'https://f.example',
  x: 'https://x.example',
  instagram: 'https://i.example',
  youtube: 'https://y.example',
};

describe('SiteFooter', () => {
  const html = renderToHtml(<SiteFooter shopName="Bazaar" signedIn={false} social={social} />);
  const text = textOf(html);

  it('has the copyright line with 2023', () => {
    expect(text).toContain('© 2023 Bazaar');
  });

  it('has the newsletter banner with an email input of type email and Get the Coupon', () => {
    expect(text).toContain('Get our latest offer');
    expect(text).toContain('by subscription');
    expect(html).toMatch(/<input(?=[^>]*type="email")(?=[^>]*name="email")(?=[^>]*required="")/);
    expect(text).toContain('Get the Coupon');
    expect(html).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/newsletter")/);
  });

  it('has About Us, the three link columns, labelled social links and the payment image', () => {
    for (const heading of ['About Us', 'Feature', 'General Links', 'Helpful'])
      expect(text).toContain(heading);
    expect(html).toContain('aria-label="Bazaar on Facebook"');
    expect(html).toContain('src="/payment.svg"');
  });

  it('is hidden when printing and leaves out the signed-in-only Track Order link', () => {
    expect(html).toMatch(/<footer class="[^"]*print:hidden/);
    expect(html).not.toContain('/track_order');
  });
});
