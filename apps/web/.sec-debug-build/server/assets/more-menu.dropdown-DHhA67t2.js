import { n as menuItemClass, r as menuPanelClass, t as barItemClass } from "./menu-styles-DqVf5aLT.js";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
import { ChevronDown } from "lucide-react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
// app/features/navigation/more-menu.dropdown.tsx
/** Spec §2 More menu (the Radix dropdown, loaded on intent by ./more-menu): Privacy Policy, Terms and Conditions, Seller terms and conditions, FAQ. */
function MoreMenuDropdown({ links, narrowOnlyLinks, defaultOpen }) {
	return /* @__PURE__ */ jsxs(DropdownMenu.Root, {
		modal: false,
		defaultOpen,
		children: [/* @__PURE__ */ jsxs(DropdownMenu.Trigger, {
			className: barItemClass,
			children: ["More", /* @__PURE__ */ jsx(ChevronDown, {
				"aria-hidden": "true",
				className: "size-4"
			})]
		}), /* @__PURE__ */ jsxs(DropdownMenu.Content, {
			align: "start",
			sideOffset: 0,
			className: `${menuPanelClass} w-64`,
			children: [narrowOnlyLinks.map((link) => /* @__PURE__ */ jsx(DropdownMenu.Item, {
				asChild: true,
				className: `${menuItemClass} lg:hidden`,
				children: /* @__PURE__ */ jsx(Link, {
					to: link.to,
					children: link.label
				})
			}, link.to)), links.map((link) => /* @__PURE__ */ jsx(DropdownMenu.Item, {
				asChild: true,
				className: menuItemClass,
				children: /* @__PURE__ */ jsx(Link, {
					to: link.to,
					children: link.label
				})
			}, link.to))]
		})]
	});
}
export { MoreMenuDropdown as default };
