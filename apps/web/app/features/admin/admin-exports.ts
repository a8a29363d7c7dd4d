import type { TableExport } from '../../lib/table-export.server';
import type { AdminApplication, AdminOrderSummary, AdminProduct, AdminUser, Subscriber } from './admin-types';
import type { AdminContactMessage } from './content-types';

/**
 * The admin tables that export CSV (`/admin/export/<table>`): the API list each reads, the page's URL
 * parameters passed on (so the file holds the rows the filters select, in the table's order) and the columns.
 */
export const ADMIN_EXPORTS = {
  users: {
    apiPath: '/api/admin/users',
    keys: ['search', 'role', 'status', 'sort', 'order'],
    columns: [
      { header: 'name', value: (row) => row.fullName },
      { header: 'email', value: (row) => row.email },
      { header: 'role', value: (row) => row.role },
      { header: 'status', value: (row) => row.status },
      { header: 'email_verified', value: (row) => row.emailVerified },
      { header: 'shop_slug', value: (row) => row.shop_slug },
      { header: 'joined', value: (row) => row.createdAt },
    ],
  } satisfies TableExport<AdminUser>,
  applications: {
    apiPath: '/api/admin/seller-applications',
    keys: ['search', 'status', 'sort', 'order'],
    columns: [
      { header: 'shop_name', value: (row) => row.shop.shop_name },
      { header: 'applicant', value: (row) => row.applicant.fullName },
      { header: 'email', value: (row) => row.email },
      { header: 'phone', value: (row) => row.phone },
      { header: 'status', value: (row) => row.status },
      { header: 'reason', value: (row) => row.reason },
      { header: 'applied', value: (row) => row.createdAt },
    ],
  } satisfies TableExport<AdminApplication>,
  subscribers: {
    apiPath: '/api/admin/subscribers',
    keys: ['search', 'status', 'sort', 'order'],
    columns: [
      { header: 'email', value: (row) => row.email },
      { header: 'state', value: (row) => row.state },
      { header: 'status', value: (row) => row.status },
      { header: 'subscribed_at', value: (row) => row.createdAt },
    ],
  } satisfies TableExport<Subscriber>,
  'contact-messages': {
    apiPath: '/api/admin/contact-messages',
    keys: ['search', 'status', 'sort', 'order'],
    columns: [
      { header: 'name', value: (row) => row.name },
      { header: 'email', value: (row) => row.email },
      { header: 'phone', value: (row) => row.phone },
      { header: 'subject', value: (row) => row.subject },
      { header: 'message', value: (row) => row.message },
      { header: 'status', value: (row) => row.status },
      { header: 'received', value: (row) => row.createdAt },
    ],
  } satisfies TableExport<AdminContactMessage>,
  products: {
    apiPath: '/api/admin/products',
    keys: ['search', 'approval', 'status', 'sort', 'order'],
    columns: [
      { header: 'name', value: (row) => row.productName },
      { header: 'slug', value: (row) => row.slug },
      { header: 'seller_slug', value: (row) => row.seller_slug },
      { header: 'sku', value: (row) => row.sku },
      { header: 'price', value: (row) => row.price },
      { header: 'offer_price', value: (row) => row.offerPrice },
      { header: 'stock', value: (row) => row.stock },
      { header: 'approval', value: (row) => row.approvalStatus },
      { header: 'status', value: (row) => row.status },
    ],
  } satisfies TableExport<AdminProduct>,
  orders: {
    apiPath: '/api/admin/orders',
    keys: ['search', 'status', 'sort', 'order'],
    columns: [
      { header: 'order', value: (row) => row.slug },
      { header: 'buyer', value: (row) => row.buyer.name },
      { header: 'buyer_email', value: (row) => row.buyer.email },
      { header: 'items', value: (row) => row.items },
      { header: 'total', value: (row) => row.total },
      { header: 'status', value: (row) => row.order_status },
      { header: 'payment', value: (row) => `${row.payment_method} ${row.payment_status}` },
      { header: 'placed', value: (row) => row.createdAt },
    ],
  } satisfies TableExport<AdminOrderSummary>,
} as const;
