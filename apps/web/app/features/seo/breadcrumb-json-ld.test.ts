import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1 and makes every address absolute', () => {
    expect(
      breadcrumbJsonLd('https://shop.test', [
        { name: 'Home', href: '/' },
        { name: 'Electronics', href: '/products?category=+electronics' },
        { name: 'Headphones', href: 'https://shop.test/products?sub_category=headphones' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Electronics',
          item: 'https://shop.test/products?category=+electronics',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Headphones',
          item: 'https://shop.test/products?sub_category=headphones',
        },
      ],
    });
  });
});
