/** The seller application as `GET/POST /api/users/seller_apply` answer it. */
export interface SellerApplication {
  slug: string;
  user_slug: string;
  email: string;
  phone: string | null;
  shop: {
    shop_name: string;
    shop_slug: string | null;
    shop_address: string | null;
    shop_logo: string | null;
    shop_cover: string | null;
  };
  description: string | null;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  decidedAt: string | null;
  createdAt: string;
}

/** What the apply form shows after a failed post: a form-level message and per-field complaints. */
export interface ApplyResult {
  ok: false;
  message: string;
  code?: string | undefined;
  fields: Record<string, string>;
  values: Record<string, string>;
}
