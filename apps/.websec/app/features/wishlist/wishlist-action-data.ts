/** What the /wishlist action answers a form (a toast with scripts, a notice on /wishlist without). */
export interface WishlistActionData {
  ok: boolean;
  message: string;
  intent?: string;
  /** For a toggle: whether the product is in the wishlist now. */
  inWishlist?: boolean;
}
