import type { TableExport } from '../../lib/table-export.server';
import type { AdminApplication, AdminOrderSummary, AdminProduct, AdminUser, Subscriber } from './admin-types';
import { type ApiCatalogueRecord, catalogueEntry } from './catalogue-kinds';
import type { AdminContactMessage, AdminReport } from './content-types';
import type { AdminCoupon } from './coupon-types';

/** A category, sub-category or brand row as the CSV reads it, whichever the API's field names. */
function taxonomyExport(apiPath: string, keys: string[]): TableExport<ApiCatalogueRecord> {
  return {
    apiPath,
    keys,
    columns: [
      { header: 'name', value: (row) => catalogueEntry(row).name },
      { header: 'slug', value: (row) => catalogueEntry(row).slug },
      ...(apiPath.endsWith('sub-categories')
        ? [{ header: 'category_slug', value: (row: ApiCatalogueRecord) => catalogueEntry(row).parentSlug }]
        : []),
      { header: 'products', value: (row) => row.productCount },
      { header: 'status', value: (row) => catalogueEntry(row).status },
      { header: 'image', value: (row) => catalogueEntry(row).image },
    ],
  };
}

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
  categories: taxonomyExport('/api/admin/categories', ['search', 'status', 'sort', 'order']),
  'sub-categories': taxonomyExport('/api/admin/sub-categories', [
    'search',
    'status',
    'cat_slug',
    'sort',
    'order',
  ]),
  brands: taxonomyExport('/api/admin/brands', ['search', 'status', 'sort', 'order']),
  coupons: {
    apiPath: '/api/admin/coupons',
    keys: ['search', 'status', 'sort', 'order'],
    columns: [
      { header: 'code', value: (row) => row.code },
      { header: 'name', value: (row) => row.name },
      { header: 'discount_type', value: (row) => row.discount.role },
      { header: 'discount', value: (row) => row.discount.value },
      { header: 'minimum_purchase', value: (row) => row.minimum_purchase },
      { header: 'uses', value: (row) => row.items_number },
      { header: 'used', value: (row) => row.apply_qty },
      { header: 'per_shopper', value: (row) => row.per_user_limit },
      { header: 'starts', value: (row) => row.starts_at },
      { header: 'last_day', value: (row) => row.expired_date },
      { header: 'shop_slug', value: (row) => row.seller_slug },
      { header: 'status', value: (row) => row.status },
    ],
  } satisfies TableExport<AdminCoupon>,
  reports: {
    apiPath: '/api/admin/reports',
    keys: ['search', 'status', 'sort', 'order'],
    // As the page: open reports unless it names another status, every report for "all".
    defaults: { status: 'open' },
    everything: 'all',
    columns: [
      { header: 'title', value: (row) => row.title },
      { header: 'note', value: (row) => row.note },
      { header: 'product', value: (row) => row.productName },
      { header: 'product_slug', value: (row) => row.product_slug },
      { header: 'product_status', value: (row) => row.product_status },
      { header: 'reporter', value: (row) => row.reporter.name },
      { header: 'status', value: (row) => row.status },
      { header: 'reported', value: (row) => row.createdAt },
    ],
  } satisfies TableExport<AdminReport>,
} as const;
