import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';

const product = {
  productName: 'Voltix Echo 5 Wireless Headphones',
  description: '<p>Big sound &amp; <strong>40 hours</strong> of battery.</p>',
  imageURL: ['/uploads/demo/p-headphones-1.webp', 'https://cdn.example.com/h2.webp'],
  sku: 'VOL-HP-0001',
  price: 199.99,
  offerPrice: 149.5,
  stock: 12,
};

describe('productJsonLd', () => {
  it('describes the product, its offer in USD and its availability', () => {
    const data = productJsonLd({
      url: 'https://shop.test/single_product?slug=echo-5',
      origin: 'https://shop.test',
      product,
      brandName: 'Voltix',
      sellerName: 'Voltage Avenue',
      rating: { average: 4.333, count: 3 },
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Voltix Echo 5 Wireless Headphones',
      description: 'Big sound & 40 hours of battery.',
      image: ['https://shop.test/uploads/demo/p-headphones-1.webp', 'https://cdn.example.com/h2.webp'],
      url: 'https://shop.test/single_product?slug=echo-5',
      sku: 'VOL-HP-0001',
      brand: { '@type': 'Brand', name: 'Voltix' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.test/single_product?slug=echo-5',
        price: '149.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Voltage Avenue' },
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.33,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('uses the list price without an offer, marks an empty stock and leaves out missing parts', () => {
    const data = productJsonLd({
      url: 'https://shop.test/single_product?slug=x',
      origin: 'https://shop.test',
      product: { ...product, offerPrice: null, stock: 0, sku: null },
      rating: { average: 0, count: 0 },
    });
    expect(data.offers).toMatchObject({ price: '199.99', availability: 'https://schema.org/OutOfStock' });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('sku');
  });
});
