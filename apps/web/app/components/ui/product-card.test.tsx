import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../test-support/render-to-html';
import { ProductCard, toProductCard } from './product-card';
import { ProductCardActionsProvider } from './product-card-actions';

const product = toProductCard({
  slug: 'echo-5',
  productName: 'Voltix Echo 5 Wireless Headphones',
  imageURL: ['/uploads/demo/p-headphones-1.webp', '/uploads/demo/p-headphones-2.webp'],
  price: 199.99,
  offerPrice: 149.99,
  rating: 4.5,
  reviewCount: 1783,
  stock: 12,
});

describe('ProductCard', () => {
  it('links to the product and shows name, rating, offer and struck-through price in dollars', () => {
    const html = renderToHtml(<ProductCard product={product} />);
    expect(html).toContain('href="/single_product?slug=echo-5"');
    const text = textOf(html);
    expect(text).toContain('Voltix Echo 5 Wireless Headphones');
    expect(text).toContain('Rated 4.5 out of 5 from 1,783 ratings');
    expect(text).toContain('Sale price $149.99');
    expect(html).toMatch(/<del[^>]*>.*\$199\.99<\/del>/);
    expect(text).toContain('−25%');
  });

  it('serves a responsive, lazily loaded image of fixed size below the fold', () => {
    const html = renderToHtml(<ProductCard product={product} />);
    expect(html).toContain(
      'srcSet="/uploads/demo/p-headphones-1-400.webp 400w, /uploads/demo/p-headphones-1.webp 800w"',
    );
    expect(html).toContain('width="800"');
    expect(html).toContain('height="800"');
    expect(html).toContain('loading="lazy"');
    expect(renderToHtml(<ProductCard product={product} eager />)).toContain('loading="eager"');
  });

  it('shows the list price alone without an offer', () => {
    const html = renderToHtml(<ProductCard product={{ ...product, offerPrice: null, image: '/x.webp' }} />);
    expect(html).not.toContain('<del');
    expect(textOf(html)).toContain('$199.99');
    expect(html).not.toContain('srcSet');
  });

  it('shows a sold-out product as sold out', () => {
    const text = textOf(renderToHtml(<ProductCard product={{ ...product, stock: 0 }} />));
    expect(text).toContain('Sold out');
    expect(textOf(renderToHtml(<ProductCard product={product} />))).not.toContain('Sold out');
  });

  it('writes the whole name a second time, shown on hover and focus, hidden from screen readers', () => {
    const html = renderToHtml(<ProductCard product={product} />);
    expect(html).toMatch(
      /<p aria-hidden="true" class="[^"]*invisible[^"]*group-focus-within:visible[^"]*group-hover:visible[^"]*">Voltix Echo 5 Wireless Headphones<\/p>/,
    );
  });

  it('shows the buying controls the layout provides, for this card’s product', () => {
    const html = renderToHtml(
      <ProductCardActionsProvider
        value={(card) => ({
          heart: <button type="submit">heart {card.slug}</button>,
          add: <button type="submit">add {card.slug}</button>,
        })}
      >
        <ProductCard product={product} />
      </ProductCardActionsProvider>,
    );
    const text = textOf(html);
    expect(text).toContain('heart echo-5');
    expect(text).toContain('add echo-5');
  });
});
