/**
 * The three catalogue lists an admin keeps (categories, sub-categories, brands). They differ only in the
 * API's field names, so one page and one form serve all three, told apart by these descriptions.
 */

export interface CatalogueKind {
  /** The `/api/admin/<collection>` segment and the page's `/admin/<collection>` path. */
  collection: 'categories' | 'sub-categories' | 'brands';
  noun: string;
  plural: string;
  nameField: 'cat_name' | 'subcat_name' | 'name';
  imageField: 'cat_image' | 'image' | 'logo';
  imageLabel: string;
  statusField: 'cat_status' | 'subcat_status' | 'status';
  /** Sub-categories belong to a category (`cat_slug`). */
  hasParent: boolean;
}

export const CATEGORY_KIND: CatalogueKind = {
  collection: 'categories',
  noun: 'Category',
  plural: 'Categories',
  nameField: 'cat_name',
  imageField: 'cat_image',
  imageLabel: 'Image',
  statusField: 'cat_status',
  hasParent: false,
};

export const SUB_CATEGORY_KIND: CatalogueKind = {
  collection: 'sub-categories',
  noun: 'Sub-category',
  plural: 'Sub-categories',
  nameField: 'subcat_name',
  imageField: 'image',
  imageLabel: 'Image',
  statusField: 'subcat_status',
  hasParent: true,
};

export const BRAND_KIND: CatalogueKind = {
  collection: 'brands',
  noun: 'Brand',
  plural: 'Brands',
  nameField: 'name',
  imageField: 'logo',
  imageLabel: 'Logo',
  statusField: 'status',
  hasParent: false,
};

/** The columns the API sorts a catalogue table by (sub-categories also by their category). */
export function catalogueSortKeys(kind: CatalogueKind): string[] {
  return kind.hasParent ? ['name', 'category', 'products', 'status'] : ['name', 'products', 'status'];
}

/** One row of any catalogue list, in the page's own words. */
export interface CatalogueEntry {
  slug: string;
  name: string;
  image: string | null;
  status: 'active' | 'inactive';
  productCount: number;
  parentSlug: string | null;
}

type Status = 'active' | 'inactive';
type ApiCategory = { cat_slug: string; cat_name: string; cat_image: string | null; cat_status: Status };
type ApiSubCategory = {
  slug: string;
  subcat_name: string;
  cat_slug: string;
  image: string | null;
  subcat_status: Status;
};
type ApiBrand = { slug: string; name: string; logo: string | null; status: Status };
export type ApiCatalogueRecord = (ApiCategory | ApiSubCategory | ApiBrand) & { productCount: number };

/** The API's record (whichever kind) as a list row. */
export function catalogueEntry(record: ApiCatalogueRecord): CatalogueEntry {
  if ('cat_name' in record) {
    return {
      slug: record.cat_slug,
      name: record.cat_name,
      image: record.cat_image,
      status: record.cat_status,
      productCount: record.productCount,
      parentSlug: null,
    };
  }
  if ('subcat_name' in record) {
    return {
      slug: record.slug,
      name: record.subcat_name,
      image: record.image,
      status: record.subcat_status,
      productCount: record.productCount,
      parentSlug: record.cat_slug,
    };
  }
  return {
    slug: record.slug,
    name: record.name,
    image: record.logo,
    status: record.status,
    productCount: record.productCount,
    parentSlug: null,
  };
}
