// ../../packages/shared/src/catalogue.links.ts
/**
* Storefront URLs of the specification's routes (spec §2), built in one place so that the header, the
* menus and the pages agree. `category` is the category slug prefixed with "+" (a "+" in a query string may
* arrive as a space, so readers must accept both).
*/
function categoryProductsHref(catSlug) {
	return `/products?category=+${catSlug}`;
}
function subCategoryProductsHref(subCategorySlug) {
	return `/products?sub_category=${encodeURIComponent(subCategorySlug)}`;
}
function productHref(productSlug) {
	return `/single_product?slug=${encodeURIComponent(productSlug)}`;
}
/** The value a category `<select>` sends as `category`: the slug prefixed with "+". */
function categoryParamValue(catSlug) {
	return `+${catSlug}`;
}
/** Reads `category` back into slugs: "+a+b", " a b" (a decoded "+") and "%2Ba" all give the slugs. */
function parseCategoryParam(value) {
	if (!value) return [];
	return value.split(/[+\s]+/).map((token) => token.trim()).filter((token) => token.length > 0);
}
/**
* The header search (spec §2): text only, category only or both go to /products; empty fields are left out.
* `category` is a category `<select>` value, i.e. already "+slug".
*/
function productsSearchHref(input) {
	const parts = [];
	const search = input.search?.trim();
	if (search) parts.push(`search=${encodeURIComponent(search)}`);
	const slugs = parseCategoryParam(input.category);
	if (slugs.length > 0) parts.push(`category=${slugs.map((slug) => `+${encodeURIComponent(slug)}`).join("")}`);
	return parts.length > 0 ? `/products?${parts.join("&")}` : "/products";
}
export { productsSearchHref as a, productHref as i, categoryProductsHref as n, subCategoryProductsHref as o, parseCategoryParam as r, categoryParamValue as t };
