import { describe, expect, it } from 'vitest';
import { dashboardCrumbs } from './dashboard-crumbs';

const home = { to: '/admin', label: 'Admin' };
const links = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/home-content', label: 'Home content' },
];

describe('dashboard breadcrumbs and page title', () => {
  it('names the start page after its own link', () => {
    expect(dashboardCrumbs('/admin', home, links)).toEqual({
      crumbs: [{ label: 'Admin' }],
      title: 'Overview',
    });
  });

  it('puts a section under the dashboard', () => {
    expect(dashboardCrumbs('/admin/orders/', home, links)).toEqual({
      crumbs: [{ label: 'Admin', to: '/admin' }, { label: 'Orders' }],
      title: 'Orders',
    });
  });

  it('names a page below a section after its route handle', () => {
    expect(dashboardCrumbs('/admin/orders/ord-1', home, links, 'Order')).toEqual({
      crumbs: [
        { label: 'Admin', to: '/admin' },
        { label: 'Orders', to: '/admin/orders' },
        { label: 'Order' },
      ],
      title: 'Order',
    });
  });

  it('calls the creation page of an item "New …"', () => {
    expect(dashboardCrumbs('/admin/products/new', home, links, 'Product').title).toBe('New product');
  });

  it('does not take a longer path that merely starts alike for a section', () => {
    expect(dashboardCrumbs('/admin/ordersx', home, links).crumbs).toEqual([{ label: 'Admin' }]);
  });
});
