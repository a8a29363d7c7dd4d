import { Link } from "react-router";
import { useEffect, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { ChevronDown, UserRound } from "lucide-react";
// app/components/ui/load-on-intent.tsx
var openingKeys = /* @__PURE__ */ new Set([
	"Enter",
	" ",
	"ArrowDown"
]);
/**
* Keeps a menu or dialog library out of the first-load JavaScript (issue 8): the page renders `trigger`, a
* plain button that looks like the real one; the widget's module loads when the visitor points at it or
* presses it, then replaces the stand-in — opened at once if it was pressed. Keyboard focus moves to the
* real trigger when the stand-in had it.
*/
function LoadOnIntent({ load, props, trigger }) {
	const [Loaded, setLoaded] = useState(null);
	const [openRequested, setOpenRequested] = useState(false);
	const requested = useRef(false);
	const hadFocus = useRef(false);
	const box = useRef(null);
	function fetchWidget() {
		if (requested.current) return;
		requested.current = true;
		load().then((component) => {
			hadFocus.current = box.current?.contains(document.activeElement) ?? false;
			setLoaded(() => component);
		}, () => {
			requested.current = false;
		});
	}
	function requestOpen() {
		setOpenRequested(true);
		fetchWidget();
	}
	useEffect(() => {
		if (!Loaded || !hadFocus.current || openRequested) return;
		box.current?.querySelector("button, a, [tabindex]")?.focus();
	}, [Loaded, openRequested]);
	return /* @__PURE__ */ jsx("span", {
		ref: box,
		className: "contents",
		children: Loaded ? /* @__PURE__ */ jsx(Loaded, {
			...props,
			defaultOpen: openRequested
		}) : trigger({
			onPointerEnter: fetchWidget,
			onPointerDown: requestOpen,
			onKeyDown: (event) => {
				if (openingKeys.has(event.key)) requestOpen();
			},
			onClick: requestOpen
		})
	});
}
// app/features/header/user-menu.tsx
/** Spec §2: greet with displayName, or else fullName. */
function greetingName(user) {
	return user.displayName?.trim() || user.fullName;
}
var userMenuTriggerClass = "flex items-center gap-2 rounded-full px-2 py-1.5 text-sm font-medium text-ink hover:bg-surface-sunk data-[state=open]:bg-surface-sunk";
var loadDropdown = () => import("./user-menu.dropdown-Dy-fgNkS.js").then((module) => module.default);
/**
* Spec §2 user menu: signed in it opens profile, Support, FAQ and Sign Out (its dropdown code loads when the
* visitor points at or presses the trigger); signed out it leads to /login.
*/
function UserMenu({ user }) {
	if (!user) return /* @__PURE__ */ jsxs(Link, {
		to: "/login",
		className: "flex items-center gap-2 rounded-full px-2 py-1.5 text-sm font-medium text-ink hover:bg-surface-sunk",
		children: [/* @__PURE__ */ jsx(UserRound, {
			"aria-hidden": "true",
			className: "size-6"
		}), /* @__PURE__ */ jsx("span", { children: "Log in" })]
	});
	const greeting = `Hi, ${greetingName(user)}`;
	return /* @__PURE__ */ jsx(LoadOnIntent, {
		load: loadDropdown,
		props: { greeting },
		trigger: (intent) => /* @__PURE__ */ jsxs("button", {
			type: "button",
			"aria-haspopup": "menu",
			"aria-expanded": "false",
			"data-state": "closed",
			className: userMenuTriggerClass,
			...intent,
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
		})
	});
}
export { userMenuTriggerClass as n, LoadOnIntent as r, UserMenu as t };
