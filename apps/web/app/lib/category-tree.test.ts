import { describe, expect, it } from 'vitest';
import { categoryTree } from './category-tree';
import { promoCategorySlug } from './site';

describe('categoryTree', () => {
  it('keeps category order and groups sub-categories by cat_slug', () => {
    const tree = categoryTree(
      [
        { cat_slug: 'b', cat_name: 'B' },
        { cat_slug: 'a', cat_name: 'A' },
      ],
      [
        { slug: 'a1', subcat_name: 'A1', cat_slug: 'a' },
        { slug: 'x1', subcat_name: 'X1', cat_slug: 'x' },
        { slug: 'a2', subcat_name: 'A2', cat_slug: 'a' },
      ],
    );
    expect(tree.map((branch) => [branch.category.cat_slug, branch.subCategories.map((s) => s.slug)])).toEqual(
      [
        ['b', []],
        ['a', ['a1', 'a2']],
      ],
    );
  });
});

describe('the menus list only categories with products', () => {
  it('leaves out categories and sub-categories the site data marks as empty', () => {
    const tree = categoryTree(
      [
        { cat_slug: 'a', cat_name: 'A', has_products: true },
        { cat_slug: 'empty', cat_name: 'Empty', has_products: false },
      ],
      [
        { slug: 'a1', subcat_name: 'A1', cat_slug: 'a', has_products: true },
        { slug: 'a2', subcat_name: 'A2', cat_slug: 'a', has_products: false },
      ],
    );
    expect(tree.map((branch) => [branch.category.cat_slug, branch.subCategories.map((s) => s.slug)])).toEqual(
      [['a', ['a1']]],
    );
  });
});

describe('promoCategorySlug', () => {
  it('prefers the watches category, else the first category, else none', () => {
    expect(promoCategorySlug([{ cat_slug: 'phones' }, { cat_slug: 'watches-accessories' }])).toBe(
      'watches-accessories',
    );
    expect(promoCategorySlug([{ cat_slug: 'phones' }])).toBe('phones');
    expect(promoCategorySlug([])).toBeNull();
  });
});
