import { n as categoryProductsHref, o as subCategoryProductsHref } from "./catalogue.links-CV6aREg8.js";
import { t as barItemClass } from "./menu-styles-DqVf5aLT.js";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
import { ChevronDown, Watch } from "lucide-react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
// app/features/navigation/trending-menu.dropdown.tsx
/** Spec §2 Trending mega menu (the Radix dropdown, loaded on intent by ./trending-menu): categories with their sub-categories in columns, and a Smart Watch tile. */
function TrendingMenuDropdown({ columns, promoCategorySlug, defaultOpen }) {
	return /* @__PURE__ */ jsxs(DropdownMenu.Root, {
		modal: false,
		defaultOpen,
		children: [/* @__PURE__ */ jsxs(DropdownMenu.Trigger, {
			className: barItemClass,
			children: ["Trending", /* @__PURE__ */ jsx(ChevronDown, {
				"aria-hidden": "true",
				className: "size-4"
			})]
		}), /* @__PURE__ */ jsx(DropdownMenu.Content, {
			align: "start",
			sideOffset: 0,
			collisionPadding: 16,
			className: "z-50 w-[min(72rem,calc(100vw-2rem))] rounded-b-card border border-line bg-white p-6 shadow-pop",
			children: /* @__PURE__ */ jsxs("div", {
				className: "grid grid-cols-[1fr_14rem] gap-6",
				children: [/* @__PURE__ */ jsx("div", {
					className: "grid grid-cols-2 gap-6 lg:grid-cols-4",
					children: columns.map(({ category, subCategories }) => /* @__PURE__ */ jsxs(DropdownMenu.Group, {
						className: "flex flex-col gap-0.5",
						children: [/* @__PURE__ */ jsx(DropdownMenu.Item, {
							asChild: true,
							children: /* @__PURE__ */ jsx(Link, {
								to: categoryProductsHref(category.cat_slug),
								className: "rounded px-2 py-1 text-sm font-bold text-ink outline-none data-[highlighted]:bg-accent-soft",
								children: category.cat_name
							})
						}), subCategories.map((sub) => /* @__PURE__ */ jsx(DropdownMenu.Item, {
							asChild: true,
							children: /* @__PURE__ */ jsx(Link, {
								to: subCategoryProductsHref(sub.slug),
								className: "rounded px-2 py-1 text-sm text-muted outline-none data-[highlighted]:bg-accent-soft data-[highlighted]:text-ink",
								children: sub.subcat_name
							})
						}, sub.slug))]
					}, category.cat_slug))
				}), /* @__PURE__ */ jsx(DropdownMenu.Item, {
					asChild: true,
					children: /* @__PURE__ */ jsxs(Link, {
						to: promoCategorySlug ? categoryProductsHref(promoCategorySlug) : "/products",
						className: "flex flex-col justify-between rounded-card bg-ink p-5 text-white outline-none hover:bg-ink-soft data-[highlighted]:bg-ink-soft data-[highlighted]:ring-2 data-[highlighted]:ring-accent",
						children: [
							/* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("span", {
								className: "text-xs font-semibold tracking-wide text-accent uppercase",
								children: "Trending now"
							}), /* @__PURE__ */ jsx("span", {
								className: "mt-1 block text-xl font-bold",
								children: "Smart Watch"
							})] }),
							/* @__PURE__ */ jsx(Watch, {
								"aria-hidden": "true",
								className: "my-4 size-16 self-center text-accent"
							}),
							/* @__PURE__ */ jsx("span", {
								className: "text-sm font-semibold underline underline-offset-4",
								children: "Shop now"
							})
						]
					})
				})]
			})
		})]
	});
}
export { TrendingMenuDropdown as default };
