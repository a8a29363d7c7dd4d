/**
 * Response shapes of the site-data calls (docs/api.md §2 and §3) as the storefront reads them. They are derived
 * from the zod contracts in `catalogue.contract.ts` (the source of truth): the fields the storefront cannot
 * do without are required, every other field of the contract is optional, so fixtures and partial data
 * (e.g. `{ cat_slug, cat_name }`) still type-check while a renamed field breaks the build.
 */
import type {
  BrandData,
  CartItemData,
  CategoryData,
  MegaMenuEntryData,
  SubCategoryData,
  UserAddressData,
  UserData,
  WishlistItemData,
} from './catalogue.contract.ts';

/** `K` required, the rest of `T` optional. */
type WithRequired<T, K extends keyof T> = Pick<T, K> & Partial<Omit<T, K>>;

export type { Status } from './catalogue.contract.ts';

export type Category = WithRequired<CategoryData, 'cat_slug' | 'cat_name'>;

export type SubCategory = WithRequired<SubCategoryData, 'slug' | 'subcat_name' | 'cat_slug'>;

export type Brand = WithRequired<BrandData, 'slug' | 'name'>;

export type UserAddress = UserAddressData;

/** The signed-in user's own profile. */
export type User = WithRequired<UserData, 'slug' | 'fullName' | 'email'>;

/** A cart line: the product plus `cart_slug` and `quantity`. */
export type CartItem = WithRequired<
  CartItemData,
  'cart_slug' | 'slug' | 'productName' | 'imageURL' | 'quantity' | 'price'
>;

export type WishlistItem = WithRequired<
  WishlistItemData,
  'wishlist_slug' | 'user_slug' | 'slug' | 'productName' | 'imageURL' | 'price'
>;

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
export type MegaMenuEntry = Partial<Omit<MegaMenuEntryData, 'categoriesData' | 'sub_cat_list'>> & {
  categoriesData: Category;
  sub_cat_list: SubCategory[];
};
