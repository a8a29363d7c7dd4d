import type { CartItem } from '@shop/shared/catalogue.types';
import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../test-support/render-to-html';
import { CartLineRow } from './cart-line-row';

const watch: CartItem = {
  cart_slug: 'c1',
  slug: 'smart-watch-x1',
  productName: 'Smart Watch X1',
  imageURL: ['/uploads/watch.webp'],
  quantity: 2,
  price: 24.99,
  offerPrice: 19.99,
  stock: 4,
};

describe('CartLineRow', () => {
  it('says at the line which quantity the server set after a page post, tied to the quantity box', () => {
    const html = renderToHtml(
      <ul>
        <CartLineRow item={watch} pagePostNote="Only 4 in stock: the quantity was set to 4." />
      </ul>,
    );
    expect(html).toMatch(
      /<p id="([^"]+)-note" role="status"[^>]*>Only 4 in stock: the quantity was set to 4\.<\/p>/,
    );
    expect(html).toMatch(/<input[^>]*aria-describedby="[^"]+-note"/);
  });

  it('never says only 0 left', () => {
    const text = textOf(
      renderToHtml(
        <ul>
          <CartLineRow item={{ ...watch, stock: 0 }} />
        </ul>,
      ),
    );
    expect(text).toContain('Out of stock');
    expect(text).not.toContain('Only 0 left');
  });

  it('shows the line total at the offer price', () => {
    expect(
      textOf(
        renderToHtml(
          <ul>
            <CartLineRow item={watch} />
          </ul>,
        ),
      ),
    ).toContain('Line total $39.98');
  });

  it('offers a stepper from 1 to the stock posting to /cart, and works without scripts', () => {
    const html = renderToHtml(
      <ul>
        <CartLineRow item={watch} />
      </ul>,
    );
    expect(html).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/cart")/);
    expect(html).toContain('name="cart_slug" value="c1"');
    expect(html).toMatch(/<input(?=[^>]*name="quantity")(?=[^>]*min="1")(?=[^>]*max="4")/);
    expect(html).toContain('value="minus"');
    expect(html).toContain('value="plus"');
    // Server-rendered (no scripts yet): a visible Update button for typed quantities.
    expect(textOf(html)).toContain('Update');
  });

  it('disables minus at 1 and plus at the stock', () => {
    const one = renderToHtml(
      <ul>
        <CartLineRow item={{ ...watch, quantity: 1 }} />
      </ul>,
    );
    expect(one).toMatch(/<button[^>]*value="minus"[^>]*disabled/);
    const full = renderToHtml(
      <ul>
        <CartLineRow item={{ ...watch, quantity: 4 }} />
      </ul>,
    );
    expect(full).toMatch(/<button[^>]*value="plus"[^>]*disabled/);
  });

  it('removes by product slug with intent=remove', () => {
    const html = renderToHtml(
      <ul>
        <CartLineRow item={watch} />
      </ul>,
    );
    expect(html).toContain('name="intent" value="remove"');
    expect(html).toContain('name="slug" value="smart-watch-x1"');
  });
});
