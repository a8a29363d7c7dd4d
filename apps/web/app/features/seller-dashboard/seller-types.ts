import type { Tracking } from '@shop/shared/tracking';
import type { ProductFormValues } from '../../components/product-form/product-form-types';

/** Shapes of `/api/seller/*` answers the dashboard reads (seller-dashboard.schemas.ts of the API). */
export interface Shop {
  shop_name: string;
  shop_slug: string;
  shop_address: string | null;
  shop_logo: string | null;
  shop_cover: string | null;
  description: string | null;
  /** Where order e-mails go now (a confirmed address); null: the owner's account e-mail. */
  contact_email: string | null;
  /** An address waiting for its confirmation link to be followed. */
  pending_contact_email: string | null;
  contact_phone: string | null;
  status: 'active' | 'inactive';
}

/** A product as the dashboard lists it: the form's fields plus status, approval and age. */
export interface DashboardProduct extends ProductFormValues {
  status: 'active' | 'inactive';
  approvalStatus: 'pending' | 'approved' | 'rejected';
  approvalNote: string | null;
  createdAt: string;
}

export interface Page<T> {
  items: T[];
  count: number;
  page: number;
  limit: number;
}

export type LineStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export interface SellerOrderLine {
  slug: string;
  order_slug: string;
  orderDate: string;
  productName: string;
  imageURL: string | null;
  quantity: number;
  lineTotal: number;
  line_status: LineStatus;
  /** Carrier and tracking number given when the line shipped. */
  tracking?: Tracking | null;
  payment_method: 'cod' | 'card';
  payment_status: 'pending' | 'success';
  buyer: { slug: string; name: string };
  address: {
    name: string;
    phone: string;
    country: string;
    state: string | null;
    city: string;
    address: string;
  };
}

/** A statement's figures in dollars (docs/money.md): net = gross − sellerDiscounts − commission + shipping. */
interface Split {
  gross: number;
  sellerDiscounts: number;
  commission: number;
  shipping: number;
  net: number;
  pending: number;
  payable: number;
}

export interface Earnings {
  commissionRateBps: number;
  rule: string;
  totals: Split & { orders: number; units: number };
  byMonth: (Split & { month: string; orders: number })[];
  byOrder: Page<Split & { order_slug: string; orderDate: string; deliveredAt: string | null; units: number }>;
}

/** The next statuses a seller may pick for a line (one step forward). */
export const NEXT_LINE_STATUS: Record<LineStatus, LineStatus | null> = {
  pending: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
  delivered: null,
  cancelled: null,
};

/** `GET /api/seller/overview`: the shop over a range of UTC days, amounts in integer cents. */
export interface SellerOverview {
  range: { from: string; to: string };
  daily: SellerOverviewDay[];
  rangeTotals: Omit<SellerOverviewDay, 'date'>;
  topProducts: { slug: string; name: string; units: number; salesCents: number }[];
  lowStock: { slug: string; name: string; stock: number }[];
  lowStockThreshold: number;
}

export interface SellerOverviewDay {
  date: string;
  salesCents: number;
  orders: number;
  commissionCents: number;
  netCents: number;
}
