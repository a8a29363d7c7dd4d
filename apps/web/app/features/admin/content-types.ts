/** Shapes of the admin content answers (apps/api admin.schemas.ts) the content pages read. */
import type {
  Advertisement,
  Blog,
  BlogCategory,
  CategoryData,
  CategoryEntry,
  FlashSaleContent,
  Slider,
  Status,
  SubCategoryData,
} from '@shop/shared/catalogue.contract';
import type { ReportData } from '@shop/shared/shopping.contract';

export type { Advertisement, Blog, CategoryEntry, Slider, Status };

export interface AdminCategory extends CategoryData {
  productCount: number;
}

export interface AdminSubCategory extends SubCategoryData {
  productCount: number;
}

export interface AdminMegaMenuEntry {
  slug: string;
  categoriesData: CategoryData;
  sub_cat_list: SubCategoryData[];
  serial: number;
  status: Status;
}

export interface AdminFlashSale extends FlashSaleContent {
  itemCount: number;
}

export interface AdminFlashSaleItem {
  slug: string;
  product_slug: string;
  productName: string;
  price: number;
  offerPrice: number | null;
  salePrice: number;
  /** Units sold at the sale price at most; null: no limit. */
  saleQuantity?: number | null;
  soldQuantity?: number;
  status: Status;
}

export interface AdminBlogCategory extends BlogCategory {
  blogCount: number;
}

export interface AdminReport extends ReportData {
  productName: string;
  reporter: { slug: string; name: string };
  product_status: Status;
}

export type ContactStatus = 'unread' | 'read' | 'archived';

export interface AdminContactMessage {
  slug: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: ContactStatus;
  user_slug: string | null;
  createdAt: string;
}
