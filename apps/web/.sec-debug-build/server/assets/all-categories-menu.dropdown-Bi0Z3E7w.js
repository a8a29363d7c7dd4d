import { n as categoryProductsHref, o as subCategoryProductsHref } from "./catalogue.links-CV6aREg8.js";
import { n as messages } from "./messages-QpOMd8Xa.js";
import { n as menuItemClass, r as menuPanelClass } from "./menu-styles-DqVf5aLT.js";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
import { ChevronDown, ChevronRight, LayoutGrid } from "lucide-react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
// app/features/navigation/all-categories-menu.dropdown.tsx
/**
* Spec §2: the All Categories dropdown (Radix, loaded on intent by ./all-categories-menu); a category with sub-categories opens a flyout of them. Menus render
* in place (no portal) so they stay inside the navigation landmark.
*/
function AllCategoriesDropdown({ tree, defaultOpen }) {
	return /* @__PURE__ */ jsxs(DropdownMenu.Root, {
		modal: false,
		defaultOpen,
		children: [/* @__PURE__ */ jsxs(DropdownMenu.Trigger, {
			className: "flex h-12 items-center gap-2 whitespace-nowrap bg-ink px-4 text-sm font-semibold text-white hover:bg-ink-soft data-[state=open]:bg-ink-soft",
			children: [
				/* @__PURE__ */ jsx(LayoutGrid, {
					"aria-hidden": "true",
					className: "size-4"
				}),
				messages.allCategories,
				/* @__PURE__ */ jsx(ChevronDown, {
					"aria-hidden": "true",
					className: "size-4"
				})
			]
		}), /* @__PURE__ */ jsxs(DropdownMenu.Content, {
			align: "start",
			sideOffset: 0,
			className: `${menuPanelClass} w-64`,
			children: [tree.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "px-3 py-2 text-sm text-muted",
				children: messages.noItemsFound
			}) : null, tree.map(({ category, subCategories }) => subCategories.length === 0 ? /* @__PURE__ */ jsx(DropdownMenu.Item, {
				asChild: true,
				className: menuItemClass,
				children: /* @__PURE__ */ jsx(Link, {
					to: categoryProductsHref(category.cat_slug),
					children: category.cat_name
				})
			}, category.cat_slug) : /* @__PURE__ */ jsxs(DropdownMenu.Sub, { children: [/* @__PURE__ */ jsxs(DropdownMenu.SubTrigger, {
				className: menuItemClass,
				children: [category.cat_name, /* @__PURE__ */ jsx(ChevronRight, {
					"aria-hidden": "true",
					className: "size-4 text-muted"
				})]
			}), /* @__PURE__ */ jsxs(DropdownMenu.SubContent, {
				sideOffset: 4,
				className: menuPanelClass,
				children: [/* @__PURE__ */ jsx(DropdownMenu.Item, {
					asChild: true,
					className: `${menuItemClass} font-semibold`,
					children: /* @__PURE__ */ jsxs(Link, {
						to: categoryProductsHref(category.cat_slug),
						children: ["All ", category.cat_name]
					})
				}), subCategories.map((sub) => /* @__PURE__ */ jsx(DropdownMenu.Item, {
					asChild: true,
					className: menuItemClass,
					children: /* @__PURE__ */ jsx(Link, {
						to: subCategoryProductsHref(sub.slug),
						children: sub.subcat_name
					})
				}, sub.slug))]
			})] }, category.cat_slug))]
		})]
	});
}
export { AllCategoriesDropdown as default };
