import type {
  Brand,
  CartItem,
  Category,
  MegaMenuEntry,
  SubCategory,
  User,
  WishlistItem,
} from '@shop/shared/catalogue.types';
import { useRouteLoaderData } from 'react-router';

/** What the root loader gives every page: the site data of product rules §3 plus the header's mega menu. */
export interface ShellData {
  categories: Category[];
  brands: Brand[];
  subCategories: SubCategory[];
  megaMenu: MegaMenuEntry[];
  user: User | null;
  cart: CartItem[];
  wishlist: WishlistItem[];
}

export const emptyShellData: ShellData = {
  categories: [],
  brands: [],
  subCategories: [],
  megaMenu: [],
  user: null,
  cart: [],
  wishlist: [],
};

/** The root loader's data from any route component; empty lists when the root loader has not run. */
export function useShellData(): ShellData {
  return useRouteLoaderData<ShellData>('root') ?? emptyShellData;
}
