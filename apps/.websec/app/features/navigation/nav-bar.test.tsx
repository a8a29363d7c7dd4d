import { describe, expect, it } from 'vitest';
import { becomeSellerLink, mainLinks, moreLinks } from '../../lib/site';
import { renderToHtml, textOf } from '../../test-support/render-to-html';
import { megaColumns, NavBar } from './nav-bar';

const phones = { cat_slug: 'phones', cat_name: 'Phones' };
const android = { slug: 'android', subcat_name: 'Android', cat_slug: 'phones' };
const tree = [
  { category: phones, subCategories: [android] },
  { category: { cat_slug: 'bags', cat_name: 'Bags' }, subCategories: [] },
];

describe('NavBar', () => {
  it('shows All Categories, Trending, the site links, More and Become seller', () => {
    const html = renderToHtml(
      <NavBar
        tree={tree}
        megaMenu={[]}
        promoCategorySlug="phones"
        mainLinks={mainLinks}
        moreLinks={moreLinks}
        becomeSeller={becomeSellerLink}
      />,
    );
    const text = textOf(html);
    for (const label of ['All Categories', 'Trending', 'Sellers', 'blogs', 'About', 'Contact', 'More']) {
      expect(text).toContain(label);
    }
    for (const href of ['/sellers', '/blogs', '/about', '/contact', '/become_seller']) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toMatch(/<nav aria-label="Main"/);
  });
});

describe('megaColumns', () => {
  it('uses the mega menu entries of the API when there are some', () => {
    const columns = megaColumns([{ categoriesData: phones, sub_cat_list: [android] }], tree);
    expect(columns).toEqual([{ category: phones, subCategories: [android] }]);
  });

  it('falls back to the first four categories', () => {
    expect(megaColumns([], tree)).toEqual(tree);
  });
});
