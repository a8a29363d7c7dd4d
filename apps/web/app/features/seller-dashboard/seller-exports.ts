import type { TableExport } from '../../lib/table-export.server';
import type { DashboardProduct, SellerOrderLine } from './seller-types';

/**
 * The seller tables that export CSV (`/seller/export/<table>`): the seller's own API lists (scoped to the
 * signed-in seller's shop by the API), with the page's search, filters and sort passed on.
 */
export const SELLER_EXPORTS = {
  'order-lines': {
    apiPath: '/api/seller/order-lines',
    keys: ['search', 'status', 'sort', 'order'],
    columns: [
      { header: 'order', value: (row) => row.order_slug },
      { header: 'placed', value: (row) => row.orderDate },
      { header: 'line', value: (row) => row.slug },
      { header: 'product', value: (row) => row.productName },
      { header: 'quantity', value: (row) => row.quantity },
      { header: 'total', value: (row) => row.lineTotal },
      { header: 'status', value: (row) => row.line_status },
      { header: 'carrier', value: (row) => row.tracking?.carrierName },
      { header: 'tracking_number', value: (row) => row.tracking?.number },
      { header: 'payment', value: (row) => `${row.payment_method} ${row.payment_status}` },
      { header: 'ship_to', value: (row) => row.address.name },
      { header: 'address', value: (row) => row.address.address },
      { header: 'city', value: (row) => row.address.city },
      { header: 'state', value: (row) => row.address.state },
      { header: 'country', value: (row) => row.address.country },
      { header: 'phone', value: (row) => row.address.phone },
    ],
  } satisfies TableExport<SellerOrderLine>,
  products: {
    apiPath: '/api/seller/products',
    keys: ['search', 'status', 'sort', 'order'],
    columns: [
      { header: 'name', value: (row) => row.productName },
      { header: 'slug', value: (row) => row.slug },
      { header: 'sku', value: (row) => row.sku },
      { header: 'price', value: (row) => row.price },
      { header: 'offer_price', value: (row) => row.offerPrice },
      { header: 'stock', value: (row) => row.stock },
      { header: 'category', value: (row) => row.catSlug },
      { header: 'approval', value: (row) => row.approvalStatus },
      { header: 'status', value: (row) => row.status },
      { header: 'created', value: (row) => row.createdAt },
    ],
  } satisfies TableExport<DashboardProduct>,
} as const;
