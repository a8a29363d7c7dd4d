/** What the product form (seller and admin) reads and shows. */
export interface Taxonomy {
  categories: { cat_slug: string; cat_name: string }[];
  subCategories: { slug: string; subcat_name: string; cat_slug: string }[];
  brands: { slug: string; name: string }[];
}

/** The product fields the form edits (a subset of the dashboard product both APIs answer). */
export interface ProductFormValues {
  slug: string;
  productName: string;
  description: string;
  price: number;
  offerPrice: number | null;
  imageURL: string[];
  catSlug: string;
  subCatSlug: string | null;
  brandSlug: string | null;
  stock: number;
  sku: string | null;
  weight: number | null;
  seoTitle: string | null;
  seoDescription: string | null;
}

/** A refused save: the message, and the API's complaints per field. */
export interface ProductFormResult {
  ok: false;
  message: string;
  fields: Record<string, string>;
}
