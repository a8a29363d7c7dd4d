import type { CartItem } from '@shop/shared/catalogue.types';
import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../test-support/render-to-html';
import { MiniCart } from './mini-cart';

const watch: CartItem = {
  cart_slug: 'c1',
  slug: 'smart-watch-x1',
  productName: 'Smart Watch X1',
  imageURL: ['/uploads/watch-front.webp', '/uploads/watch-back.webp'],
  quantity: 2,
  price: 24.99,
  offerPrice: 19.99,
};
const shoes: CartItem = {
  cart_slug: 'c2',
  slug: 'runner-shoes',
  productName: 'Runner Shoes',
  imageURL: ['/uploads/shoes.webp'],
  quantity: 1,
  price: 49.5,
  offerPrice: null,
};

describe('MiniCart', () => {
  it('lists each line with its first image, a product link and quantity x offer price', () => {
    const html = renderToHtml(<MiniCart items={[watch, shoes]} />);
    const text = textOf(html);
    expect(text).toContain('2 x $19.99');
    expect(text).toContain('1 x $49.50');
    expect(html).toContain('href="/single_product?slug=smart-watch-x1"');
    expect(html).toContain('src="/uploads/watch-front.webp"');
    expect(html).not.toContain('watch-back.webp');
  });

  it('sums the subtotal with the offer price when there is one (product rules §9)', () => {
    const text = textOf(renderToHtml(<MiniCart items={[watch, shoes]} />));
    // 2 × 19.99 + 1 × 49.50 = 89.48
    expect(text).toContain('Subtotal $89.48');
  });

  it('offers a remove button per line that posts intent=remove to /cart', () => {
    const html = renderToHtml(<MiniCart items={[watch]} />);
    expect(html).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/cart")/);
    expect(html).toContain('name="intent" value="remove"');
    expect(html).toContain('name="slug" value="smart-watch-x1"');
    expect(html).toContain('aria-label="Remove Smart Watch X1"');
  });

  it('says No items found when the cart is empty, with a zero subtotal', () => {
    const text = textOf(renderToHtml(<MiniCart items={[]} />));
    expect(text).toContain('No items found');
    expect(text).toContain('Subtotal $0.00');
  });

  it('links View Cart and Checkout Now and shows the return note', () => {
    const html = renderToHtml(<MiniCart items={[watch]} />);
    expect(html).toMatch(/href="\/cart"[^>]*>View Cart</);
    expect(html).toMatch(/href="\/checkout"[^>]*>Checkout Now</);
    expect(textOf(html)).toContain('Get Return within 30 days');
  });

  it('disables Checkout Now while the cart is empty', () => {
    const html = renderToHtml(<MiniCart items={[]} />);
    expect(html).not.toContain('href="/checkout"');
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Checkout Now</);
  });

  it('names the cart link with its count', () => {
    const html = renderToHtml(<MiniCart items={[watch, shoes]} />);
    expect(html).toContain('aria-label="Cart, 2 items"');
  });
});
