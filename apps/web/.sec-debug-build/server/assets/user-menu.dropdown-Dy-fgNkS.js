import { n as clearBrowserStorage, t as SIGN_OUT_ACTION } from "./sign-out-4xL13wY2.js";
import { n as userMenuTriggerClass } from "./user-menu-DeAbVCxk.js";
import { Link, useSubmit } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
import { ChevronDown, LogOut, UserRound } from "lucide-react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
// app/features/header/user-menu.dropdown.tsx
var itemClass = "flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-accent-soft";
/** Spec §2 user menu (the Radix dropdown, loaded on intent by ./user-menu): profile, Support, FAQ, Sign Out. */
function UserMenuDropdown({ greeting, defaultOpen }) {
	const submit = useSubmit();
	function signOut() {
		clearBrowserStorage();
		submit(null, {
			method: "post",
			action: SIGN_OUT_ACTION
		});
	}
	return /* @__PURE__ */ jsxs(DropdownMenu.Root, {
		modal: false,
		defaultOpen,
		children: [/* @__PURE__ */ jsxs(DropdownMenu.Trigger, {
			className: userMenuTriggerClass,
			children: [
				/* @__PURE__ */ jsx(UserRound, {
					"aria-hidden": "true",
					className: "size-6"
				}),
				/* @__PURE__ */ jsx("span", {
					className: "max-w-36 truncate max-lg:max-w-20",
					children: greeting
				}),
				/* @__PURE__ */ jsx(ChevronDown, {
					"aria-hidden": "true",
					className: "size-4"
				})
			]
		}), /* @__PURE__ */ jsxs(DropdownMenu.Content, {
			align: "end",
			sideOffset: 8,
			className: "z-50 min-w-48 rounded-card border border-line bg-white p-1 shadow-pop",
			children: [
				/* @__PURE__ */ jsx(DropdownMenu.Item, {
					asChild: true,
					className: itemClass,
					children: /* @__PURE__ */ jsx(Link, {
						to: "/profile",
						children: "Profile"
					})
				}),
				/* @__PURE__ */ jsx(DropdownMenu.Item, {
					asChild: true,
					className: itemClass,
					children: /* @__PURE__ */ jsx(Link, {
						to: "/faq",
						children: "Support"
					})
				}),
				/* @__PURE__ */ jsx(DropdownMenu.Item, {
					asChild: true,
					className: itemClass,
					children: /* @__PURE__ */ jsx(Link, {
						to: "/faq",
						children: "FAQ"
					})
				}),
				/* @__PURE__ */ jsx(DropdownMenu.Separator, { className: "my-1 h-px bg-line" }),
				/* @__PURE__ */ jsxs(DropdownMenu.Item, {
					className: itemClass,
					onSelect: signOut,
					children: [/* @__PURE__ */ jsx(LogOut, {
						"aria-hidden": "true",
						className: "size-4"
					}), "Sign Out"]
				})
			]
		})]
	});
}
export { UserMenuDropdown as default };
