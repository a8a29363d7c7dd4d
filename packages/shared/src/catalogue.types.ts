/**
 * Response shapes of the site-data calls (API.md §2 and §3), with the field names the API sends.
 * Types only: the API's zod contracts are the source of truth for validation.
 */

export type Status = 'active' | 'inactive';

export interface Category {
  cat_slug: string;
  cat_name: string;
  cat_image?: string | null;
  cat_status?: Status;
}

export interface SubCategory {
  slug: string;
  subcat_name: string;
  cat_slug: string;
  subcat_status?: Status;
}

export interface Brand {
  slug: string;
  name: string;
  logo?: string | null;
  status?: Status;
}

export interface UserAddress {
  country: string;
  state: string;
  city: string;
  address: string;
}

/** The signed-in user's own profile. */
export interface User {
  slug: string;
  fullName: string;
  displayName?: string | null;
  email: string;
  phone?: string | null;
  avatar?: string | null;
  role?: 'buyer' | 'seller' | 'admin';
  address?: UserAddress | null;
  emailVerified?: boolean;
}

/** A cart line: the product plus `cart_slug` and `quantity`; only the fields the storefront reads are listed. */
export interface CartItem {
  cart_slug: string;
  slug: string;
  productName: string;
  imageURL: string[];
  quantity: number;
  price: number;
  offerPrice?: number | null;
  stock?: number;
}

export interface WishlistItem {
  wishlist_slug: string;
  user_slug: string;
  slug: string;
  productName: string;
  imageURL: string[];
  price: number;
  offerPrice?: number | null;
  rating?: number;
  stock?: number;
  catSlug?: string;
  createdAt?: string;
}

/** `GET /wo-user`. */
export interface SiteData {
  categories: Category[];
  brands: Brand[];
  subCategories: SubCategory[];
}

/** `GET /with-user/{user}`. */
export interface SiteDataWithUser extends SiteData {
  user: User;
  cart: CartItem[];
  wishlist: WishlistItem[];
}

/** One entry of `GET /mega-menu-categories/header`. */
export interface MegaMenuEntry {
  categoriesData: Category;
  sub_cat_list: SubCategory[];
}
