import { describe, expect, it } from 'vitest';
import { pageSizeFrom, tableHref, tableSortFrom } from './table-state';

const url = (query: string) => new URL(`http://shop.test/admin/products?${query}`);

describe('table state in the URL', () => {
  it('reads a sort on an allowed column, ascending unless it says desc', () => {
    expect(tableSortFrom(url('sort=price'), ['price', 'name'])).toEqual({ by: 'price', order: 'asc' });
    expect(tableSortFrom(url('sort=name&order=desc'), ['price', 'name'])).toEqual({
      by: 'name',
      order: 'desc',
    });
  });

  it('ignores a sort on a column the table does not offer', () => {
    expect(tableSortFrom(url('sort=password'), ['price'])).toBeNull();
  });

  it('accepts only the offered page sizes', () => {
    expect(pageSizeFrom(url('limit=50'))).toBe(50);
    expect(pageSizeFrom(url('limit=5000'))).toBe(20);
    expect(pageSizeFrom(url(''))).toBe(20);
  });

  it('changes one part of the query and keeps the rest', () => {
    const current = new URLSearchParams('search=lamp&page=3&sort=name');
    expect(tableHref('/admin/products', current, { sort: 'price', order: 'desc', page: '1' })).toBe(
      '/admin/products?search=lamp&page=1&sort=price&order=desc',
    );
    expect(tableHref('/admin/products', current, { search: '' })).toBe('/admin/products?page=3&sort=name');
  });
});
