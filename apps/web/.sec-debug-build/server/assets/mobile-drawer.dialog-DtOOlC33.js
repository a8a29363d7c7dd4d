import { n as categoryProductsHref, o as subCategoryProductsHref } from "./catalogue.links-CV6aREg8.js";
import { n as messages } from "./messages-QpOMd8Xa.js";
import { n as clearBrowserStorage, t as SIGN_OUT_ACTION } from "./sign-out-4xL13wY2.js";
import { Form, Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
import { LogIn, LogOut, Menu, UserRound, X } from "lucide-react";
import * as Dialog from "@radix-ui/react-dialog";
import * as Tabs from "@radix-ui/react-tabs";
// app/features/mobile/mobile-drawer.dialog.tsx
var tabClass = "flex-1 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-muted data-[state=active]:border-accent-strong data-[state=active]:text-ink";
function CategoryList({ tree }) {
	if (tree.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "px-4 py-3 text-sm text-muted",
		children: messages.noItemsFound
	});
	return /* @__PURE__ */ jsx("ul", {
		className: "divide-y divide-line",
		children: tree.map(({ category, subCategories }) => /* @__PURE__ */ jsx("li", { children: subCategories.length === 0 ? /* @__PURE__ */ jsx(Dialog.Close, {
			asChild: true,
			children: /* @__PURE__ */ jsx(Link, {
				to: categoryProductsHref(category.cat_slug),
				className: "block px-4 py-3 text-sm font-medium",
				children: category.cat_name
			})
		}) : /* @__PURE__ */ jsxs("details", {
			className: "group",
			children: [/* @__PURE__ */ jsxs("summary", {
				className: "flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-medium",
				children: [category.cat_name, /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: "text-muted transition-transform group-open:rotate-45",
					children: "+"
				})]
			}), /* @__PURE__ */ jsxs("ul", {
				className: "bg-surface pb-2",
				children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Dialog.Close, {
					asChild: true,
					children: /* @__PURE__ */ jsxs(Link, {
						to: categoryProductsHref(category.cat_slug),
						className: "block px-6 py-2 text-sm font-semibold",
						children: ["All ", category.cat_name]
					})
				}) }), subCategories.map((sub) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Dialog.Close, {
					asChild: true,
					children: /* @__PURE__ */ jsx(Link, {
						to: subCategoryProductsHref(sub.slug),
						className: "block px-6 py-2 text-sm text-ink-soft",
						children: sub.subcat_name
					})
				}) }, sub.slug))]
			})]
		}) }, category.cat_slug))
	});
}
/** Spec §2 mobile drawer (Radix dialog, loaded on intent by ./mobile-drawer): tabs Categories and Main Menu, the user (or Log in) and a search box. */
function MobileDrawerDialog({ shopName, user, tree, menuLinks, search, defaultOpen }) {
	const name = user ? user.displayName?.trim() || user.fullName : null;
	return /* @__PURE__ */ jsxs(Dialog.Root, {
		defaultOpen,
		children: [/* @__PURE__ */ jsx(Dialog.Trigger, {
			"aria-label": "Open menu",
			className: "flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-sunk",
			children: /* @__PURE__ */ jsx(Menu, {
				"aria-hidden": "true",
				className: "size-6"
			})
		}), /* @__PURE__ */ jsxs(Dialog.Portal, { children: [/* @__PURE__ */ jsx(Dialog.Overlay, { className: "fixed inset-0 z-50 bg-ink/50" }), /* @__PURE__ */ jsxs(Dialog.Content, {
			className: "fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-80 flex-col bg-white shadow-pop",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "flex items-center justify-between border-b border-line px-4 py-3",
					children: [/* @__PURE__ */ jsx(Dialog.Title, {
						className: "text-lg font-bold",
						children: shopName
					}), /* @__PURE__ */ jsx(Dialog.Close, {
						"aria-label": "Close menu",
						className: "flex size-9 items-center justify-center rounded-full hover:bg-surface-sunk",
						children: /* @__PURE__ */ jsx(X, {
							"aria-hidden": "true",
							className: "size-5"
						})
					})]
				}),
				/* @__PURE__ */ jsx(Dialog.Description, {
					className: "sr-only",
					children: "Browse categories and pages"
				}),
				/* @__PURE__ */ jsx("div", {
					className: "border-b border-line px-4 py-3",
					children: user ? /* @__PURE__ */ jsxs("div", {
						className: "flex items-center justify-between gap-2",
						children: [/* @__PURE__ */ jsxs("span", {
							className: "flex min-w-0 items-center gap-2 text-sm font-semibold",
							children: [/* @__PURE__ */ jsx(UserRound, {
								"aria-hidden": "true",
								className: "size-5 shrink-0"
							}), /* @__PURE__ */ jsx("span", {
								className: "truncate",
								children: name
							})]
						}), /* @__PURE__ */ jsx(Form, {
							method: "post",
							action: SIGN_OUT_ACTION,
							onSubmit: clearBrowserStorage,
							children: /* @__PURE__ */ jsxs("button", {
								type: "submit",
								className: "flex items-center gap-1.5 rounded-card border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-sunk",
								children: [/* @__PURE__ */ jsx(LogOut, {
									"aria-hidden": "true",
									className: "size-4"
								}), "Logout"]
							})
						})]
					}) : /* @__PURE__ */ jsx(Dialog.Close, {
						asChild: true,
						children: /* @__PURE__ */ jsxs(Link, {
							to: "/login",
							className: "flex items-center gap-2 text-sm font-semibold",
							children: [/* @__PURE__ */ jsx(LogIn, {
								"aria-hidden": "true",
								className: "size-5"
							}), "Log in"]
						})
					})
				}),
				/* @__PURE__ */ jsx("div", {
					className: "border-b border-line p-3",
					children: search
				}),
				/* @__PURE__ */ jsxs(Tabs.Root, {
					defaultValue: "categories",
					className: "flex min-h-0 flex-1 flex-col",
					children: [
						/* @__PURE__ */ jsxs(Tabs.List, {
							"aria-label": "Menu sections",
							className: "flex border-b border-line",
							children: [/* @__PURE__ */ jsx(Tabs.Trigger, {
								value: "categories",
								className: tabClass,
								children: "Categories"
							}), /* @__PURE__ */ jsx(Tabs.Trigger, {
								value: "main",
								className: tabClass,
								children: "Main Menu"
							})]
						}),
						/* @__PURE__ */ jsx(Tabs.Content, {
							value: "categories",
							className: "min-h-0 flex-1 overflow-y-auto",
							children: /* @__PURE__ */ jsx(CategoryList, { tree })
						}),
						/* @__PURE__ */ jsx(Tabs.Content, {
							value: "main",
							className: "min-h-0 flex-1 overflow-y-auto",
							children: /* @__PURE__ */ jsx("ul", {
								className: "divide-y divide-line",
								children: menuLinks.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Dialog.Close, {
									asChild: true,
									children: /* @__PURE__ */ jsx(Link, {
										to: link.to,
										className: "block px-4 py-3 text-sm font-medium",
										children: link.label
									})
								}) }, link.to))
							})
						})
					]
				})
			]
		})] })]
	});
}
export { MobileDrawerDialog as default };
