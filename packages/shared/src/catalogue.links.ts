/**
 * Storefront URLs of the specification's routes (product rules §2), built in one place so that the header, the
 * menus and the pages agree. `category` is the category slug prefixed with "+" (a "+" in a query string may
 * arrive as a space, so readers must accept both).
 */

export function categoryProductsHref(catSlug: string): string {
  return `/products?category=+${catSlug}`;
}

export function subCategoryProductsHref(subCategorySlug: string): string {
  return `/products?sub_category=${encodeURIComponent(subCategorySlug)}`;
}

export function productHref(productSlug: string): string {
  return `/single_product?slug=${encodeURIComponent(productSlug)}`;
}

/** The value a category `<select>` sends as `category`: the slug prefixed with "+". */
export function categoryParamValue(catSlug: string): string {
  return `+${catSlug}`;
}

/**
 * Splits a "+"-joined slug list (`category`, `brand`, `sub_category`): "+a+b", " a b" (a decoded "+") and
 * "a++b" all give ["a", "b"], each slug once.
 */
export function parseSlugList(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(/[+\s]+/).filter((token) => token.length > 0))];
}

/**
 * The header search (product rules §2): text only, category only or both go to /products; empty fields are left out.
 * `category` is a category `<select>` value, i.e. already "+slug".
 */
export function productsSearchHref(input: { search?: string | null; category?: string | null }): string {
  const parts: string[] = [];
  const search = input.search?.trim();
  if (search) parts.push(`search=${encodeURIComponent(search)}`);
  const slugs = parseSlugList(input.category);
  if (slugs.length > 0)
    parts.push(`category=${slugs.map((slug) => `+${encodeURIComponent(slug)}`).join('')}`);
  return parts.length > 0 ? `/products?${parts.join('&')}` : '/products';
}
