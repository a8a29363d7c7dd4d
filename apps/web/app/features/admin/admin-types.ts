/** Shapes of `/api/admin/*` answers the admin pages read (admin.schemas.ts of the API). */
export interface Page<T> {
  items: T[];
  count: number;
  page: number;
  limit: number;
}

export interface Overview {
  sales: { total: number; delivered: number; last30Days: number };
  ordersByStatus: Record<'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled', number>;
  newCustomers30Days: number;
  pendingApplications: number;
  pendingProducts: number;
  openReports: number;
  /** From the ledger (docs/money.md); optional so an older API answer still renders. */
  marketplaceRevenue?: {
    totals: MarketplaceFigures;
    byMonth: (MarketplaceFigures & { month: string })[];
    bySeller: (MarketplaceFigures & { shop_slug: string; shop_name: string })[];
  };
  /** The figures of the asked range (UTC days), amounts in integer cents. */
  range: { from: string; to: string };
  daily: OverviewDay[];
  rangeTotals: Omit<OverviewDay, 'date'> & { newCustomers: number };
  topProducts: { slug: string; name: string; shop_name: string; units: number; salesCents: number }[];
  topSellers: {
    shop_slug: string;
    shop_name: string;
    salesCents: number;
    orders: number;
    commissionCents: number;
    netTakeCents: number;
  }[];
}

/** One day of the overview's range. */
export interface OverviewDay {
  date: string;
  salesCents: number;
  orders: number;
  commissionCents: number;
  netTakeCents: number;
}

/** What the marketplace itself earned: commission, less the discounts of its own coupons. */
export interface MarketplaceFigures {
  commission: number;
  marketplaceDiscounts: number;
  netTake: number;
}

export interface AdminApplication {
  slug: string;
  email: string;
  phone: string | null;
  shop: {
    shop_name: string;
    shop_slug: string | null;
    shop_address: string | null;
    shop_logo: string | null;
  };
  description: string | null;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  applicant: { slug: string; fullName: string; email: string };
  createdAt: string;
}

export const PRODUCT_FLAGS = [
  ['isTopProduct', 'Top'],
  ['isNewArrival', 'New'],
  ['isBestProduct', 'Best'],
  ['isFeatured', 'Featured'],
  ['isPopular', 'Popular'],
] as const;

export type ProductFlag = (typeof PRODUCT_FLAGS)[number][0];

export interface AdminProduct extends Record<ProductFlag, boolean> {
  slug: string;
  productName: string;
  price: number;
  offerPrice: number | null;
  imageURL: string[];
  seller_slug: string;
  stock: number;
  sku: string | null;
  status: 'active' | 'inactive';
  approvalStatus: 'pending' | 'approved' | 'rejected';
  approvalNote: string | null;
}

export type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export interface AdminOrderSummary {
  slug: string;
  buyer: { name: string; email: string };
  items: number;
  total: number;
  order_status: OrderStatus;
  payment_method: 'cod' | 'card';
  payment_status: 'pending' | 'success';
  createdAt: string;
}

/** Where an admin may move an order (the API's transition table). */
export const ORDER_TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export interface AdminUser {
  slug: string;
  fullName: string;
  email: string;
  role: 'buyer' | 'seller' | 'admin';
  status: 'active' | 'inactive';
  emailVerified: boolean;
  shop_slug: string | null;
  createdAt: string;
}

export interface Settings {
  commissionRateBps: number;
  autoApproveProducts: boolean;
  /** Optional so an older API answer still renders (off). */
  premoderateReviews?: boolean;
  premoderateComments?: boolean;
  updatedAt: string;
}

export interface Subscriber {
  slug: string;
  email: string;
  status: 'active' | 'inactive';
  /** Double opt-in: pending until the e-mailed link is followed. */
  state: 'pending' | 'confirmed' | 'unsubscribed';
  createdAt: string;
}

/** One mail template rendered with sample data (GET /api/admin/emails). */
export interface MailPreview {
  name: string;
  description: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}
