import { n as messages, t as limits } from "./assets/messages-QpOMd8Xa.js";
import { n as toast, t as AppToaster } from "./assets/toaster-BVoFPqTg.js";
import { a as productsSearchHref, i as productHref, n as categoryProductsHref, o as subCategoryProductsHref, r as parseCategoryParam, t as categoryParamValue } from "./assets/catalogue.links-CV6aREg8.js";
import { r as LoadOnIntent, t as UserMenu } from "./assets/user-menu-DeAbVCxk.js";
import { t as barItemClass } from "./assets/menu-styles-DqVf5aLT.js";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { Await, Form, Link, Links, Meta, NavLink, Outlet, Scripts, ScrollRestoration, ServerRouter, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps, data, isRouteErrorResponse, redirect, useFetcher, useFetchers, useLoaderData, useLocation, useNavigate, useNavigation, useRouteLoaderData, useSearchParams } from "react-router";
import { Suspense, createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { ArrowLeft, ArrowRight, Check, ChevronDown, ChevronLeft, ChevronRight, Circle, CircleAlert, CircleCheck, Clock, Flag, Heart, House, LayoutGrid, Mail, MapPin, Menu, MessageSquare, Minus, Newspaper, Package, Phone, Plus, RotateCcw, Search, SearchX, Send, ShieldCheck, ShoppingBag, ShoppingCart, SlidersHorizontal, Star, Store, Tag, Trash2, Truck, X, Zap } from "lucide-react";
import useEmblaCarousel from "embla-carousel-react";
import { z } from "zod";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// app/lib/csp-nonce.tsx
/**
* The Content-Security-Policy nonce of the page being rendered. The server (apps/api plugins/web.ts) makes
* one per request, sends it in the response's CSP header and hands it to the render through the load
* context; entry.server.tsx provides it here so `root.tsx` can put it on every script it renders.
* In the browser there is none: scripts added after hydration are trusted through 'strict-dynamic', and
* browsers hide nonces from the DOM anyway.
*/
var NonceContext = createContext(void 0);
function NonceProvider({ nonce, children }) {
	return /* @__PURE__ */ jsx(NonceContext.Provider, {
		value: nonce,
		children
	});
}
/** The nonce for inline and module scripts; undefined in the browser and without a server nonce. */
function useNonce() {
	return useContext(NonceContext);
}
// app/entry.server.tsx
/**
* React Router's default Node streaming entry, plus the page's Content-Security-Policy nonce: the server
* sends a policy that only runs scripts carrying this request's nonce (apps/api plugins/security-headers.ts),
* so React's own inline scripts (`nonce` option), React Router's hydration scripts (`<ServerRouter nonce>`)
* and the root layout's scripts (`NonceProvider` -> root.tsx) all carry it.
* Browsers get the shell as soon as it is ready (streaming); bots and SPA-mode renders wait for all content.
*/
var entry_server_exports = /* @__PURE__ */ __exportAll({
	default: () => handleRequest,
	streamTimeout: () => streamTimeout
});
var streamTimeout = 5e3;
function handleRequest(request, responseStatusCode, responseHeaders, routerContext, loadContext) {
	if (request.method.toUpperCase() === "HEAD") return new Response(null, {
		status: responseStatusCode,
		headers: responseHeaders
	});
	const nonce = loadContext?.cspNonce;
	return new Promise((resolve, reject) => {
		let shellRendered = false;
		const userAgent = request.headers.get("user-agent");
		const readyOption = userAgent && isbot(userAgent) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
		let timeoutId = setTimeout(() => abort(), 6e3);
		const { pipe, abort } = renderToPipeableStream(/* @__PURE__ */ jsx(NonceProvider, {
			nonce,
			children: /* @__PURE__ */ jsx(ServerRouter, {
				context: routerContext,
				url: request.url,
				nonce
			})
		}), {
			nonce,
			[readyOption]() {
				shellRendered = true;
				const body = new PassThrough({ final(callback) {
					clearTimeout(timeoutId);
					timeoutId = void 0;
					callback();
				} });
				const stream = createReadableStreamFromReadable(body);
				responseHeaders.set("Content-Type", "text/html");
				pipe(body);
				resolve(new Response(stream, {
					headers: responseHeaders,
					status: responseStatusCode
				}));
			},
			onShellError(error) {
				reject(error);
			},
			onError(error) {
				responseStatusCode = 500;
				if (shellRendered) console.error(error);
			}
		});
	});
}
// app/app.css?url
var app_default = "/assets/app-A_Jm5VUl.css";
// app/components/ui/page-title.tsx
/** The visible heading of a page; the document title comes from the route's `meta`. */
function PageTitle({ children, subtitle }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "mb-6 border-b border-line pb-4",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "text-2xl font-bold tracking-tight text-ink sm:text-3xl",
			children
		}), subtitle ? /* @__PURE__ */ jsx("p", {
			className: "mt-1 text-muted",
			children: subtitle
		}) : null]
	});
}
// app/lib/api.server.ts
var FALLBACK_TIMEOUT_MS = 5e3;
function unavailable() {
	return {
		status: 503,
		body: {
			statusCode: 503,
			error: "Service Unavailable",
			message: "The shop is not reachable right now.",
			code: "api_unreachable"
		},
		headers: {}
	};
}
function fallbackApi(request) {
	const origin = process.env.API_ORIGIN ?? "http://127.0.0.1:3000";
	const cookie = request.headers.get("cookie");
	return async (path, init = {}) => {
		const headers = {
			accept: "application/json",
			...init.headers
		};
		if (cookie) headers.cookie = cookie;
		if (init.body !== void 0) headers["content-type"] = "application/json";
		const response = await fetch(origin + path, {
			method: init.method ?? "GET",
			headers,
			body: init.body === void 0 ? void 0 : JSON.stringify(init.body),
			signal: AbortSignal.timeout(FALLBACK_TIMEOUT_MS)
		});
		const text = await response.text();
		const collected = {};
		response.headers.forEach((value, name) => {
			collected[name] = value;
		});
		const setCookies = response.headers.getSetCookie();
		if (setCookies.length > 0) collected["set-cookie"] = setCookies;
		return {
			status: response.status,
			body: text ? JSON.parse(text) : {},
			headers: collected
		};
	};
}
/** The API for this request: the server's in-process one when present, else HTTP; never rejects. */
function apiFor(context, request) {
	const provided = context?.api;
	const api = typeof provided === "function" ? provided : fallbackApi(request);
	return async (path, init) => {
		try {
			return await api(path, init);
		} catch {
			return unavailable();
		}
	};
}
function isOk(response) {
	return response.status >= 200 && response.status < 300 && !hasErrorStatus(response.body);
}
/** Spec §7: a body with statusCode >= 400 is an error even when the HTTP status says otherwise. */
function hasErrorStatus(body) {
	return typeof body === "object" && body !== null && typeof body.statusCode === "number" && body.statusCode >= 400;
}
/** The error message an API response carries, or the given fallback text. */
function errorMessage(response, fallback) {
	const body = response.body;
	return typeof body?.message === "string" && body.message.length > 0 ? body.message : fallback;
}
function setCookieHeaders(response) {
	const value = response.headers["set-cookie"];
	if (value === void 0) return [];
	return Array.isArray(value) ? value : [value];
}
// app/lib/api-loading.tsx
var noop = () => {};
var ApiLoadingContext = createContext({
	pending: 0,
	begin: noop,
	end: noop,
	track: (promise) => promise
});
function ApiLoadingProvider({ children }) {
	const [pending, setPending] = useState(0);
	const begin = useCallback(() => setPending((count) => count + 1), []);
	const end = useCallback(() => setPending((count) => Math.max(0, count - 1)), []);
	const track = useCallback((promise) => {
		begin();
		return promise.finally(end);
	}, [begin, end]);
	const store = useMemo(() => ({
		pending,
		begin,
		end,
		track
	}), [
		pending,
		begin,
		end,
		track
	]);
	return /* @__PURE__ */ jsx(ApiLoadingContext.Provider, {
		value: store,
		children
	});
}
function useApiLoading() {
	return useContext(ApiLoadingContext);
}
// app/lib/shell-data.ts
var emptyShellData = {
	categories: [],
	brands: [],
	subCategories: [],
	megaMenu: [],
	user: null,
	cart: [],
	wishlist: []
};
/** The root loader's data from any route component; empty lists when the root loader has not run. */
function useShellData() {
	return useRouteLoaderData("root") ?? emptyShellData;
}
// app/lib/cookies.ts
/** Names of the session cookies (spec §4, §9; DESIGN.md §4). */
var ACCESS_TOKEN_COOKIE = "access_token";
var USER_SLUG_COOKIE = "user_slug";
/** Parses a Cookie request header into a name → value map (first occurrence wins). */
function parseCookieHeader(header) {
	const cookies = {};
	if (!header) return cookies;
	for (const part of header.split(";")) {
		const separator = part.indexOf("=");
		if (separator <= 0) continue;
		const name = part.slice(0, separator).trim();
		if (!name || name in cookies) continue;
		let value = part.slice(separator + 1).trim();
		if (value.startsWith("\"") && value.endsWith("\"") && value.length >= 2) value = value.slice(1, -1);
		try {
			cookies[name] = decodeURIComponent(value);
		} catch {
			cookies[name] = value;
		}
	}
	return cookies;
}
/** Spec §4: signed in when both the access token and the user slug are stored. */
function sessionFromCookies(header) {
	const cookies = parseCookieHeader(header);
	const userSlug = cookies[USER_SLUG_COOKIE];
	const token = cookies[ACCESS_TOKEN_COOKIE];
	return { userSlug: userSlug && token ? userSlug : null };
}
// app/lib/shell-data.server.ts
function list$1(value) {
	return Array.isArray(value) ? value : [];
}
function siteLists(body) {
	return {
		categories: list$1(body?.categories),
		brands: list$1(body?.brands),
		subCategories: list$1(body?.subCategories)
	};
}
async function loadSiteData(api, userSlug) {
	if (userSlug) {
		const response = await api(`/api/with-user/${encodeURIComponent(userSlug)}`);
		const user = response.body?.user;
		if (isOk(response) && user && typeof user === "object") return {
			...siteLists(response.body),
			user,
			cart: list$1(response.body.cart),
			wishlist: list$1(response.body.wishlist)
		};
	}
	const response = await api("/api/wo-user");
	return {
		...siteLists(isOk(response) ? response.body : null),
		user: null,
		cart: [],
		wishlist: []
	};
}
async function loadMegaMenu(api) {
	const response = await api("/api/mega-menu-categories/header");
	if (!isOk(response)) return [];
	return list$1(response.body).filter((entry) => typeof entry === "object" && entry !== null && typeof entry.categoriesData === "object");
}
/**
* Spec §4: with a user slug (and access token) the site data is fetched with the user, otherwise without it
* and the cart and wishlist are empty. Never throws: the shell renders with empty lists when the API fails.
*/
async function loadShellData(api, cookieHeader) {
	const { userSlug } = sessionFromCookies(cookieHeader);
	const [site, megaMenu] = await Promise.all([loadSiteData(api, userSlug), loadMegaMenu(api)]);
	return {
		...site,
		megaMenu: megaMenu.map((entry) => ({
			...entry,
			sub_cat_list: list$1(entry.sub_cat_list)
		}))
	};
}
// app/lib/site.ts
/** The shop's name, used in page titles, the logo and the footer. */
var SHOP_NAME = "Bazaar";
/** "<Page> | <Shop name>" for a route's `meta`. */
function pageTitle(page) {
	return `${page} | ${SHOP_NAME}`;
}
/** Navigation bar links (spec §2). */
var mainLinks = [
	{
		label: "Sellers",
		to: "/sellers"
	},
	{
		label: "blogs",
		to: "/blogs"
	},
	{
		label: "About",
		to: "/about"
	},
	{
		label: "Contact",
		to: "/contact"
	}
];
/** The navigation bar's More menu (spec §2). */
var moreLinks = [
	{
		label: "Privacy Policy",
		to: "/privacy_policy"
	},
	{
		label: "Terms and Conditions",
		to: "/terms_condition"
	},
	{
		label: "Seller terms and conditions",
		to: "/seller_terms_condition"
	},
	{
		label: "FAQ",
		to: "/faq"
	}
];
var becomeSellerLink = {
	label: "Become seller",
	to: "/become_seller"
};
/** Category slug the Trending menu's Smart Watch tile links to, when that category exists. */
var SMART_WATCH_CATEGORY_SLUG = "watches-accessories";
/** Social profiles shown in the footer; operators point them at their own pages. */
var socialLinks = {
	facebook: "https://www.facebook.com/",
	x: "https://x.com/",
	instagram: "https://www.instagram.com/",
	youtube: "https://www.youtube.com/"
};
/** The Smart Watch tile's category: SMART_WATCH_CATEGORY_SLUG when the shop has it, else the first one. */
function promoCategorySlug(categories) {
	if (categories.some((category) => category.cat_slug === "watches-accessories")) return SMART_WATCH_CATEGORY_SLUG;
	return categories[0]?.cat_slug ?? null;
}
// app/components/ui/loading-overlay.tsx
/** A full-screen veil with a status text, shown while a request the user started is in progress. */
function LoadingOverlay({ show, label }) {
	if (!show) return null;
	return /* @__PURE__ */ jsx("div", {
		role: "status",
		"aria-live": "polite",
		className: "fixed inset-0 z-[70] flex items-center justify-center bg-white/60 backdrop-blur-[1px] print:hidden",
		children: /* @__PURE__ */ jsxs("div", {
			className: "flex items-center gap-3 rounded-card bg-white px-6 py-4 text-base font-semibold shadow-pop",
			children: [/* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: "size-5 animate-spin rounded-full border-2 border-line border-t-accent-strong motion-reduce:animate-none"
			}), label]
		})
	});
}
// app/components/ui/route-progress-bar.tsx
/** A thin indeterminate bar at the top of the window while a route is loading. */
function RouteProgressBar({ active, label }) {
	if (!active) return null;
	return /* @__PURE__ */ jsx("div", {
		role: "progressbar",
		"aria-label": label,
		className: "pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-accent/40 print:hidden",
		children: /* @__PURE__ */ jsx("div", { className: "h-full w-full origin-left animate-route-progress bg-accent-strong motion-reduce:animate-none" })
	});
}
// app/lib/visitor-bag.ts
/** Mirrors MAX_LINE_QUANTITY of the shopping contract (not imported: that module brings zod to every page). */
var VISITOR_MAX_LINE_QUANTITY = 1e4;
var VISITOR_BAG_KEY = "shop.visitor-bag.v1";
var emptyVisitorBag = Object.freeze({
	cart: [],
	wishlist: []
});
function wholeQuantity(value) {
	return typeof value === "number" && Number.isInteger(value) && value >= 1 ? Math.min(value, VISITOR_MAX_LINE_QUANTITY) : 1;
}
/**
* Spec §4: the same product again raises its quantity (by `quantity`, default one), else it is appended with
* that quantity; never above the stock the visitor was shown.
*/
function addVisitorLine(lines, product, quantity = 1) {
	const wanted = wholeQuantity(quantity);
	const cap = Math.min(Math.max(0, Math.floor(product.stock)), VISITOR_MAX_LINE_QUANTITY);
	const existing = lines.find((line) => line.slug === product.slug);
	if (cap <= 0 || existing && existing.quantity >= cap) return {
		lines: [...lines],
		outcome: "out_of_stock"
	};
	if (existing) {
		const next = Math.min(existing.quantity + wanted, cap);
		return {
			lines: lines.map((line) => line.slug === product.slug ? {
				...line,
				...product,
				quantity: next
			} : line),
			outcome: next < existing.quantity + wanted ? "capped" : "raised"
		};
	}
	if (lines.length >= 100) return {
		lines: [...lines],
		outcome: "out_of_stock"
	};
	const next = Math.min(wanted, cap);
	return {
		lines: [...lines, {
			...product,
			quantity: next
		}],
		outcome: next < wanted ? "capped" : "added"
	};
}
function removeVisitorLine(lines, slug) {
	return lines.filter((line) => line.slug !== slug);
}
/** Spec §4 wishlist toggle: present → removed; else added. */
function toggleVisitorWish(list, product) {
	if (list.some((item) => item.slug === product.slug)) return {
		list: list.filter((item) => item.slug !== product.slug),
		added: false
	};
	if (list.length >= 100) return {
		list: [...list],
		added: false
	};
	return {
		list: [product, ...list],
		added: true
	};
}
/**
* What the sign-in merge sends: one entry per product (duplicates summed), whole quantities from 1 to the
* contract's line limit, at most one merge call's worth. The server adds them to the account's own lines and
* caps by stock, so nothing here is trusted beyond its shape.
*/
function mergePayload(bag) {
	const quantities = /* @__PURE__ */ new Map();
	for (const line of bag.cart) {
		if (!validSlug(line.slug)) continue;
		quantities.set(line.slug, Math.min((quantities.get(line.slug) ?? 0) + wholeQuantity(line.quantity), VISITOR_MAX_LINE_QUANTITY));
	}
	return {
		items: [...quantities].slice(0, 100).map(([product_slug, quantity]) => ({
			product_slug,
			quantity
		})),
		slugs: [...new Set(bag.wishlist.map((item) => item.slug).filter(validSlug))].slice(0, 100)
	};
}
function isBagEmpty(bag) {
	return bag.cart.length === 0 && bag.wishlist.length === 0;
}
/** The visitor's lines in the header's CartItem shape (cart_slug marks them as browser-only). */
function visitorCartItems(lines) {
	return lines.map((line) => ({
		cart_slug: `visitor:${line.slug}`,
		slug: line.slug,
		productName: line.productName,
		imageURL: line.imageURL,
		quantity: line.quantity,
		price: line.price,
		offerPrice: line.offerPrice,
		stock: line.stock
	}));
}
function visitorWishlistItems(list) {
	return list.map((item) => ({
		wishlist_slug: `visitor:${item.slug}`,
		user_slug: "",
		slug: item.slug,
		productName: item.productName,
		imageURL: item.imageURL,
		price: item.price,
		offerPrice: item.offerPrice,
		stock: item.stock
	}));
}
function validSlug(value) {
	return typeof value === "string" && value.trim().length > 0 && value.length <= 200;
}
function money(value) {
	return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}
function toProduct(value) {
	if (typeof value !== "object" || value === null) return null;
	const record = value;
	const price = money(record.price);
	if (!validSlug(record.slug) || price === null) return null;
	return {
		slug: record.slug,
		productName: typeof record.productName === "string" ? record.productName : record.slug,
		imageURL: Array.isArray(record.imageURL) ? record.imageURL.filter((url) => typeof url === "string").slice(0, 1) : [],
		price,
		offerPrice: money(record.offerPrice),
		stock: typeof record.stock === "number" && Number.isFinite(record.stock) ? Math.max(0, Math.floor(record.stock)) : VISITOR_MAX_LINE_QUANTITY
	};
}
function parseVisitorBag(raw) {
	if (!raw) return emptyVisitorBag;
	try {
		const parsed = JSON.parse(raw);
		const cart = (Array.isArray(parsed.cart) ? parsed.cart : []).flatMap((entry) => {
			const product = toProduct(entry);
			return product ? [{
				...product,
				quantity: wholeQuantity(entry.quantity)
			}] : [];
		});
		const wishlist = (Array.isArray(parsed.wishlist) ? parsed.wishlist : []).flatMap((entry) => {
			const product = toProduct(entry);
			return product ? [product] : [];
		});
		return {
			cart: cart.slice(0, 100),
			wishlist: wishlist.slice(0, 100)
		};
	} catch {
		return emptyVisitorBag;
	}
}
var listeners = /* @__PURE__ */ new Set();
var cachedRaw;
var cachedBag = emptyVisitorBag;
function storage() {
	try {
		return typeof window === "undefined" ? null : window.localStorage;
	} catch {
		return null;
	}
}
function readRaw() {
	try {
		return storage()?.getItem("shop.visitor-bag.v1") ?? null;
	} catch {
		return null;
	}
}
function readVisitorBag() {
	const raw = readRaw();
	if (raw !== cachedRaw) {
		cachedRaw = raw;
		cachedBag = parseVisitorBag(raw);
	}
	return cachedBag;
}
function notify() {
	for (const listener of listeners) listener();
}
function writeVisitorBag(bag) {
	try {
		const store = storage();
		if (!store) return;
		if (isBagEmpty(bag)) store.removeItem(VISITOR_BAG_KEY);
		else store.setItem(VISITOR_BAG_KEY, JSON.stringify(bag));
	} catch {}
	notify();
}
function addToVisitorCart(product, quantity = 1) {
	const bag = readVisitorBag();
	const { lines, outcome } = addVisitorLine(bag.cart, product, quantity);
	if (outcome !== "out_of_stock") writeVisitorBag({
		...bag,
		cart: lines
	});
	return outcome;
}
function removeFromVisitorCart(slug) {
	const bag = readVisitorBag();
	writeVisitorBag({
		...bag,
		cart: removeVisitorLine(bag.cart, slug)
	});
}
function toggleVisitorWishlist(product) {
	const bag = readVisitorBag();
	const { list, added } = toggleVisitorWish(bag.wishlist, product);
	writeVisitorBag({
		...bag,
		wishlist: list
	});
	return added;
}
function clearVisitorBag() {
	writeVisitorBag(emptyVisitorBag);
}
function subscribe(listener) {
	listeners.add(listener);
	const onStorage = (event) => {
		if (event.key === null || event.key === "shop.visitor-bag.v1") listener();
	};
	window.addEventListener("storage", onStorage);
	return () => {
		listeners.delete(listener);
		window.removeEventListener("storage", onStorage);
	};
}
var serverSnapshot = () => emptyVisitorBag;
/** The visitor's bag; empty on the server and during hydration. */
function useVisitorBag() {
	return useSyncExternalStore(subscribe, readVisitorBag, serverSnapshot);
}
// app/features/cart/visitor-merge.tsx
/**
* Runs once after sign-in (whatever the way: form, social popup, verification link) when this browser still
* holds a visitor's cart or wishlist: posts them to the /cart action (intent=merge → POST /api/cart/merge and
* /api/wishlist/merge), then clears the browser copy. The router revalidates the root loader after the post,
* so the header counts show the merged account. On failure the copy stays for the next page load.
*/
function VisitorMerge({ signedIn }) {
	const bag = useVisitorBag();
	const fetcher = useFetcher({ key: "visitor-merge" });
	const started = useRef(false);
	const due = signedIn && !isBagEmpty(bag);
	useEffect(() => {
		if (!signedIn) started.current = false;
		if (!due || started.current) return;
		started.current = true;
		const { items, slugs } = mergePayload(bag);
		fetcher.submit({
			intent: "merge",
			items: JSON.stringify(items),
			slugs: JSON.stringify(slugs),
			_js: "1"
		}, {
			method: "post",
			action: "/cart"
		});
	}, [
		due,
		signedIn,
		bag,
		fetcher
	]);
	useEffect(() => {
		if (!fetcher.data) return;
		if (fetcher.data.ok) {
			clearVisitorBag();
			if (fetcher.data.message) toast.success(fetcher.data.message);
		} else toast.error(fetcher.data.message);
	}, [fetcher.data]);
	return null;
}
// app/components/ui/logo.tsx
/** Wordmark with a shopping-bag mark, drawn inline so it needs no request. */
function Logo({ name, className }) {
	return /* @__PURE__ */ jsxs("span", {
		className: `inline-flex items-center gap-2 ${className ?? ""}`,
		children: [/* @__PURE__ */ jsxs("svg", {
			viewBox: "0 0 32 32",
			"aria-hidden": "true",
			className: "size-8 shrink-0",
			children: [
				/* @__PURE__ */ jsx("rect", {
					x: "3",
					y: "9",
					width: "26",
					height: "20",
					rx: "5",
					fill: "#f5b301"
				}),
				/* @__PURE__ */ jsx("path", {
					d: "M10 12V9a6 6 0 0 1 12 0v3",
					fill: "none",
					stroke: "#1f1b16",
					strokeWidth: "2.5",
					strokeLinecap: "round"
				}),
				/* @__PURE__ */ jsx("circle", {
					cx: "10",
					cy: "13",
					r: "1.8",
					fill: "#1f1b16"
				}),
				/* @__PURE__ */ jsx("circle", {
					cx: "22",
					cy: "13",
					r: "1.8",
					fill: "#1f1b16"
				}),
				/* @__PURE__ */ jsx("path", {
					d: "M11 20c1.5 2.5 8.5 2.5 10 0",
					fill: "none",
					stroke: "#1f1b16",
					strokeWidth: "2.2",
					strokeLinecap: "round"
				})
			]
		}), /* @__PURE__ */ jsx("span", {
			className: "text-2xl font-extrabold tracking-tight text-ink",
			children: name
		})]
	});
}
// app/features/footer/newsletter-banner.tsx
/** Where the subscribe form posts. */
var NEWSLETTER_ACTION = "/newsletter";
/**
* Spec §2 and §5: the newsletter banner with an email field of type email. Subscribing needs a signed-in
* user; a signed-out visitor gets "Please, Log In first  !" without a request.
*/
function NewsletterBanner({ signedIn }) {
	const fetcher = useFetcher({ key: "newsletter" });
	useEffect(() => {
		if (!fetcher.data) return;
		if (fetcher.data.ok) toast.success(fetcher.data.message);
		else toast.error(fetcher.data.message);
	}, [fetcher.data]);
	function onSubmit(event) {
		if (signedIn) return;
		event.preventDefault();
		toast.error(messages.logInFirst);
	}
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "newsletter-heading",
		className: "bg-accent",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex items-center gap-4",
				children: [/* @__PURE__ */ jsx("span", {
					className: "hidden size-14 items-center justify-center rounded-full bg-white/60 sm:flex",
					children: /* @__PURE__ */ jsx(Mail, {
						"aria-hidden": "true",
						className: "size-7 text-ink"
					})
				}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
					id: "newsletter-heading",
					className: "text-2xl font-bold text-ink",
					children: "Get our latest offer"
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-1 text-ink-soft",
					children: "Coupons and new arrivals, by subscription to our newsletter."
				})] })]
			}), /* @__PURE__ */ jsxs(fetcher.Form, {
				method: "post",
				action: NEWSLETTER_ACTION,
				onSubmit,
				className: "flex w-full max-w-md overflow-hidden rounded-card bg-white shadow-sm",
				children: [/* @__PURE__ */ jsx("input", {
					type: "email",
					name: "email",
					required: true,
					autoComplete: "email",
					"aria-label": "Email address",
					placeholder: "Your email address",
					className: "min-w-0 flex-1 px-4 py-3 text-sm text-ink placeholder:text-muted focus-visible:outline-offset-[-3px]"
				}), /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "bg-ink px-5 text-sm font-semibold whitespace-nowrap text-white hover:bg-ink-soft focus-visible:outline-offset-[-3px] focus-visible:outline-accent",
					children: "Get the Coupon"
				})]
			})]
		})
	});
}
// app/features/footer/social-icons.tsx
var base = {
	viewBox: "0 0 24 24",
	fill: "none",
	stroke: "currentColor",
	strokeWidth: 2,
	strokeLinecap: "round",
	strokeLinejoin: "round"
};
function FacebookGlyph(props) {
	return /* @__PURE__ */ jsx("svg", {
		"aria-hidden": "true",
		...base,
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" })
	});
}
function XGlyph(props) {
	return /* @__PURE__ */ jsx("svg", {
		"aria-hidden": "true",
		...base,
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "M4 4l16 16M20 4L4 20" })
	});
}
function InstagramGlyph(props) {
	return /* @__PURE__ */ jsxs("svg", {
		"aria-hidden": "true",
		...base,
		...props,
		children: [
			/* @__PURE__ */ jsx("rect", {
				x: "3",
				y: "3",
				width: "18",
				height: "18",
				rx: "5"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "12",
				cy: "12",
				r: "4"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "17.5",
				cy: "6.5",
				r: "0.6",
				fill: "currentColor"
			})
		]
	});
}
function YoutubeGlyph(props) {
	return /* @__PURE__ */ jsxs("svg", {
		"aria-hidden": "true",
		...base,
		...props,
		children: [/* @__PURE__ */ jsx("rect", {
			x: "2.5",
			y: "5",
			width: "19",
			height: "14",
			rx: "4"
		}), /* @__PURE__ */ jsx("path", {
			d: "M10 9.5v5l4.5-2.5z",
			fill: "currentColor"
		})]
	});
}
// app/features/footer/site-footer.tsx
/** Spec §2 footer link columns. Track Order is left out: its link is for signed-in users only. */
var footerColumns = [
	{
		title: "Feature",
		links: [
			{
				label: "About Us",
				to: "/about"
			},
			{
				label: "Terms Condition",
				to: "/terms_condition"
			},
			{
				label: "Best Products",
				to: "/products?highlight=best_product"
			}
		]
	},
	{
		title: "General Links",
		links: [
			{
				label: "Blog",
				to: "/blogs"
			},
			{
				label: "Sellers",
				to: "/sellers"
			},
			{
				label: "Become a Seller",
				to: "/become_seller"
			}
		]
	},
	{
		title: "Helpful",
		links: [
			{
				label: "Popular Categories",
				to: "/products?highlight=popular_category"
			},
			{
				label: "FAQ",
				to: "/faq"
			},
			{
				label: "Contact",
				to: "/contact"
			}
		]
	}
];
/** Spec §2 footer: newsletter banner, About Us, link columns, social links, copyright and payment image. */
function SiteFooter({ shopName, signedIn, social }) {
	const socialItems = [
		{
			label: `${shopName} on Facebook`,
			href: social.facebook,
			Icon: FacebookGlyph
		},
		{
			label: `${shopName} on X`,
			href: social.x,
			Icon: XGlyph
		},
		{
			label: `${shopName} on Instagram`,
			href: social.instagram,
			Icon: InstagramGlyph
		},
		{
			label: `${shopName} on YouTube`,
			href: social.youtube,
			Icon: YoutubeGlyph
		}
	];
	return /* @__PURE__ */ jsxs("footer", {
		className: "mt-16 print:hidden",
		children: [/* @__PURE__ */ jsx(NewsletterBanner, { signedIn }), /* @__PURE__ */ jsxs("div", {
			className: "focus-ring-light bg-night text-night-muted",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1fr]",
				children: [/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "footer-about",
					children: [
						/* @__PURE__ */ jsx("div", {
							className: "w-fit rounded bg-white/95 px-3 py-2",
							children: /* @__PURE__ */ jsx(Logo, { name: shopName })
						}),
						/* @__PURE__ */ jsx("h2", {
							id: "footer-about",
							className: "mt-5 text-sm font-bold tracking-wide text-white uppercase",
							children: "About Us"
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "mt-2 max-w-sm text-sm leading-6",
							children: [shopName, " is an open marketplace where independent sellers offer their goods in one place. Browse categories, compare offers and order from several shops with one cart."]
						}),
						/* @__PURE__ */ jsx("ul", {
							"aria-label": "Social links",
							className: "mt-5 flex gap-3",
							children: socialItems.map(({ label, href, Icon }) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
								href,
								"aria-label": label,
								rel: "noopener noreferrer",
								target: "_blank",
								className: "flex size-9 items-center justify-center rounded-full bg-night-soft text-white hover:bg-accent hover:text-ink",
								children: /* @__PURE__ */ jsx(Icon, { className: "size-4" })
							}) }, label))
						})
					]
				}), footerColumns.map((column) => /* @__PURE__ */ jsxs("nav", {
					"aria-label": column.title,
					children: [/* @__PURE__ */ jsx("h2", {
						className: "text-sm font-bold tracking-wide text-white uppercase",
						children: column.title
					}), /* @__PURE__ */ jsx("ul", {
						className: "mt-4 space-y-2.5 text-sm",
						children: column.links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: link.to,
							className: "hover:text-accent hover:underline",
							children: link.label
						}) }, link.to))
					})]
				}, column.title))]
			}), /* @__PURE__ */ jsx("div", {
				className: "border-t border-white/10",
				children: /* @__PURE__ */ jsxs("div", {
					className: "mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-5 text-sm sm:flex-row",
					children: [/* @__PURE__ */ jsx("p", { children: `© ${limits.copyrightYear} ${shopName}. All rights reserved.` }), /* @__PURE__ */ jsx("img", {
						src: "/payment.svg",
						alt: "Payment methods: cards and cash on delivery",
						width: 248,
						height: 28,
						loading: "lazy"
					})]
				})
			})]
		})]
	});
}
// app/components/ui/count-badge.tsx
/** A small round counter on an icon; the count itself belongs in the icon's accessible name. */
function CountBadge({ count }) {
	return /* @__PURE__ */ jsx("span", {
		"aria-hidden": "true",
		className: "absolute -top-1.5 -right-2 flex min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[11px] leading-5 font-bold text-white",
		children: count > 99 ? "99+" : count
	});
}
// ../../packages/shared/src/money.ts
function toCents(dollars) {
	return Math.round(dollars * 100);
}
function toDollars(cents) {
	return Math.round(cents) / 100;
}
/** The price a shopper pays for one unit: the offer when there is one, else the list price. */
function effectivePriceCents(priceCents, offerPriceCents) {
	return offerPriceCents != null ? offerPriceCents : priceCents;
}
/** Spec §9: offerPrice × quantity when an offer exists, else price × quantity. */
function lineTotalCents(line) {
	return effectivePriceCents(line.priceCents, line.offerPriceCents) * line.quantity;
}
function subtotalCents(lines) {
	return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}
/** "$1,234.50" — the shop shows prices with the dollar sign (spec §1). */
function formatDollars(dollars) {
	return `$${dollars.toLocaleString("en-US", {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2
	})}`;
}
// app/lib/cart-totals.ts
function hasNumber(value) {
	return typeof value === "number" && Number.isFinite(value);
}
/** Spec §9: the unit price is offerPrice when one exists, otherwise price, otherwise nothing. */
function unitPrice(line) {
	if (hasNumber(line.offerPrice)) return line.offerPrice;
	if (hasNumber(line.price)) return line.price;
	return null;
}
/** Spec §9: the subtotal sums offerPrice × quantity (or price × quantity); lines without a price add nothing. */
function cartSubtotal(lines) {
	return toDollars(subtotalCents(lines.flatMap((line) => {
		const hasOffer = hasNumber(line.offerPrice);
		if (!hasOffer && !hasNumber(line.price)) return [];
		return [{
			priceCents: toCents(hasNumber(line.price) ? line.price : line.offerPrice),
			offerPriceCents: hasOffer ? toCents(line.offerPrice) : null,
			quantity: line.quantity
		}];
	})));
}
// app/lib/hydrated.tsx
var noSubscription = () => () => {};
/** False on the server and while hydrating, true once scripts run in the browser. */
function useHydrated() {
	return useSyncExternalStore(noSubscription, () => true, () => false);
}
/**
* Rendered inside shopping forms: present only once scripts run. Actions answer a full page post (no
* scripts) with a redirect back to `returnTo`; a fetcher post gets data for its toast instead, because a
* redirect would navigate away from the page the shopper is on.
*/
function ScriptedFlag() {
	return useHydrated() ? /* @__PURE__ */ jsx("input", {
		type: "hidden",
		name: "_js",
		value: "1"
	}) : null;
}
// app/features/header/mini-cart.tsx
function MiniCartLine({ item, fetcher, visitor }) {
	const price = unitPrice(item);
	const removing = fetcher.state !== "idle" && fetcher.formData?.get("slug") === item.slug;
	/** A visitor's line lives in this browser: removing it needs no server. */
	function removeLocally(event) {
		if (!visitor) return;
		event.preventDefault();
		removeFromVisitorCart(item.slug);
		toast.success(messages.itemRemovedFromCart);
	}
	const image = item.imageURL?.[0];
	return /* @__PURE__ */ jsxs("li", {
		"aria-busy": removing || void 0,
		className: `flex items-start gap-3 py-3 ${removing ? "opacity-50" : ""}`,
		children: [
			image ? /* @__PURE__ */ jsx("img", {
				src: image,
				alt: "",
				width: 56,
				height: 56,
				loading: "lazy",
				className: "size-14 shrink-0 rounded-md border border-line bg-surface object-cover"
			}) : /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: "size-14 shrink-0 rounded-md border border-line bg-surface"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "min-w-0 flex-1",
				children: [/* @__PURE__ */ jsx(Link, {
					to: productHref(item.slug),
					className: "line-clamp-2 text-sm font-medium text-ink hover:text-accent-ink hover:underline",
					children: item.productName
				}), price === null ? null : /* @__PURE__ */ jsx("p", {
					className: "mt-1 text-sm text-muted",
					children: `${item.quantity} x ${formatDollars(price)}`
				})]
			}),
			/* @__PURE__ */ jsxs(fetcher.Form, {
				method: "post",
				action: "/cart",
				onSubmit: removeLocally,
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "intent",
						value: "remove"
					}),
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "slug",
						value: item.slug
					}),
					/* @__PURE__ */ jsx(ScriptedFlag, {}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						disabled: removing,
						"aria-label": `Remove ${item.productName}`,
						className: "rounded-full p-1 text-muted hover:bg-surface-sunk hover:text-danger",
						children: /* @__PURE__ */ jsx(X, {
							"aria-hidden": "true",
							className: "size-4"
						})
					})
				]
			})
		]
	});
}
/**
* Spec §2 mini cart: opens on hover and on keyboard focus (pure CSS, so it works before scripts load).
* Removal posts to the /cart action; the line leaves the list when the revalidated cart no longer has it
* (spec §4: only after the server confirms), and the toast says "Item Removed From Cart". A visitor's lines
* are the browser's cart (lib/visitor-bag) and are removed there.
*/
function MiniCart({ items, visitor = false }) {
	const fetcher = useFetcher({ key: "mini-cart-remove" });
	const count = items.length;
	useEffect(() => {
		if (!fetcher.data) return;
		if (fetcher.data.ok) toast.success(fetcher.data.message);
		else toast.error(fetcher.data.message);
	}, [fetcher.data]);
	function closeOnEscape(event) {
		if (event.key === "Escape" && document.activeElement instanceof HTMLElement) document.activeElement.blur();
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "group relative",
		onKeyDown: closeOnEscape,
		children: [/* @__PURE__ */ jsxs(Link, {
			to: "/cart",
			"aria-label": `Cart, ${count} ${count === 1 ? "item" : "items"}`,
			className: "relative flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-sunk",
			children: [/* @__PURE__ */ jsx(ShoppingCart, {
				"aria-hidden": "true",
				className: "size-6"
			}), /* @__PURE__ */ jsx(CountBadge, { count })]
		}), /* @__PURE__ */ jsx("div", {
			className: "invisible absolute top-full right-0 z-50 w-80 pt-2 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100",
			children: /* @__PURE__ */ jsxs("section", {
				"aria-label": "Mini cart",
				className: "rounded-card border border-line bg-white p-4 shadow-pop",
				children: [
					count === 0 ? /* @__PURE__ */ jsx("p", {
						className: "py-6 text-center text-sm text-muted",
						children: messages.noItemsFound
					}) : /* @__PURE__ */ jsx("ul", {
						className: "max-h-72 divide-y divide-line overflow-y-auto",
						children: items.map((item) => /* @__PURE__ */ jsx(MiniCartLine, {
							item,
							fetcher,
							visitor
						}, item.cart_slug ?? item.slug))
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-2 flex items-center justify-between border-t border-line pt-3 text-sm font-semibold",
						children: [/* @__PURE__ */ jsx("span", { children: "Subtotal" }), /* @__PURE__ */ jsx("span", { children: formatDollars(cartSubtotal(items)) })]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "mt-3 grid grid-cols-2 gap-2",
						children: [/* @__PURE__ */ jsx(Link, {
							to: "/cart",
							className: "rounded-card border border-ink px-3 py-2 text-center text-sm font-semibold text-ink hover:bg-surface-sunk",
							children: "View Cart"
						}), /* @__PURE__ */ jsx(Link, {
							to: "/checkout",
							className: "rounded-card bg-accent px-3 py-2 text-center text-sm font-semibold text-ink hover:bg-accent-strong",
							children: "Checkout Now"
						})]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-3 text-center text-xs text-muted",
						children: messages.returnNote
					})
				]
			})
		})]
	});
}
// app/features/header/top-bar.tsx
var linkClass = "rounded px-1 text-ink-soft hover:text-ink hover:underline";
/** Spec §2 top bar: Account, Track Order (signed in only), Support, and the user's phone and email. */
function TopBar({ user }) {
	return /* @__PURE__ */ jsx("div", {
		className: "border-b border-line bg-surface text-xs",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4",
			children: [/* @__PURE__ */ jsxs("ul", {
				"aria-label": "Your contact details",
				className: "flex min-w-0 items-center gap-4 text-ink-soft",
				children: [user?.phone ? /* @__PURE__ */ jsxs("li", {
					className: "flex items-center gap-1.5",
					children: [/* @__PURE__ */ jsx(Phone, {
						"aria-hidden": "true",
						className: "size-3.5"
					}), /* @__PURE__ */ jsx("span", { children: user.phone })]
				}) : null, user?.email ? /* @__PURE__ */ jsxs("li", {
					className: "flex min-w-0 items-center gap-1.5",
					children: [/* @__PURE__ */ jsx(Mail, {
						"aria-hidden": "true",
						className: "size-3.5"
					}), /* @__PURE__ */ jsx("span", {
						className: "truncate",
						children: user.email
					})]
				}) : null]
			}), /* @__PURE__ */ jsx("nav", {
				"aria-label": "Account",
				children: /* @__PURE__ */ jsxs("ul", {
					className: "flex items-center gap-4",
					children: [
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/profile",
							className: linkClass,
							children: "Account"
						}) }),
						user ? /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/track_order",
							className: linkClass,
							children: "Track Order"
						}) }) : null,
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/faq",
							className: linkClass,
							children: "Support"
						}) })
					]
				})
			})]
		})
	});
}
// app/features/header/desktop-header.tsx
/** Spec §2 desktop header: the top bar and the main bar (logo, search, wishlist, cart, user menu). */
function DesktopHeader({ shopName, user, cart, wishlist, search }) {
	const wishCount = wishlist.length;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(TopBar, { user }), /* @__PURE__ */ jsx("div", {
		className: "bg-white",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 md:h-20 md:flex-nowrap md:py-0 lg:gap-x-6",
			children: [
				/* @__PURE__ */ jsx(Link, {
					to: "/",
					"aria-label": `${shopName} home`,
					className: "shrink-0 rounded",
					children: /* @__PURE__ */ jsx(Logo, { name: shopName })
				}),
				/* @__PURE__ */ jsx("div", {
					className: "min-w-0 flex-1 max-md:order-last max-md:basis-full",
					children: search
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "ml-auto flex shrink-0 items-center gap-2 lg:gap-3",
					children: [
						/* @__PURE__ */ jsxs(Link, {
							to: "/wishlist",
							"aria-label": `Wishlist, ${wishCount} ${wishCount === 1 ? "item" : "items"}`,
							className: "relative flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-sunk",
							children: [/* @__PURE__ */ jsx(Heart, {
								"aria-hidden": "true",
								className: "size-6"
							}), /* @__PURE__ */ jsx(CountBadge, { count: wishCount })]
						}),
						/* @__PURE__ */ jsx(MiniCart, {
							items: cart,
							visitor: user === null
						}),
						/* @__PURE__ */ jsx(UserMenu, { user })
					]
				})
			]
		})
	})] });
}
// app/features/mobile/mobile-drawer.tsx
var loadDialog = () => import("./assets/mobile-drawer.dialog-DtOOlC33.js").then((module) => module.default);
/** Spec §2 mobile drawer; its dialog code loads when the visitor touches, points at or presses the button. */
function MobileDrawer(props) {
	return /* @__PURE__ */ jsx(LoadOnIntent, {
		load: loadDialog,
		props,
		trigger: (intent) => /* @__PURE__ */ jsx("button", {
			type: "button",
			"aria-haspopup": "dialog",
			"aria-expanded": "false",
			"data-state": "closed",
			"aria-label": "Open menu",
			className: "flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-sunk",
			...intent,
			children: /* @__PURE__ */ jsx(Menu, {
				"aria-hidden": "true",
				className: "size-6"
			})
		})
	});
}
// app/features/mobile/mobile-header.tsx
var iconButton$1 = "relative flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-sunk";
/**
* Spec §2 mobile header (shown at 640px or less by the layout's CSS): away from home a slim bar with back and
* home buttons; on home a bar whose menu button opens the drawer.
*/
function MobileHeader({ shopName, isHome, user, cartCount, tree, menuLinks, search, className }) {
	const navigate = useNavigate();
	if (!isHome) return /* @__PURE__ */ jsx("header", {
		className: `sticky top-0 z-40 border-b border-line bg-white ${className ?? ""}`,
		children: /* @__PURE__ */ jsxs("nav", {
			"aria-label": "Page",
			className: "flex h-12 items-center justify-between px-2",
			children: [/* @__PURE__ */ jsx("button", {
				type: "button",
				"aria-label": "Go back",
				className: iconButton$1,
				onClick: () => navigate(-1),
				children: /* @__PURE__ */ jsx(ArrowLeft, {
					"aria-hidden": "true",
					className: "size-5"
				})
			}), /* @__PURE__ */ jsx(Link, {
				to: "/",
				"aria-label": `${shopName} home`,
				className: iconButton$1,
				children: /* @__PURE__ */ jsx(House, {
					"aria-hidden": "true",
					className: "size-5"
				})
			})]
		})
	});
	return /* @__PURE__ */ jsxs("header", {
		className: `border-b border-line bg-white ${className ?? ""}`,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex h-14 items-center justify-between gap-2 px-2",
			children: [
				/* @__PURE__ */ jsx(MobileDrawer, {
					shopName,
					user,
					tree,
					menuLinks,
					search
				}),
				/* @__PURE__ */ jsx(Link, {
					to: "/",
					"aria-label": `${shopName} home`,
					className: "rounded",
					children: /* @__PURE__ */ jsx(Logo, { name: shopName })
				}),
				/* @__PURE__ */ jsxs(Link, {
					to: "/cart",
					"aria-label": `Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}`,
					className: iconButton$1,
					children: [/* @__PURE__ */ jsx(ShoppingCart, {
						"aria-hidden": "true",
						className: "size-6"
					}), /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: "absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[11px] leading-5 font-bold text-white",
						children: cartCount
					})]
				})
			]
		}), /* @__PURE__ */ jsx("div", {
			className: "px-3 pb-3",
			children: search
		})]
	});
}
// app/features/navigation/all-categories-menu.tsx
var loadDropdown$2 = () => import("./assets/all-categories-menu.dropdown-Bi0Z3E7w.js").then((module) => module.default);
/** Spec §2 All Categories dropdown; its code loads when the visitor points at or presses the trigger. */
function AllCategoriesMenu({ tree }) {
	return /* @__PURE__ */ jsx(LoadOnIntent, {
		load: loadDropdown$2,
		props: { tree },
		trigger: (intent) => /* @__PURE__ */ jsxs("button", {
			type: "button",
			"aria-haspopup": "menu",
			"aria-expanded": "false",
			"data-state": "closed",
			className: "flex h-12 items-center gap-2 whitespace-nowrap bg-ink px-4 text-sm font-semibold text-white hover:bg-ink-soft data-[state=open]:bg-ink-soft",
			...intent,
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
		})
	});
}
// app/features/navigation/more-menu.tsx
var loadDropdown$1 = () => import("./assets/more-menu.dropdown-DHhA67t2.js").then((module) => module.default);
/** Spec §2 More menu; its dropdown code loads when the visitor points at or presses the trigger. */
function MoreMenu(props) {
	return /* @__PURE__ */ jsx(LoadOnIntent, {
		load: loadDropdown$1,
		props,
		trigger: (intent) => /* @__PURE__ */ jsxs("button", {
			type: "button",
			"aria-haspopup": "menu",
			"aria-expanded": "false",
			"data-state": "closed",
			className: barItemClass,
			...intent,
			children: ["More", /* @__PURE__ */ jsx(ChevronDown, {
				"aria-hidden": "true",
				className: "size-4"
			})]
		})
	});
}
// app/features/navigation/trending-menu.tsx
var loadDropdown = () => import("./assets/trending-menu.dropdown-Ceg1mFkV.js").then((module) => module.default);
/** Spec §2 Trending mega menu; its dropdown code loads when the visitor points at or presses the trigger. */
function TrendingMenu(props) {
	return /* @__PURE__ */ jsx(LoadOnIntent, {
		load: loadDropdown,
		props,
		trigger: (intent) => /* @__PURE__ */ jsxs("button", {
			type: "button",
			"aria-haspopup": "menu",
			"aria-expanded": "false",
			"data-state": "closed",
			className: barItemClass,
			...intent,
			children: ["Trending", /* @__PURE__ */ jsx(ChevronDown, {
				"aria-hidden": "true",
				className: "size-4"
			})]
		})
	});
}
// app/features/navigation/nav-bar.tsx
/** The mega menu's columns: the API's header entries, or the first categories when none are set up. */
function megaColumns(megaMenu, tree) {
	if (megaMenu.length > 0) return megaMenu.map((entry) => ({
		category: entry.categoriesData,
		subCategories: entry.sub_cat_list
	}));
	return tree.slice(0, 4);
}
/** Spec §2 navigation bar. */
function NavBar({ tree, megaMenu, promoCategorySlug, mainLinks, moreLinks, becomeSeller }) {
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "Main",
		className: "bg-accent",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex max-w-7xl items-center gap-2 px-4",
			children: [
				/* @__PURE__ */ jsx(AllCategoriesMenu, { tree }),
				/* @__PURE__ */ jsxs("ul", {
					className: "flex flex-1 items-center",
					children: [
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(TrendingMenu, {
							columns: megaColumns(megaMenu, tree),
							promoCategorySlug
						}) }),
						mainLinks.map((link) => /* @__PURE__ */ jsx("li", {
							className: "max-lg:hidden",
							children: /* @__PURE__ */ jsx(NavLink, {
								to: link.to,
								className: barItemClass,
								children: link.label
							})
						}, link.to)),
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(MoreMenu, {
							links: moreLinks,
							narrowOnlyLinks: mainLinks
						}) })
					]
				}),
				/* @__PURE__ */ jsxs(Link, {
					to: becomeSeller.to,
					className: "flex items-center gap-2 whitespace-nowrap rounded-card bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-ink-soft",
					children: [/* @__PURE__ */ jsx(Store, {
						"aria-hidden": "true",
						className: "size-4 max-lg:hidden"
					}), becomeSeller.label]
				})
			]
		})
	});
}
// app/features/search/search-form.tsx
/**
* Spec §2 header search: a text field, a category select (default label "All Categories") and a Search
* button. It is a plain GET form to /products, so it works before scripts load; with scripts the empty
* fields are dropped from the URL.
*/
function SearchForm({ categories, compact = false }) {
	const navigate = useNavigate();
	const [params] = useSearchParams();
	const onResults = useLocation().pathname === "/products";
	const currentSearch = onResults ? params.get("search") ?? "" : "";
	const currentSlug = onResults ? parseCategoryParam(params.get("category"))[0] : void 0;
	const selected = currentSlug && categories.some((c) => c.cat_slug === currentSlug) ? categoryParamValue(currentSlug) : "";
	function onSubmit(event) {
		event.preventDefault();
		const data = new FormData(event.currentTarget);
		navigate(productsSearchHref({
			search: String(data.get("search") ?? ""),
			category: String(data.get("category") ?? "")
		}));
	}
	return /* @__PURE__ */ jsxs(Form, {
		method: "get",
		action: "/products",
		role: "search",
		onSubmit,
		className: "flex w-full items-stretch overflow-hidden rounded-card border-2 border-accent bg-white focus-within:border-accent-strong",
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "search",
				name: "search",
				"aria-label": "Search products",
				placeholder: "Search products…",
				defaultValue: currentSearch,
				className: "min-w-0 flex-1 px-3 py-2 text-sm text-ink placeholder:text-muted focus-visible:outline-offset-[-3px]"
			}, `search:${currentSearch}`),
			compact ? null : /* @__PURE__ */ jsxs("select", {
				name: "category",
				"aria-label": "Category",
				defaultValue: selected,
				className: "w-32 border-l lg:w-44 border-line bg-surface px-2 text-sm text-ink focus-visible:outline-offset-[-3px]",
				children: [/* @__PURE__ */ jsx("option", {
					value: "",
					children: messages.allCategories
				}), categories.map((category) => /* @__PURE__ */ jsx("option", {
					value: categoryParamValue(category.cat_slug),
					children: category.cat_name
				}, category.cat_slug))]
			}, `category:${selected}`),
			/* @__PURE__ */ jsxs("button", {
				type: "submit",
				className: "flex items-center gap-2 bg-accent px-4 text-sm font-semibold text-ink hover:bg-accent-strong focus-visible:outline-offset-[-3px]",
				children: [/* @__PURE__ */ jsx(Search, {
					"aria-hidden": "true",
					className: "size-4"
				}), /* @__PURE__ */ jsx("span", {
					className: compact ? "sr-only" : "max-lg:sr-only",
					children: "Search"
				})]
			})
		]
	});
}
// app/lib/category-tree.ts
/** Categories in their given order, each with its sub-categories (matched by `cat_slug`). */
function categoryTree(categories, subCategories) {
	const byCategory = /* @__PURE__ */ new Map();
	for (const sub of subCategories) {
		const bucket = byCategory.get(sub.cat_slug);
		if (bucket) bucket.push(sub);
		else byCategory.set(sub.cat_slug, [sub]);
	}
	return categories.map((category) => ({
		category,
		subCategories: byCategory.get(category.cat_slug) ?? []
	}));
}
// app/lib/header-lists.ts
/** Where wishlist forms post, and the intent whose outcome is certain enough to show before the server answers. */
var WISHLIST_ACTION = "/wishlist";
var WISHLIST_TOGGLE_INTENT = "toggle";
/**
* Spec §4 wishlist toggle, shown at once: a slug in the list leaves it, any other joins it. Only toggles are
* applied (their effect on the count is certain); cart adds wait for the server (stock may refuse them).
*/
function optimisticWishlist(list, pending) {
	let next = list;
	for (const fetcher of pending) {
		if (fetcher.state === "idle" || !fetcher.formData) continue;
		if (!fetcher.formAction?.startsWith("/wishlist")) continue;
		if (fetcher.formData.get("intent") !== "toggle") continue;
		const slug = fetcher.formData.get("slug");
		if (typeof slug !== "string" || slug === "") continue;
		next = next.some((item) => item.slug === slug) ? next.filter((item) => item.slug !== slug) : [...next, {
			wishlist_slug: `pending:${slug}`,
			user_slug: "",
			slug,
			productName: "",
			imageURL: [],
			price: 0
		}];
	}
	return next;
}
/**
* The cart and wishlist the header shows: the account's (from the root loader, with pending wishlist toggles
* applied) when signed in, else the visitor's browser copy.
*/
function useHeaderLists(data) {
	const bag = useVisitorBag();
	const fetchers = useFetchers();
	const signedIn = data.user !== null;
	const visitorCart = useMemo(() => visitorCartItems(bag.cart), [bag.cart]);
	const visitorWishlist = useMemo(() => visitorWishlistItems(bag.wishlist), [bag.wishlist]);
	if (!signedIn) return {
		cart: visitorCart,
		wishlist: visitorWishlist
	};
	return {
		cart: data.cart,
		wishlist: optimisticWishlist(data.wishlist, fetchers)
	};
}
// app/site-shell.tsx
function mobileMenuLinks(signedIn) {
	return [
		{
			label: "Home",
			to: "/"
		},
		{
			label: "Account",
			to: "/profile"
		},
		...signedIn ? [{
			label: "Track Order",
			to: "/track_order"
		}] : [],
		{
			label: "Wishlist",
			to: "/wishlist"
		},
		{
			label: "Cart",
			to: "/cart"
		},
		...mainLinks,
		becomeSellerLink,
		...moreLinks
	];
}
/**
* The storefront around every page (spec §2): headers, navigation, footer, route progress bar, loading
* overlay and toasts. Features never import each other; this layout composes them.
*/
function SiteShell({ data, children }) {
	const navigation = useNavigation();
	const fetchers = useFetchers();
	const { pending } = useApiLoading();
	const { pathname } = useLocation();
	const lists = useHeaderLists(data);
	const tree = categoryTree(data.categories, data.subCategories);
	const signedIn = data.user !== null;
	const apiBusy = pending > 0 || fetchers.some((fetcher) => fetcher.state === "submitting");
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("a", {
			href: "#main",
			className: "sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow-pop",
			children: "Skip to content"
		}),
		/* @__PURE__ */ jsx(RouteProgressBar, {
			active: navigation.state !== "idle",
			label: "Loading page"
		}),
		/* @__PURE__ */ jsxs("header", {
			className: "mobile:hidden print:hidden",
			children: [/* @__PURE__ */ jsx(DesktopHeader, {
				shopName: SHOP_NAME,
				user: data.user,
				cart: lists.cart,
				wishlist: lists.wishlist,
				search: /* @__PURE__ */ jsx(SearchForm, { categories: data.categories })
			}), /* @__PURE__ */ jsx(NavBar, {
				tree,
				megaMenu: data.megaMenu,
				promoCategorySlug: promoCategorySlug(data.categories),
				mainLinks,
				moreLinks,
				becomeSeller: becomeSellerLink
			})]
		}),
		/* @__PURE__ */ jsx(MobileHeader, {
			className: "desktop:hidden print:hidden",
			shopName: SHOP_NAME,
			isHome: pathname === "/",
			user: data.user,
			cartCount: lists.cart.length,
			tree,
			menuLinks: mobileMenuLinks(signedIn),
			search: /* @__PURE__ */ jsx(SearchForm, {
				categories: data.categories,
				compact: true
			})
		}),
		/* @__PURE__ */ jsx("main", {
			id: "main",
			tabIndex: -1,
			className: "flex-1 focus:outline-none",
			children
		}),
		/* @__PURE__ */ jsx(SiteFooter, {
			shopName: SHOP_NAME,
			signedIn,
			social: socialLinks
		}),
		/* @__PURE__ */ jsx(LoadingOverlay, {
			show: apiBusy,
			label: messages.loading
		}),
		/* @__PURE__ */ jsx(AppToaster, {}),
		/* @__PURE__ */ jsx(VisitorMerge, { signedIn })
	] });
}
// app/root.tsx
var root_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$2,
	Layout: () => Layout,
	default: () => root_default,
	links: () => links,
	loader: () => loader$56,
	meta: () => meta$28,
	shouldRevalidate: () => shouldRevalidate
});
var links = () => [{
	rel: "stylesheet",
	href: app_default
}, {
	rel: "icon",
	href: "/favicon.svg",
	type: "image/svg+xml"
}];
var meta$28 = ({ error }) => [{ title: error ? pageTitle(errorText(error).title) : SHOP_NAME }, {
	name: "description",
	content: `${SHOP_NAME}: a marketplace of independent sellers.`
}];
/** Site data for the header, menus and footer; never throws, so the shell always renders. */
async function loader$56({ request, context }) {
	return loadShellData(apiFor(context, request), request.headers.get("cookie"));
}
/**
* Site data changes with the session and the cart, not with the page: reload it after form posts (sign in,
* sign out, cart changes) and explicit revalidation, not on every link or search.
*/
var shouldRevalidate = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) => {
	if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
	if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
	return false;
};
function Layout({ children }) {
	const nonce = useNonce();
	return /* @__PURE__ */ jsxs("html", {
		lang: "en",
		children: [/* @__PURE__ */ jsxs("head", { children: [
			/* @__PURE__ */ jsx("meta", { charSet: "utf-8" }),
			/* @__PURE__ */ jsx("meta", {
				name: "viewport",
				content: "width=device-width, initial-scale=1"
			}),
			/* @__PURE__ */ jsx("meta", {
				name: "theme-color",
				content: "#f5b301"
			}),
			/* @__PURE__ */ jsx(Meta, {}),
			/* @__PURE__ */ jsx(Links, {})
		] }), /* @__PURE__ */ jsxs("body", {
			className: "bg-white text-ink antialiased",
			children: [
				/* @__PURE__ */ jsx(ApiLoadingProvider, { children }),
				/* @__PURE__ */ jsx(ScrollRestoration, { nonce }),
				/* @__PURE__ */ jsx(Scripts, { nonce })
			]
		})]
	});
}
var root_default = UNSAFE_withComponentProps(function App() {
	const data = useLoaderData();
	return /* @__PURE__ */ jsx(SiteShell, {
		data,
		children: /* @__PURE__ */ jsx(Outlet, {})
	});
});
function errorText(error) {
	if (isRouteErrorResponse(error) && error.status === 404) return {
		title: "Page not found",
		detail: "The page you asked for does not exist or has moved."
	};
	if (isRouteErrorResponse(error)) return {
		title: `${error.status} ${error.statusText || "Error"}`,
		detail: "The request could not be completed."
	};
	return {
		title: "Something went wrong",
		detail: "An unexpected error occurred. Please try again."
	};
}
var ErrorBoundary$2 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	const data = useRouteLoaderData("root") ?? emptyShellData;
	const { title, detail } = errorText(error);
	return /* @__PURE__ */ jsx(SiteShell, {
		data,
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-7xl px-4 py-16",
			children: [
				/* @__PURE__ */ jsx(PageTitle, { children: title }),
				/* @__PURE__ */ jsx("p", {
					className: "text-muted",
					children: detail
				}),
				/* @__PURE__ */ jsx(Link, {
					to: "/",
					className: "mt-6 inline-block rounded-card bg-accent px-5 py-2.5 text-sm font-semibold text-ink hover:bg-accent-strong",
					children: "Back to the shop"
				})
			]
		})
	});
});
// app/components/ui/image-srcset.ts
/**
* Responsive image sources for pictures whose smaller twins sit beside them. The demo seed writes
* `/uploads/demo/p-<kind>-<n>.webp` (800 px) with a `-400.webp` twin, and banners, covers and blog images
* (1200–1600 px) with a `-800.webp` twin. Other URLs (shoppers' uploads, remote images) have no known
* twins and are used as they are.
*/
var DEMO_PREFIX = "/uploads/demo/";
var demoVariants = [
	{
		pattern: /^p-[a-z]+(?:-[a-z]+)*-\d+\.webp$/,
		full: 800,
		twin: 400
	},
	{
		pattern: /^(?:slider-\d+|flash-(?:home|page)|s-[a-z0-9-]+-cover)\.webp$/,
		full: 1600,
		twin: 800
	},
	{
		pattern: /^(?:blog-\d+|ad-homepage-single-banner-[a-z]+)\.webp$/,
		full: 1200,
		twin: 800
	}
];
/** The `srcset` of an image URL, or undefined when no smaller twin is known. */
function srcSetFor(url) {
	if (!url?.startsWith(DEMO_PREFIX)) return void 0;
	const file = url.slice(14);
	const variant = demoVariants.find((candidate) => candidate.pattern.test(file));
	if (!variant) return void 0;
	return `${url.replace(/\.webp$/, `-${variant.twin}.webp`)} ${variant.twin}w, ${url} ${variant.full}w`;
}
// app/components/ui/price-tag.tsx
/** The price a shopper pays (the offer when there is one) and, with an offer, the struck-through list price. */
function PriceTag({ price, offerPrice, size = "sm" }) {
	const hasOffer = offerPrice != null && offerPrice < price;
	return /* @__PURE__ */ jsxs("p", {
		className: "flex flex-wrap items-baseline gap-x-2",
		children: [/* @__PURE__ */ jsxs("span", {
			className: `font-bold text-ink ${size === "lg" ? "text-3xl" : "text-base"}`,
			children: [hasOffer ? /* @__PURE__ */ jsx("span", {
				className: "sr-only",
				children: "Sale price "
			}) : null, formatDollars(hasOffer ? offerPrice : price)]
		}), hasOffer ? /* @__PURE__ */ jsxs("del", {
			className: `text-muted ${size === "lg" ? "text-lg" : "text-xs"}`,
			children: [/* @__PURE__ */ jsx("span", {
				className: "sr-only",
				children: "Regular price "
			}), formatDollars(price)]
		}) : null]
	});
}
/** "-22%" for an offer, or null. */
function discountPercent(price, offerPrice) {
	if (offerPrice == null || price <= 0 || offerPrice >= price) return null;
	const percent = Math.round((1 - offerPrice / price) * 100);
	return percent > 0 ? percent : null;
}
// app/components/ui/rating-stars.tsx
/**
* Five stars filled to `value` (0–5), with the figure spelled out for screen readers. One masked element
* (the `rating-stars` utility in app.css) rather than ten SVGs: product grids render dozens of these.
*/
function RatingStars({ value, count, size = "sm" }) {
	const rating = Math.min(5, Math.max(0, value));
	const starsClass = size === "sm" ? "h-3.5" : "h-5";
	const label = rating > 0 ? `Rated ${rating.toFixed(1)} out of 5${count !== void 0 ? ` from ${count.toLocaleString("en-US")} ratings` : ""}` : "Not rated yet";
	return /* @__PURE__ */ jsxs("span", {
		className: "inline-flex items-center gap-1.5",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "sr-only",
				children: label
			}),
			/* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: `rating-stars ${starsClass}`,
				style: { "--rating": `${rating / 5 * 100}%` }
			}),
			count !== void 0 ? /* @__PURE__ */ jsxs("span", {
				"aria-hidden": "true",
				className: `${size === "sm" ? "text-xs" : "text-sm"} text-muted`,
				children: [
					"(",
					count.toLocaleString("en-US"),
					")"
				]
			}) : null
		]
	});
}
// app/components/ui/product-card.tsx
function toProductCard(product) {
	return {
		slug: product.slug,
		productName: product.productName,
		image: product.imageURL[0] ?? null,
		price: product.price,
		offerPrice: product.offerPrice,
		rating: product.rating,
		reviewCount: product.reviewCount
	};
}
/** Card widths by layout, for the browser to pick the right image before layout. */
var CARD_SIZES = "(min-width: 1280px) 240px, (min-width: 640px) 30vw, 45vw";
/**
* The one product card (DESIGN.md §5): image, name, rating, price and offer. The whole card is one link
* (the name's link stretched over it), so it is a single tab stop.
*/
function ProductCard({ product, eager = false, headingLevel = "h3" }) {
	const Heading = headingLevel;
	const discount = discountPercent(product.price, product.offerPrice);
	return /* @__PURE__ */ jsxs("article", {
		className: "group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white transition-shadow hover:border-accent hover:shadow-pop focus-within:border-accent",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "relative aspect-square overflow-hidden bg-surface",
			children: [product.image ? /* @__PURE__ */ jsx("img", {
				src: product.image,
				srcSet: srcSetFor(product.image),
				sizes: CARD_SIZES,
				alt: "",
				width: 800,
				height: 800,
				loading: eager ? "eager" : "lazy",
				decoding: "async",
				className: "size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
			}) : null, discount ? /* @__PURE__ */ jsxs("span", {
				className: "absolute top-2 left-2 rounded bg-danger px-1.5 py-0.5 text-xs font-bold text-white",
				children: [
					"−",
					discount,
					"%"
				]
			}) : null]
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col gap-1.5 p-3",
			children: [
				/* @__PURE__ */ jsx(Heading, {
					className: "line-clamp-2 min-h-10 text-sm leading-5 font-medium text-ink",
					children: /* @__PURE__ */ jsx(Link, {
						to: productHref(product.slug),
						prefetch: "intent",
						className: "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-accent-ink [&:focus-visible]:after:rounded-card [&:focus-visible]:after:outline-2 [&:focus-visible]:after:outline-ink",
						children: product.productName
					})
				}),
				/* @__PURE__ */ jsx(RatingStars, {
					value: product.rating,
					count: product.reviewCount
				}),
				/* @__PURE__ */ jsx("div", {
					className: "mt-auto",
					children: /* @__PURE__ */ jsx(PriceTag, {
						price: product.price,
						offerPrice: product.offerPrice
					})
				})
			]
		})]
	});
}
/** A placeholder of exactly a card's size, for lists that stream in. */
function ProductCardSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		"aria-hidden": "true",
		className: "flex h-full flex-col overflow-hidden rounded-card border border-line bg-white",
		children: [/* @__PURE__ */ jsx("div", { className: "aspect-square animate-pulse bg-surface-sunk motion-reduce:animate-none" }), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col gap-1.5 p-3",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "min-h-10",
					children: [/* @__PURE__ */ jsx("div", { className: "h-4 w-11/12 rounded bg-surface-sunk" }), /* @__PURE__ */ jsx("div", { className: "mt-1 h-4 w-2/3 rounded bg-surface-sunk" })]
				}),
				/* @__PURE__ */ jsx("div", { className: "h-4 w-24 rounded bg-surface-sunk" }),
				/* @__PURE__ */ jsx("div", { className: "mt-auto h-6 w-20 rounded bg-surface-sunk" })
			]
		})]
	});
}
// app/components/ui/section-heading.tsx
/** A section's h2 with an optional "View all" style link on the right. */
function SectionHeading({ id, children, link }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "mb-4 flex items-end justify-between gap-4",
		children: [/* @__PURE__ */ jsx("h2", {
			id,
			className: "text-xl font-bold tracking-tight text-ink sm:text-2xl",
			children
		}), link ? /* @__PURE__ */ jsxs(Link, {
			to: link.to,
			className: "inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-accent-ink hover:underline",
			children: [link.label, /* @__PURE__ */ jsx(ArrowRight, {
				"aria-hidden": "true",
				className: "size-4"
			})]
		}) : null]
	});
}
// app/components/ui/product-rail.tsx
/** Six cards across on wide screens, a swipeable strip on small ones; rail and skeleton share the frame. */
var railClass = "grid auto-cols-[10.5rem] grid-flow-col gap-3 overflow-x-auto pb-2 [scrollbar-width:thin] snap-x sm:auto-cols-[12rem] sm:gap-4 lg:auto-cols-[calc((100%-5rem)/6)]";
var SKELETON_CARDS = [
	0,
	1,
	2,
	3,
	4,
	5
];
function RailFrame({ id, title, link, children }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": id,
		className: "mt-12",
		children: [/* @__PURE__ */ jsx(SectionHeading, {
			id,
			link,
			children: title
		}), children]
	});
}
/** A titled row of product cards; nothing at all when there are no products. */
function ProductRail({ id, title, link, products }) {
	if (products.length === 0) return null;
	return /* @__PURE__ */ jsx(RailFrame, {
		id,
		title,
		link,
		children: /* @__PURE__ */ jsx("ul", {
			className: railClass,
			children: products.map((product) => /* @__PURE__ */ jsx("li", {
				className: "snap-start",
				children: /* @__PURE__ */ jsx(ProductCard, { product })
			}, product.slug))
		})
	});
}
/** The same frame with placeholder cards, while the row streams in (no layout shift when it lands). */
function ProductRailSkeleton({ id, title, link }) {
	return /* @__PURE__ */ jsx(RailFrame, {
		id,
		title,
		link,
		children: /* @__PURE__ */ jsx("div", {
			className: `${railClass} overflow-hidden`,
			"aria-busy": "true",
			children: SKELETON_CARDS.map((card) => /* @__PURE__ */ jsx(ProductCardSkeleton, {}, card))
		})
	});
}
// app/features/home/category-tiles.tsx
/** Popular categories: round pictures with names, six across. */
function PopularCategories({ entries }) {
	if (entries.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "popular-categories-heading",
		className: "mt-12",
		children: [/* @__PURE__ */ jsx(SectionHeading, {
			id: "popular-categories-heading",
			link: {
				to: "/products?highlight=popular_category",
				label: "Popular products"
			},
			children: "Popular categories"
		}), /* @__PURE__ */ jsx("ul", {
			className: "grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6",
			children: entries.map(({ slug, categoriesData: category }) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
				to: categoryProductsHref(category.cat_slug),
				className: "group flex h-full flex-col items-center gap-2 rounded-card border border-line bg-white p-3 text-center hover:border-accent hover:shadow-pop sm:p-4",
				children: [category.cat_image ? /* @__PURE__ */ jsx("img", {
					src: category.cat_image,
					alt: "",
					width: 400,
					height: 400,
					loading: "lazy",
					decoding: "async",
					className: "size-16 rounded-full bg-surface object-cover sm:size-24"
				}) : /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: "size-16 rounded-full bg-surface-sunk sm:size-24"
				}), /* @__PURE__ */ jsx("span", {
					className: "text-xs font-semibold text-ink sm:text-sm",
					children: category.cat_name
				})]
			}) }, slug))
		})]
	});
}
/** Featured categories: larger cards with a call to shop. */
function FeaturedCategories({ entries }) {
	if (entries.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "featured-categories-heading",
		className: "mt-12",
		children: [/* @__PURE__ */ jsx(SectionHeading, {
			id: "featured-categories-heading",
			children: "Featured categories"
		}), /* @__PURE__ */ jsx("ul", {
			className: "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5",
			children: entries.map(({ slug, categoriesData: category }) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
				to: categoryProductsHref(category.cat_slug),
				className: "group flex h-full flex-col overflow-hidden rounded-card border border-line bg-white hover:border-accent hover:shadow-pop",
				children: [/* @__PURE__ */ jsx("span", {
					className: "block aspect-[4/3] overflow-hidden bg-surface",
					children: category.cat_image ? /* @__PURE__ */ jsx("img", {
						src: category.cat_image,
						alt: "",
						width: 400,
						height: 400,
						loading: "lazy",
						decoding: "async",
						className: "size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
					}) : null
				}), /* @__PURE__ */ jsxs("span", {
					className: "flex items-center justify-between gap-2 p-3",
					children: [/* @__PURE__ */ jsx("span", {
						className: "text-sm font-bold text-ink",
						children: category.cat_name
					}), /* @__PURE__ */ jsx(ArrowRight, {
						"aria-hidden": "true",
						className: "size-4 shrink-0 text-accent-ink"
					})]
				})]
			}) }, slug))
		})]
	});
}
// app/components/ui/format-date.ts
/**
* Dates written the same on the server and in every browser (Intl output differs between ICU versions,
* e.g. the space before "AM", which would break hydration). Always UTC.
*/
var MONTHS = [
	"Jan",
	"Feb",
	"Mar",
	"Apr",
	"May",
	"Jun",
	"Jul",
	"Aug",
	"Sep",
	"Oct",
	"Nov",
	"Dec"
];
/** "Nov 19, 2026". */
function formatDate(iso) {
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return "";
	return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
/** "Nov 19, 2026, 14:05 UTC". */
function formatDateTime(iso) {
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return "";
	const pad = (value) => String(value).padStart(2, "0");
	return `${formatDate(date)}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}
// app/features/home/countdown.ts
/** Whole days, hours, minutes and seconds from `nowMs` until `endMs` (all zero once it has passed). */
function countdownParts(endMs, nowMs) {
	const left = Math.max(0, Math.floor((endMs - nowMs) / 1e3));
	return {
		days: Math.floor(left / 86400),
		hours: Math.floor(left % 86400 / 3600),
		minutes: Math.floor(left % 3600 / 60),
		seconds: left % 60,
		done: left === 0
	};
}
/** Two digits, as clocks show them. */
function pad2(value) {
	return String(value).padStart(2, "0");
}
function unit(value, name) {
	return `${value} ${name}${value === 1 ? "" : "s"}`;
}
/** The remaining time in words, for screen readers. */
function countdownLabel(parts) {
	if (parts.done) return "The sale has ended";
	return `Ends in ${[
		...parts.days > 0 ? [unit(parts.days, "day")] : [],
		unit(parts.hours, "hour"),
		unit(parts.minutes, "minute")
	].join(", ")}`;
}
// app/features/home/flash-countdown.tsx
/**
* A live countdown to `end`. The first render (server and hydration alike) uses the server's clock from
* the loader, so the HTML matches; after hydration it ticks every second on the browser's clock.
*/
function FlashCountdown({ end, serverNow }) {
	const endMs = Date.parse(end);
	const [now, setNow] = useState(serverNow);
	useEffect(() => {
		setNow(Date.now());
		const timer = window.setInterval(() => setNow(Date.now()), 1e3);
		return () => window.clearInterval(timer);
	}, []);
	const parts = countdownParts(endMs, now);
	const cells = [
		[parts.days, "Days"],
		[parts.hours, "Hours"],
		[parts.minutes, "Mins"],
		[parts.seconds, "Secs"]
	];
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("div", {
		role: "timer",
		"aria-label": countdownLabel(parts),
		className: "flex gap-2",
		"data-testid": "flash-countdown",
		children: cells.map(([value, label]) => /* @__PURE__ */ jsxs("div", {
			"aria-hidden": "true",
			className: "flex w-14 flex-col items-center rounded-card bg-ink py-2 text-white sm:w-16",
			children: [/* @__PURE__ */ jsx("span", {
				className: "text-xl font-extrabold tabular-nums sm:text-2xl",
				children: pad2(value)
			}), /* @__PURE__ */ jsx("span", {
				className: "text-[11px] font-semibold tracking-wide uppercase text-night-muted",
				children: label
			})]
		}, label))
	}), /* @__PURE__ */ jsxs("p", {
		className: "mt-2 text-sm text-ink-soft",
		children: ["Ends ", /* @__PURE__ */ jsx("time", {
			dateTime: end,
			children: formatDateTime(end)
		})]
	})] });
}
// app/features/home/flash-sale-banner.tsx
/** The running flash sale: its title and offer with a live countdown to its end. */
function FlashSaleBanner({ sale, serverNow }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "flash-sale-heading",
		className: "relative mt-12 overflow-hidden rounded-card bg-accent",
		children: [sale.imageHome ? /* @__PURE__ */ jsx("img", {
			src: sale.imageHome,
			srcSet: srcSetFor(sale.imageHome),
			sizes: "(min-width: 1280px) 1248px, 100vw",
			alt: "",
			width: 1600,
			height: 500,
			loading: "lazy",
			decoding: "async",
			className: "absolute inset-0 size-full object-cover object-right max-sm:opacity-40"
		}) : null, /* @__PURE__ */ jsxs("div", {
			className: "relative flex flex-col gap-3 p-6 sm:max-w-[60%] sm:p-10",
			children: [
				/* @__PURE__ */ jsxs("p", {
					className: "inline-flex w-fit items-center gap-1.5 rounded-full bg-ink px-3 py-1 text-xs font-bold tracking-wide text-white uppercase",
					children: [/* @__PURE__ */ jsx(Zap, {
						"aria-hidden": "true",
						className: "size-3.5"
					}), sale.name]
				}),
				/* @__PURE__ */ jsx("h2", {
					id: "flash-sale-heading",
					className: "text-3xl font-extrabold tracking-tight text-ink sm:text-4xl",
					children: sale.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-base font-medium text-ink",
					children: sale.offer
				}),
				/* @__PURE__ */ jsx(FlashCountdown, {
					end: sale.time,
					serverNow
				})
			]
		})]
	});
}
// app/features/home/home.server.ts
var emptyHome = {
	sliders: [],
	sliderOne: null,
	sliderTwo: null,
	popularCategories: [],
	flashSale: null,
	featuredCategories: [],
	adOne: null,
	adTwo: null
};
/** Everything above the product rows (`GET /api/home`); empty areas when the API fails. */
async function loadHomeContent(api) {
	const response = await api("/api/home");
	return isOk(response) ? {
		...emptyHome,
		...response.body
	} : emptyHome;
}
/** The five product rows (`GET /api/products`), trimmed to card data. */
async function loadHomeRows(api) {
	const response = await api("/api/products?limit=1");
	const lists = isOk(response) ? response.body : null;
	const cards = (list) => (list ?? []).map(toProductCard);
	return {
		featured: cards(lists?.featuredProducts),
		top: cards(lists?.topProducts),
		popular: cards(lists?.popularProducts),
		best: cards(lists?.bestProducts),
		newest: cards(lists?.newProducts)
	};
}
/** The running sale's items, their sale price shown as the offer. */
async function loadFlashSaleItems(api) {
	const response = await api("/api/flash-sale/user");
	if (!isOk(response) || !Array.isArray(response.body)) return [];
	return response.body.map((item) => ({
		...toProductCard(item.productsData),
		offerPrice: item.salePrice
	}));
}
// app/components/ui/carousel.tsx
/**
* A swipeable slide show (Embla) following the WAI-ARIA carousel pattern: a labelled region, slides as
* labelled groups, previous/next buttons and one button per slide. It never moves on its own, so nothing
* needs pausing; focusing a link in a hidden slide scrolls it into view. Server-rendered, the first slide
* shows before scripts load.
*/
function Carousel({ label, slides, className }) {
	const [viewportRef, api] = useEmblaCarousel({ loop: slides.length > 1 });
	const [selected, setSelected] = useState(0);
	const onSelect = useCallback(() => {
		if (api) setSelected(api.selectedScrollSnap());
	}, [api]);
	useEffect(() => {
		if (!api) return;
		onSelect();
		api.on("select", onSelect).on("reInit", onSelect);
		return () => {
			api.off("select", onSelect).off("reInit", onSelect);
		};
	}, [api, onSelect]);
	const buttonClass = "flex size-9 items-center justify-center rounded-full bg-white/90 text-ink shadow-pop hover:bg-white";
	return /* @__PURE__ */ jsxs("section", {
		"aria-roledescription": "carousel",
		"aria-label": label,
		className: `relative min-w-0 ${className ?? ""}`,
		children: [/* @__PURE__ */ jsx("div", {
			ref: viewportRef,
			className: "h-full overflow-hidden rounded-card",
			children: /* @__PURE__ */ jsx("div", {
				className: "flex h-full touch-pan-y",
				children: slides.map((slide, index) => /* @__PURE__ */ jsx("div", {
					role: "group",
					"aria-roledescription": "slide",
					"aria-label": `${index + 1} of ${slides.length}`,
					className: "h-full min-w-0 shrink-0 grow-0 basis-full",
					children: slide
				}, index))
			})
		}), slides.length > 1 ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
			className: "absolute right-3 bottom-3 z-10 flex gap-2",
			children: [/* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: () => api?.scrollPrev(),
				"aria-label": "Previous slide",
				className: buttonClass,
				children: /* @__PURE__ */ jsx(ChevronLeft, {
					"aria-hidden": "true",
					className: "size-5"
				})
			}), /* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: () => api?.scrollNext(),
				"aria-label": "Next slide",
				className: buttonClass,
				children: /* @__PURE__ */ jsx(ChevronRight, {
					"aria-hidden": "true",
					className: "size-5"
				})
			})]
		}), /* @__PURE__ */ jsx("div", {
			className: "absolute bottom-4 left-1/2 z-10 flex -translate-x-1/2 gap-1",
			children: slides.map((_, index) => /* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: () => api?.scrollTo(index),
				"aria-label": `Show slide ${index + 1}`,
				"aria-current": index === selected ? "true" : void 0,
				className: "flex size-6 items-center justify-center",
				children: /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: `block h-2 rounded-full transition-all ${index === selected ? "w-6 bg-ink" : "w-2 bg-white/90 ring-1 ring-ink/40"}`
				})
			}, index))
		})] }) : null]
	});
}
// app/features/home/promo-banner.tsx
var sizes = {
	/** Beside the slider: 800×400 pictures in a third of the row. */
	side: {
		width: 800,
		height: 400,
		sizes: "(min-width: 1024px) 400px, 50vw",
		title: "text-lg sm:text-xl"
	},
	/** The home page's single banners: 1200×500 pictures in half a row. */
	wide: {
		width: 1200,
		height: 500,
		sizes: "(min-width: 640px) 620px, 100vw",
		title: "text-xl sm:text-2xl"
	}
};
/** An advertisement: its picture with the ad's texts written over the calm left side, linking on. */
function PromoBanner({ ad, variant }) {
	const size = sizes[variant];
	const content = /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("img", {
		src: ad.adImage,
		srcSet: srcSetFor(ad.adImage),
		sizes: size.sizes,
		alt: "",
		width: size.width,
		height: size.height,
		loading: variant === "side" ? "eager" : "lazy",
		decoding: "async",
		className: "absolute inset-0 size-full object-cover object-right transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
	}), /* @__PURE__ */ jsxs("span", {
		className: "relative flex h-full max-w-[64%] flex-col justify-center gap-1 p-4 sm:p-6",
		children: [
			ad.badge ? /* @__PURE__ */ jsx("span", {
				className: "w-fit rounded-full bg-ink px-2.5 py-0.5 text-[11px] font-bold tracking-wide text-white uppercase",
				children: ad.badge
			}) : null,
			/* @__PURE__ */ jsx("span", {
				className: `font-extrabold leading-tight text-ink ${size.title}`,
				children: ad.title
			}),
			/* @__PURE__ */ jsx("span", {
				className: "text-sm text-ink-soft max-sm:line-clamp-1",
				children: ad.title_one
			}),
			/* @__PURE__ */ jsx("span", {
				className: "text-sm font-semibold text-accent-ink",
				children: ad.title_two
			}),
			ad.category_link ? /* @__PURE__ */ jsxs("span", {
				className: "mt-1 inline-flex items-center gap-1 text-sm font-bold text-ink underline-offset-4 group-hover:underline",
				children: ["Shop now ", /* @__PURE__ */ jsx(ArrowRight, {
					"aria-hidden": "true",
					className: "size-4"
				})]
			}) : null
		]
	})] });
	const frame = "group relative block h-full overflow-hidden rounded-card bg-surface";
	return ad.category_link ? /* @__PURE__ */ jsx(Link, {
		to: ad.category_link,
		className: frame,
		children: content
	}) : /* @__PURE__ */ jsx("div", {
		className: frame,
		children: content
	});
}
// app/features/home/home-hero.tsx
var SLIDE_SIZES = "(min-width: 1280px) 830px, (min-width: 1024px) 66vw, 100vw";
function Slide({ slider, first }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "relative h-full bg-surface",
		children: [
			/* @__PURE__ */ jsx("img", {
				src: slider.image,
				srcSet: srcSetFor(slider.image),
				sizes: SLIDE_SIZES,
				alt: "",
				width: 1600,
				height: 600,
				loading: first ? "eager" : "lazy",
				fetchPriority: first ? "high" : void 0,
				decoding: first ? "sync" : "async",
				className: "absolute inset-0 size-full object-cover object-right"
			}),
			/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "absolute inset-0 bg-gradient-to-r from-white/85 via-white/50 to-transparent sm:hidden"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "relative flex h-full max-w-[70%] pb-12 flex-col justify-center gap-2 p-5 sm:max-w-[55%] sm:p-10",
				children: [
					slider.badge ? /* @__PURE__ */ jsx("p", {
						className: "w-fit rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-ink uppercase",
						children: slider.badge
					}) : null,
					/* @__PURE__ */ jsx("p", {
						className: "text-2xl leading-tight font-extrabold tracking-tight text-ink sm:text-4xl",
						children: slider.titleOne
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-sm text-ink-soft sm:text-lg",
						children: slider.titleTWo
					}),
					slider.productLink ? /* @__PURE__ */ jsxs(Link, {
						to: slider.productLink,
						className: "mt-2 w-fit rounded-card bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-ink-soft sm:px-5 sm:py-2.5",
						children: ["Shop now", /* @__PURE__ */ jsxs("span", {
							className: "sr-only",
							children: [": ", slider.titleOne]
						})]
					}) : null
				]
			})
		]
	});
}
/** Sliders with the two "Slider Banner" ads beside them (spec §1 home areas). */
function HomeHero({ sliders, sliderOne, sliderTwo }) {
	const side = [sliderOne, sliderTwo].filter((ad) => ad !== null);
	return /* @__PURE__ */ jsxs("div", {
		className: `grid grid-cols-1 gap-4 ${side.length > 0 ? "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" : ""}`,
		children: [sliders.length > 0 ? /* @__PURE__ */ jsx(Carousel, {
			label: "Featured offers",
			className: "h-[240px] sm:h-[340px] lg:h-[416px]",
			slides: sliders.map((slider, index) => /* @__PURE__ */ jsx(Slide, {
				slider,
				first: index === 0
			}, slider.slug))
		}) : null, side.length > 0 ? /* @__PURE__ */ jsx("div", {
			className: "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1 lg:grid-rows-2",
			children: side.map((ad) => /* @__PURE__ */ jsx("div", {
				className: "h-[168px] sm:h-[180px] lg:h-auto",
				children: /* @__PURE__ */ jsx(PromoBanner, {
					ad,
					variant: "side"
				})
			}, ad.slug))
		}) : null]
	});
}
// app/features/seo/seo-meta.ts
/** Search engines cut descriptions near 160 characters; cut at a word and mark it. */
function metaDescription(text, max = 160) {
	const clean = text.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
	if (clean.length <= max) return clean;
	const cut = clean.slice(0, max - 1);
	return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,.;:!-]+$/, "")}…`;
}
/** Title, description, canonical link and Open Graph / Twitter tags of one page. */
function seoMeta(seo) {
	const title = pageTitle(seo.title);
	const description = metaDescription(seo.description);
	const tags = [
		{ title },
		{
			name: "description",
			content: description
		},
		{
			tagName: "link",
			rel: "canonical",
			href: seo.url
		},
		{
			property: "og:site_name",
			content: SHOP_NAME
		},
		{
			property: "og:type",
			content: seo.type ?? "website"
		},
		{
			property: "og:title",
			content: title
		},
		{
			property: "og:description",
			content: description
		},
		{
			property: "og:url",
			content: seo.url
		},
		{
			name: "twitter:card",
			content: seo.image ? "summary_large_image" : "summary"
		}
	];
	if (seo.image) tags.push({
		property: "og:image",
		content: seo.image
	});
	if (seo.noindex) tags.push({
		name: "robots",
		content: "noindex, follow"
	});
	return tags;
}
/** The absolute URL of `path` on the site the request came to (PUBLIC_URL behind a proxy). */
function canonicalUrl(request, path) {
	return new URL(path, new URL(request.url).origin).href;
}
/** An absolute URL for `path` (kept as is when already absolute), or null. */
function absoluteUrl(origin, path) {
	if (!path) return null;
	try {
		return new URL(path, origin).href;
	} catch {
		return null;
	}
}
// app/routes/home.tsx
var home_exports = /* @__PURE__ */ __exportAll({
	default: () => home_default,
	loader: () => loader$55,
	meta: () => meta$27
});
/**
* Critical data (the home content above the rows) is awaited and server-rendered; the product rows and the
* flash sale's items stream in afterwards, each behind a skeleton of the same size.
*/
async function loader$55({ request, context }) {
	const api = apiFor(context, request);
	const rows = loadHomeRows(api);
	const flashItems = loadFlashSaleItems(api);
	const home = await loadHomeContent(api);
	return {
		home,
		now: Date.now(),
		canonical: canonicalUrl(request, "/"),
		image: home.sliders[0] ? canonicalUrl(request, home.sliders[0].image) : null,
		rows,
		flashItems
	};
}
var meta$27 = ({ loaderData }) => loaderData ? seoMeta({
	title: "Shop independent sellers",
	description: `${SHOP_NAME} is a marketplace of independent shops: electronics, fashion, home, beauty and more in one cart, with prices in dollars, flash deals and returns within 30 days.`,
	url: loaderData.canonical,
	image: loaderData.image
}) : [];
var rows = [
	{
		key: "featured",
		id: "featured-heading",
		title: "Featured products",
		link: {
			to: "/products?highlight=featured_product",
			label: "View all"
		}
	},
	{
		key: "top",
		id: "top-heading",
		title: "Top products",
		link: {
			to: "/products?highlight=top_product",
			label: "View all"
		}
	},
	{
		key: "popular",
		id: "popular-heading",
		title: "Popular products",
		link: {
			to: "/products?highlight=popular_category",
			label: "View all"
		}
	},
	{
		key: "best",
		id: "best-heading",
		title: "Best products",
		link: {
			to: "/products?highlight=best_product",
			label: "View all"
		}
	},
	{
		key: "newest",
		id: "new-heading",
		title: "New arrivals",
		link: {
			to: "/products?highlight=new_arrival",
			label: "View all"
		}
	}
];
var home_default = UNSAFE_withComponentProps(function HomePage({ loaderData }) {
	const { home, now } = loaderData;
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto w-full max-w-7xl px-4 py-6",
		children: [
			/* @__PURE__ */ jsxs("h1", {
				className: "sr-only",
				children: [SHOP_NAME, ": shop independent sellers"]
			}),
			/* @__PURE__ */ jsx(HomeHero, {
				sliders: home.sliders,
				sliderOne: home.sliderOne,
				sliderTwo: home.sliderTwo
			}),
			/* @__PURE__ */ jsx(PopularCategories, { entries: home.popularCategories }),
			home.flashSale ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(FlashSaleBanner, {
				sale: home.flashSale,
				serverNow: now
			}), /* @__PURE__ */ jsx(Suspense, {
				fallback: /* @__PURE__ */ jsx(ProductRailSkeleton, {
					id: "flash-items-heading",
					title: "Flash sale deals"
				}),
				children: /* @__PURE__ */ jsx(Await, {
					resolve: loaderData.flashItems,
					children: (items) => /* @__PURE__ */ jsx(ProductRail, {
						id: "flash-items-heading",
						title: "Flash sale deals",
						products: items
					})
				})
			})] }) : null,
			/* @__PURE__ */ jsx(FeaturedCategories, { entries: home.featuredCategories }),
			home.adOne || home.adTwo ? /* @__PURE__ */ jsx("section", {
				"aria-label": "Offers",
				className: "mt-12 grid gap-4 sm:grid-cols-2",
				children: [home.adOne, home.adTwo].map((ad) => ad ? /* @__PURE__ */ jsx("div", {
					className: "h-[200px] sm:h-[220px]",
					children: /* @__PURE__ */ jsx(PromoBanner, {
						ad,
						variant: "wide"
					})
				}, ad.slug) : null)
			}) : null,
			rows.map((row) => /* @__PURE__ */ jsx(Suspense, {
				fallback: /* @__PURE__ */ jsx(ProductRailSkeleton, {
					id: row.id,
					title: row.title,
					link: row.link
				}),
				children: /* @__PURE__ */ jsx(Await, {
					resolve: loaderData.rows,
					children: (lists) => /* @__PURE__ */ jsx(ProductRail, {
						id: row.id,
						title: row.title,
						link: row.link,
						products: lists[row.key]
					})
				})
			}, row.key))
		]
	});
});
// app/features/account/account.server.ts
/**
* Server helpers of the account pages: the session cookies of the request, and passing the API's
* Set-Cookie headers on to the browser (sign-in, verification, password change).
*/
/** Spec §4: signed in when the access token and user slug cookies are both present. */
function signedInSlug(request) {
	return sessionFromCookies(request.headers.get("cookie")).userSlug;
}
/** A Headers object carrying every Set-Cookie line of the API response. */
function cookieHeadersFrom(response) {
	const headers = new Headers();
	for (const line of setCookieHeaders(response)) headers.append("Set-Cookie", line);
	return headers;
}
/** The API's error code (`code`), if any. */
function errorCode(response) {
	const body = response.body;
	return typeof body?.code === "string" ? body.code : void 0;
}
// app/features/account/account-fields.tsx
/** A labelled input of the account forms; `hint` is read out with the field. */
function TextField({ label, hint, ...input }) {
	const id = useId();
	const hintId = `${id}-hint`;
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-1.5",
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "text-sm font-medium text-ink",
				children: label
			}),
			/* @__PURE__ */ jsx("input", {
				id,
				"aria-describedby": hint ? hintId : void 0,
				className: "rounded-card border border-line bg-white px-3 py-2.5 text-sm text-ink placeholder:text-muted focus-visible:border-ink",
				...input
			}),
			hint ? /* @__PURE__ */ jsx("p", {
				id: hintId,
				className: "text-xs text-muted",
				children: hint
			}) : null
		]
	});
}
function SubmitButton({ children, busy, ...rest }) {
	return /* @__PURE__ */ jsx("button", {
		type: "submit",
		disabled: busy,
		"aria-busy": busy || void 0,
		name: rest.name,
		value: rest.value,
		className: "inline-flex items-center justify-center rounded-card bg-accent px-5 py-2.5 text-sm font-semibold text-ink hover:bg-accent-strong disabled:cursor-wait disabled:opacity-70",
		children
	});
}
/** The outcome of a form: an alert for errors, a polite status for success. */
function FormNotice({ result }) {
	if (!result) return null;
	return result.ok ? /* @__PURE__ */ jsx("p", {
		role: "status",
		className: "rounded-card border border-green-700/30 bg-green-50 px-3 py-2 text-sm text-green-900",
		children: result.message
	}) : /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "rounded-card border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger",
		children: result.message
	});
}
/** The centred card the sign-in, sign-up and password pages sit in. */
function AccountCard({ title, subtitle, children }) {
	return /* @__PURE__ */ jsx("div", {
		className: "mx-auto w-full max-w-md px-4 py-10",
		children: /* @__PURE__ */ jsxs("div", {
			className: "rounded-card border border-line bg-white p-6 shadow-sm sm:p-8",
			children: [
				/* @__PURE__ */ jsx("h1", {
					className: "text-2xl font-bold tracking-tight text-ink",
					children: title
				}),
				subtitle ? /* @__PURE__ */ jsx("p", {
					className: "mt-1 text-sm text-muted",
					children: subtitle
				}) : null,
				/* @__PURE__ */ jsx("div", {
					className: "mt-6 flex flex-col gap-4",
					children
				})
			]
		})
	});
}
// app/features/account/network.ts
/** "Internet not available" (spec §8) as a 503 answer of the form. */
function offline() {
	return data({
		ok: false,
		message: messages.internetNotAvailable,
		code: "network_error"
	}, { status: 503 });
}
/**
* Runs a route's server action from the browser; when the request cannot reach the server (offline, DNS,
* connection refused) the form shows "Internet not available" (spec §8) instead of an error page.
* Redirects and other responses are passed through untouched. The 503 status keeps the router from
* reloading the page data afterwards, which would fail offline too and replace the page with an error.
*/
async function submitOrOffline(serverAction) {
	if (typeof navigator !== "undefined" && navigator.onLine === false) return offline();
	try {
		return await serverAction();
	} catch (error) {
		if (error instanceof Response) throw error;
		if (error instanceof TypeError || error instanceof Error && /network|fetch/i.test(error.message)) return offline();
		throw error;
	}
}
// app/features/account/redirect-target.ts
/**
* Where to go after signing in (`?redirectTo=`). Only a path of this site is accepted: it must start with one
* `/`, and nothing that a browser could read as another host (`//evil.example`, `/\evil.example`) or a
* scheme. Anything else falls back to `fallback`.
*/
function safeRedirectTo(value, fallback = "/") {
	if (typeof value !== "string") return fallback;
	const target = value.trim();
	if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
	if ([...target].some((character) => character === "\\" || character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127)) return fallback;
	try {
		const resolved = new URL(target, "http://shop.invalid");
		if (resolved.origin !== "http://shop.invalid") return fallback;
		if ([
			"/login",
			"/register",
			"/logout"
		].includes(resolved.pathname)) return fallback;
		return resolved.pathname + resolved.search + resolved.hash;
	} catch {
		return fallback;
	}
}
/** `/login?redirectTo=<the page asked for>`, for pages that need a signed-in user. */
function loginPathFor(url) {
	const parsed = new URL(url);
	const back = safeRedirectTo(parsed.pathname + parsed.search, "");
	return back ? `/login?redirectTo=${encodeURIComponent(back)}` : "/login";
}
// app/features/account/social-popup.ts
var PopupSignInError = class extends Error {
	code;
	detail;
	constructor(code, detail) {
		super(code);
		this.code = code;
		this.detail = detail;
		this.name = "PopupSignInError";
	}
};
var POPUP_NAME = "bazaar-social-sign-in";
var pending = null;
function popupStartUrl(provider, origin, nonce, redirectTo) {
	return `/api/auth/oauth-popup/start?${new URLSearchParams({
		provider,
		popupOrigin: origin,
		popupNonce: nonce,
		callbackURL: redirectTo,
		errorCallbackURL: "/login?error=social"
	})}`;
}
/**
* Opens the provider's popup and resolves once it reports success. A second call while one is pending
* rejects the first with `cancelled-popup-request` and reuses the same window.
*/
function signInWithPopup(provider, redirectTo, host = window) {
	if (pending) {
		const previous = pending;
		pending = null;
		previous.cleanup();
		previous.reject(new PopupSignInError("cancelled-popup-request"));
	}
	const nonce = host.crypto.randomUUID();
	const width = limits.popupWidth;
	const height = limits.popupHeight;
	const left = Math.max(0, host.screenX + (host.outerWidth - width) / 2);
	const top = Math.max(0, host.screenY + (host.outerHeight - height) / 2);
	const popup = host.open(popupStartUrl(provider, host.location.origin, nonce, redirectTo), POPUP_NAME, `width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)},menubar=no,toolbar=no`);
	if (!popup) return Promise.reject(new PopupSignInError("popup-blocked"));
	return new Promise((resolve, reject) => {
		let timer;
		const entry = {
			reject,
			cleanup: () => {
				host.removeEventListener("message", onMessage);
				if (timer !== void 0) host.clearInterval(timer);
			}
		};
		const finish = (outcome) => {
			if (pending === entry) pending = null;
			entry.cleanup();
			outcome();
		};
		function onMessage(event) {
			if (event.origin !== host.location.origin) return;
			const data = event.data;
			if (!data || data.type !== "better-auth:oauth-popup" || data.nonce !== nonce) return;
			if (data.error) {
				const detail = typeof data.error.description === "string" ? data.error.description : String(data.error.code ?? "");
				finish(() => reject(new PopupSignInError("internal-error", detail)));
			} else finish(resolve);
		}
		host.addEventListener("message", onMessage);
		timer = host.setInterval(() => {
			if (popup.closed) finish(() => reject(new PopupSignInError("popup-closed-by-user")));
		}, limits.popupClosedCheckMs);
		pending = entry;
	});
}
// app/features/account/social-sign-in.tsx
var labels = {
	google: "Continue with Google",
	facebook: "Continue with Facebook"
};
/** The text a failed popup sign-in shows (spec §8), or null when there is nothing to say. */
function popupFailureText(provider, error) {
	if (error instanceof PopupSignInError) {
		if (error.code === "cancelled-popup-request" || error.code === "popup-closed-by-user") return null;
		if (error.code === "popup-blocked") return "The sign-in window was blocked: allow pop-ups for this site and try again.";
	}
	return provider === "google" ? messages.googlePopupFailure : messages.genericFailure;
}
/**
* Google and Facebook buttons (only those configured on the server). Needs JavaScript: the popup reports
* back with postMessage; on success the page reloads at `redirectTo` with the session cookies in place.
*/
function SocialSignIn({ providers, redirectTo }) {
	const [error, setError] = useState(null);
	const [waitingFor, setWaitingFor] = useState(null);
	if (providers.length === 0) return null;
	async function start(provider) {
		setError(null);
		setWaitingFor(provider);
		try {
			await signInWithPopup(provider, redirectTo);
			window.location.assign(redirectTo);
		} catch (failure) {
			if (failure instanceof PopupSignInError && failure.code === "cancelled-popup-request") return;
			setWaitingFor(null);
			setError(popupFailureText(provider, failure));
		}
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-3 border-t border-line pt-4",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "text-center text-xs font-medium tracking-wide text-muted uppercase",
				children: "or"
			}),
			waitingFor ? /* @__PURE__ */ jsxs("p", {
				role: "status",
				className: "text-center text-sm text-muted",
				children: [
					"Finish signing in with ",
					waitingFor === "google" ? "Google" : "Facebook",
					" in the window that opened."
				]
			}) : null,
			error ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "rounded-card border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger",
				children: error
			}) : null,
			providers.map((provider) => /* @__PURE__ */ jsx("button", {
				type: "button",
				"data-provider": provider,
				onClick: () => void start(provider),
				className: "rounded-card border border-line bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:bg-surface-sunk",
				children: labels[provider]
			}, provider))
		]
	});
}
// app/routes/login.tsx
var login_exports = /* @__PURE__ */ __exportAll({
	action: () => action$39,
	clientAction: () => clientAction$5,
	default: () => login_default,
	loader: () => loader$54,
	meta: () => meta$26
});
var meta$26 = () => [{ title: pageTitle("Log in") }];
async function loader$54({ request, context }) {
	const url = new URL(request.url);
	const providers = await apiFor(context, request)("/api/users/auth-providers");
	return {
		redirectTo: safeRedirectTo(url.searchParams.get("redirectTo"), "/"),
		social: isOk(providers) && Array.isArray(providers.body.social) ? providers.body.social : []
	};
}
/**
* Works without JavaScript: the form posts here, the API signs in and its Set-Cookie headers (access_token,
* user_slug) go back to the browser with the redirect to `redirectTo`.
*/
async function action$39({ request, context }) {
	const form = await request.formData();
	const email = String(form.get("email") ?? "").trim();
	const api = apiFor(context, request);
	if (form.get("intent") === "resend") {
		const response = await api("/api/users/resend-verification", {
			method: "POST",
			body: { email }
		});
		return data({
			ok: isOk(response),
			message: isOk(response) ? response.body.message ?? "A new verification link is on its way." : errorMessage(response, messages.genericFailure),
			email
		}, { status: isOk(response) ? 200 : response.status });
	}
	const response = await api("/api/users/login", {
		method: "POST",
		body: {
			email,
			password: String(form.get("password") ?? "")
		}
	});
	if (isOk(response)) return redirect(safeRedirectTo(form.get("redirectTo"), "/"), { headers: cookieHeadersFrom(response) });
	return data({
		ok: false,
		message: errorMessage(response, messages.genericFailure),
		code: errorCode(response),
		email
	}, { status: response.status >= 400 ? response.status : 502 });
}
async function clientAction$5({ serverAction }) {
	return submitOrOffline(serverAction);
}
var login_default = UNSAFE_withComponentProps(function LoginPage({ loaderData, actionData }) {
	const navigation = useNavigation();
	const { user } = useShellData();
	const result = actionData;
	const busy = navigation.state === "submitting" && navigation.formAction === "/login";
	const registerHref = loaderData.redirectTo === "/" ? "/register" : `/register?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`;
	return /* @__PURE__ */ jsxs(AccountCard, {
		title: "Log in",
		subtitle: "Welcome back! Sign in to see your cart, wishlist and orders.",
		children: [
			user ? /* @__PURE__ */ jsxs("p", {
				role: "status",
				className: "rounded-card bg-accent-soft px-3 py-2 text-sm",
				children: [
					"You are signed in as ",
					user.displayName?.trim() || user.fullName,
					".",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: loaderData.redirectTo,
						className: "font-semibold underline",
						children: "Continue"
					})
				]
			}) : null,
			/* @__PURE__ */ jsx(FormNotice, { result }),
			result?.code === "email_not_verified" ? /* @__PURE__ */ jsxs(Form, {
				method: "post",
				replace: true,
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "intent",
						value: "resend"
					}),
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "email",
						value: result.email ?? ""
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "text-sm font-semibold text-accent-ink underline",
						children: "Send the verification link again"
					})
				]
			}) : null,
			/* @__PURE__ */ jsxs(Form, {
				method: "post",
				replace: true,
				noValidate: true,
				className: "flex flex-col gap-4",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "redirectTo",
						value: loaderData.redirectTo
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "Email",
						name: "email",
						type: "email",
						autoComplete: "email",
						required: true,
						defaultValue: result?.email ?? ""
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "Password",
						name: "password",
						type: "password",
						autoComplete: "current-password",
						required: true
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex items-center justify-between gap-4",
						children: [/* @__PURE__ */ jsx(SubmitButton, {
							busy,
							children: "Log in"
						}), /* @__PURE__ */ jsx(Link, {
							to: "/forgot-password",
							className: "text-sm font-medium text-accent-ink hover:underline",
							children: "Forgot password?"
						})]
					})
				]
			}),
			/* @__PURE__ */ jsx(SocialSignIn, {
				providers: loaderData.social,
				redirectTo: loaderData.redirectTo
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "border-t border-line pt-4 text-sm text-muted",
				children: [
					"New here?",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: registerHref,
						className: "font-semibold text-accent-ink hover:underline",
						children: "Create an account"
					})
				]
			})
		]
	});
});
// app/features/account/require-session.tsx
var require_session_exports = /* @__PURE__ */ __exportAll({
	default: () => require_session_default,
	loader: () => loader$53
});
/**
* Layout of the pages that need a signed-in user (spec §6: profile, track order, wishlist, cart, checkout).
* A visitor is sent to `/login?redirectTo=<the page>` and comes back after signing in.
*/
async function loader$53({ request }) {
	if (!signedInSlug(request)) throw redirect(loginPathFor(request.url));
	return null;
}
var require_session_default = UNSAFE_withComponentProps(function RequireSession() {
	return /* @__PURE__ */ jsx(Outlet, {});
});
/** The most common passwords of 8+ characters in public breach corpora (lower-cased). */
var commonPasswords = /* @__PURE__ */ new Set([
	"12345678",
	"123456789",
	"1234567890",
	"12345678910",
	"123123123",
	"11111111",
	"00000000",
	"87654321",
	"11223344",
	"12341234",
	"12344321",
	"1q2w3e4r",
	"1q2w3e4r5t",
	"1qaz2wsx",
	"qwertyuiop",
	"qwerty123",
	"qwerty12",
	"qwertyui",
	"asdfghjkl",
	"asdfasdf",
	"zxcvbnm1",
	"password",
	"password1",
	"password12",
	"password123",
	"password!",
	"passw0rd",
	"p@ssw0rd",
	"p@ssword",
	"iloveyou",
	"iloveyou1",
	"sunshine",
	"princess",
	"football",
	"baseball",
	"superman",
	"starwars",
	"trustno1",
	"whatever",
	"welcome1",
	"welcome123",
	"letmein1",
	"abcd1234",
	"abc12345",
	"abcdefgh",
	"aa123456",
	"changeme",
	"computer",
	"internet",
	"michelle",
	"jennifer",
	"jordan23",
	"liverpool",
	"charlie1",
	"dragon12",
	"monkey12",
	"master12",
	"shadow12",
	"admin123",
	"administrator",
	"test1234",
	"secret123",
	"q1w2e3r4",
	"q1w2e3r4t5",
	"zaq12wsx",
	"mustang1",
	"michael1",
	"samsung1",
	"bazaar123"
]);
/** The rule's wording when a password breaks it, or null when the password is acceptable. */
function passwordProblem(password) {
	if (password.length < 8) return `Password must be at least 8 characters long`;
	if (password.length > 128) return `Password must be at most 128 characters long`;
	const lowered = password.toLowerCase();
	if (commonPasswords.has(lowered) || /^(.)\1+$/.test(password)) return "Password is too common: choose one that is harder to guess";
	return null;
}
// app/components/ui/image-upload-field.tsx
/** POST one file to the upload API (same origin, session cookie); the stored image's URL or an error text. */
async function uploadImage(file) {
	const body = new FormData();
	body.append("image", file);
	try {
		const response = await fetch("/api/uploads", {
			method: "POST",
			body,
			credentials: "same-origin"
		});
		const json = await response.json().catch(() => ({}));
		if (response.status === 201 && typeof json.url === "string") return { url: json.url };
		return { error: json.message ?? `The upload failed (${response.status})` };
	} catch {
		return { error: "The upload failed: no connection" };
	}
}
function splitUrls(value) {
	return value.split(/\s+/).map((part) => part.trim()).filter(Boolean);
}
/**
* An image field. The value always lives in a visible, editable URL field named `name` (one URL; or one per
* line when `multiple`), so the form works without JavaScript by pasting an address. With scripts, a file
* picker uploads straight to `/api/uploads` and puts the returned URL into that field.
*/
function ImageUploadField({ label, name, defaultValue, multiple = false, error, hint }) {
	const id = useId();
	const hydrated = useHydrated();
	const [value, setValue] = useState((Array.isArray(defaultValue) ? defaultValue : defaultValue ? [defaultValue] : []).join("\n"));
	const [busy, setBusy] = useState(false);
	const [problem, setProblem] = useState(null);
	const urls = splitUrls(value);
	async function onFiles(event) {
		const files = Array.from(event.target.files ?? []);
		event.target.value = "";
		if (files.length === 0) return;
		setBusy(true);
		setProblem(null);
		const added = [];
		for (const file of multiple ? files : files.slice(0, 1)) {
			const result = await uploadImage(file);
			if ("error" in result) {
				setProblem(result.error);
				break;
			}
			added.push(result.url);
		}
		setBusy(false);
		if (added.length > 0) setValue((current) => (multiple ? [...splitUrls(current), ...added] : added).join("\n"));
	}
	const describedBy = [`${id}-hint`, error || problem ? `${id}-error` : ""].filter(Boolean).join(" ");
	const inputClass = "w-full rounded-card border border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-muted focus-visible:border-ink";
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "flex min-w-0 flex-col gap-2",
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "mb-1.5 text-sm font-medium text-ink",
				children: label
			}),
			urls.length > 0 ? /* @__PURE__ */ jsx("ul", {
				className: "flex flex-wrap gap-2",
				"aria-label": `${label}: chosen images`,
				children: urls.map((url, index) => /* @__PURE__ */ jsxs("li", {
					className: "relative",
					children: [/* @__PURE__ */ jsx("img", {
						src: url,
						alt: "",
						className: "size-20 rounded-card border border-line object-cover"
					}), hydrated ? /* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: () => setValue(urls.filter((_, other) => other !== index).join("\n")),
						className: "absolute -right-2 -top-2 rounded-full border border-line bg-white px-1.5 text-xs font-bold text-ink",
						"aria-label": `Remove image ${index + 1}`,
						children: "×"
					}) : null]
				}, url))
			}) : null,
			hydrated ? /* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center gap-3",
				children: [/* @__PURE__ */ jsxs("label", {
					htmlFor: `${id}-file`,
					className: "inline-flex cursor-pointer items-center rounded-card border border-line bg-white px-3 py-1.5 text-sm font-medium hover:bg-surface-sunk focus-within:outline-2",
					children: [busy ? "Uploading…" : multiple ? "Upload images" : "Upload an image", /* @__PURE__ */ jsx("input", {
						id: `${id}-file`,
						type: "file",
						accept: "image/jpeg,image/png,image/webp,image/gif",
						multiple,
						onChange: onFiles,
						disabled: busy,
						className: "sr-only",
						"data-testid": `${name}-file`
					})]
				}), /* @__PURE__ */ jsx("span", {
					className: "text-xs text-muted",
					"aria-live": "polite",
					children: busy ? "Uploading…" : "JPEG, PNG, WebP or GIF up to 5 MB"
				})]
			}) : null,
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "text-xs text-muted",
				children: multiple ? "Image addresses, one per line" : "Image address"
			}),
			multiple ? /* @__PURE__ */ jsx("textarea", {
				id,
				name,
				rows: Math.max(2, urls.length),
				value,
				onChange: (event) => setValue(event.target.value),
				"aria-describedby": describedBy,
				className: inputClass
			}) : /* @__PURE__ */ jsx("input", {
				id,
				name,
				type: "text",
				inputMode: "url",
				value,
				onChange: (event) => setValue(event.target.value),
				"aria-describedby": describedBy,
				className: inputClass
			}),
			/* @__PURE__ */ jsx("p", {
				id: `${id}-hint`,
				className: "text-xs text-muted",
				children: hint ?? "Upload a file, or paste the address of an image."
			}),
			error || problem ? /* @__PURE__ */ jsx("p", {
				id: `${id}-error`,
				className: "text-xs font-medium text-danger",
				role: problem ? "alert" : void 0,
				children: problem ?? error
			}) : null
		]
	});
}
// app/components/ui/page-container.tsx
/** The standard page frame: centred column with the page's visible title. */
function PageContainer({ title, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto w-full max-w-7xl px-4 py-8",
		children: [/* @__PURE__ */ jsx(PageTitle, { children: title }), children]
	});
}
// app/features/account/profile-messages.ts
/** Spec §8 "Profile update": not signed in, or any other failure. */
function profileFailureText(status) {
	return status === 401 ? messages.userNotSignedIn : messages.genericFailure;
}
/** Spec §8 "Change password": not signed in, wrong current password, or any other failure. */
function passwordFailureText(status, code) {
	if (status === 401) return messages.userNotSignedIn;
	if (code === "wrong_password") return messages.wrongPassword;
	if (code === "weak_password") return "Password is too weak: at least 8 characters, not a common password";
	if (status === 429) return "Too many attempts. Please wait a few minutes and try again.";
	return messages.genericFailure;
}
// app/features/orders/order-lines.tsx
/** The lines of an order as copied at order time: picture, name, shop, quantity × unit price, line total. */
function OrderLines({ order }) {
	return /* @__PURE__ */ jsx("ul", {
		className: "divide-y divide-line",
		children: order.product_list.map((line) => {
			const unit = line.offerPrice ?? line.price;
			return /* @__PURE__ */ jsxs("li", {
				className: "flex gap-3 py-3",
				children: [
					line.imageURL[0] ? /* @__PURE__ */ jsx("img", {
						src: line.imageURL[0],
						alt: "",
						width: 56,
						height: 56,
						loading: "lazy",
						className: "size-14 shrink-0 rounded-md border border-line bg-surface object-cover"
					}) : /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: "size-14 shrink-0 rounded-md border border-line bg-surface"
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "min-w-0 flex-1",
						children: [
							/* @__PURE__ */ jsx(Link, {
								to: productHref(line.slug),
								className: "line-clamp-2 text-sm font-medium text-ink hover:text-accent-ink hover:underline",
								children: line.productName
							}),
							/* @__PURE__ */ jsxs("p", {
								className: "text-xs text-muted",
								children: ["Sold by ", line.shop_name]
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mt-0.5 text-sm text-muted",
								children: `${line.quantity} x ${formatDollars(unit)}`
							})
						]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-sm font-semibold text-ink",
						children: formatDollars(line.lineTotal)
					})
				]
			}, line.line_slug);
		})
	});
}
// app/features/orders/order-timeline-steps.ts
var ORDER_FLOW = [
	"pending",
	"processing",
	"shipped",
	"delivered"
];
var statusLabels = {
	pending: "Pending",
	processing: "Processing",
	shipped: "Shipped",
	delivered: "Delivered",
	cancelled: "Cancelled"
};
var stepTexts = {
	pending: "Order placed, waiting for the sellers",
	processing: "The sellers are preparing your items",
	shipped: "On its way to you",
	delivered: "Handed over to you",
	cancelled: "Cancelled; the stock went back to the shops"
};
function reachedAt(order, status) {
	const events = order.status_history.filter((event) => event.status === status);
	const whole = events.find((event) => event.line_slug === null) ?? events[0];
	if (whole) return whole.at;
	return status === "pending" ? order.createdAt : null;
}
function orderTimeline(order) {
	const step = (status, state) => ({
		status,
		label: statusLabels[status],
		text: stepTexts[status],
		state,
		at: state === "upcoming" ? null : reachedAt(order, status)
	});
	if (order.order_status === "cancelled") return [...ORDER_FLOW.filter((status) => status === "pending" || order.status_history.some((event) => event.status === status)).map((status) => step(status, "done")), step("cancelled", "current")];
	const current = ORDER_FLOW.indexOf(order.order_status);
	return ORDER_FLOW.map((status, index) => {
		if (index > current) return step(status, "upcoming");
		if (index === current && status !== "delivered") return step(status, "current");
		return step(status, "done");
	});
}
/** The buyer may cancel while the order is pending (API: POST /orders/{id}/cancel). */
function canCancel(order) {
	return order.order_status === "pending";
}
function unitsOf(order) {
	return order.product_list.reduce((sum, line) => sum + line.quantity, 0);
}
// app/features/orders/order-status-badge.tsx
var tones = {
	pending: "bg-accent-soft text-accent-ink ring-accent-ink/30",
	processing: "bg-blue-50 text-blue-800 ring-blue-700/30",
	shipped: "bg-indigo-50 text-indigo-800 ring-indigo-700/30",
	delivered: "bg-green-50 text-green-800 ring-green-700/30",
	cancelled: "bg-red-50 text-danger ring-danger/30"
};
function OrderStatusBadge({ status }) {
	return /* @__PURE__ */ jsx("span", {
		className: `inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[status]}`,
		children: statusLabels[status]
	});
}
// app/features/orders/order-totals.tsx
/** Subtotal, discount, shipping and total as the server computed them. */
function OrderTotals({ order }) {
	return /* @__PURE__ */ jsxs("dl", {
		className: "space-y-1.5 text-sm",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex justify-between gap-4",
				children: [/* @__PURE__ */ jsx("dt", {
					className: "text-muted",
					children: "Subtotal"
				}), /* @__PURE__ */ jsx("dd", { children: formatDollars(order.subTotal) })]
			}),
			order.discount > 0 ? /* @__PURE__ */ jsxs("div", {
				className: "flex justify-between gap-4 text-green-800",
				children: [/* @__PURE__ */ jsxs("dt", { children: ["Discount", order.coupon_code ? ` (${order.coupon_code})` : ""] }), /* @__PURE__ */ jsxs("dd", { children: ["−", formatDollars(order.discount)] })]
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "flex justify-between gap-4",
				children: [/* @__PURE__ */ jsx("dt", {
					className: "text-muted",
					children: "Shipping"
				}), /* @__PURE__ */ jsx("dd", { children: order.shippingCost === 0 ? "Free" : formatDollars(order.shippingCost) })]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex justify-between gap-4 border-t border-line pt-2 text-base font-bold text-ink",
				children: [/* @__PURE__ */ jsx("dt", { children: "Total" }), /* @__PURE__ */ jsx("dd", { children: formatDollars(order.total) })]
			})
		]
	});
}
// app/features/orders/order-history.tsx
/**
* The profile's order list (spec §3: order id, date, quantity, amount, order status, payment), newest first;
* each order opens to its lines and totals (a details element: no scripts needed).
*/
function OrderHistory({ orders }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "orders-heading",
		className: "rounded-card border border-line bg-white p-5 shadow-sm sm:p-6",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-center justify-between gap-4",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "orders-heading",
				className: "text-lg font-semibold",
				children: "Your orders"
			}), /* @__PURE__ */ jsx(Link, {
				to: "/track_order",
				className: "text-sm font-semibold text-accent-ink hover:underline",
				children: "Track an order"
			})]
		}), orders === null ? /* @__PURE__ */ jsx("p", {
			role: "alert",
			className: "mt-4 text-sm text-danger",
			children: "Your orders could not be loaded. Please try again."
		}) : orders.length === 0 ? /* @__PURE__ */ jsxs("div", {
			className: "mt-4 flex items-center gap-3 rounded-card bg-surface p-4 text-sm text-muted",
			children: [/* @__PURE__ */ jsx(Package, {
				"aria-hidden": "true",
				className: "size-6"
			}), /* @__PURE__ */ jsxs("p", { children: [
				"No orders yet.",
				" ",
				/* @__PURE__ */ jsx(Link, {
					to: "/products",
					className: "font-semibold text-accent-ink underline",
					children: "Start shopping"
				})
			] })]
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
			"aria-hidden": "true",
			className: "mt-4 hidden gap-x-4 pb-2 text-xs font-semibold tracking-wide text-muted uppercase sm:grid sm:grid-cols-[minmax(0,1.5fr)_1fr_0.8fr_0.9fr_6.5rem_7rem_1rem]",
			children: [
				/* @__PURE__ */ jsx("span", { children: "Order id" }),
				/* @__PURE__ */ jsx("span", { children: "Date" }),
				/* @__PURE__ */ jsx("span", { children: "Quantity" }),
				/* @__PURE__ */ jsx("span", { children: "Amount" }),
				/* @__PURE__ */ jsx("span", { children: "Status" }),
				/* @__PURE__ */ jsx("span", { children: "Payment" })
			]
		}), /* @__PURE__ */ jsx("ul", {
			className: "divide-y divide-line border-y border-line max-sm:mt-4",
			children: orders.map((order) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("details", {
				className: "group",
				children: [/* @__PURE__ */ jsxs("summary", {
					className: "grid cursor-pointer list-none grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-3 text-sm hover:bg-surface sm:items-center sm:grid-cols-[minmax(0,1.5fr)_1fr_0.8fr_0.9fr_6.5rem_7rem_1rem] [&::-webkit-details-marker]:hidden",
					children: [
						/* @__PURE__ */ jsxs("span", {
							className: "min-w-0",
							children: [/* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: "Order id "
							}), /* @__PURE__ */ jsx("span", {
								className: "block truncate font-mono text-xs font-semibold text-ink",
								children: order.slug
							})]
						}),
						/* @__PURE__ */ jsxs("span", {
							className: "text-muted",
							children: [/* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: "Date "
							}), /* @__PURE__ */ jsx("time", {
								dateTime: order.createdAt,
								children: formatDate(order.createdAt)
							})]
						}),
						/* @__PURE__ */ jsxs("span", {
							className: "text-muted",
							children: [
								unitsOf(order),
								" ",
								unitsOf(order) === 1 ? "item" : "items"
							]
						}),
						/* @__PURE__ */ jsxs("span", {
							className: "font-semibold text-ink",
							children: [/* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: "Amount "
							}), formatDollars(order.total)]
						}),
						/* @__PURE__ */ jsx("span", { children: /* @__PURE__ */ jsx(OrderStatusBadge, { status: order.order_status }) }),
						/* @__PURE__ */ jsxs("span", {
							className: "text-xs text-muted",
							children: [/* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: "Payment "
							}), order.payment_status === "success" ? "Paid" : "Payment pending"]
						}),
						/* @__PURE__ */ jsx(ChevronDown, {
							"aria-hidden": "true",
							className: "hidden size-4 text-muted transition-transform group-open:rotate-180 sm:block"
						})
					]
				}), /* @__PURE__ */ jsxs("div", {
					className: "grid gap-4 pb-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]",
					children: [/* @__PURE__ */ jsx(OrderLines, { order }), /* @__PURE__ */ jsxs("div", {
						className: "space-y-3",
						children: [/* @__PURE__ */ jsx(OrderTotals, { order }), /* @__PURE__ */ jsx(Link, {
							to: `/track_order?order=${encodeURIComponent(order.slug)}`,
							className: "inline-block text-sm font-semibold text-accent-ink hover:underline",
							children: "Track this order"
						})]
					})]
				})]
			}) }, order.slug))
		})] })]
	});
}
async function loadOrders(api, userSlug) {
	const response = await api(`/api/orders?user_slug=${encodeURIComponent(userSlug)}&limit=50`);
	return isOk(response) && Array.isArray(response.body.data) ? response.body.data : null;
}
/** One own order; someone else's is 404 like an unknown one (API). */
async function loadOrder(api, slug) {
	const response = await api(`/api/orders/${encodeURIComponent(slug)}`);
	if (response.status === 404 || response.status === 400) return { status: "not_found" };
	if (!isOk(response)) return { status: "failed" };
	return {
		status: "ok",
		order: response.body
	};
}
async function cancelOrder(api, slug) {
	const response = await api(`/api/orders/${encodeURIComponent(slug)}/cancel`, { method: "POST" });
	if (isOk(response)) return {
		status: 200,
		result: {
			ok: true,
			message: "Your order is cancelled."
		}
	};
	return {
		status: response.status >= 400 ? response.status : 502,
		result: {
			ok: false,
			message: errorMessage(response, messages.genericFailure)
		}
	};
}
// app/features/seller-apply/application-status.tsx
var LOOK = {
	pending: {
		label: "Pending review",
		tone: "border-accent/40 bg-accent-soft text-accent-ink",
		text: "An admin reviews your application; you get an e-mail with the decision."
	},
	approved: {
		label: "Approved",
		tone: "border-green-700/30 bg-green-50 text-green-900",
		text: "Your shop is open. Manage it from the seller dashboard."
	},
	rejected: {
		label: "Rejected",
		tone: "border-danger/30 bg-red-50 text-danger",
		text: "You may correct the details and apply again."
	}
};
/** The seller-application status card of the profile and become-seller pages. */
function ApplicationStatus({ application }) {
	if (!application) return null;
	const look = LOOK[application.status];
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "seller-application-heading",
		className: "rounded-card border border-line bg-white p-5 shadow-sm sm:p-6",
		"data-testid": "seller-application-status",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center justify-between gap-3",
				children: [/* @__PURE__ */ jsxs("h2", {
					id: "seller-application-heading",
					className: "text-lg font-semibold",
					children: ["Seller application: ", application.shop.shop_name]
				}), /* @__PURE__ */ jsx("span", {
					className: `rounded-full border px-3 py-1 text-sm font-semibold ${look.tone}`,
					children: look.label
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-sm text-ink-soft",
				children: look.text
			}),
			application.reason ? /* @__PURE__ */ jsxs("p", {
				className: "mt-2 text-sm",
				children: [/* @__PURE__ */ jsx("strong", { children: application.status === "rejected" ? "Reason: " : "Note: " }), application.reason]
			}) : null,
			/* @__PURE__ */ jsxs("p", {
				className: "mt-2 text-xs text-muted",
				children: ["Sent ", new Date(application.createdAt).toLocaleDateString("en-US", { dateStyle: "medium" })]
			}),
			application.status === "approved" ? /* @__PURE__ */ jsx(Link, {
				to: "/seller",
				className: "mt-3 inline-block text-sm font-semibold text-accent-ink underline",
				children: "Open the seller dashboard"
			}) : null
		]
	});
}
// app/lib/api-field-errors.ts
/**
* The API names the failing fields in a validation message (`body.shop.shop_name: too short; body.email: …`).
* This turns it into `{ shop_name: 'too short', email: '…' }` (last path segment, numeric segments
* dropped) so that forms can show each complaint beside its field.
*/
function fieldErrorsFrom(message) {
	const errors = {};
	for (const part of message.split("; ")) {
		const match = /^(?:body|querystring|params)\.([\w.]+): (.+)$/.exec(part.trim());
		if (!match?.[1] || !match[2]) continue;
		const field = match[1].split(".").filter((segment) => !/^\d+$/.test(segment)).at(-1);
		if (field && !errors[field]) errors[field] = match[2];
	}
	return errors;
}
/** `a, b` of form fields: trimmed text, '' when absent. */
function formText(form, name) {
	const value = form.get(name);
	return typeof value === "string" ? value.trim() : "";
}
/** URLs of an image field: one per line or separated by spaces. */
function formUrls(form, name) {
	return formText(form, name).split(/\s+/).map((part) => part.trim()).filter(Boolean);
}
// app/features/seller-apply/seller-apply.server.ts
/** The signed-in user's newest application, or null when they never applied (404) or the API failed. */
async function loadOwnApplication(api) {
	const response = await api("/api/users/seller_apply");
	return isOk(response) ? response.body : null;
}
var FIELDS = [
	"shop_name",
	"email",
	"phone",
	"shop_address",
	"description",
	"shop_logo",
	"shop_cover"
];
/** Posts the apply form; null on success, else what the form should show. */
async function submitApplication(api, form) {
	const values = Object.fromEntries(FIELDS.map((name) => [name, formText(form, name)]));
	if (!(form.get("acceptTerms") === "on")) return {
		ok: false,
		message: "Please accept the seller terms and conditions.",
		fields: { acceptTerms: "Please accept the seller terms and conditions." },
		values
	};
	const response = await api("/api/users/seller_apply", {
		method: "POST",
		body: {
			email: values.email,
			phone: values.phone,
			shop: {
				shop_name: values.shop_name,
				shop_address: values.shop_address,
				shop_logo: values.shop_logo || null,
				shop_cover: values.shop_cover || null
			},
			description: values.description,
			acceptTerms: true
		}
	});
	if (isOk(response)) return null;
	const message = errorMessage(response, "The application could not be sent. Please try again.");
	const code = response.body.code;
	const fields = fieldErrorsFrom(message);
	if (code === "shop_name_taken" || code === "seller_application_exists") fields.shop_name = message;
	return {
		ok: false,
		message,
		code,
		fields,
		values
	};
}
// app/routes/profile.tsx
var profile_exports = /* @__PURE__ */ __exportAll({
	PASSWORD_UPDATED_PATH: () => PASSWORD_UPDATED_PATH,
	action: () => action$38,
	clientAction: () => clientAction$4,
	default: () => profile_default,
	loader: () => loader$52,
	meta: () => meta$25
});
var meta$25 = () => [{ title: pageTitle("Profile") }];
/** Where a successful password change lands (Post/Redirect/Get). */
var PASSWORD_UPDATED_PATH = "/profile?password=updated#dashboard";
function expired(name, httpOnly) {
	return `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${httpOnly ? "; HttpOnly" : ""}`;
}
/** A stale session (cookies present, API says no): forget it and sign in again, coming back here. */
function signInAgain(request) {
	const headers = new Headers();
	headers.append("Set-Cookie", expired(ACCESS_TOKEN_COOKIE, true));
	headers.append("Set-Cookie", expired(USER_SLUG_COOKIE, false));
	throw redirect(loginPathFor(request.url), { headers });
}
async function loader$52({ request, context }) {
	const slug = signedInSlug(request);
	if (!slug) throw redirect(loginPathFor(request.url));
	const response = await apiFor(context, request)(`/api/users/private/${encodeURIComponent(slug)}`);
	if (response.status === 401 || response.status === 403) signInAgain(request);
	if (!isOk(response)) throw data("The profile could not be loaded. Please try again.", { status: 503 });
	const passwordUpdated = new URL(request.url).searchParams.get("password") === "updated";
	const api = apiFor(context, request);
	const [orders, application] = await Promise.all([loadOrders(api, slug), loadOwnApplication(api)]);
	return {
		user: response.body,
		passwordUpdated,
		orders,
		application
	};
}
async function action$38({ request, context }) {
	const form = await request.formData();
	const api = apiFor(context, request);
	const text = (name) => String(form.get(name) ?? "").trim();
	if (form.get("intent") === "password") {
		const newPassword = String(form.get("newPassword") ?? "");
		if (newPassword !== String(form.get("confirmPassword") ?? "")) return data({
			ok: false,
			code: "password",
			message: "The two new passwords do not match"
		}, { status: 400 });
		const problem = passwordProblem(newPassword);
		if (problem) return data({
			ok: false,
			code: "password",
			message: problem
		}, { status: 400 });
		const response = await api("/api/auth/change-password", {
			method: "POST",
			body: {
				currentPassword: String(form.get("currentPassword") ?? ""),
				newPassword
			}
		});
		if (isOk(response)) throw redirect(PASSWORD_UPDATED_PATH, { headers: cookieHeadersFrom(response) });
		return data({
			ok: false,
			code: "password",
			message: passwordFailureText(response.status, errorCode(response))
		}, { status: response.status >= 400 ? response.status : 502 });
	}
	const email = text("email");
	const response = await api(`/api/users/update-profile-info?email=${encodeURIComponent(email)}`, {
		method: "PATCH",
		body: {
			name: text("fullName"),
			displayName: text("displayName"),
			phone: text("phone"),
			avatar: text("avatar"),
			country: text("country"),
			state: text("state"),
			city: text("city"),
			address: text("address")
		}
	});
	if (isOk(response)) return {
		ok: true,
		code: "profile",
		message: messages.profileUpdated
	};
	return data({
		ok: false,
		code: "profile",
		message: profileFailureText(response.status)
	}, { status: response.status >= 400 ? response.status : 502 });
}
async function clientAction$4({ serverAction }) {
	return submitOrOffline(serverAction);
}
var sectionClass = "rounded-card border border-line bg-white p-5 shadow-sm sm:p-6";
/** The profile's postal address inputs, with browser autofill hints and the contract's length limits. */
var POSTAL_FIELDS = [
	{
		name: "country",
		label: "Country",
		autoComplete: "country-name",
		maxLength: 100
	},
	{
		name: "state",
		label: "State",
		autoComplete: "address-level1",
		maxLength: 100
	},
	{
		name: "city",
		label: "City",
		autoComplete: "address-level2",
		maxLength: 100
	},
	{
		name: "address",
		label: "Address",
		autoComplete: "street-address",
		maxLength: 300
	}
];
var profile_default = UNSAFE_withComponentProps(function ProfilePage({ loaderData, actionData }) {
	const { user } = loaderData;
	const navigation = useNavigation();
	const result = actionData;
	const intent = navigation.formData?.get("intent");
	const name = user.displayName?.trim() || user.fullName;
	const profileResult = result && result.code !== "password" ? result : null;
	const passwordResult = result?.code === "password" ? result : loaderData.passwordUpdated && !result ? {
		ok: true,
		message: messages.passwordUpdated
	} : null;
	return /* @__PURE__ */ jsxs(PageContainer, {
		title: "Profile",
		children: [
			/* @__PURE__ */ jsxs("section", {
				id: "dashboard",
				"aria-labelledby": "dashboard-heading",
				className: "grid gap-6 lg:grid-cols-3",
				children: [/* @__PURE__ */ jsxs("div", {
					className: `${sectionClass} lg:col-span-1`,
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "dashboard-heading",
							className: "text-lg font-semibold",
							children: "Dashboard"
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "mt-4 flex items-center gap-4",
							children: [user.avatar ? /* @__PURE__ */ jsx("img", {
								src: user.avatar,
								alt: "",
								className: "size-16 rounded-full border border-line object-cover"
							}) : /* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								className: "flex size-16 items-center justify-center rounded-full bg-accent-soft text-xl font-bold text-accent-ink",
								children: name.slice(0, 1).toUpperCase()
							}), /* @__PURE__ */ jsxs("div", {
								className: "min-w-0",
								children: [/* @__PURE__ */ jsx("p", {
									className: "truncate font-semibold",
									children: name
								}), /* @__PURE__ */ jsx("p", {
									className: "truncate text-sm text-muted",
									children: user.email
								})]
							})]
						}),
						/* @__PURE__ */ jsxs("dl", {
							className: "mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm",
							children: [
								/* @__PURE__ */ jsx("dt", {
									className: "text-muted",
									children: "Full name"
								}),
								/* @__PURE__ */ jsx("dd", { children: user.fullName || "—" }),
								/* @__PURE__ */ jsx("dt", {
									className: "text-muted",
									children: "Phone"
								}),
								/* @__PURE__ */ jsx("dd", { children: user.phone || "—" }),
								/* @__PURE__ */ jsx("dt", {
									className: "text-muted",
									children: "Address"
								}),
								/* @__PURE__ */ jsx("dd", { children: user.address ? [
									user.address.address,
									user.address.city,
									user.address.state,
									user.address.country
								].filter(Boolean).join(", ") : "—" }),
								/* @__PURE__ */ jsx("dt", {
									className: "text-muted",
									children: "Account"
								}),
								/* @__PURE__ */ jsx("dd", {
									className: "capitalize",
									children: user.role
								})
							]
						}),
						/* @__PURE__ */ jsx("nav", {
							"aria-label": "Your shop",
							className: "mt-5 flex flex-wrap gap-2 text-sm",
							children: [
								{
									to: "/track_order",
									label: "Orders"
								},
								{
									to: "/wishlist",
									label: "Wishlist"
								},
								{
									to: "/cart",
									label: "Cart"
								}
							].map((link) => /* @__PURE__ */ jsx(Link, {
								to: link.to,
								className: "rounded-card border border-line px-3 py-1.5 font-medium hover:bg-surface-sunk",
								children: link.label
							}, link.to))
						})
					]
				}), /* @__PURE__ */ jsxs("div", {
					className: "flex flex-col gap-6 lg:col-span-2",
					children: [/* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "edit-heading",
						className: sectionClass,
						children: [/* @__PURE__ */ jsx("h2", {
							id: "edit-heading",
							className: "text-lg font-semibold",
							children: "Edit profile"
						}), /* @__PURE__ */ jsxs(Form, {
							method: "post",
							replace: true,
							className: "mt-4 grid gap-4 sm:grid-cols-2",
							children: [
								/* @__PURE__ */ jsx("input", {
									type: "hidden",
									name: "intent",
									value: "profile"
								}),
								/* @__PURE__ */ jsx("input", {
									type: "hidden",
									name: "email",
									value: user.email
								}),
								/* @__PURE__ */ jsx("div", {
									className: "sm:col-span-2",
									children: /* @__PURE__ */ jsx(FormNotice, { result: profileResult })
								}),
								/* @__PURE__ */ jsx(TextField, {
									label: "Full name",
									name: "fullName",
									autoComplete: "name",
									required: true,
									maxLength: 100,
									defaultValue: user.fullName
								}),
								/* @__PURE__ */ jsx(TextField, {
									label: "Display name",
									name: "displayName",
									autoComplete: "nickname",
									maxLength: 60,
									defaultValue: user.displayName ?? ""
								}),
								/* @__PURE__ */ jsx(TextField, {
									label: "Phone",
									name: "phone",
									type: "tel",
									autoComplete: "tel",
									maxLength: 32,
									defaultValue: user.phone ?? ""
								}),
								/* @__PURE__ */ jsx(ImageUploadField, {
									label: "Avatar",
									name: "avatar",
									defaultValue: user.avatar,
									hint: "Upload a photo (JPEG, PNG, WebP or GIF up to 5 MB), or paste the address of an image."
								}),
								POSTAL_FIELDS.map(({ name, label, autoComplete, maxLength }) => /* @__PURE__ */ jsx(TextField, {
									label,
									name,
									autoComplete,
									maxLength,
									defaultValue: user.address?.[name] ?? ""
								}, name)),
								/* @__PURE__ */ jsx("div", {
									className: "sm:col-span-2",
									children: /* @__PURE__ */ jsx(SubmitButton, {
										busy: navigation.state === "submitting" && intent === "profile",
										children: "Save profile"
									})
								})
							]
						})]
					}), /* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "password-heading",
						className: sectionClass,
						children: [
							/* @__PURE__ */ jsx("h2", {
								id: "password-heading",
								className: "text-lg font-semibold",
								children: "Change password"
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mt-1 text-sm text-muted",
								children: "Your other devices will be signed out."
							}),
							/* @__PURE__ */ jsxs(Form, {
								method: "post",
								replace: true,
								className: "mt-4 grid gap-4 sm:grid-cols-2",
								children: [
									/* @__PURE__ */ jsx("input", {
										type: "hidden",
										name: "intent",
										value: "password"
									}),
									/* @__PURE__ */ jsx("input", {
										type: "hidden",
										name: "username",
										value: user.email,
										autoComplete: "username"
									}),
									/* @__PURE__ */ jsx("div", {
										className: "sm:col-span-2",
										children: /* @__PURE__ */ jsx(FormNotice, { result: passwordResult })
									}),
									/* @__PURE__ */ jsx("div", {
										className: "sm:col-span-2",
										children: /* @__PURE__ */ jsx(TextField, {
											label: "Current password",
											name: "currentPassword",
											type: "password",
											autoComplete: "current-password",
											required: true
										})
									}),
									/* @__PURE__ */ jsx(TextField, {
										label: "New password",
										name: "newPassword",
										type: "password",
										autoComplete: "new-password",
										required: true,
										minLength: 8,
										hint: `At least 8 characters; common passwords are refused.`
									}),
									/* @__PURE__ */ jsx(TextField, {
										label: "Repeat the new password",
										name: "confirmPassword",
										type: "password",
										autoComplete: "new-password",
										required: true
									}),
									/* @__PURE__ */ jsx("div", {
										className: "sm:col-span-2",
										children: /* @__PURE__ */ jsx(SubmitButton, {
											busy: navigation.state === "submitting" && intent === "password",
											children: "Change password"
										})
									})
								]
							})
						]
					})]
				})]
			}),
			loaderData.application ? /* @__PURE__ */ jsx("div", {
				className: "mt-6",
				children: /* @__PURE__ */ jsx(ApplicationStatus, { application: loaderData.application })
			}) : null,
			/* @__PURE__ */ jsx("div", {
				className: "mt-6",
				children: /* @__PURE__ */ jsx(OrderHistory, { orders: loaderData.orders })
			})
		]
	});
});
// app/features/orders/order-address.tsx
var paymentLabels = {
	cod: "Cash on delivery",
	card: "Card"
};
/** Where the order goes and how it is paid. */
function OrderDelivery({ order }) {
	const { address } = order;
	return /* @__PURE__ */ jsxs("dl", {
		className: "grid gap-4 text-sm sm:grid-cols-2",
		children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
			className: "font-semibold text-ink",
			children: "Delivery address"
		}), /* @__PURE__ */ jsxs("dd", {
			className: "mt-1 text-ink-soft",
			children: [
				address.name,
				/* @__PURE__ */ jsx("br", {}),
				address.address,
				/* @__PURE__ */ jsx("br", {}),
				[
					address.city,
					address.state,
					address.country
				].filter(Boolean).join(", "),
				/* @__PURE__ */ jsx("br", {}),
				address.phone
			]
		})] }), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
			className: "font-semibold text-ink",
			children: "Payment"
		}), /* @__PURE__ */ jsxs("dd", {
			className: "mt-1 text-ink-soft",
			children: [
				paymentLabels[order.payment_method],
				" ·",
				" ",
				order.payment_status === "success" ? "Paid" : order.payment_method === "cod" ? "Pay on delivery" : "Pending"
			]
		})] })]
	});
}
// app/features/orders/order-timeline.tsx
/** The status timeline as an ordered list; the current step is marked for screen readers too. */
function OrderTimeline({ order }) {
	const steps = orderTimeline(order);
	return /* @__PURE__ */ jsx("ol", {
		"aria-label": "Order status",
		className: "relative space-y-5",
		children: steps.map((step, index) => {
			const cancelled = step.status === "cancelled";
			const marker = step.state === "upcoming" ? "border-line bg-white text-muted" : cancelled ? "border-danger bg-danger text-white" : step.state === "current" ? "border-accent-strong bg-accent text-ink" : "border-green-700 bg-green-700 text-white";
			return /* @__PURE__ */ jsxs("li", {
				"aria-current": step.state === "current" ? "step" : void 0,
				className: "relative flex gap-3",
				children: [
					index < steps.length - 1 ? /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: `absolute top-8 left-[15px] h-[calc(100%-12px)] w-0.5 ${step.state === "done" ? "bg-green-700" : "bg-line"}`
					}) : null,
					/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: `relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 ${marker}`,
						children: cancelled ? /* @__PURE__ */ jsx(X, { className: "size-4" }) : step.state === "done" ? /* @__PURE__ */ jsx(Check, { className: "size-4" }) : /* @__PURE__ */ jsx(Circle, { className: "size-3" })
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "pt-1",
						children: [/* @__PURE__ */ jsxs("p", {
							className: `text-sm font-semibold ${step.state === "upcoming" ? "text-muted" : "text-ink"}`,
							children: [step.label, step.state === "current" ? /* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: " (current status)"
							}) : null]
						}), /* @__PURE__ */ jsxs("p", {
							className: "text-xs text-muted",
							children: [step.text, step.at ? /* @__PURE__ */ jsxs(Fragment, { children: [" · ", /* @__PURE__ */ jsx("time", {
								dateTime: step.at,
								children: formatDate(step.at)
							})] }) : null]
						})]
					})
				]
			}, step.status);
		})
	});
}
// app/routes/track-order.tsx
var track_order_exports = /* @__PURE__ */ __exportAll({
	action: () => action$37,
	default: () => track_order_default,
	loader: () => loader$51,
	meta: () => meta$24
});
var meta$24 = () => [{ title: pageTitle("Track Order") }];
/** `?order=<order id>`: the order shown; without it, the newest order. */
async function loader$51({ request, context }) {
	const api = apiFor(context, request);
	const { userSlug } = sessionFromCookies(request.headers.get("cookie"));
	const asked = new URL(request.url).searchParams.get("order")?.trim() ?? "";
	const orders = userSlug ? await loadOrders(api, userSlug) : [];
	const wanted = asked || orders?.[0]?.slug || "";
	const lookup = wanted ? await loadOrder(api, wanted) : null;
	return {
		asked,
		orders,
		order: lookup?.status === "ok" ? lookup.order : null,
		lookupFailed: lookup?.status === "failed",
		notFound: asked !== "" && lookup?.status === "not_found"
	};
}
/** Cancel while pending (POST /api/orders/{id}/cancel); the page reloads the order with its new status. */
async function action$37({ request, context }) {
	const form = await request.formData();
	const slug = String(form.get("order") ?? "").trim();
	if (form.get("intent") !== "cancel" || !slug) return data({
		ok: false,
		message: "Which order? The form did not say."
	}, { status: 400 });
	const outcome = await cancelOrder(apiFor(context, request), slug);
	return data(outcome.result, { status: outcome.status });
}
var track_order_default = UNSAFE_withComponentProps(function TrackOrderPage({ loaderData, actionData }) {
	const { asked, orders, order, notFound, lookupFailed } = loaderData;
	const navigation = useNavigation();
	const cancelling = navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel";
	return /* @__PURE__ */ jsx(PageContainer, {
		title: "Track Order",
		children: /* @__PURE__ */ jsxs("div", {
			className: "grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]",
			children: [/* @__PURE__ */ jsxs("aside", {
				className: "space-y-6",
				children: [/* @__PURE__ */ jsxs(Form, {
					method: "get",
					className: "rounded-card border border-line p-4",
					children: [/* @__PURE__ */ jsx("label", {
						htmlFor: "order-id",
						className: "text-sm font-semibold text-ink",
						children: "Order id"
					}), /* @__PURE__ */ jsxs("div", {
						className: "mt-2 flex gap-2",
						children: [/* @__PURE__ */ jsx("input", {
							id: "order-id",
							name: "order",
							required: true,
							defaultValue: asked,
							placeholder: "Order number",
							autoComplete: "off",
							spellCheck: false,
							className: "min-w-0 flex-1 rounded-card border border-line px-3 py-2 font-mono text-sm"
						}), /* @__PURE__ */ jsxs("button", {
							type: "submit",
							className: "inline-flex items-center gap-1.5 rounded-card bg-accent px-4 py-2 text-sm font-semibold text-ink hover:bg-accent-strong",
							children: [/* @__PURE__ */ jsx(Search, {
								"aria-hidden": "true",
								className: "size-4"
							}), "Track"]
						})]
					})]
				}), /* @__PURE__ */ jsxs("nav", {
					"aria-labelledby": "your-orders-heading",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "your-orders-heading",
						className: "text-sm font-bold tracking-wide text-muted uppercase",
						children: "Your orders"
					}), orders === null ? /* @__PURE__ */ jsx("p", {
						role: "alert",
						className: "mt-2 text-sm text-danger",
						children: "Your orders could not be loaded. Please try again."
					}) : orders.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: "mt-2 text-sm text-muted",
						children: "No orders yet."
					}) : /* @__PURE__ */ jsx("ul", {
						className: "mt-2 divide-y divide-line rounded-card border border-line",
						children: orders.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
							to: `?order=${encodeURIComponent(item.slug)}`,
							"aria-current": item.slug === order?.slug ? "page" : void 0,
							className: "flex items-center justify-between gap-3 px-3 py-2.5 text-sm hover:bg-surface aria-[current=page]:bg-accent-soft",
							children: [/* @__PURE__ */ jsxs("span", {
								className: "min-w-0",
								children: [/* @__PURE__ */ jsx("span", {
									className: "block truncate font-mono text-xs font-semibold text-ink",
									children: item.slug
								}), /* @__PURE__ */ jsxs("span", {
									className: "text-xs text-muted",
									children: [
										formatDate(item.createdAt),
										" · ",
										formatDollars(item.total)
									]
								})]
							}), /* @__PURE__ */ jsx(OrderStatusBadge, { status: item.order_status })]
						}) }, item.slug))
					})]
				})]
			}), /* @__PURE__ */ jsxs("div", { children: [actionData ? /* @__PURE__ */ jsx("p", {
				role: actionData.ok ? "status" : "alert",
				className: `mb-4 rounded-card border px-4 py-3 text-sm font-medium ${actionData.ok ? "border-green-700/30 bg-green-50 text-green-900" : "border-danger/30 bg-red-50 text-danger"}`,
				children: actionData.message
			}) : null, notFound ? /* @__PURE__ */ jsxs("p", {
				role: "alert",
				className: "rounded-card border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger",
				children: [
					"No order with the id “",
					asked,
					"” among your orders."
				]
			}) : lookupFailed ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "rounded-card border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger",
				children: "The order could not be loaded. Please try again."
			}) : order ? /* @__PURE__ */ jsxs("article", {
				"aria-labelledby": "order-heading",
				className: "rounded-card border border-line p-5 sm:p-6",
				children: [
					/* @__PURE__ */ jsxs("header", {
						className: "flex flex-wrap items-start justify-between gap-3",
						children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("h2", {
							id: "order-heading",
							className: "text-lg font-bold text-ink",
							children: ["Order ", /* @__PURE__ */ jsx("span", {
								className: "font-mono",
								children: order.slug
							})]
						}), /* @__PURE__ */ jsxs("p", {
							className: "text-sm text-muted",
							children: [
								"Placed ",
								/* @__PURE__ */ jsx("time", {
									dateTime: order.createdAt,
									children: formatDate(order.createdAt)
								}),
								" ·",
								" ",
								unitsOf(order),
								" ",
								unitsOf(order) === 1 ? "item" : "items"
							]
						})] }), /* @__PURE__ */ jsx(OrderStatusBadge, { status: order.order_status })]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]",
						children: [/* @__PURE__ */ jsxs("section", {
							"aria-label": "Status",
							children: [/* @__PURE__ */ jsx(OrderTimeline, { order }), canCancel(order) ? /* @__PURE__ */ jsxs(Form, {
								method: "post",
								preventScrollReset: true,
								className: "mt-6",
								children: [
									/* @__PURE__ */ jsx("input", {
										type: "hidden",
										name: "intent",
										value: "cancel"
									}),
									/* @__PURE__ */ jsx("input", {
										type: "hidden",
										name: "order",
										value: order.slug
									}),
									/* @__PURE__ */ jsx("button", {
										type: "submit",
										disabled: cancelling,
										className: "rounded-card border border-danger px-4 py-2 text-sm font-semibold text-danger hover:bg-red-50 disabled:opacity-70",
										children: cancelling ? "Cancelling…" : "Cancel order"
									}),
									/* @__PURE__ */ jsx("p", {
										className: "mt-2 text-xs text-muted",
										children: "You can cancel while the order is pending."
									})
								]
							}) : null]
						}), /* @__PURE__ */ jsxs("section", {
							"aria-label": "Items and totals",
							className: "space-y-4",
							children: [/* @__PURE__ */ jsx(OrderLines, { order }), /* @__PURE__ */ jsx("div", {
								className: "border-t border-line pt-4",
								children: /* @__PURE__ */ jsx(OrderTotals, { order })
							})]
						})]
					}),
					/* @__PURE__ */ jsx("div", {
						className: "mt-6 border-t border-line pt-4",
						children: /* @__PURE__ */ jsx(OrderDelivery, { order })
					})
				]
			}) : /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center",
				children: [/* @__PURE__ */ jsx(Package, {
					"aria-hidden": "true",
					className: "size-8 text-muted"
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-3 font-semibold text-ink",
					children: "Enter an order id or pick one of your orders."
				})]
			})] })]
		})
	});
});
// app/components/ui/empty-state.tsx
/** A calm "nothing here" panel with an optional way forward. */
function EmptyState({ title, children, icon }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center",
		children: [
			icon ? /* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "mb-3 text-muted",
				children: icon
			}) : null,
			/* @__PURE__ */ jsx("p", {
				className: "text-lg font-semibold text-ink",
				children: title
			}),
			children ? /* @__PURE__ */ jsx("div", {
				className: "mt-2 max-w-md text-sm text-muted",
				children
			}) : null
		]
	});
}
// app/lib/action-toast.ts
/** Shows a fetcher's answer as a toast (spec §8 durations come from the shell's toaster). */
function useActionToast(result) {
	useEffect(() => {
		if (!result?.message) return;
		if (result.ok) toast.success(result.message);
		else toast.error(result.message);
	}, [result]);
}
// app/features/wishlist/clear-wishlist-form.tsx
function ClearWishlistForm() {
	const fetcher = useFetcher();
	useActionToast(fetcher.data);
	return /* @__PURE__ */ jsxs(fetcher.Form, {
		method: "post",
		action: "/wishlist",
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "clear"
			}),
			/* @__PURE__ */ jsx(ScriptedFlag, {}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				disabled: fetcher.state !== "idle",
				className: "rounded-card border border-line px-4 py-2 text-sm font-semibold text-ink hover:border-danger hover:text-danger",
				children: "Clear all"
			})
		]
	});
}
// app/features/wishlist/wishlist-texts.ts
/** Toast texts of the wishlist forms (the specification names none; these are ours). */
var wishlistTexts = {
	added: "Added to wishlist",
	removed: "Removed from wishlist",
	moved: "Moved to cart",
	cleared: "Your wishlist is empty now"
};
// app/features/wishlist/wishlist.server.ts
/** The wishlist calls of API.md ("Wishlist, cart, orders") as the /wishlist route uses them. */
function failure$1(response) {
	return {
		ok: false,
		status: response.status >= 400 ? response.status : 502,
		message: errorMessage(response, messages.genericFailure)
	};
}
function parseWishlistIntent(form) {
	const intent = String(form.get("intent") ?? "").trim();
	const slug = String(form.get("slug") ?? "").trim();
	if (intent === "clear") return { intent };
	if (intent === "toggle" || intent === "add" || intent === "remove" || intent === "move") {
		if (!slug) return { error: "Which product? The form did not say." };
		return {
			intent: intent === "add" ? "toggle" : intent,
			slug
		};
	}
	return { error: "Unknown wishlist action" };
}
async function remove(api, userSlug, slug) {
	return api(`/api/wishlist?${new URLSearchParams({
		user_slug: userSlug,
		product_slug: slug
	})}`, { method: "DELETE" });
}
async function runWishlistIntent(api, userSlug, intent) {
	switch (intent.intent) {
		case "toggle": {
			const added = await api("/api/wishlist", {
				method: "POST",
				body: {
					user_slug: userSlug,
					slug: intent.slug
				}
			});
			if (!isOk(added)) return failure$1(added);
			if (added.status === 201) return {
				ok: true,
				message: wishlistTexts.added,
				inWishlist: true
			};
			const removed = await remove(api, userSlug, intent.slug);
			return isOk(removed) ? {
				ok: true,
				message: wishlistTexts.removed,
				inWishlist: false
			} : failure$1(removed);
		}
		case "remove": {
			const removed = await remove(api, userSlug, intent.slug);
			return isOk(removed) ? {
				ok: true,
				message: wishlistTexts.removed,
				inWishlist: false
			} : failure$1(removed);
		}
		case "move": {
			const added = await api("/api/cart", {
				method: "POST",
				body: {
					user_slug: userSlug,
					product_slug: intent.slug,
					quantity: 1
				}
			});
			if (!isOk(added)) return failure$1(added);
			const removed = await remove(api, userSlug, intent.slug);
			return isOk(removed) ? {
				ok: true,
				message: wishlistTexts.moved
			} : failure$1(removed);
		}
		case "clear": {
			const response = await api(`/api/wishlist/delete_all/${encodeURIComponent(userSlug)}`, { method: "DELETE" });
			return isOk(response) ? {
				ok: true,
				message: wishlistTexts.cleared
			} : failure$1(response);
		}
	}
}
// app/features/wishlist/wishlist-item-card.tsx
/** One product of /wishlist with Move to cart and Remove; it leaves the list once the server confirmed. */
function WishlistItemCard({ item }) {
	const fetcher = useFetcher();
	useActionToast(fetcher.data);
	const busy = fetcher.state !== "idle";
	const inStock = typeof item.stock !== "number" || item.stock > 0;
	const image = item.imageURL?.[0];
	return /* @__PURE__ */ jsxs("li", {
		"aria-busy": busy || void 0,
		className: `relative flex flex-col overflow-hidden rounded-card border border-line bg-white ${busy ? "opacity-50" : ""}`,
		children: [/* @__PURE__ */ jsx("div", {
			className: "aspect-square bg-surface",
			children: image ? /* @__PURE__ */ jsx("img", {
				src: image,
				alt: "",
				width: 400,
				height: 400,
				loading: "lazy",
				className: "size-full object-cover"
			}) : null
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col gap-2 p-3",
			children: [
				/* @__PURE__ */ jsx("h2", {
					className: "line-clamp-2 min-h-10 text-sm leading-5 font-medium",
					children: /* @__PURE__ */ jsx(Link, {
						to: productHref(item.slug),
						className: "text-ink hover:text-accent-ink hover:underline",
						children: item.productName
					})
				}),
				/* @__PURE__ */ jsx(PriceTag, {
					price: item.price,
					offerPrice: item.offerPrice
				}),
				/* @__PURE__ */ jsx("p", {
					className: `text-xs font-medium ${inStock ? "text-green-800" : "text-danger"}`,
					children: inStock ? "In stock" : "Out of stock"
				}),
				/* @__PURE__ */ jsxs(fetcher.Form, {
					method: "post",
					action: "/wishlist",
					className: "mt-auto flex gap-2",
					children: [
						/* @__PURE__ */ jsx("input", {
							type: "hidden",
							name: "slug",
							value: item.slug
						}),
						/* @__PURE__ */ jsx(ScriptedFlag, {}),
						/* @__PURE__ */ jsxs("button", {
							type: "submit",
							name: "intent",
							value: "move",
							disabled: !inStock || busy,
							className: "inline-flex flex-1 items-center justify-center gap-1.5 rounded-card bg-accent px-2 py-2 text-sm font-semibold whitespace-nowrap text-ink hover:bg-accent-strong disabled:cursor-not-allowed disabled:bg-surface-sunk disabled:text-muted",
							children: [
								/* @__PURE__ */ jsx(ShoppingCart, {
									"aria-hidden": "true",
									className: "size-4 shrink-0"
								}),
								"Move to cart",
								/* @__PURE__ */ jsxs("span", {
									className: "sr-only",
									children: [": ", item.productName]
								})
							]
						}),
						/* @__PURE__ */ jsx("button", {
							type: "submit",
							name: "intent",
							value: "remove",
							disabled: busy,
							"aria-label": `Remove ${item.productName} from the wishlist`,
							className: "absolute top-2 right-2 flex size-9 items-center justify-center rounded-full border border-line bg-white/90 text-muted shadow-sm hover:bg-white hover:text-danger",
							children: /* @__PURE__ */ jsx(Trash2, {
								"aria-hidden": "true",
								className: "size-4"
							})
						})
					]
				})
			]
		})]
	});
}
// app/lib/return-path.ts
/**
* Where a full page post (no scripts) goes back to: the form's `returnTo`, else the Referer, and only as a path
* of this site (`/…`, never `//host`, a backslash or a control character). Empty when there is none.
*/
function returnPath(form, request) {
	const fromForm = form.get("returnTo");
	if (typeof fromForm === "string" && fromForm !== "") return sitePath(fromForm);
	const referer = request.headers.get("referer");
	if (!referer) return "";
	try {
		const url = new URL(referer);
		return url.origin === new URL(request.url).origin ? sitePath(url.pathname + url.search) : "";
	} catch {
		return "";
	}
}
function sitePath(value) {
	const target = value.trim();
	if (!target.startsWith("/") || target.startsWith("//")) return "";
	if ([...target].some((c) => c === "\\" || c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return "";
	try {
		const url = new URL(target, "http://shop.invalid");
		return url.origin === "http://shop.invalid" ? url.pathname + url.search + url.hash : "";
	} catch {
		return "";
	}
}
/** `/login?redirectTo=<path>` for a visitor whose page post needs an account. */
function loginPath(back) {
	return back ? `/login?redirectTo=${encodeURIComponent(back)}` : "/login";
}
// app/routes/wishlist.tsx
var wishlist_exports = /* @__PURE__ */ __exportAll({
	action: () => action$36,
	default: () => wishlist_default,
	meta: () => meta$23
});
var meta$23 = () => [{ title: pageTitle("Wishlist") }];
/**
* Wishlist forms post here with an `intent`: toggle (product page), move (to the cart), remove and clear
* (/wishlist). Fetchers get data for their toast; a full page post with `returnTo` goes back there, one without
* it shows the outcome on /wishlist; a visitor's page post goes to /login?redirectTo=<the page> first.
*/
async function action$36({ request, context }) {
	const form = await request.formData();
	const scripted = form.get("_js") === "1";
	const back = returnPath(form, request);
	const { userSlug } = sessionFromCookies(request.headers.get("cookie"));
	if (!userSlug) {
		if (!scripted && form.get("returnTo") !== null) throw redirect(loginPath(back || "/wishlist"));
		return data({
			ok: false,
			message: messages.logInFirst
		}, { status: 401 });
	}
	const intent = parseWishlistIntent(form);
	if ("error" in intent) return data({
		ok: false,
		message: intent.error
	}, { status: 400 });
	const outcome = await runWishlistIntent(apiFor(context, request), userSlug, intent);
	if (outcome.ok && !scripted && form.get("returnTo") !== null && back) throw redirect(back);
	if (!outcome.ok) return data({
		ok: false,
		message: outcome.message,
		intent: intent.intent
	}, { status: outcome.status });
	return {
		...outcome,
		intent: intent.intent
	};
}
var wishlist_default = UNSAFE_withComponentProps(function WishlistPage({ actionData }) {
	const { wishlist } = useShellData();
	return /* @__PURE__ */ jsxs(PageContainer, {
		title: "Wishlist",
		children: [actionData ? /* @__PURE__ */ jsx("p", {
			role: actionData.ok ? "status" : "alert",
			className: `mb-6 rounded-card border px-4 py-3 text-sm font-medium ${actionData.ok ? "border-green-700/30 bg-green-50 text-green-900" : "border-danger/30 bg-red-50 text-danger"}`,
			children: actionData.message
		}) : null, wishlist.length === 0 ? /* @__PURE__ */ jsxs(EmptyState, {
			title: "Your wishlist is empty",
			icon: /* @__PURE__ */ jsx(Heart, { className: "size-8" }),
			children: [/* @__PURE__ */ jsx("p", { children: "Tap the heart on a product page to keep it here for later." }), /* @__PURE__ */ jsx(Link, {
				to: "/products",
				className: "mt-4 inline-block font-semibold text-accent-ink underline",
				children: "Browse products"
			})]
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
			className: "mb-4 flex items-center justify-between gap-4",
			children: [/* @__PURE__ */ jsxs("p", {
				className: "text-sm text-muted",
				children: [
					wishlist.length,
					" ",
					wishlist.length === 1 ? "product" : "products"
				]
			}), /* @__PURE__ */ jsx(ClearWishlistForm, {})]
		}), /* @__PURE__ */ jsx("ul", {
			className: "grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5",
			children: wishlist.map((item) => /* @__PURE__ */ jsx(WishlistItemCard, { item }, item.wishlist_slug))
		})] })]
	});
});
// app/features/cart/cart.server.ts
function failure(response) {
	return {
		ok: false,
		status: response.status >= 400 ? response.status : 502,
		message: errorMessage(response, messages.genericFailure)
	};
}
var user = (userSlug) => encodeURIComponent(userSlug);
async function loadCart(api, userSlug) {
	const response = await api(`/api/cart?user_slug=${user(userSlug)}`);
	return isOk(response) && Array.isArray(response.body) ? response.body : null;
}
async function setQuantity(api, cartSlug, quantity) {
	const response = await api(`/api/cart?cart_slug=${encodeURIComponent(cartSlug)}`, {
		method: "PATCH",
		body: { quantity }
	});
	return isOk(response) ? {
		ok: true,
		message: "Quantity updated"
	} : failure(response);
}
/** Minus and plus move the server's current quantity by one (not a number the page may have shown stale). */
async function step(api, userSlug, cartSlug, by) {
	const lines = await loadCart(api, userSlug);
	if (!lines) return {
		ok: false,
		status: 502,
		message: messages.genericFailure
	};
	const line = lines.find((item) => item.cart_slug === cartSlug);
	if (!line) return {
		ok: false,
		status: 404,
		message: "This product is no longer in your cart"
	};
	const next = line.quantity + by;
	if (next < 1) return {
		ok: false,
		status: 400,
		message: "Quantity must be at least 1"
	};
	if (typeof line.stock === "number" && next > line.stock) return {
		ok: false,
		status: 409,
		message: `Only ${line.stock} of ${line.productName} in stock`
	};
	return setQuantity(api, cartSlug, next);
}
/**
* A visitor's browser cart and wishlist, added to the account at sign-in (quantities add up, capped by stock
* on the server). Both calls run; the outcome is ok only when both succeeded, so the browser keeps its copy
* to try again otherwise.
*/
async function mergeVisitorBag(api, userSlug, payload) {
	const [cart, wishlist] = await Promise.all([payload.items.length > 0 ? api("/api/cart/merge", {
		method: "POST",
		body: {
			user_slug: userSlug,
			items: payload.items
		}
	}) : null, payload.slugs.length > 0 ? api("/api/wishlist/merge", {
		method: "POST",
		body: {
			user_slug: userSlug,
			slugs: payload.slugs
		}
	}) : null]);
	const failed = [cart, wishlist].find((response) => response !== null && !isOk(response));
	if (failed) return {
		ok: false,
		message: errorMessage(failed, messages.genericFailure)
	};
	const notes = [];
	if (cart) notes.push("Your cart from this browser was added to your account.");
	else if (wishlist) notes.push("Your wishlist from this browser was added to your account.");
	const capped = cart?.body.merged.some((line) => line.capped) ?? false;
	const skipped = (cart?.body.skipped.length ?? 0) + (wishlist?.body.skipped.length ?? 0);
	if (capped) notes.push("Some quantities were lowered to the stock.");
	if (skipped > 0) notes.push(`${skipped} unavailable ${skipped === 1 ? "product was" : "products were"} left out.`);
	return {
		ok: true,
		message: notes.join(" ")
	};
}
/** Runs one cart intent for the signed-in user (`merge` has its own outcome: see mergeVisitorBag). */
async function runCartIntent(api, userSlug, intent) {
	switch (intent.intent) {
		case "add": {
			const response = await api("/api/cart", {
				method: "POST",
				body: {
					user_slug: userSlug,
					product_slug: intent.slug,
					quantity: intent.quantity
				}
			});
			return isOk(response) ? {
				ok: true,
				message: "Added to cart"
			} : failure(response);
		}
		case "set": return setQuantity(api, intent.cartSlug, intent.quantity);
		case "minus": return step(api, userSlug, intent.cartSlug, -1);
		case "plus": return step(api, userSlug, intent.cartSlug, 1);
		case "remove": {
			const response = await api(`/api/cart?${new URLSearchParams({
				user_slug: userSlug,
				product_slug: intent.slug
			})}`, { method: "DELETE" });
			return isOk(response) ? {
				ok: true,
				message: messages.itemRemovedFromCart
			} : failure(response);
		}
		case "clear": {
			const response = await api(`/api/cart/delete_all/${user(userSlug)}`, { method: "DELETE" });
			return isOk(response) ? {
				ok: true,
				message: "Your cart is empty now"
			} : failure(response);
		}
	}
}
// app/features/cart/cart-intent.ts
/** The message of the shared contract for a quantity that is not a whole number. */
var QUANTITY_NOT_WHOLE = "Quantity must be a whole number";
function text(form, name) {
	const value = form.get(name);
	return typeof value === "string" ? value.trim() : "";
}
/** "3" → 3; "" or "x" → null. Fractions stay fractions so the API can refuse them with its own message. */
function quantityFrom(value) {
	if (value === "") return null;
	const number = Number(value);
	return Number.isFinite(number) ? number : null;
}
function jsonList(value) {
	try {
		const parsed = JSON.parse(value);
		return Array.isArray(parsed) ? parsed : [];
	} catch {
		return [];
	}
}
function mergePayloadFrom(form) {
	return {
		items: jsonList(text(form, "items")).flatMap((entry) => {
			if (typeof entry !== "object" || entry === null) return [];
			const { product_slug, quantity } = entry;
			return typeof product_slug === "string" && typeof quantity === "number" ? [{
				product_slug,
				quantity
			}] : [];
		}),
		slugs: jsonList(text(form, "slugs")).filter((slug) => typeof slug === "string")
	};
}
function parseCartIntent(form) {
	const intent = text(form, "intent");
	const slug = text(form, "slug");
	const cartSlug = text(form, "cart_slug");
	switch (intent) {
		case "add": {
			if (!slug) return { error: "Which product? The form did not say." };
			const raw = text(form, "quantity");
			const quantity = raw === "" ? 1 : quantityFrom(raw);
			return quantity === null ? { error: QUANTITY_NOT_WHOLE } : {
				intent,
				slug,
				quantity
			};
		}
		case "set": {
			if (!cartSlug) return { error: "Which cart line? The form did not say." };
			const quantity = quantityFrom(text(form, "quantity"));
			return quantity === null ? { error: QUANTITY_NOT_WHOLE } : {
				intent,
				cartSlug,
				quantity
			};
		}
		case "minus":
		case "plus": return cartSlug ? {
			intent,
			cartSlug
		} : { error: "Which cart line? The form did not say." };
		case "remove": return slug ? {
			intent,
			slug
		} : { error: "Which product? The form did not say." };
		case "clear": return { intent };
		case "merge": return {
			intent,
			payload: mergePayloadFrom(form)
		};
		default: return { error: "Unknown cart action" };
	}
}
// app/features/cart/cart-money.ts
/** offerPrice × quantity when an offer exists, else price × quantity, else nothing (null). */
function lineTotal(line) {
	const hasOffer = typeof line.offerPrice === "number" && Number.isFinite(line.offerPrice);
	if (unitPrice(line) === null) return null;
	return toDollars(lineTotalCents({
		priceCents: toCents(Number.isFinite(line.price) ? line.price : line.offerPrice),
		offerPriceCents: hasOffer ? toCents(line.offerPrice) : null,
		quantity: line.quantity
	}));
}
/** Units in the cart (the header counts lines; the summary counts units). */
function unitCount(lines) {
	return lines.reduce((sum, line) => sum + (Number.isInteger(line.quantity) ? line.quantity : 0), 0);
}
function cartSummary(lines) {
	return {
		lines: lines.length,
		units: unitCount(lines),
		subtotal: cartSubtotal(lines)
	};
}
// app/features/cart/cart-line-row.tsx
var iconButton = "flex size-9 items-center justify-center text-ink hover:bg-surface-sunk disabled:cursor-not-allowed disabled:text-muted disabled:hover:bg-transparent";
/** How long typing in the quantity box waits before it is sent (with scripts). */
var TYPE_DELAY_MS = 600;
/**
* One line of /cart: a stepper (minus, the quantity from 1 to the stock, plus) and a remove button. Each form
* is a fetcher form posting to the /cart action, so it works as a plain page post without scripts. The line
* leaves only after the server confirmed the removal (the revalidated cart no longer has it).
*/
function CartLineRow({ item }) {
	const stepper = useFetcher();
	const remover = useFetcher();
	const hydrated = useHydrated();
	const quantityId = useId();
	const typing = useRef(void 0);
	useActionToast(stepper.data?.ok ? void 0 : stepper.data);
	useActionToast(remover.data);
	useEffect(() => () => clearTimeout(typing.current), []);
	const stock = typeof item.stock === "number" ? item.stock : null;
	const max = stock ?? void 0;
	const removing = remover.state !== "idle";
	const updating = stepper.state !== "idle";
	const total = lineTotal(item);
	const image = item.imageURL?.[0];
	function sendTyped(event) {
		const form = event.currentTarget.form;
		const value = event.currentTarget.valueAsNumber;
		clearTimeout(typing.current);
		if (!form || !Number.isInteger(value) || value < 1 || stock !== null && value > stock) return;
		if (value === item.quantity) return;
		typing.current = setTimeout(() => {
			const data = new FormData(form);
			data.set("intent", "set");
			stepper.submit(data, {
				method: "post",
				action: "/cart"
			});
		}, TYPE_DELAY_MS);
	}
	return /* @__PURE__ */ jsxs("li", {
		"aria-busy": removing || updating || void 0,
		className: `grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-5 sm:grid-cols-[6rem_minmax(0,1fr)_auto] ${removing ? "opacity-50" : ""}`,
		children: [
			image ? /* @__PURE__ */ jsx("img", {
				src: image,
				alt: "",
				width: 96,
				height: 96,
				loading: "lazy",
				className: "row-span-2 size-20 rounded-card border border-line bg-surface object-cover sm:size-24"
			}) : /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: "row-span-2 size-20 rounded-card border border-line bg-surface sm:size-24"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [
					/* @__PURE__ */ jsx(Link, {
						to: productHref(item.slug),
						className: "line-clamp-2 font-semibold text-ink hover:text-accent-ink hover:underline",
						children: item.productName
					}),
					/* @__PURE__ */ jsx("div", {
						className: "mt-1",
						children: /* @__PURE__ */ jsx(PriceTag, {
							price: item.price,
							offerPrice: item.offerPrice
						})
					}),
					stock !== null && stock <= 5 ? /* @__PURE__ */ jsx("p", {
						className: "mt-1 text-xs font-medium text-accent-ink",
						children: stock === 0 ? "Out of stock" : `Only ${stock} left`
					}) : null
				]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "col-start-2 text-left font-bold text-ink sm:col-start-3 sm:row-start-1 sm:text-right",
				children: [/* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: "Line total "
				}), total === null ? "—" : formatDollars(total)]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "col-start-2 flex flex-wrap items-center gap-3 sm:col-span-2",
				children: [/* @__PURE__ */ jsxs(stepper.Form, {
					method: "post",
					action: "/cart",
					className: "flex items-center gap-2",
					children: [
						/* @__PURE__ */ jsx("input", {
							type: "hidden",
							name: "cart_slug",
							value: item.cart_slug
						}),
						/* @__PURE__ */ jsx(ScriptedFlag, {}),
						/* @__PURE__ */ jsx("button", {
							type: "submit",
							name: "intent",
							value: "set",
							tabIndex: -1,
							"aria-hidden": "true",
							className: "sr-only",
							children: "Set quantity"
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "flex items-center overflow-hidden rounded-card border border-line",
							children: [
								/* @__PURE__ */ jsx("button", {
									type: "submit",
									name: "intent",
									value: "minus",
									disabled: item.quantity <= 1 || updating,
									"aria-label": `One less ${item.productName}`,
									className: iconButton,
									children: /* @__PURE__ */ jsx(Minus, {
										"aria-hidden": "true",
										className: "size-4"
									})
								}),
								/* @__PURE__ */ jsxs("label", {
									htmlFor: quantityId,
									className: "sr-only",
									children: ["Quantity of ", item.productName]
								}),
								/* @__PURE__ */ jsx("input", {
									id: quantityId,
									name: "quantity",
									type: "number",
									inputMode: "numeric",
									min: 1,
									max,
									step: 1,
									required: true,
									defaultValue: item.quantity,
									onChange: sendTyped,
									className: "h-9 w-14 border-x border-line text-center text-sm font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
								}, item.quantity),
								/* @__PURE__ */ jsx("button", {
									type: "submit",
									name: "intent",
									value: "plus",
									disabled: stock !== null && item.quantity >= stock || updating,
									"aria-label": `One more ${item.productName}`,
									className: iconButton,
									children: /* @__PURE__ */ jsx(Plus, {
										"aria-hidden": "true",
										className: "size-4"
									})
								})
							]
						}),
						hydrated ? null : /* @__PURE__ */ jsx("button", {
							type: "submit",
							name: "intent",
							value: "set",
							className: "rounded-card border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-sunk",
							children: "Update"
						})
					]
				}), /* @__PURE__ */ jsxs(remover.Form, {
					method: "post",
					action: "/cart",
					children: [
						/* @__PURE__ */ jsx("input", {
							type: "hidden",
							name: "intent",
							value: "remove"
						}),
						/* @__PURE__ */ jsx("input", {
							type: "hidden",
							name: "slug",
							value: item.slug
						}),
						/* @__PURE__ */ jsx(ScriptedFlag, {}),
						/* @__PURE__ */ jsxs("button", {
							type: "submit",
							disabled: removing,
							className: "inline-flex items-center gap-1.5 rounded-card px-2 py-1.5 text-sm font-medium text-muted hover:bg-surface-sunk hover:text-danger",
							children: [
								/* @__PURE__ */ jsx(Trash2, {
									"aria-hidden": "true",
									className: "size-4"
								}),
								removing ? "Removing…" : "Remove",
								/* @__PURE__ */ jsxs("span", {
									className: "sr-only",
									children: [" ", item.productName]
								})
							]
						})
					]
				})]
			})
		]
	});
}
// app/features/cart/cart-summary.tsx
/** The /cart side panel: subtotal (spec §9), the way to checkout and the clear-cart form. */
function CartSummaryPanel({ items }) {
	const clearer = useFetcher();
	useActionToast(clearer.data);
	const summary = cartSummary(items);
	return /* @__PURE__ */ jsxs("aside", {
		"aria-labelledby": "cart-summary-heading",
		className: "h-fit rounded-card border border-line bg-surface p-5",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "cart-summary-heading",
				className: "text-lg font-bold text-ink",
				children: "Order summary"
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "mt-4 space-y-2 text-sm",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex justify-between gap-4",
						children: [/* @__PURE__ */ jsxs("dt", {
							className: "text-muted",
							children: [
								"Items (",
								summary.units,
								" ",
								summary.units === 1 ? "unit" : "units",
								")"
							]
						}), /* @__PURE__ */ jsx("dd", {
							className: "font-medium",
							children: formatDollars(summary.subtotal)
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex justify-between gap-4",
						children: [/* @__PURE__ */ jsx("dt", {
							className: "text-muted",
							children: "Shipping"
						}), /* @__PURE__ */ jsx("dd", {
							className: "text-right text-muted",
							children: "Calculated at checkout"
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex justify-between gap-4 border-t border-line pt-3 text-base font-bold text-ink",
						children: [/* @__PURE__ */ jsx("dt", { children: "Subtotal" }), /* @__PURE__ */ jsx("dd", { children: formatDollars(summary.subtotal) })]
					})
				]
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/checkout",
				className: "mt-5 block rounded-card bg-accent px-5 py-3 text-center text-sm font-bold text-ink hover:bg-accent-strong",
				children: "Proceed to checkout"
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/products",
				className: "mt-2 block rounded-card border border-ink px-5 py-2.5 text-center text-sm font-semibold text-ink hover:bg-white",
				children: "Continue shopping"
			}),
			/* @__PURE__ */ jsxs(clearer.Form, {
				method: "post",
				action: "/cart",
				className: "mt-4 text-center",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "intent",
						value: "clear"
					}),
					/* @__PURE__ */ jsx(ScriptedFlag, {}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						disabled: clearer.state !== "idle",
						className: "text-sm font-medium text-muted underline hover:text-danger",
						children: "Clear cart"
					})
				]
			})
		]
	});
}
// app/routes/cart.tsx
var cart_exports = /* @__PURE__ */ __exportAll({
	action: () => action$35,
	default: () => cart_default,
	meta: () => meta$22
});
var meta$22 = () => [{ title: pageTitle("Cart") }];
/**
* Every cart form of the shop posts here with an `intent`: add (product page), set / minus / plus / remove /
* clear (/cart and the mini cart) and merge (a visitor's browser cart at sign-in). A fetcher gets data for its
* toast; a full page post (no scripts) with `returnTo` is redirected back there, and one without it lands on
* /cart, which shows the outcome. A visitor's page post goes to /login?redirectTo=<the page> first.
*/
async function action$35({ request, context }) {
	const form = await request.formData();
	const scripted = form.get("_js") === "1";
	const back = returnPath(form, request);
	const { userSlug } = sessionFromCookies(request.headers.get("cookie"));
	if (!userSlug) {
		if (!scripted && form.get("returnTo") !== null) throw redirect(loginPath(back || "/cart"));
		return data({
			ok: false,
			message: messages.logInFirst
		}, { status: 401 });
	}
	const intent = parseCartIntent(form);
	if ("error" in intent) return data({
		ok: false,
		message: intent.error
	}, { status: 400 });
	const api = apiFor(context, request);
	if (intent.intent === "merge") {
		const outcome = await mergeVisitorBag(api, userSlug, intent.payload);
		return data({
			...outcome,
			intent: "merge"
		}, { status: outcome.ok ? 200 : 502 });
	}
	const outcome = await runCartIntent(api, userSlug, intent);
	if (outcome.ok && !scripted && form.get("returnTo") !== null && back) throw redirect(back);
	if (!outcome.ok) return data({
		ok: false,
		message: outcome.message,
		intent: intent.intent
	}, { status: outcome.status });
	return {
		ok: true,
		message: outcome.message,
		intent: intent.intent
	};
}
var cart_default = UNSAFE_withComponentProps(function CartPage({ actionData }) {
	const { cart } = useShellData();
	return /* @__PURE__ */ jsxs(PageContainer, {
		title: "Cart",
		children: [actionData ? /* @__PURE__ */ jsx("p", {
			role: actionData.ok ? "status" : "alert",
			className: `mb-6 rounded-card border px-4 py-3 text-sm font-medium ${actionData.ok ? "border-green-700/30 bg-green-50 text-green-900" : "border-danger/30 bg-red-50 text-danger"}`,
			children: actionData.message
		}) : null, cart.length === 0 ? /* @__PURE__ */ jsxs(EmptyState, {
			title: "Your cart is empty",
			icon: /* @__PURE__ */ jsx(ShoppingBag, { className: "size-8" }),
			children: [/* @__PURE__ */ jsx("p", { children: messages.noItemsFound }), /* @__PURE__ */ jsx(Link, {
				to: "/products",
				className: "mt-4 inline-block font-semibold text-accent-ink underline",
				children: "Browse products"
			})]
		}) : /* @__PURE__ */ jsxs("div", {
			className: "grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]",
			children: [/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "cart-lines-heading",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "cart-lines-heading",
					className: "sr-only",
					children: "Items in your cart"
				}), /* @__PURE__ */ jsx("ul", {
					className: "divide-y divide-line border-y border-line",
					children: cart.map((item) => /* @__PURE__ */ jsx(CartLineRow, { item }, item.cart_slug))
				})]
			}), /* @__PURE__ */ jsx(CartSummaryPanel, { items: cart })]
		})]
	});
});
// ../../packages/shared/src/catalogue.contract.ts
/**
* Response contracts of the catalogue reads (API.md §2 and §3), written once and used by the API's route
* schemas (validation, serialization, OpenAPI) and by the web app (types via `z.infer`, parsing if wanted).
* Field names are API.md's, including its oddities (`titleTWo`, `seller_slug` next to `catSlug`).
* Money is dollars with at most two decimals; dates are ISO-8601 strings.
*/
var recordStatusSchema = z.enum(["active", "inactive"]);
var approvalStatusSchema = z.enum([
	"pending",
	"approved",
	"rejected"
]);
var userRoleSchema = z.enum([
	"buyer",
	"seller",
	"admin"
]);
var isoDate$1 = z.string().describe("ISO-8601 date-time");
var dollars$1 = z.number().describe("Dollars with at most two decimals");
/** `/products/filter` and friends stop counting here; a `count` equal to this means "this many or more". */
var PRODUCT_COUNT_CAP = 1e4;
/** `page × limit` may not go beyond this (deep OFFSET pages are refused with 400). */
var PRODUCT_PAGE_WINDOW = 1e4;
var PRICE_FILTER_DEFAULT_MAX = 15e3;
var productSorts = [
	"relevance",
	"newest",
	"price_asc",
	"price_desc",
	"rating"
];
var productHighlights = [
	"best_product",
	"popular_category",
	"top_product",
	"new_arrival",
	"featured_product"
];
var categorySchema = z.object({
	cat_slug: z.string(),
	cat_name: z.string(),
	cat_image: z.string().nullable(),
	cat_status: recordStatusSchema
});
var subCategorySchema = z.object({
	slug: z.string(),
	subcat_name: z.string(),
	cat_slug: z.string(),
	subcat_status: recordStatusSchema
});
var brandSchema = z.object({
	slug: z.string(),
	name: z.string(),
	logo: z.string().nullable(),
	status: recordStatusSchema
});
var productSchema = z.object({
	slug: z.string(),
	productName: z.string(),
	description: z.string().describe("Sanitized HTML"),
	price: dollars$1,
	offerPrice: dollars$1.nullable().describe("null when there is no offer"),
	imageURL: z.array(z.string()),
	catSlug: z.string(),
	subCatSlug: z.string().nullable(),
	brandSlug: z.string().nullable(),
	seller_slug: z.string().describe("The seller's user slug (see GET /api/users/seller/{slug})"),
	stock: z.number().int(),
	sku: z.string().nullable(),
	weight: z.number().nullable().describe("Grams"),
	rating: z.number().describe("Average review rating, 0 when unreviewed"),
	reviewCount: z.number().int(),
	isTopProduct: z.boolean(),
	isNewArrival: z.boolean(),
	isBestProduct: z.boolean(),
	isFeatured: z.boolean(),
	isPopular: z.boolean(),
	status: recordStatusSchema,
	approvalStatus: approvalStatusSchema,
	seoTitle: z.string().nullable(),
	seoDescription: z.string().nullable(),
	createdAt: isoDate$1,
	updatedAt: isoDate$1
});
var userAddressSchema = z.object({
	country: z.string().nullable(),
	state: z.string().nullable(),
	city: z.string().nullable(),
	address: z.string().nullable()
});
/** The signed-in user's own profile (API.md User). */
var userSchema = z.object({
	slug: z.string(),
	fullName: z.string(),
	displayName: z.string().nullable(),
	email: z.string(),
	phone: z.string().nullable(),
	avatar: z.string().nullable(),
	role: userRoleSchema,
	address: userAddressSchema.nullable().describe("null when no part of the address is known"),
	emailVerified: z.boolean(),
	status: recordStatusSchema,
	createdAt: isoDate$1,
	updatedAt: isoDate$1
});
var shopSchema = z.object({
	shop_name: z.string(),
	shop_slug: z.string(),
	shop_address: z.string().nullable(),
	shop_logo: z.string().nullable(),
	shop_cover: z.string().nullable(),
	rating: z.number(),
	description: z.string().nullable()
});
/** Seller = the public user plus the shop; `email`/`phone` are the shop's contacts, never the private ones. */
var sellerSchema = z.object({
	slug: z.string(),
	fullName: z.string(),
	displayName: z.string().nullable(),
	email: z.string().nullable(),
	phone: z.string().nullable(),
	avatar: z.string().nullable(),
	role: userRoleSchema,
	shop: shopSchema,
	status: recordStatusSchema,
	createdAt: isoDate$1
});
z.object({
	slug: z.string(),
	fullName: z.string(),
	displayName: z.string().nullable(),
	avatar: z.string().nullable(),
	role: userRoleSchema,
	createdAt: isoDate$1,
	email: z.string().nullable().optional().describe("Only for sellers: the shop's contact e-mail"),
	phone: z.string().nullable().optional().describe("Only for sellers: the shop's contact phone"),
	shop: shopSchema.optional(),
	status: recordStatusSchema.optional()
});
var cartItemSchema = productSchema.extend({
	cart_slug: z.string(),
	quantity: z.number().int()
});
var wishlistItemSchema = z.object({
	wishlist_slug: z.string(),
	user_slug: z.string(),
	slug: z.string(),
	productName: z.string(),
	imageURL: z.array(z.string()),
	price: dollars$1,
	offerPrice: dollars$1.nullable(),
	rating: z.number(),
	stock: z.number().int(),
	catSlug: z.string(),
	createdAt: isoDate$1
});
z.object({
	categories: z.array(categorySchema),
	brands: z.array(brandSchema),
	subCategories: z.array(subCategorySchema)
}).extend({
	user: userSchema,
	cart: z.array(cartItemSchema),
	wishlist: z.array(wishlistItemSchema)
});
var sliderSchema = z.object({
	slug: z.string(),
	image: z.string(),
	badge: z.string().nullable(),
	titleOne: z.string(),
	titleTWo: z.string(),
	productLink: z.string().nullable(),
	serial: z.number().int(),
	status: recordStatusSchema
});
var advertisementSchema = z.object({
	slug: z.string(),
	adName: z.string(),
	adImage: z.string(),
	title: z.string(),
	title_one: z.string(),
	title_two: z.string(),
	badge: z.string().nullable(),
	category_link: z.string().nullable(),
	status: recordStatusSchema
});
/** The ad slots the home page shows (API.md §2). */
var homeAdNames = {
	sliderOne: "Slider Banner One",
	sliderTwo: "Slider Banner Two",
	adOne: "Homepage Single Banner One",
	adTwo: "Homepage Single Banner Two"
};
z.object({
	slug: z.string(),
	categoriesData: categorySchema,
	sub_cat_list: z.array(subCategorySchema)
});
/** A featured or popular category entry of the home page. */
var categoryEntrySchema = z.object({
	slug: z.string(),
	cat_slug: z.string(),
	serial: z.number().int(),
	status: recordStatusSchema,
	categoriesData: categorySchema
});
var flashSaleContentSchema = z.object({
	slug: z.string(),
	name: z.string(),
	title: z.string(),
	offer: z.string(),
	time: isoDate$1.describe("When the sale ends (the home countdown target)"),
	imageHome: z.string().nullable(),
	imageFlash: z.string().nullable(),
	status: recordStatusSchema
});
z.object({
	slug: z.string(),
	product_slug: z.string(),
	status: recordStatusSchema,
	salePrice: dollars$1,
	productsData: productSchema
});
z.object({
	sliders: z.array(sliderSchema),
	sliderOne: advertisementSchema.nullable(),
	sliderTwo: advertisementSchema.nullable(),
	popularCategories: z.array(categoryEntrySchema),
	flashSale: flashSaleContentSchema.nullable().describe("The running sale, or null when none is running"),
	featuredCategories: z.array(categoryEntrySchema),
	adOne: advertisementSchema.nullable(),
	adTwo: advertisementSchema.nullable()
});
z.object({
	featuredProducts: z.array(productSchema),
	topProducts: z.array(productSchema),
	popularProducts: z.array(productSchema),
	bestProducts: z.array(productSchema),
	newProducts: z.array(productSchema),
	allProductData: z.array(productSchema)
});
z.object({
	filteredProducts: z.array(productSchema),
	count: z.number().int().describe(`Total matches, counted up to ${PRODUCT_COUNT_CAP}: a count of ${PRODUCT_COUNT_CAP} means "${PRODUCT_COUNT_CAP} or more"`)
}).extend({ sellerData: sellerSchema });
sellerSchema.extend({
	sellerProducts: z.array(productSchema),
	count: z.number().int().describe(`Active products of the shop, counted up to ${PRODUCT_COUNT_CAP}`)
});
var blogSchema = z.object({
	slug: z.string(),
	title: z.string(),
	description: z.string(),
	long_description: z.string().describe("Sanitized HTML"),
	imageURL: z.string().nullable(),
	category: z.string().nullable().describe("The category name"),
	category_slug: z.string().nullable(),
	seo_title: z.string().nullable(),
	seo_description: z.string().nullable(),
	postBy: z.string(),
	status: recordStatusSchema,
	createdAt: isoDate$1
});
z.object({
	allBlogs: z.array(blogSchema),
	latestBlogs: z.array(blogSchema).describe("The newest 4"),
	count: z.number().int().describe("Active blogs in all")
});
z.object({
	slug: z.string(),
	name: z.string(),
	status: recordStatusSchema
});
z.object({
	slug: z.string(),
	blogSlug: z.string(),
	userSlug: z.string(),
	name: z.string(),
	avatar: z.string().nullable(),
	comment: z.string().describe("Plain text; render escaped"),
	status: recordStatusSchema,
	createdAt: isoDate$1
});
var reviewSchema = z.object({
	slug: z.string(),
	product_slug: z.string(),
	order_slug: z.string().nullable(),
	user_slug: z.string(),
	seller_slug: z.string().nullable(),
	name: z.string(),
	avatar: z.string().nullable(),
	rating: z.number().int().min(1).max(5),
	message: z.string(),
	status: recordStatusSchema,
	createdAt: isoDate$1
});
var productReviewSchema = reviewSchema.extend({ user: z.object({
	fullName: z.string(),
	avatar: z.string().nullable()
}) });
z.object({
	reviews: z.array(productReviewSchema),
	average: z.number().describe("Average rating of the active reviews, two decimals; 0 when none"),
	count: z.number().int().describe("Number of active reviews")
});
z.object({
	statusCode: z.number().int(),
	error: z.string(),
	message: z.string(),
	code: z.string()
});
/** Query strings arrive as `?min=&sort=` from the storefront's forms: an empty value means "not given". */
var blankAsMissing = (value) => typeof value === "string" && value.trim() === "" ? void 0 : value;
var optionalText$1 = (max) => z.preprocess(blankAsMissing, z.string().trim().max(max).optional());
var pageQueryShape = {
	page: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(PRODUCT_PAGE_WINDOW).default(1)),
	limit: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(100).default(24))
};
z.object(pageQueryShape);
var dollarsParam = z.preprocess(blankAsMissing, z.coerce.number().min(0).max(1e7).optional());
z.object({
	search: optionalText$1(200).describe("Full text over name, brand, category and description; one typo per word is forgiven"),
	categories: optionalText$1(2e3).describe("Category slugs joined with \"+\" (a \"+\" decoded to a space is fine; empty tokens are ignored)"),
	category: optionalText$1(2e3).describe("Alias of `categories` (the storefront URL uses `category=+slug`)"),
	sub_category: optionalText$1(2e3).describe("Sub-category slug (several may be joined with \"+\")"),
	brands: optionalText$1(2e3).describe("Brand slugs joined with \"+\""),
	highlight: z.preprocess(blankAsMissing, z.enum(productHighlights).optional()),
	min: dollarsParam.describe(`Lowest effective price in dollars (default 0)`),
	max: dollarsParam.describe(`Highest effective price in dollars (default ${PRICE_FILTER_DEFAULT_MAX})`),
	sort: z.preprocess(blankAsMissing, z.enum(productSorts).optional()).describe("Default: relevance when searching, else newest"),
	...pageQueryShape
});
// ../../packages/shared/src/shopping.contract.ts
/**
* Contracts of the shopping calls (API.md "Wishlist, cart, orders" and "Reviews, reports, blogs, newsletter,
* addresses"): request bodies with the messages a shopper reads, and response shapes. The API's route schemas
* and the storefront's forms both use them, so a rule is written once.
*
* Request bodies are strict (unknown keys are refused with 400) except `POST /wishlist`, which accepts a whole
* product object and uses only its `slug`. In particular an order body carrying `total`, `price` or
* `discount` is refused: the server computes every amount from its own cart.
*/
var isoDate = z.string().describe("ISO-8601 date-time");
var dollars = z.number().describe("Dollars with at most two decimals");
/** A cart line never holds more than this, whatever the stock (keeps sums far from integer limits). */
var MAX_LINE_QUANTITY = 1e4;
/** … unless that seller's lines reach this subtotal. */
var FREE_SHIPPING_THRESHOLD_CENTS = 5e3;
var MAX_REVIEW_LENGTH = 2e3;
var MAX_COMMENT_LENGTH = 2e3;
var MAX_REPORT_NOTE_LENGTH = 2e3;
var slug = (field) => z.string({ error: `${field} is required` }).trim().min(1, `${field} is required`).max(200, `${field} is too long`);
var requiredText = (field, max) => z.string({ error: `${field} is required` }).trim().min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`);
/** Empty strings from a form field mean "not given". */
var optionalText = (field, max) => z.preprocess((value) => typeof value === "string" && value.trim() === "" ? void 0 : value, z.string().trim().max(max, `${field} must be at most ${max} characters`).optional());
/** A whole number of units: 0, -1, 1.5, "1", 1e21 and 2^53 are all refused (400), above stock is 409. */
var quantitySchema = z.number({ error: "Quantity must be a whole number" }).int("Quantity must be a whole number").min(1, "Quantity must be at least 1").max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);
var phoneSchema = z.string({ error: "Phone is required" }).trim().min(7, "Phone must have 7 to 20 characters").max(20, "Phone must have 7 to 20 characters").regex(/^\+?[0-9][0-9 -]*$/, "Phone may contain only digits, spaces, dashes and a leading +");
var emailSchema = z.email("Email must be a valid e-mail address").max(254, "Email is too long");
var optionalEmail = z.preprocess((value) => typeof value === "string" ? value.trim() === "" ? void 0 : value.trim() : value, emailSchema.optional());
z.strictObject({
	user_slug: slug("user_slug"),
	product_slug: slug("product_slug"),
	quantity: quantitySchema.optional().describe("Units to add (default 1); added to an existing line")
});
z.strictObject({ quantity: quantitySchema });
z.strictObject({
	user_slug: slug("user_slug").optional().describe("Defaults to the signed-in user"),
	items: z.array(z.strictObject({
		product_slug: slug("product_slug"),
		quantity: quantitySchema
	})).max(100, `At most 100 items can be merged at once`)
});
z.object({ deletedCount: z.number().int() });
var mergeSkippedSchema = z.object({
	product_slug: z.string(),
	reason: z.enum(["not_found", "out_of_stock"]).describe("not_found: unknown or hidden product; out_of_stock: none left")
});
z.object({
	cart: z.array(cartItemSchema).describe("The whole cart after the merge"),
	merged: z.array(z.object({
		product_slug: z.string(),
		quantity: z.number().int().describe("The line quantity after the merge"),
		capped: z.boolean().describe("True when the sum was lowered to the stock")
	})),
	skipped: z.array(mergeSkippedSchema)
});
z.looseObject({
	user_slug: slug("user_slug"),
	slug: slug("slug").describe("The product slug")
});
z.strictObject({
	user_slug: slug("user_slug").optional().describe("Defaults to the signed-in user"),
	slugs: z.array(slug("slug")).max(100, `At most 100 products can be merged at once`)
});
z.object({
	wishlist: z.array(wishlistItemSchema).describe("The whole wishlist after the merge"),
	added: z.array(z.string()).describe("Product slugs newly added"),
	skipped: z.array(mergeSkippedSchema)
});
var addressFields = {
	name: requiredText("Name", 100),
	email: optionalEmail,
	phone: phoneSchema,
	country: requiredText("Country", 100),
	state: optionalText("State", 100),
	city: requiredText("City", 100),
	address: requiredText("Address", 300)
};
var addressBody = z.strictObject({
	user_slug: slug("user_slug").optional().describe("Defaults to the signed-in user"),
	...addressFields,
	isDefault: z.boolean({ error: "isDefault must be true or false" }).optional()
});
z.object({
	slug: z.string(),
	user_slug: z.string(),
	name: z.string(),
	email: z.string().nullable(),
	phone: z.string(),
	country: z.string(),
	state: z.string().nullable(),
	city: z.string(),
	address: z.string(),
	isDefault: z.boolean(),
	createdAt: isoDate,
	updatedAt: isoDate
});
var couponSchema = z.object({
	code: z.string(),
	name: z.string(),
	discount: z.object({
		role: z.enum(["amount", "percent"]),
		value: z.number().describe("Dollars when role is amount, whole percent when percent")
	}),
	minimum_purchase: dollars,
	starts_at: isoDate,
	expired_date: isoDate,
	items_number: z.number().int().describe("Total uses allowed"),
	apply_qty: z.number().int().describe("Uses so far"),
	per_user_limit: z.number().int().nullable().describe("Uses allowed per shopper; null: no limit"),
	seller_slug: z.string().nullable().describe("Set when the coupon only discounts that seller's lines"),
	status: z.enum(["active", "inactive"])
});
z.strictObject({
	code: slug("code"),
	user_slug: slug("user_slug").optional().describe("Defaults to the signed-in user"),
	subTotal: z.preprocess((value) => typeof value === "string" && value.trim() === "" ? void 0 : value, z.coerce.number().min(0).max(1e8).optional())
});
couponSchema.extend({
	discountAmount: dollars.describe("What the coupon takes off the current cart"),
	subTotal: dollars.describe("The subtotal the discount was computed on")
});
var orderStatusSchema = z.enum([
	"pending",
	"processing",
	"shipped",
	"delivered",
	"cancelled"
]);
var paymentMethodSchema = z.enum(["cod", "card"]);
var orderAddressInput = z.strictObject(addressFields);
z.strictObject({
	user_slug: slug("user_slug"),
	address_slug: slug("address_slug").optional().describe("A saved address of the buyer"),
	address: orderAddressInput.optional().describe("A one-off delivery address"),
	payment_method: paymentMethodSchema,
	coupon_code: optionalText("coupon_code", 100)
}).refine((body) => body.address_slug === void 0 !== (body.address === void 0), {
	message: "Give either address_slug or address",
	path: ["address_slug"]
});
var orderLineSchema = z.object({
	slug: z.string().describe("The product slug, as on the cart line it was copied from"),
	product_slug: z.string(),
	line_slug: z.string().describe("The line's own id"),
	productName: z.string(),
	imageURL: z.array(z.string()).describe("The first product image at order time (or none)"),
	price: dollars,
	offerPrice: dollars.nullable().describe("The unit price paid when below price (offer or flash sale)"),
	quantity: z.number().int(),
	lineTotal: dollars,
	seller_slug: z.string(),
	shop_name: z.string(),
	line_status: orderStatusSchema
});
var orderAddressSchema = z.object({
	name: z.string(),
	email: z.string().nullable(),
	phone: z.string(),
	country: z.string(),
	state: z.string().nullable(),
	city: z.string(),
	address: z.string()
});
var orderStatusEventSchema = z.object({
	status: orderStatusSchema,
	at: isoDate,
	line_slug: z.string().nullable().describe("Set when one line moved; null for the whole order"),
	note: z.string().nullable()
});
var orderSchema = z.object({
	slug: z.string(),
	user_slug: z.string(),
	product_list: z.array(orderLineSchema),
	subTotal: dollars,
	discount: dollars,
	shippingCost: dollars,
	total: dollars,
	coupon_code: z.string().nullable(),
	payment_method: paymentMethodSchema,
	transaction_id: z.string().nullable(),
	order_status: orderStatusSchema,
	payment_status: z.enum(["pending", "success"]),
	address: orderAddressSchema,
	status_history: z.array(orderStatusEventSchema).describe("Oldest first"),
	createdAt: isoDate,
	updatedAt: isoDate
});
z.object({
	data: orderSchema,
	message: z.string()
});
z.strictObject({
	user_slug: slug("user_slug"),
	order_status: z.preprocess((value) => typeof value === "string" && value.trim() === "" ? void 0 : value, orderStatusSchema.optional()),
	page: z.coerce.number().int().min(1).max(1e4).default(1),
	limit: z.coerce.number().int().min(1).max(100).default(24)
});
z.object({
	data: z.array(orderSchema),
	message: z.string(),
	count: z.number().int()
});
z.strictObject({
	user_slug: slug("user_slug"),
	coupon_code: optionalText("coupon_code", 100)
});
z.object({
	product_list: z.array(orderLineSchema.omit({
		line_slug: true,
		line_status: true
	})),
	sellers: z.array(z.object({
		seller_slug: z.string(),
		shop_name: z.string(),
		subTotal: dollars,
		shippingCost: dollars
	})),
	subTotal: dollars,
	discount: dollars,
	shippingCost: dollars,
	total: dollars,
	coupon_code: z.string().nullable()
});
z.strictObject({
	product_slug: slug("product_slug"),
	order_slug: slug("order_slug"),
	rating: z.number({ error: "Rating must be a whole number from 1 to 5" }).int("Rating must be a whole number from 1 to 5").min(1, "Rating must be a whole number from 1 to 5").max(5, "Rating must be a whole number from 1 to 5"),
	message: requiredText("Message", MAX_REVIEW_LENGTH)
});
reviewSchema.extend({ reviewProducts: productSchema });
z.strictObject({
	product_slug: slug("product_slug"),
	title: requiredText("Title", 200),
	note: z.string({ error: "Note must be text" }).trim().max(MAX_REPORT_NOTE_LENGTH, `Note must be at most ${MAX_REPORT_NOTE_LENGTH} characters`).default("")
});
z.object({
	slug: z.string(),
	product_slug: z.string(),
	user_slug: z.string(),
	title: z.string(),
	note: z.string(),
	status: z.enum([
		"open",
		"resolved",
		"dismissed"
	]),
	createdAt: isoDate
});
z.strictObject({
	email: z.string({ error: "Invalid Email" }).trim().pipe(z.email("Invalid Email").max(254, "Invalid Email")),
	user_slug: slug("user_slug")
});
z.object({
	slug: z.string(),
	email: z.string(),
	user_slug: z.string().nullable(),
	status: z.enum(["active", "inactive"]),
	createdAt: isoDate,
	message: z.string()
});
z.strictObject({
	blogSlug: slug("blogSlug"),
	comment: requiredText("Comment", MAX_COMMENT_LENGTH)
});
// app/features/checkout/address-validation.ts
/**
* The address form's fields checked with the shared contract (`addressBody`), so the browser and the server
* show the same messages the API would answer ("Phone must have 7 to 20 characters", "City is required", …).
*/
var ADDRESS_FIELDS = [
	"name",
	"email",
	"phone",
	"country",
	"state",
	"city",
	"address"
];
/** The form's text fields (trimmed by the contract) and the default checkbox. */
function addressValuesFrom(form) {
	return {
		...Object.fromEntries(ADDRESS_FIELDS.map((field) => {
			const value = form.get(field);
			return [field, typeof value === "string" ? value : ""];
		})),
		isDefault: form.get("isDefault") === "on" || form.get("isDefault") === "true"
	};
}
function checkAddress(values) {
	const parsed = addressBody.safeParse(values);
	if (parsed.success) return {
		ok: true,
		body: parsed.data
	};
	const errors = {};
	for (const issue of parsed.error.issues) {
		const field = issue.path[0];
		if (typeof field === "string" && ADDRESS_FIELDS.includes(field)) errors[field] ??= issue.message;
	}
	return {
		ok: false,
		errors
	};
}
// app/features/checkout/checkout-field.tsx
/** A labelled input with its validation message (read out with the field, and marked invalid). */
function CheckoutField({ label, error, optional, ...input }) {
	const id = useId();
	const errorId = `${id}-error`;
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-1",
		children: [
			/* @__PURE__ */ jsxs("label", {
				htmlFor: id,
				className: "text-sm font-medium text-ink",
				children: [label, optional ? /* @__PURE__ */ jsx("span", {
					className: "font-normal text-muted",
					children: " (optional)"
				}) : null]
			}),
			/* @__PURE__ */ jsx("input", {
				id,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": error ? errorId : void 0,
				className: `rounded-card border bg-white px-3 py-2 text-sm text-ink placeholder:text-muted ${error ? "border-danger" : "border-line focus-visible:border-ink"}`,
				...input
			}),
			error ? /* @__PURE__ */ jsx("p", {
				id: errorId,
				className: "text-xs font-medium text-danger",
				children: error
			}) : null
		]
	});
}
// app/features/checkout/address-form.tsx
/** The inputs in form order: labels, browser autofill hints and the contract's length limits. */
var FIELD_INPUTS = [
	{
		field: "name",
		label: "Full name",
		autoComplete: "name",
		maxLength: 100
	},
	{
		field: "phone",
		label: "Phone",
		type: "tel",
		autoComplete: "tel",
		maxLength: 20
	},
	{
		field: "address",
		label: "Street address",
		autoComplete: "street-address",
		maxLength: 300,
		wide: true
	},
	{
		field: "city",
		label: "City",
		autoComplete: "address-level2",
		maxLength: 100
	},
	{
		field: "state",
		label: "State",
		autoComplete: "address-level1",
		maxLength: 100,
		optional: true
	},
	{
		field: "country",
		label: "Country",
		autoComplete: "country-name",
		maxLength: 100
	},
	{
		field: "email",
		label: "Email",
		type: "email",
		autoComplete: "email",
		maxLength: 254,
		optional: true
	}
];
/**
* Add or edit an address of the book. Checked in the browser with the shared contract before it is sent (the
* same messages the server gives), and again by the action and the API; without scripts the server's check
* answers. Posts intent=address-save to the /checkout action (PUT when `address` is given, else POST).
*/
function AddressForm({ address, result, submitLabel }) {
	const navigation = useNavigation();
	const [clientErrors, setClientErrors] = useState(null);
	const slug = address?.slug ?? "";
	const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "address-save" && navigation.formData?.get("slug") === slug;
	const errors = clientErrors ?? result?.fieldErrors ?? {};
	const values = result?.values;
	const initial = (field) => values?.[field] ?? address?.[field] ?? "";
	function onSubmit(event) {
		const checked = checkAddress(addressValuesFrom(new FormData(event.currentTarget)));
		if (checked.ok) {
			setClientErrors(null);
			return;
		}
		event.preventDefault();
		setClientErrors(checked.errors);
		const first = FIELD_INPUTS.find(({ field }) => checked.errors[field])?.field;
		if (first) event.currentTarget.querySelector(`[name="${first}"]`)?.focus();
	}
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		noValidate: true,
		preventScrollReset: true,
		onSubmit,
		className: "grid gap-3 sm:grid-cols-2",
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "address-save"
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "slug",
				value: slug
			}),
			result && !result.ok ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "rounded-card border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger sm:col-span-2",
				children: result.message
			}) : null,
			FIELD_INPUTS.map(({ field, wide, ...input }) => {
				const control = /* @__PURE__ */ jsx(CheckoutField, {
					name: field,
					...input,
					defaultValue: initial(field),
					error: errors[field]
				}, field);
				return wide ? /* @__PURE__ */ jsx("div", {
					className: "sm:col-span-2",
					children: control
				}, field) : control;
			}),
			/* @__PURE__ */ jsxs("label", {
				className: "flex items-center gap-2 text-sm sm:col-span-2",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					name: "isDefault",
					defaultChecked: values?.isDefault ?? address?.isDefault ?? false,
					className: "size-4 accent-accent-strong"
				}), "Use as my default address"]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "sm:col-span-2",
				children: /* @__PURE__ */ jsx("button", {
					type: "submit",
					disabled: busy,
					className: "rounded-card bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-ink-soft disabled:opacity-70",
					children: busy ? "Saving…" : submitLabel
				})
			})
		]
	});
}
// app/features/checkout/address-book.tsx
/** The id of the Place order form; the address and payment radios join it through their `form` attribute. */
var PLACE_ORDER_FORM_ID = "place-order";
function SmallAction({ intent, slug, children }) {
	const navigation = useNavigation();
	const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData?.get("slug") === slug;
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		preventScrollReset: true,
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: intent
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "slug",
				value: slug
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				disabled: busy,
				className: "text-sm font-medium text-accent-ink underline-offset-2 hover:underline disabled:opacity-60",
				children
			})
		]
	});
}
/**
* The address book of the checkout: pick the delivery address (a radio of the Place order form), edit,
* delete, make default, or add one. Every form works without scripts (details elements and page posts).
*/
function AddressBook({ addresses, selected, saveResult }) {
	const resultFor = (slug) => saveResult && saveResult.formSlug === slug ? saveResult : null;
	const newFormOpen = addresses.length === 0 || resultFor("") !== null && !resultFor("")?.ok;
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-3",
		children: [addresses.length > 0 ? /* @__PURE__ */ jsxs("fieldset", {
			className: "space-y-3",
			children: [/* @__PURE__ */ jsx("legend", {
				className: "sr-only",
				children: "Delivery address"
			}), addresses.map((address) => {
				const editResult = resultFor(address.slug);
				return /* @__PURE__ */ jsxs("div", {
					className: "rounded-card border border-line p-4 has-[input[type=radio]:checked]:border-accent-strong has-[input[type=radio]:checked]:bg-accent-soft/40",
					children: [/* @__PURE__ */ jsxs("label", {
						className: "flex cursor-pointer items-start gap-3",
						children: [/* @__PURE__ */ jsx("input", {
							type: "radio",
							name: "address_slug",
							value: address.slug,
							form: PLACE_ORDER_FORM_ID,
							defaultChecked: address.slug === selected,
							required: true,
							className: "mt-1 size-4 accent-accent-strong"
						}), /* @__PURE__ */ jsxs("span", {
							className: "min-w-0 flex-1 text-sm",
							children: [
								/* @__PURE__ */ jsxs("span", {
									className: "flex flex-wrap items-center gap-2 font-semibold text-ink",
									children: [address.name, address.isDefault ? /* @__PURE__ */ jsx("span", {
										className: "rounded-full bg-ink px-2 py-0.5 text-[11px] font-bold text-white",
										children: "Default"
									}) : null]
								}),
								/* @__PURE__ */ jsxs("span", {
									className: "mt-0.5 block text-ink-soft",
									children: [
										address.address,
										",",
										" ",
										[
											address.city,
											address.state,
											address.country
										].filter(Boolean).join(", ")
									]
								}),
								/* @__PURE__ */ jsxs("span", {
									className: "block text-muted",
									children: [address.phone, address.email ? ` · ${address.email}` : ""]
								})
							]
						})]
					}), /* @__PURE__ */ jsxs("div", {
						className: "mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 pl-7",
						children: [
							/* @__PURE__ */ jsxs("details", {
								className: "group w-full [&:not([open])]:w-auto",
								open: editResult !== null && !editResult.ok,
								children: [/* @__PURE__ */ jsxs("summary", {
									className: "cursor-pointer text-sm font-medium text-accent-ink hover:underline",
									children: ["Edit", /* @__PURE__ */ jsxs("span", {
										className: "sr-only",
										children: [" the address of ", address.name]
									})]
								}), /* @__PURE__ */ jsx("div", {
									className: "mt-3 rounded-card border border-line bg-white p-4",
									children: /* @__PURE__ */ jsx(AddressForm, {
										address,
										result: editResult,
										submitLabel: "Save changes"
									})
								})]
							}),
							address.isDefault ? null : /* @__PURE__ */ jsx(SmallAction, {
								intent: "address-default",
								slug: address.slug,
								children: "Set as default"
							}),
							/* @__PURE__ */ jsx(SmallAction, {
								intent: "address-delete",
								slug: address.slug,
								children: "Delete"
							})
						]
					})]
				}, address.slug);
			})]
		}, selected ?? "") : null, /* @__PURE__ */ jsxs("details", {
			open: newFormOpen || void 0,
			className: "rounded-card border border-dashed border-line p-4",
			children: [/* @__PURE__ */ jsxs("summary", {
				className: "flex cursor-pointer items-center gap-2 text-sm font-semibold text-ink",
				children: [/* @__PURE__ */ jsx(MapPin, {
					"aria-hidden": "true",
					className: "size-4"
				}), "Add a new address"]
			}), /* @__PURE__ */ jsx("div", {
				className: "mt-4",
				children: /* @__PURE__ */ jsx(AddressForm, {
					result: resultFor(""),
					submitLabel: "Save address"
				})
			})]
		})]
	});
}
// app/features/checkout/idempotency-key.ts
/**
* One `Idempotency-Key` per checkout page view: the page renders it into the Place order form and the action
* sends it as the header of POST /api/orders, so a double click, a resubmitted page or a retry after a lost
* answer returns the first order instead of placing a second one.
*/
var IDEMPOTENCY_FIELD = "idempotency_key";
/** Letters, digits, dashes and underscores; long enough to be unique, within the API's 200 characters. */
var KEY_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;
function newIdempotencyKey() {
	return `checkout-${crypto.randomUUID()}`;
}
/** The key the form carried, or null when it is missing or malformed. */
function idempotencyKeyFrom(form) {
	const value = form.get(IDEMPOTENCY_FIELD);
	return typeof value === "string" && KEY_PATTERN.test(value.trim()) ? value.trim() : null;
}
/** The request headers of POST /api/orders for a form's key (a fresh one when the form had none). */
function orderRequestHeaders(form) {
	return { "idempotency-key": idempotencyKeyFrom(form) ?? newIdempotencyKey() };
}
/** Where the order placed with the key is shown (a retry lands on the same order). */
function confirmationPath(orderSlug) {
	return `/orders/${encodeURIComponent(orderSlug)}/confirmation`;
}
// app/features/checkout/checkout.server.ts
/** The checkout's calls (API.md: addresses, coupon, orders) as the /checkout route uses them. */
var emptyQuote = {
	product_list: [],
	sellers: [],
	subTotal: 0,
	discount: 0,
	shippingCost: 0,
	total: 0,
	coupon_code: null
};
async function quoteFor(api, userSlug, couponCode) {
	const query = new URLSearchParams({ user_slug: userSlug });
	if (couponCode) query.set("coupon_code", couponCode);
	return api(`/api/orders/quote?${query}`);
}
/** Addresses and the server's price of the cart (GET /orders/quote) with the coupon, when it is accepted. */
async function loadCheckout(api, userSlug, couponCode) {
	const [addresses, quoted] = await Promise.all([api(`/api/addresses/${encodeURIComponent(userSlug)}`), quoteFor(api, userSlug, couponCode)]);
	let quote = quoted;
	let couponError = null;
	if (couponCode && quoted.status === 400) {
		couponError = errorMessage(quoted, "This coupon cannot be used");
		quote = await quoteFor(api, userSlug, "");
	}
	const priced = isOk(quote) ? quote.body : null;
	return {
		addresses: isOk(addresses) && Array.isArray(addresses.body) ? addresses.body : [],
		quote: priced ?? emptyQuote,
		coupon: priced?.coupon_code && couponCode ? {
			code: priced.coupon_code,
			discount: priced.discount
		} : null,
		couponError,
		failed: !isOk(quote) || !isOk(addresses)
	};
}
function failureText(response) {
	return errorMessage(response, messages.genericFailure);
}
/** Fields named in an API 400 message ("Phone must …") go back to that field, like the browser's own check. */
async function saveAddress(api, userSlug, form) {
	const formSlug = String(form.get("slug") ?? "").trim();
	const values = addressValuesFrom(form);
	const checked = checkAddress(values);
	if (!checked.ok) return {
		status: 400,
		data: {
			intent: "address-save",
			ok: false,
			message: "Please check the highlighted fields.",
			formSlug,
			fieldErrors: checked.errors,
			values
		}
	};
	const body = {
		...checked.body,
		user_slug: userSlug
	};
	const response = formSlug ? await api(`/api/addresses/${encodeURIComponent(formSlug)}`, {
		method: "PUT",
		body
	}) : await api("/api/addresses", {
		method: "POST",
		body
	});
	if (!isOk(response)) return {
		status: response.status >= 400 ? response.status : 502,
		data: {
			intent: "address-save",
			ok: false,
			message: failureText(response),
			formSlug,
			values
		}
	};
	return {
		status: formSlug ? 200 : 201,
		data: {
			intent: "address-save",
			ok: true,
			message: formSlug ? "Address updated" : "Address saved",
			formSlug,
			savedSlug: response.body.slug
		}
	};
}
async function deleteAddress(api, slug) {
	const response = await api(`/api/addresses/${encodeURIComponent(slug)}`, { method: "DELETE" });
	return {
		status: isOk(response) ? 200 : response.status,
		data: {
			intent: "address-delete",
			ok: isOk(response),
			message: isOk(response) ? "Address deleted" : failureText(response)
		}
	};
}
/** PUT needs the whole address: the saved one is read first and sent back with isDefault. */
async function makeDefaultAddress(api, userSlug, slug) {
	const list = await api(`/api/addresses/${encodeURIComponent(userSlug)}`);
	const current = isOk(list) && Array.isArray(list.body) ? list.body.find((item) => item.slug === slug) : null;
	if (!current) return {
		status: 404,
		data: {
			intent: "address-default",
			ok: false,
			message: "This address no longer exists"
		}
	};
	const response = await api(`/api/addresses/${encodeURIComponent(slug)}`, {
		method: "PUT",
		body: {
			name: current.name,
			...current.email ? { email: current.email } : {},
			phone: current.phone,
			country: current.country,
			...current.state ? { state: current.state } : {},
			city: current.city,
			address: current.address,
			isDefault: true
		}
	});
	return {
		status: isOk(response) ? 200 : response.status,
		data: {
			intent: "address-default",
			ok: isOk(response),
			message: isOk(response) ? "Default address changed" : failureText(response)
		}
	};
}
/**
* POST /api/orders with the page view's Idempotency-Key header: the server builds the order from its own cart
* (prices, discount, shipping, stock), so the body only names the address, payment method and coupon.
*/
async function placeOrder(api, userSlug, form) {
	const addressSlug = String(form.get("address_slug") ?? "").trim();
	const paymentMethod = String(form.get("payment_method") ?? "cod");
	const couponCode = String(form.get("coupon_code") ?? "").trim();
	const refuse = (status, message) => ({
		ok: false,
		status,
		data: {
			intent: "place-order",
			ok: false,
			message
		}
	});
	if (!addressSlug) return refuse(400, "Choose a delivery address (or add one) first.");
	if (paymentMethod !== "cod" && paymentMethod !== "card") return refuse(400, "Choose a payment method.");
	const response = await api("/api/orders", {
		method: "POST",
		headers: orderRequestHeaders(form),
		body: {
			user_slug: userSlug,
			address_slug: addressSlug,
			payment_method: paymentMethod,
			...couponCode ? { coupon_code: couponCode } : {}
		}
	});
	if (isOk(response) && response.body.data?.slug) return {
		ok: true,
		order: response.body.data
	};
	return refuse(response.status >= 400 ? response.status : 502, failureText(response));
}
// app/features/checkout/shipping-rule.ts
/** docs/shipping.md in one sentence; the amounts come from the quote the server computed. */
var shippingRuleText = `Each shop ships its own items: ${formatDollars(toDollars(499))} per shop, free when that shop's items reach ${formatDollars(toDollars(FREE_SHIPPING_THRESHOLD_CENTS))}.`;
/** What is missing for a shop's free shipping, in dollars (0 when it ships free already). */
function missingForFreeShipping(shopSubtotal) {
	const missing = FREE_SHIPPING_THRESHOLD_CENTS - Math.round(shopSubtotal * 100);
	return missing > 0 ? toDollars(missing) : 0;
}
// app/features/checkout/checkout-summary.tsx
/**
* The order summary as the server prices it (GET /api/orders/quote): lines, each shop's shipping, discount,
* total, and the Place order form. The address and payment radios elsewhere on the page belong to this form
* (`form="place-order"`); the page view's Idempotency-Key rides along so a double submit places one order.
*/
function CheckoutSummary({ quote, couponCode, idempotencyKey, canPlace }) {
	const navigation = useNavigation();
	const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place-order";
	return /* @__PURE__ */ jsxs("aside", {
		"aria-labelledby": "summary-heading",
		className: "h-fit rounded-card border border-line bg-surface p-5 lg:sticky lg:top-4",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "summary-heading",
				className: "text-lg font-bold text-ink",
				children: "Order summary"
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "mt-4 divide-y divide-line",
				children: quote.product_list.map((line) => /* @__PURE__ */ jsxs("li", {
					className: "flex gap-3 py-3",
					children: [
						line.imageURL[0] ? /* @__PURE__ */ jsx("img", {
							src: line.imageURL[0],
							alt: "",
							width: 48,
							height: 48,
							loading: "lazy",
							className: "size-12 shrink-0 rounded-md border border-line bg-white object-cover"
						}) : null,
						/* @__PURE__ */ jsxs("div", {
							className: "min-w-0 flex-1 text-sm",
							children: [/* @__PURE__ */ jsx("p", {
								className: "line-clamp-2 font-medium text-ink",
								children: line.productName
							}), /* @__PURE__ */ jsx("p", {
								className: "text-muted",
								children: `${line.quantity} x ${formatDollars(line.offerPrice ?? line.price)}`
							})]
						}),
						/* @__PURE__ */ jsx("p", {
							className: "text-sm font-semibold",
							children: formatDollars(line.lineTotal)
						})
					]
				}, line.slug))
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "shipping-heading",
				className: "mt-2 rounded-card bg-white p-3 text-sm",
				children: [
					/* @__PURE__ */ jsxs("h3", {
						id: "shipping-heading",
						className: "flex items-center gap-2 font-semibold text-ink",
						children: [/* @__PURE__ */ jsx(Truck, {
							"aria-hidden": "true",
							className: "size-4"
						}), "Shipping"]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-1 text-xs text-muted",
						children: shippingRuleText
					}),
					/* @__PURE__ */ jsx("ul", {
						className: "mt-2 space-y-1",
						children: quote.sellers.map((seller) => {
							const missing = missingForFreeShipping(seller.subTotal);
							return /* @__PURE__ */ jsxs("li", {
								className: "flex justify-between gap-3",
								children: [/* @__PURE__ */ jsxs("span", {
									className: "min-w-0 text-ink-soft",
									children: [seller.shop_name, missing > 0 ? /* @__PURE__ */ jsxs("span", {
										className: "block text-xs text-muted",
										children: [
											"Add ",
											formatDollars(missing),
											" for free shipping"
										]
									}) : null]
								}), /* @__PURE__ */ jsx("span", {
									className: "font-medium",
									children: seller.shippingCost === 0 ? "Free" : formatDollars(seller.shippingCost)
								})]
							}, seller.seller_slug);
						})
					})
				]
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "mt-4 space-y-1.5 text-sm",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex justify-between gap-4",
						children: [/* @__PURE__ */ jsx("dt", {
							className: "text-muted",
							children: "Subtotal"
						}), /* @__PURE__ */ jsx("dd", { children: formatDollars(quote.subTotal) })]
					}),
					quote.discount > 0 ? /* @__PURE__ */ jsxs("div", {
						className: "flex justify-between gap-4 text-green-800",
						children: [/* @__PURE__ */ jsxs("dt", { children: ["Discount", couponCode ? ` (${couponCode})` : ""] }), /* @__PURE__ */ jsxs("dd", { children: ["−", formatDollars(quote.discount)] })]
					}) : null,
					/* @__PURE__ */ jsxs("div", {
						className: "flex justify-between gap-4",
						children: [/* @__PURE__ */ jsx("dt", {
							className: "text-muted",
							children: "Shipping"
						}), /* @__PURE__ */ jsx("dd", { children: quote.shippingCost === 0 ? "Free" : formatDollars(quote.shippingCost) })]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex justify-between gap-4 border-t border-line pt-2 text-base font-bold text-ink",
						children: [/* @__PURE__ */ jsx("dt", { children: "Total" }), /* @__PURE__ */ jsx("dd", { children: formatDollars(quote.total) })]
					})
				]
			}),
			/* @__PURE__ */ jsxs(Form, {
				method: "post",
				id: PLACE_ORDER_FORM_ID,
				className: "mt-5",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "intent",
						value: "place-order"
					}),
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: IDEMPOTENCY_FIELD,
						value: idempotencyKey
					}),
					couponCode ? /* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "coupon_code",
						value: couponCode
					}) : null,
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						disabled: placing || !canPlace,
						"aria-busy": placing || void 0,
						className: "w-full rounded-card bg-accent px-5 py-3 text-sm font-bold text-ink hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-60",
						children: placing ? "Placing your order…" : `Place order · ${formatDollars(quote.total)}`
					}),
					canPlace ? null : /* @__PURE__ */ jsx("p", {
						className: "mt-2 text-xs text-muted",
						children: "Add a delivery address to place the order."
					})
				]
			})
		]
	});
}
// app/features/checkout/coupon-form.tsx
/**
* The coupon field. Applying is a GET of /checkout?coupon=CODE: the loader asks the server to price the cart
* with it, so the discount shown (or the refusal: unknown, expired, used up, under the minimum, not for these
* products) is the server's, and the Place order form carries the accepted code.
*/
function CouponForm$1({ asked, coupon, error }) {
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs(Form, {
		method: "get",
		preventScrollReset: true,
		className: "flex gap-2",
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: "coupon-code",
				className: "sr-only",
				children: "Coupon code"
			}),
			/* @__PURE__ */ jsx("input", {
				id: "coupon-code",
				name: "coupon",
				defaultValue: asked,
				placeholder: "Coupon code",
				autoComplete: "off",
				autoCapitalize: "characters",
				spellCheck: false,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": error || coupon ? "coupon-result" : void 0,
				className: `min-w-0 flex-1 rounded-card border px-3 py-2 text-sm uppercase ${error ? "border-danger" : "border-line"}`
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "rounded-card border border-ink px-4 py-2 text-sm font-semibold text-ink hover:bg-surface",
				children: "Apply"
			})
		]
	}), error ? /* @__PURE__ */ jsx("p", {
		id: "coupon-result",
		role: "alert",
		className: "mt-2 text-sm font-medium text-danger",
		children: error
	}) : coupon ? /* @__PURE__ */ jsxs("p", {
		id: "coupon-result",
		role: "status",
		className: "mt-2 flex flex-wrap items-center gap-2 text-sm text-green-800",
		children: [
			/* @__PURE__ */ jsx(Tag, {
				"aria-hidden": "true",
				className: "size-4"
			}),
			/* @__PURE__ */ jsxs("span", { children: [
				/* @__PURE__ */ jsx("strong", { children: coupon.code }),
				" applied: −",
				formatDollars(coupon.discount)
			] }),
			/* @__PURE__ */ jsx(Link, {
				to: "/checkout",
				preventScrollReset: true,
				className: "text-muted underline hover:text-ink",
				children: "Remove"
			})
		]
	}) : null] });
}
// app/features/checkout/payment-options.tsx
/**
* Cash on delivery is always offered. A card provider plugs in behind the API's payment interface when it is
* configured; the API has no call yet that says so, so the card option is shown disabled.
*/
function PaymentOptions({ cardConfigured = false }) {
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "space-y-3",
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "sr-only",
				children: "Payment method"
			}),
			/* @__PURE__ */ jsxs("label", {
				className: "flex cursor-pointer items-start gap-3 rounded-card border border-line p-4 has-[:checked]:border-accent-strong has-[:checked]:bg-accent-soft/40",
				children: [/* @__PURE__ */ jsx("input", {
					type: "radio",
					name: "payment_method",
					value: "cod",
					form: PLACE_ORDER_FORM_ID,
					defaultChecked: true,
					className: "mt-1 size-4 accent-accent-strong"
				}), /* @__PURE__ */ jsxs("span", {
					className: "text-sm",
					children: [/* @__PURE__ */ jsx("span", {
						className: "block font-semibold text-ink",
						children: "Cash on delivery"
					}), /* @__PURE__ */ jsx("span", {
						className: "text-muted",
						children: "Pay the courier when your parcel arrives."
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("label", {
				className: `flex items-start gap-3 rounded-card border border-line p-4 ${cardConfigured ? "cursor-pointer" : "cursor-not-allowed opacity-60"}`,
				children: [/* @__PURE__ */ jsx("input", {
					type: "radio",
					name: "payment_method",
					value: "card",
					form: PLACE_ORDER_FORM_ID,
					disabled: !cardConfigured,
					"aria-describedby": "card-note",
					className: "mt-1 size-4"
				}), /* @__PURE__ */ jsxs("span", {
					className: "text-sm",
					children: [/* @__PURE__ */ jsx("span", {
						className: "block font-semibold text-ink",
						children: "Card"
					}), /* @__PURE__ */ jsx("span", {
						id: "card-note",
						className: "text-muted",
						children: cardConfigured ? "Pay securely by card." : "Card payments are not configured for this shop."
					})]
				})]
			})
		]
	});
}
// app/routes/checkout.tsx
var checkout_exports = /* @__PURE__ */ __exportAll({
	action: () => action$34,
	default: () => checkout_default,
	loader: () => loader$50,
	meta: () => meta$21
});
var meta$21 = () => [{ title: pageTitle("Checkout") }];
async function loader$50({ request, context }) {
	const { userSlug } = sessionFromCookies(request.headers.get("cookie"));
	if (!userSlug) throw redirect(loginPath("/checkout"));
	const asked = new URL(request.url).searchParams.get("coupon")?.trim().slice(0, 100) ?? "";
	return {
		...await loadCheckout(apiFor(context, request), userSlug, asked),
		askedCoupon: asked,
		idempotencyKey: newIdempotencyKey()
	};
}
async function action$34({ request, context }) {
	const { userSlug } = sessionFromCookies(request.headers.get("cookie"));
	if (!userSlug) throw redirect(loginPath("/checkout"));
	const form = await request.formData();
	const api = apiFor(context, request);
	const slug = String(form.get("slug") ?? "").trim();
	switch (form.get("intent")) {
		case "address-save": {
			const outcome = await saveAddress(api, userSlug, form);
			return data(outcome.data, { status: outcome.status });
		}
		case "address-delete": {
			const outcome = await deleteAddress(api, slug);
			return data(outcome.data, { status: outcome.status });
		}
		case "address-default": {
			const outcome = await makeDefaultAddress(api, userSlug, slug);
			return data(outcome.data, { status: outcome.status });
		}
		case "place-order": {
			const outcome = await placeOrder(api, userSlug, form);
			if (outcome.ok) throw redirect(confirmationPath(outcome.order.slug));
			return data(outcome.data, { status: outcome.status });
		}
		default: return data({
			intent: "place-order",
			ok: false,
			message: "Unknown checkout action"
		}, { status: 400 });
	}
}
function Step({ number, title, children }) {
	const id = `step-${number}`;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": id,
		className: "rounded-card border border-line p-5",
		children: [/* @__PURE__ */ jsxs("h2", {
			id,
			className: "flex items-center gap-3 text-lg font-bold text-ink",
			children: [/* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: "flex size-7 items-center justify-center rounded-full bg-ink text-sm font-bold text-white",
				children: number
			}), title]
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-4",
			children
		})]
	});
}
var checkout_default = UNSAFE_withComponentProps(function CheckoutPage({ loaderData, actionData }) {
	const { addresses, quote, coupon, couponError, askedCoupon, failed } = loaderData;
	const [idempotencyKey] = useState(loaderData.idempotencyKey);
	const saved = actionData?.intent === "address-save" ? actionData : null;
	const selected = saved?.ok && saved.savedSlug || addresses.find((address) => address.isDefault)?.slug || addresses[0]?.slug || null;
	const notice = actionData && actionData.intent !== "address-save" ? actionData : saved?.ok ? saved : null;
	if (quote && quote.product_list.length === 0 && !failed) return /* @__PURE__ */ jsx(PageContainer, {
		title: "Checkout",
		children: /* @__PURE__ */ jsxs(EmptyState, {
			title: "Your cart is empty",
			icon: /* @__PURE__ */ jsx(ShoppingBag, { className: "size-8" }),
			children: [/* @__PURE__ */ jsx("p", { children: "Add a few products to your cart, then come back to check out." }), /* @__PURE__ */ jsx(Link, {
				to: "/products",
				className: "mt-4 inline-block font-semibold text-accent-ink underline",
				children: "Browse products"
			})]
		})
	});
	return /* @__PURE__ */ jsxs(PageContainer, {
		title: "Checkout",
		children: [
			failed ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "mb-6 rounded-card border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger",
				children: "Part of the checkout could not be loaded. Please reload the page."
			}) : null,
			notice ? /* @__PURE__ */ jsx("p", {
				role: notice.ok ? "status" : "alert",
				className: `mb-6 rounded-card border px-4 py-3 text-sm font-medium ${notice.ok ? "border-green-700/30 bg-green-50 text-green-900" : "border-danger/30 bg-red-50 text-danger"}`,
				children: notice.message
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "space-y-6",
					children: [
						/* @__PURE__ */ jsx(Step, {
							number: 1,
							title: "Delivery address",
							children: /* @__PURE__ */ jsx(AddressBook, {
								addresses,
								selected,
								saveResult: saved
							})
						}),
						/* @__PURE__ */ jsx(Step, {
							number: 2,
							title: "Coupon",
							children: /* @__PURE__ */ jsx(CouponForm$1, {
								asked: askedCoupon,
								coupon,
								error: couponError
							})
						}),
						/* @__PURE__ */ jsx(Step, {
							number: 3,
							title: "Payment",
							children: /* @__PURE__ */ jsx(PaymentOptions, {})
						})
					]
				}), quote ? /* @__PURE__ */ jsx(CheckoutSummary, {
					quote,
					couponCode: coupon?.code ?? null,
					idempotencyKey,
					canPlace: addresses.length > 0
				}) : null]
			})
		]
	});
});
// app/routes/order-confirmation.tsx
var order_confirmation_exports = /* @__PURE__ */ __exportAll({
	default: () => order_confirmation_default,
	loader: () => loader$49,
	meta: () => meta$20
});
var meta$20 = () => [{ title: pageTitle("Order confirmed") }, {
	name: "robots",
	content: "noindex"
}];
/** The order as the server stored it: its numbers win over anything the checkout page showed. */
async function loader$49({ request, context, params }) {
	const lookup = await loadOrder(apiFor(context, request), params.slug);
	if (lookup.status === "not_found") throw data(null, {
		status: 404,
		statusText: "Not Found"
	});
	if (lookup.status === "failed") throw data(null, {
		status: 503,
		statusText: "Service Unavailable"
	});
	return { order: lookup.order };
}
var order_confirmation_default = UNSAFE_withComponentProps(function OrderConfirmationPage({ loaderData }) {
	const { order } = loaderData;
	return /* @__PURE__ */ jsx(PageContainer, {
		title: "Thank you for your order",
		children: /* @__PURE__ */ jsxs("div", {
			className: "grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "space-y-6",
				children: [
					/* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "placed-heading",
						className: "flex items-start gap-4 rounded-card border border-green-700/30 bg-green-50 p-5",
						children: [/* @__PURE__ */ jsx(CircleCheck, {
							"aria-hidden": "true",
							className: "size-8 shrink-0 text-green-700"
						}), /* @__PURE__ */ jsxs("div", { children: [
							/* @__PURE__ */ jsx("h2", {
								id: "placed-heading",
								className: "text-lg font-bold text-green-900",
								children: "Your order is placed"
							}),
							/* @__PURE__ */ jsxs("p", {
								className: "mt-1 text-sm text-green-900",
								children: [
									"Order number ",
									/* @__PURE__ */ jsx("strong", {
										className: "font-mono",
										children: order.slug
									}),
									" ·",
									" ",
									/* @__PURE__ */ jsx("time", {
										dateTime: order.createdAt,
										children: formatDate(order.createdAt)
									})
								]
							}),
							/* @__PURE__ */ jsxs("p", {
								className: "mt-1 flex items-center gap-2 text-sm text-green-900",
								children: ["Status ", /* @__PURE__ */ jsx(OrderStatusBadge, { status: order.order_status })]
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mt-2 text-sm text-green-900",
								children: "We sent a confirmation e-mail with these details."
							})
						] })]
					}),
					/* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "lines-heading",
						className: "rounded-card border border-line p-5",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "lines-heading",
							className: "text-lg font-bold text-ink",
							children: "Items"
						}), /* @__PURE__ */ jsx("div", {
							className: "mt-2",
							children: /* @__PURE__ */ jsx(OrderLines, { order })
						})]
					}),
					/* @__PURE__ */ jsx("section", {
						"aria-label": "Delivery and payment",
						className: "rounded-card border border-line p-5",
						children: /* @__PURE__ */ jsx(OrderDelivery, { order })
					})
				]
			}), /* @__PURE__ */ jsxs("aside", {
				"aria-labelledby": "totals-heading",
				className: "h-fit rounded-card border border-line bg-surface p-5",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "totals-heading",
						className: "text-lg font-bold text-ink",
						children: "Totals"
					}),
					/* @__PURE__ */ jsx("div", {
						className: "mt-4",
						children: /* @__PURE__ */ jsx(OrderTotals, { order })
					}),
					/* @__PURE__ */ jsx(Link, {
						to: `/track_order?order=${encodeURIComponent(order.slug)}`,
						className: "mt-5 block rounded-card bg-accent px-5 py-3 text-center text-sm font-bold text-ink hover:bg-accent-strong",
						children: "Track this order"
					}),
					/* @__PURE__ */ jsx(Link, {
						to: "/products",
						className: "mt-2 block rounded-card border border-ink px-5 py-2.5 text-center text-sm font-semibold text-ink hover:bg-white",
						children: "Continue shopping"
					})
				]
			})]
		})
	});
});
// app/routes/register.tsx
var register_exports = /* @__PURE__ */ __exportAll({
	action: () => action$33,
	clientAction: () => clientAction$3,
	default: () => register_default,
	loader: () => loader$48,
	meta: () => meta$19
});
var meta$19 = () => [{ title: pageTitle("Create an account") }];
function loader$48({ request }) {
	return { redirectTo: safeRedirectTo(new URL(request.url).searchParams.get("redirectTo"), "/") };
}
/** Sign-up (spec §8): "Email already exists", "Invalid Email", the password rule, else the API's message. */
async function action$33({ request, context }) {
	const form = await request.formData();
	const fullName = String(form.get("fullName") ?? "").trim();
	const displayName = String(form.get("displayName") ?? "").trim();
	const email = String(form.get("email") ?? "").trim();
	const api = apiFor(context, request);
	if (form.get("intent") === "resend") {
		const response = await api("/api/users/resend-verification", {
			method: "POST",
			body: { email }
		});
		return data({
			ok: isOk(response),
			message: isOk(response) ? `We sent a new verification link to ${email}.` : errorMessage(response, messages.genericFailure),
			code: isOk(response) ? "registered" : errorCode(response),
			email
		}, { status: isOk(response) ? 200 : response.status });
	}
	const response = await api("/api/users/register", {
		method: "POST",
		body: {
			fullName,
			...displayName ? { displayName } : {},
			email,
			password: String(form.get("password") ?? "")
		}
	});
	if (isOk(response)) return data({
		ok: true,
		code: "registered",
		email,
		message: `Your account is ready. We sent a verification link to ${email}: open it to sign in.`
	}, { status: 201 });
	return data({
		ok: false,
		message: errorMessage(response, messages.genericFailure),
		code: errorCode(response),
		email,
		fullName,
		displayName
	}, { status: response.status >= 400 ? response.status : 502 });
}
async function clientAction$3({ serverAction }) {
	return submitOrOffline(serverAction);
}
var register_default = UNSAFE_withComponentProps(function RegisterPage({ loaderData, actionData }) {
	const navigation = useNavigation();
	const result = actionData;
	const busy = navigation.state === "submitting" && navigation.formAction === "/register";
	const loginHref = loaderData.redirectTo === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`;
	if (result?.ok && result.code === "registered") return /* @__PURE__ */ jsxs(AccountCard, {
		title: "Check your e-mail",
		children: [
			/* @__PURE__ */ jsx(FormNotice, { result }),
			/* @__PURE__ */ jsxs(Form, {
				method: "post",
				replace: true,
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "intent",
						value: "resend"
					}),
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "email",
						value: result.email ?? ""
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "text-sm font-semibold text-accent-ink underline",
						children: "Send the link again"
					})
				]
			}),
			/* @__PURE__ */ jsx(Link, {
				to: loginHref,
				className: "text-sm font-semibold text-accent-ink hover:underline",
				children: "Go to log in"
			})
		]
	});
	return /* @__PURE__ */ jsxs(AccountCard, {
		title: "Create an account",
		subtitle: "Shop from every seller with one cart and one wishlist.",
		children: [
			/* @__PURE__ */ jsx(FormNotice, { result }),
			/* @__PURE__ */ jsxs(Form, {
				method: "post",
				replace: true,
				noValidate: true,
				className: "flex flex-col gap-4",
				children: [
					/* @__PURE__ */ jsx(TextField, {
						label: "Full name",
						name: "fullName",
						autoComplete: "name",
						required: true,
						maxLength: 100,
						defaultValue: result?.fullName ?? ""
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "Display name (optional)",
						name: "displayName",
						autoComplete: "nickname",
						maxLength: 60,
						defaultValue: result?.displayName ?? "",
						hint: "Shown in the header greeting."
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "Email",
						name: "email",
						type: "email",
						autoComplete: "email",
						required: true,
						defaultValue: result?.email ?? ""
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "Password",
						name: "password",
						type: "password",
						autoComplete: "new-password",
						required: true,
						minLength: 8,
						hint: `At least 8 characters; common passwords are refused.`
					}),
					/* @__PURE__ */ jsx(SubmitButton, {
						busy,
						children: "Create account"
					})
				]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "border-t border-line pt-4 text-sm text-muted",
				children: [
					"Already have an account?",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: loginHref,
						className: "font-semibold text-accent-ink hover:underline",
						children: "Log in"
					})
				]
			})
		]
	});
});
// app/routes/forgot-password.tsx
var forgot_password_exports = /* @__PURE__ */ __exportAll({
	action: () => action$32,
	clientAction: () => clientAction$2,
	default: () => forgot_password_default,
	meta: () => meta$18
});
var meta$18 = () => [{ title: pageTitle("Forgot password") }];
/** Asks better-auth for a reset mail; the answer never says whether the address has an account. */
async function action$32({ request, context }) {
	const form = await request.formData();
	const email = String(form.get("email") ?? "").trim();
	const response = await apiFor(context, request)("/api/auth/request-password-reset", {
		method: "POST",
		body: {
			email,
			redirectTo: "/reset-password"
		}
	});
	if (isOk(response)) return {
		ok: true,
		email,
		message: `If ${email} belongs to an account, we sent it a link to choose a new password. The link is valid for 1 hour.`
	};
	return data({
		ok: false,
		message: errorMessage(response, messages.genericFailure),
		email
	}, { status: response.status >= 400 ? response.status : 502 });
}
async function clientAction$2({ serverAction }) {
	return submitOrOffline(serverAction);
}
var forgot_password_default = UNSAFE_withComponentProps(function ForgotPasswordPage({ actionData }) {
	const navigation = useNavigation();
	const result = actionData;
	return /* @__PURE__ */ jsxs(AccountCard, {
		title: "Forgot password",
		subtitle: "Enter your e-mail and we will send you a link to choose a new password.",
		children: [
			/* @__PURE__ */ jsx(FormNotice, { result }),
			/* @__PURE__ */ jsxs(Form, {
				method: "post",
				replace: true,
				noValidate: true,
				className: "flex flex-col gap-4",
				children: [/* @__PURE__ */ jsx(TextField, {
					label: "Email",
					name: "email",
					type: "email",
					autoComplete: "email",
					required: true,
					defaultValue: result?.email ?? ""
				}), /* @__PURE__ */ jsx(SubmitButton, {
					busy: navigation.state === "submitting",
					children: "Send the link"
				})]
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/login",
				className: "text-sm font-semibold text-accent-ink hover:underline",
				children: "Back to log in"
			})
		]
	});
});
// app/routes/reset-password.tsx
var reset_password_exports = /* @__PURE__ */ __exportAll({
	action: () => action$31,
	clientAction: () => clientAction$1,
	default: () => reset_password_default,
	loader: () => loader$47,
	meta: () => meta$17
});
var meta$17 = () => [{ title: pageTitle("Choose a new password") }];
/** The reset mail's link lands here as `?token=…` (or `?error=INVALID_TOKEN` when it is no longer valid). */
function loader$47({ request }) {
	const params = new URL(request.url).searchParams;
	return {
		token: params.get("token") ?? "",
		invalid: params.has("error") || !params.get("token")
	};
}
async function action$31({ request, context }) {
	const form = await request.formData();
	const token = String(form.get("token") ?? "");
	const newPassword = String(form.get("newPassword") ?? "");
	if (newPassword !== String(form.get("confirmPassword") ?? "")) return data({
		ok: false,
		message: "The two passwords do not match"
	}, { status: 400 });
	const problem = passwordProblem(newPassword);
	if (problem) return data({
		ok: false,
		message: problem
	}, { status: 400 });
	const response = await apiFor(context, request)("/api/auth/reset-password", {
		method: "POST",
		body: {
			token,
			newPassword
		}
	});
	if (isOk(response)) return {
		ok: true,
		code: "reset",
		message: "Your password is changed. Log in with the new one."
	};
	return data({
		ok: false,
		message: errorMessage(response, messages.genericFailure)
	}, { status: response.status >= 400 ? response.status : 502 });
}
async function clientAction$1({ serverAction }) {
	return submitOrOffline(serverAction);
}
var reset_password_default = UNSAFE_withComponentProps(function ResetPasswordPage({ loaderData, actionData }) {
	const navigation = useNavigation();
	const result = actionData;
	if (result?.ok) return /* @__PURE__ */ jsxs(AccountCard, {
		title: "Password changed",
		children: [/* @__PURE__ */ jsx(FormNotice, { result }), /* @__PURE__ */ jsx(Link, {
			to: "/login",
			className: "rounded-card bg-accent px-5 py-2.5 text-center text-sm font-semibold text-ink hover:bg-accent-strong",
			children: "Log in"
		})]
	});
	if (loaderData.invalid) return /* @__PURE__ */ jsx(AccountCard, {
		title: "This link does not work",
		subtitle: "The reset link is invalid, expired (after 1 hour) or already used.",
		children: /* @__PURE__ */ jsx(Link, {
			to: "/forgot-password",
			className: "text-sm font-semibold text-accent-ink hover:underline",
			children: "Ask for a new link"
		})
	});
	return /* @__PURE__ */ jsxs(AccountCard, {
		title: "Choose a new password",
		subtitle: "Every device signed in to your account will be signed out.",
		children: [/* @__PURE__ */ jsx(FormNotice, { result }), /* @__PURE__ */ jsxs(Form, {
			method: "post",
			replace: true,
			className: "flex flex-col gap-4",
			children: [
				/* @__PURE__ */ jsx("input", {
					type: "hidden",
					name: "token",
					value: loaderData.token
				}),
				/* @__PURE__ */ jsx(TextField, {
					label: "New password",
					name: "newPassword",
					type: "password",
					autoComplete: "new-password",
					required: true,
					minLength: 8,
					hint: `At least 8 characters; common passwords are refused.`
				}),
				/* @__PURE__ */ jsx(TextField, {
					label: "Repeat the new password",
					name: "confirmPassword",
					type: "password",
					autoComplete: "new-password",
					required: true
				}),
				/* @__PURE__ */ jsx(SubmitButton, {
					busy: navigation.state === "submitting",
					children: "Save the new password"
				})
			]
		})]
	});
});
// app/routes/verify-email.tsx
var verify_email_exports = /* @__PURE__ */ __exportAll({
	action: () => action$30,
	clientAction: () => clientAction,
	default: () => verify_email_default,
	loader: () => loader$46,
	meta: () => meta$16
});
var meta$16 = () => [{ title: pageTitle("E-mail verification") }];
/**
* Where the verification link lands: `/api/auth/verify-email` has already checked the token and signed the
* user in (cookies set), or redirected here with `?error=INVALID_TOKEN|TOKEN_EXPIRED|USER_NOT_FOUND`.
*/
function loader$46({ request }) {
	const error = new URL(request.url).searchParams.get("error");
	return { error: error ? error === "TOKEN_EXPIRED" ? "expired" : "invalid" : null };
}
async function action$30({ request, context }) {
	const form = await request.formData();
	const email = String(form.get("email") ?? "").trim();
	const response = await apiFor(context, request)("/api/users/resend-verification", {
		method: "POST",
		body: { email }
	});
	return data({
		ok: isOk(response),
		message: isOk(response) ? response.body.message ?? "A new link is on its way." : errorMessage(response, messages.genericFailure),
		email
	}, { status: isOk(response) ? 200 : response.status });
}
async function clientAction({ serverAction }) {
	return submitOrOffline(serverAction);
}
var verify_email_default = UNSAFE_withComponentProps(function VerifyEmailPage({ loaderData, actionData }) {
	const { user } = useShellData();
	const result = actionData;
	if (!loaderData.error) return /* @__PURE__ */ jsxs(AccountCard, {
		title: "E-mail verified",
		children: [/* @__PURE__ */ jsxs("p", {
			role: "status",
			className: "text-sm text-ink",
			children: [
				"Thank you",
				user ? `, ${user.displayName?.trim() || user.fullName}` : "",
				": your e-mail address is verified",
				user ? " and you are signed in." : ". You can log in now."
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex gap-3",
			children: [/* @__PURE__ */ jsx(Link, {
				to: "/",
				className: "rounded-card bg-accent px-5 py-2.5 text-sm font-semibold text-ink hover:bg-accent-strong",
				children: "Start shopping"
			}), /* @__PURE__ */ jsx(Link, {
				to: user ? "/profile" : "/login",
				className: "rounded-card border border-line px-5 py-2.5 text-sm font-semibold hover:bg-surface-sunk",
				children: user ? "Your profile" : "Log in"
			})]
		})]
	});
	return /* @__PURE__ */ jsxs(AccountCard, {
		title: "This link does not work",
		subtitle: loaderData.error === "expired" ? "The verification link has expired (links are valid for 24 hours)." : "The verification link is invalid or was already used.",
		children: [
			/* @__PURE__ */ jsx(FormNotice, { result }),
			/* @__PURE__ */ jsxs(Form, {
				method: "post",
				replace: true,
				noValidate: true,
				className: "flex flex-col gap-4",
				children: [/* @__PURE__ */ jsx(TextField, {
					label: "Email",
					name: "email",
					type: "email",
					autoComplete: "email",
					required: true,
					defaultValue: result?.email ?? ""
				}), /* @__PURE__ */ jsx(SubmitButton, { children: "Send a new link" })]
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/login",
				className: "text-sm font-semibold text-accent-ink hover:underline",
				children: "Back to log in"
			})
		]
	});
});
// app/features/catalogue/filter-state.ts
var productSortOptions = [
	{
		value: "relevance",
		label: "Best match"
	},
	{
		value: "newest",
		label: "Newest"
	},
	{
		value: "price_asc",
		label: "Price: low to high"
	},
	{
		value: "price_desc",
		label: "Price: high to low"
	},
	{
		value: "rating",
		label: "Top rated"
	}
];
var highlightOptions = [
	{
		value: "best_product",
		label: "Best products"
	},
	{
		value: "popular_category",
		label: "Popular"
	},
	{
		value: "top_product",
		label: "Top products"
	},
	{
		value: "new_arrival",
		label: "New arrivals"
	},
	{
		value: "featured_product",
		label: "Featured"
	}
];
var PRICE_MIN_DEFAULT = limits.searchPriceMin;
var PRICE_MAX_DEFAULT = limits.searchPriceMax;
var emptyFilterState = {
	search: "",
	categories: [],
	subCategory: null,
	brands: [],
	highlight: null,
	min: null,
	max: null,
	sort: null,
	page: 1
};
/** "+a+b", " a b" (a "+" read back as a space), "a++b": the slugs, each once. */
function slugList(value) {
	if (!value) return [];
	return [...new Set(value.split(/[+\s]+/).filter((token) => /^[A-Za-z0-9_.~-]{1,200}$/.test(token)))];
}
function price(value) {
	if (value === null || value.trim() === "") return null;
	const amount = Number(value);
	if (!Number.isFinite(amount) || amount < 0) return null;
	return Math.round(Math.min(amount, 1e7) * 100) / 100;
}
function oneOf(value, options) {
	return options.find((option) => option.value === value)?.value ?? null;
}
/** Reads the listing state from a query string; bad or unknown values fall back to defaults. */
function parseFilterState(params) {
	let min = price(params.get("min"));
	let max = price(params.get("max"));
	if (min !== null && max !== null && min > max) [min, max] = [max, min];
	if (min === PRICE_MIN_DEFAULT) min = null;
	if (max === PRICE_MAX_DEFAULT) max = null;
	const page = Number.parseInt(params.get("page") ?? "", 10);
	const subCategory = slugList(params.get("sub_category"))[0] ?? null;
	return {
		search: (params.get("search") ?? "").replace(/\s+/g, " ").trim().slice(0, 200),
		categories: slugList(params.get("category")),
		subCategory,
		brands: slugList(params.get("brand")),
		highlight: oneOf(params.get("highlight"), highlightOptions),
		min,
		max,
		sort: oneOf(params.get("sort"), productSortOptions),
		page: Number.isFinite(page) && page >= 1 ? Math.min(page, 416) : 1
	};
}
/**
* The query string of a state ("" when nothing is set), in a fixed order. Slugs are URL-safe, so the lists
* are written with literal "+" as the specification shows them.
*/
function filterQuery(state) {
	const parts = [];
	if (state.search) parts.push(`search=${encodeURIComponent(state.search)}`);
	if (state.categories.length > 0) parts.push(`category=${state.categories.map((slug) => `+${slug}`).join("")}`);
	if (state.subCategory) parts.push(`sub_category=${state.subCategory}`);
	if (state.brands.length > 0) parts.push(`brand=${state.brands.join("+")}`);
	if (state.highlight) parts.push(`highlight=${state.highlight}`);
	if (state.min !== null) parts.push(`min=${state.min}`);
	if (state.max !== null) parts.push(`max=${state.max}`);
	if (state.sort) parts.push(`sort=${state.sort}`);
	if (state.page > 1) parts.push(`page=${state.page}`);
	return parts.length > 0 ? `?${parts.join("&")}` : "";
}
function filterHref(basePath, state) {
	return `${basePath}${filterQuery(state)}`;
}
/** Selecting a category resets brand, sub-category, highlight and search text, and sets the category. */
function selectCategory(state, catSlug) {
	return {
		...state,
		categories: [catSlug],
		subCategory: null,
		brands: [],
		highlight: null,
		search: "",
		page: 1
	};
}
/** Selecting a sub-category resets category, brand, highlight and search text. */
function selectSubCategory(state, subCategorySlug) {
	return {
		...state,
		subCategory: subCategorySlug,
		categories: [],
		brands: [],
		highlight: null,
		search: "",
		page: 1
	};
}
/** Toggling a brand adds it to or removes it from the "+"-joined list. */
function toggleBrand(state, brandSlug) {
	const brands = state.brands.includes(brandSlug) ? state.brands.filter((slug) => slug !== brandSlug) : [...state.brands, brandSlug];
	return {
		...state,
		brands,
		page: 1
	};
}
function setHighlight(state, highlight) {
	return {
		...state,
		highlight,
		page: 1
	};
}
/** Sets the price bounds; defaults and swapped bounds are normalised as when read from a URL. */
function setPriceRange(state, min, max) {
	const parsed = parseFilterState(new URLSearchParams({
		min,
		max
	}));
	return {
		...state,
		min: parsed.min,
		max: parsed.max,
		page: 1
	};
}
function setSort(state, sort) {
	return {
		...state,
		sort: oneOf(sort, productSortOptions),
		page: 1
	};
}
function goToPage(state, page) {
	return {
		...state,
		page: Math.max(1, Math.min(page, 416))
	};
}
function clearFilter(state, key) {
	const next = {
		...state,
		page: 1
	};
	if (key === "search") next.search = "";
	if (key === "categories") next.categories = [];
	if (key === "subCategory") next.subCategory = null;
	if (key === "brands") next.brands = [];
	if (key === "highlight") next.highlight = null;
	if (key === "price") {
		next.min = null;
		next.max = null;
	}
	return next;
}
/** Everything off; the chosen sort order stays. */
function clearAllFilters(state) {
	return {
		...emptyFilterState,
		sort: state.sort
	};
}
function hasFilters(state) {
	return state.search !== "" || state.categories.length > 0 || state.subCategory !== null || state.brands.length > 0 || state.highlight !== null || state.min !== null || state.max !== null;
}
/** The query of `GET /api/products/filter` (API parameter names: `categories`, `brands`, …). */
function apiFilterQuery(state, limit = 24) {
	const params = new URLSearchParams();
	if (state.search) params.set("search", state.search);
	if (state.categories.length > 0) params.set("categories", state.categories.join("+"));
	if (state.subCategory) params.set("sub_category", state.subCategory);
	if (state.brands.length > 0) params.set("brands", state.brands.join("+"));
	if (state.highlight) params.set("highlight", state.highlight);
	if (state.min !== null) params.set("min", String(state.min));
	if (state.max !== null) params.set("max", String(state.max));
	if (state.sort) params.set("sort", state.sort);
	params.set("page", String(state.page));
	params.set("limit", String(limit));
	return params.toString();
}
/** The indexable version of a listing: which products, not how they are sorted, searched or priced. */
function canonicalFilterState(state) {
	return {
		...emptyFilterState,
		categories: state.categories,
		subCategory: state.subCategory,
		brands: state.brands,
		highlight: state.highlight,
		page: state.page
	};
}
// app/features/catalogue/active-filters.tsx
/** The filters in force as removable chips, and a "Clear all" link. */
function ActiveFilters({ basePath, state, categories, subCategories, brands }) {
	if (!hasFilters(state)) return null;
	const href = (next) => filterHref(basePath, next);
	const name = (list, key, label, slug) => {
		const found = list.find((item) => key(item) === slug);
		return found ? label(found) : slug;
	};
	const chips = [];
	if (state.search) chips.push({
		label: `“${state.search}”`,
		to: href(clearFilter(state, "search"))
	});
	for (const slug of state.categories) chips.push({
		label: name(categories, (c) => c.cat_slug, (c) => c.cat_name, slug),
		to: href({
			...state,
			categories: state.categories.filter((s) => s !== slug),
			page: 1
		})
	});
	if (state.subCategory) chips.push({
		label: name(subCategories, (s) => s.slug, (s) => s.subcat_name, state.subCategory),
		to: href(clearFilter(state, "subCategory"))
	});
	for (const slug of state.brands) chips.push({
		label: name(brands, (b) => b.slug, (b) => b.name, slug),
		to: href(toggleBrand(state, slug))
	});
	if (state.highlight) {
		const option = highlightOptions.find((o) => o.value === state.highlight);
		chips.push({
			label: option?.label ?? state.highlight,
			to: href(clearFilter(state, "highlight"))
		});
	}
	if (state.min !== null || state.max !== null) chips.push({
		label: `${formatDollars(state.min ?? PRICE_MIN_DEFAULT)} – ${formatDollars(state.max ?? PRICE_MAX_DEFAULT)}`,
		to: href(clearFilter(state, "price"))
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "mb-4 flex flex-wrap items-center gap-2",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "sr-only",
				children: "Filters in use:"
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "flex flex-wrap gap-2",
				children: chips.map((chip) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
					to: chip.to,
					preventScrollReset: true,
					className: "inline-flex items-center gap-1 rounded-full border border-line bg-surface px-3 py-1 text-sm text-ink hover:border-ink",
					children: [
						chip.label,
						/* @__PURE__ */ jsx(X, {
							"aria-hidden": "true",
							className: "size-3.5"
						}),
						/* @__PURE__ */ jsx("span", {
							className: "sr-only",
							children: "(remove filter)"
						})
					]
				}) }, chip.to + chip.label))
			}),
			/* @__PURE__ */ jsx(Link, {
				to: href(clearAllFilters(state)),
				className: "text-sm font-semibold text-accent-ink underline",
				children: "Clear all"
			})
		]
	});
}
// app/features/catalogue/catalogue.server.ts
/** `GET /api/products/filter` for a listing state, trimmed to what cards show. */
async function loadListing(api, state) {
	const response = await api(`/api/products/filter?${apiFilterQuery(state)}`);
	if (!isOk(response)) return {
		products: [],
		count: 0,
		failed: true
	};
	return {
		products: response.body.filteredProducts.map(toProductCard),
		count: response.body.count,
		failed: false
	};
}
/** `GET /api/products/filter-by-shop/{shop}` for a listing state. */
async function loadShopListing(api, shop, state) {
	const response = await api(`/api/products/filter-by-shop/${encodeURIComponent(shop)}?${apiFilterQuery(state)}`);
	if (response.status === 404 || response.status === 400) return { status: "not_found" };
	if (!isOk(response)) return { status: "failed" };
	return {
		status: "ok",
		seller: response.body.sellerData,
		products: response.body.filteredProducts.map(toProductCard),
		count: response.body.count,
		failed: false
	};
}
// app/features/catalogue/filter-fields.tsx
/**
* Hidden inputs carrying the rest of the listing state through a GET form, so the price and sort forms
* work without scripts. `omit` names the fields the form itself edits.
*/
function FilterHiddenFields({ state, omit }) {
	const values = [
		["search", state.search],
		["category", state.categories.map((slug) => `+${slug}`).join("")],
		["sub_category", state.subCategory ?? ""],
		["brand", state.brands.join("+")],
		["highlight", state.highlight ?? ""],
		["min", state.min === null ? "" : String(state.min)],
		["max", state.max === null ? "" : String(state.max)],
		["sort", state.sort ?? ""]
	];
	return /* @__PURE__ */ jsx(Fragment, { children: values.filter(([name, value]) => value !== "" && !omit.includes(name)).map(([name, value]) => /* @__PURE__ */ jsx("input", {
		type: "hidden",
		name,
		value
	}, name)) });
}
// app/features/catalogue/filter-panel.tsx
/** Brands listed before the rest fold away behind "Show all brands". */
var BRANDS_SHOWN = 8;
function Section({ title, children }) {
	const id = useId();
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": id,
		className: "border-b border-line py-4 first:pt-0 last:border-b-0",
		children: [/* @__PURE__ */ jsx("h2", {
			id,
			className: "mb-2 text-sm font-bold tracking-wide text-ink uppercase",
			children: title
		}), children]
	});
}
/** One choice in a list: a link to the state it leads to, marked when it is the current one. */
function Choice({ to, selected, children, box = false }) {
	return /* @__PURE__ */ jsxs(Link, {
		to,
		preventScrollReset: true,
		"aria-current": selected ? "true" : void 0,
		className: `flex items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-surface-sunk ${selected ? "font-semibold text-ink" : "text-ink-soft"}`,
		children: [
			box ? /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: `flex size-4 shrink-0 items-center justify-center rounded-sm border ${selected ? "border-ink bg-ink text-white" : "border-muted bg-white"}`,
				children: selected ? /* @__PURE__ */ jsx(Check, {
					className: "size-3",
					strokeWidth: 3
				}) : null
			}) : /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: `size-2 shrink-0 rounded-full ${selected ? "bg-accent-strong" : "bg-transparent"}`
			}),
			/* @__PURE__ */ jsx("span", {
				className: "min-w-0 flex-1 truncate",
				children
			}),
			selected ? /* @__PURE__ */ jsx("span", {
				className: "sr-only",
				children: "(selected)"
			}) : null
		]
	});
}
/**
* The listing's filters (spec §2, §4). Categories, sub-categories, brands and highlights are links built by
* the selection rules, so they work without scripts and every choice is a history entry; the price range
* is a GET form that scripts turn into the same kind of navigation.
*/
function FilterPanel({ basePath, state, categories, subCategories, brands }) {
	const navigate = useNavigate();
	const priceId = useId();
	const href = (next) => filterHref(basePath, next);
	const chosenSub = subCategories.find((sub) => sub.slug === state.subCategory);
	const parentSlugs = state.categories.length > 0 ? state.categories : chosenSub ? [chosenSub.cat_slug] : [];
	const visibleSubs = subCategories.filter((sub) => parentSlugs.includes(sub.cat_slug));
	const shownBrands = brands.slice(0, BRANDS_SHOWN);
	const moreBrands = brands.slice(BRANDS_SHOWN);
	const brandItem = (brand) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Choice, {
		to: href(toggleBrand(state, brand.slug)),
		selected: state.brands.includes(brand.slug),
		box: true,
		children: brand.name
	}) }, brand.slug);
	function onPriceSubmit(event) {
		event.preventDefault();
		const data = new FormData(event.currentTarget);
		navigate(href(setPriceRange(state, String(data.get("min") ?? ""), String(data.get("max") ?? ""))), { preventScrollReset: true });
	}
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx(Section, {
			title: "Categories",
			children: /* @__PURE__ */ jsxs("ul", { children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Choice, {
				to: href({
					...state,
					categories: [],
					subCategory: null,
					page: 1
				}),
				selected: state.categories.length === 0 && !state.subCategory,
				children: "All categories"
			}) }), categories.map((category) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Choice, {
				to: href(selectCategory(state, category.cat_slug)),
				selected: state.categories.includes(category.cat_slug),
				children: category.cat_name
			}) }, category.cat_slug))] })
		}),
		visibleSubs.length > 0 ? /* @__PURE__ */ jsx(Section, {
			title: "Sub-categories",
			children: /* @__PURE__ */ jsx("ul", { children: visibleSubs.map((sub) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Choice, {
				to: href(selectSubCategory(state, sub.slug)),
				selected: state.subCategory === sub.slug,
				children: sub.subcat_name
			}) }, sub.slug)) })
		}) : null,
		brands.length > 0 ? /* @__PURE__ */ jsxs(Section, {
			title: "Brands",
			children: [/* @__PURE__ */ jsx("ul", { children: shownBrands.map(brandItem) }), moreBrands.length > 0 ? /* @__PURE__ */ jsxs("details", {
				className: "group",
				open: moreBrands.some((brand) => state.brands.includes(brand.slug)) || void 0,
				children: [/* @__PURE__ */ jsxs("summary", {
					className: "cursor-pointer list-none rounded px-2 py-1.5 text-sm font-semibold text-accent-ink hover:underline",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "group-open:hidden",
						children: [
							"Show all ",
							brands.length,
							" brands"
						]
					}), /* @__PURE__ */ jsx("span", {
						className: "hidden group-open:inline",
						children: "Show fewer brands"
					})]
				}), /* @__PURE__ */ jsx("ul", { children: moreBrands.map(brandItem) })]
			}) : null]
		}) : null,
		/* @__PURE__ */ jsx(Section, {
			title: "Price",
			children: /* @__PURE__ */ jsxs("form", {
				method: "get",
				action: basePath,
				onSubmit: onPriceSubmit,
				className: "px-2",
				children: [
					/* @__PURE__ */ jsx(FilterHiddenFields, {
						state,
						omit: ["min", "max"]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex items-end gap-2",
						children: [
							/* @__PURE__ */ jsxs("div", {
								className: "min-w-0 flex-1",
								children: [/* @__PURE__ */ jsx("label", {
									htmlFor: `${priceId}-min`,
									className: "block text-xs font-medium text-muted",
									children: "Min ($)"
								}), /* @__PURE__ */ jsx("input", {
									id: `${priceId}-min`,
									name: "min",
									type: "number",
									inputMode: "decimal",
									min: 0,
									step: "any",
									defaultValue: state.min ?? PRICE_MIN_DEFAULT,
									className: "mt-1 w-full rounded border border-muted px-2 py-1.5 text-sm"
								}, `min-${state.min}`)]
							}),
							/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								className: "pb-2 text-muted",
								children: "–"
							}),
							/* @__PURE__ */ jsxs("div", {
								className: "min-w-0 flex-1",
								children: [/* @__PURE__ */ jsx("label", {
									htmlFor: `${priceId}-max`,
									className: "block text-xs font-medium text-muted",
									children: "Max ($)"
								}), /* @__PURE__ */ jsx("input", {
									id: `${priceId}-max`,
									name: "max",
									type: "number",
									inputMode: "decimal",
									min: 0,
									step: "any",
									defaultValue: state.max ?? PRICE_MAX_DEFAULT,
									className: "mt-1 w-full rounded border border-muted px-2 py-1.5 text-sm"
								}, `max-${state.max}`)]
							})
						]
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "mt-3 w-full rounded-card bg-ink px-3 py-2 text-sm font-semibold text-white hover:bg-ink-soft",
						children: "Apply price"
					})
				]
			})
		}),
		/* @__PURE__ */ jsx(Section, {
			title: "Highlights",
			children: /* @__PURE__ */ jsxs("ul", { children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Choice, {
				to: href(setHighlight(state, null)),
				selected: state.highlight === null,
				children: "Any"
			}) }), highlightOptions.map((option) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Choice, {
				to: href(setHighlight(state, option.value)),
				selected: state.highlight === option.value,
				children: option.label
			}) }, option.value))] })
		})
	] });
}
// app/features/catalogue/listing-title.ts
/** The listing's heading: what was searched for, or the narrowest thing chosen. */
function listingTitle(state, names) {
	if (state.search) return `Results for “${state.search}”`;
	const sub = names.subCategories.find((item) => item.slug === state.subCategory);
	if (sub) return sub.subcat_name;
	if (state.categories.length === 1) {
		const category = names.categories.find((item) => item.cat_slug === state.categories[0]);
		if (category) return category.cat_name;
	}
	if (state.brands.length === 1 && state.categories.length === 0) {
		const brand = names.brands.find((item) => item.slug === state.brands[0]);
		if (brand) return brand.name;
	}
	const highlight = highlightOptions.find((option) => option.value === state.highlight);
	if (highlight) return highlight.label;
	return "All products";
}
function listingDescription(title, count) {
	if (title === "All products") return `Shop ${count.toLocaleString("en-US")} products from independent sellers at ${SHOP_NAME}: compare prices, offers and ratings, with returns within 30 days.`;
	return `${title} at ${SHOP_NAME}: ${count.toLocaleString("en-US")} products from independent sellers, with prices in dollars and returns within 30 days.`;
}
// app/components/ui/pagination.tsx
/** Page numbers to show: the first, the last, and the current one with its neighbours; gaps between. */
function pageItems(current, total, neighbours = 1) {
	if (total <= 1) return total === 1 ? [1] : [];
	const pages = /* @__PURE__ */ new Set([1, total]);
	for (let page = current - neighbours; page <= current + neighbours; page++) if (page >= 1 && page <= total) pages.add(page);
	const sorted = [...pages].sort((a, b) => a - b);
	const items = [];
	for (const page of sorted) {
		const previous = items[items.length - 1];
		if (typeof previous === "number" && page - previous === 2) items.push(previous + 1);
		else if (typeof previous === "number" && page - previous > 2) items.push("gap");
		items.push(page);
	}
	return items;
}
var itemClass = "inline-flex h-10 min-w-10 items-center justify-center rounded-card border px-3 text-sm font-semibold";
/** Page links (they work without scripts); `hrefFor` builds each page's URL. */
function Pagination({ current, total, hrefFor, label = "Pages" }) {
	if (total <= 1) return null;
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": label,
		className: "mt-8 flex justify-center",
		children: /* @__PURE__ */ jsxs("ul", {
			className: "flex flex-wrap items-center gap-2",
			children: [
				/* @__PURE__ */ jsx("li", { children: current > 1 ? /* @__PURE__ */ jsxs(Link, {
					to: hrefFor(current - 1),
					rel: "prev",
					className: `${itemClass} border-line gap-1 hover:border-ink`,
					children: [/* @__PURE__ */ jsx(ChevronLeft, {
						"aria-hidden": "true",
						className: "size-4"
					}), /* @__PURE__ */ jsx("span", {
						className: "max-sm:sr-only",
						children: "Previous"
					})]
				}) : null }),
				pageItems(current, total).map((item, index) => item === "gap" ? /* @__PURE__ */ jsx("li", {
					"aria-hidden": "true",
					className: "px-1 text-muted",
					children: "…"
				}, `gap-${index}`) : /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
					to: hrefFor(item),
					"aria-label": `Page ${item}`,
					"aria-current": item === current ? "page" : void 0,
					className: `${itemClass} ${item === current ? "border-ink bg-ink text-white" : "border-line hover:border-ink"}`,
					children: item
				}) }, item)),
				/* @__PURE__ */ jsx("li", { children: current < total ? /* @__PURE__ */ jsxs(Link, {
					to: hrefFor(current + 1),
					rel: "next",
					className: `${itemClass} border-line gap-1 hover:border-ink`,
					children: [/* @__PURE__ */ jsx("span", {
						className: "max-sm:sr-only",
						children: "Next"
					}), /* @__PURE__ */ jsx(ChevronRight, {
						"aria-hidden": "true",
						className: "size-4"
					})]
				}) : null })
			]
		})
	});
}
// app/features/catalogue/sort-form.tsx
/** The sort select: a GET form with a button without scripts, an immediate navigation with them. */
function SortForm({ basePath, state }) {
	const navigate = useNavigate();
	const id = useId();
	const current = state.sort ?? (state.search ? "relevance" : "newest");
	function onChange(event) {
		navigate(filterHref(basePath, setSort(state, event.currentTarget.value)), { preventScrollReset: true });
	}
	return /* @__PURE__ */ jsxs("form", {
		method: "get",
		action: basePath,
		className: "flex items-center gap-2",
		children: [
			/* @__PURE__ */ jsx(FilterHiddenFields, {
				state,
				omit: ["sort"]
			}),
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "text-sm text-muted",
				children: "Sort by"
			}),
			/* @__PURE__ */ jsx("select", {
				id,
				name: "sort",
				defaultValue: current,
				onChange,
				className: "rounded border border-muted bg-white px-2 py-1.5 text-sm text-ink",
				children: productSortOptions.filter((option) => option.value !== "relevance" || state.search).map((option) => /* @__PURE__ */ jsx("option", {
					value: option.value,
					children: option.label
				}, option.value))
			}, `sort:${current}`),
			/* @__PURE__ */ jsx("noscript", { children: /* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "rounded border border-ink px-2 py-1.5 text-sm font-semibold",
				children: "Sort"
			}) })
		]
	});
}
// app/features/catalogue/product-results.tsx
/** Cards in the first row or two load at once; the rest lazily. */
var EAGER_CARDS = 4;
var COUNT_CAP = 1e4;
function resultCountText(count) {
	if (count >= COUNT_CAP) return `${COUNT_CAP.toLocaleString("en-US")}+ products`;
	return `${count.toLocaleString("en-US")} ${count === 1 ? "product" : "products"}`;
}
/** Result count, sort, the grid of cards, pagination, and the empty and failure states. */
function ProductResults({ basePath, state, products, count, failed, filters }) {
	const pages = Math.min(Math.ceil(count / 24), 416);
	const first = (state.page - 1) * 24 + 1;
	const last = first + products.length - 1;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "results-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "results-heading",
				className: "sr-only",
				children: "Results"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mb-4 flex flex-wrap items-center justify-between gap-3",
				children: [/* @__PURE__ */ jsx("p", {
					role: "status",
					className: "text-sm text-muted",
					children: failed ? "Products could not be loaded." : products.length > 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [
						"Showing ",
						first.toLocaleString("en-US"),
						"–",
						last.toLocaleString("en-US"),
						" of",
						" ",
						/* @__PURE__ */ jsx("strong", {
							className: "text-ink",
							children: resultCountText(count)
						})
					] }) : /* @__PURE__ */ jsx("strong", {
						className: "text-ink",
						children: resultCountText(count)
					})
				}), /* @__PURE__ */ jsx(SortForm, {
					basePath,
					state
				})]
			}),
			filters,
			failed ? /* @__PURE__ */ jsx(EmptyState, {
				title: "Something went wrong",
				children: "The products could not be loaded. Please try again in a moment."
			}) : products.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				title: "No products found",
				icon: /* @__PURE__ */ jsx(SearchX, { className: "size-10" }),
				children: state.page > 1 && count > 0 ? /* @__PURE__ */ jsx(Link, {
					to: filterHref(basePath, goToPage(state, 1)),
					className: "font-semibold text-accent-ink underline",
					children: "Back to the first page"
				}) : hasFilters(state) ? /* @__PURE__ */ jsxs(Fragment, { children: [
					"Try fewer filters or another word.",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: filterHref(basePath, clearAllFilters(state)),
						className: "font-semibold text-accent-ink underline",
						children: "Clear all filters"
					})
				] }) : "Nothing is listed here yet."
			}) : /* @__PURE__ */ jsx("ul", {
				className: "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4",
				children: products.map((product, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ProductCard, {
					product,
					eager: index < EAGER_CARDS
				}) }, product.slug))
			}),
			/* @__PURE__ */ jsx(Pagination, {
				current: state.page,
				total: pages,
				hrefFor: (page) => filterHref(basePath, goToPage(state, page)),
				label: "Result pages"
			})
		]
	});
}
// app/routes/products.tsx
var products_exports = /* @__PURE__ */ __exportAll({
	default: () => products_default,
	loader: () => loader$45,
	meta: () => meta$15
});
var BASE_PATH = "/products";
async function loader$45({ request, context }) {
	const state = parseFilterState(new URL(request.url).searchParams);
	return {
		state,
		...await loadListing(apiFor(context, request), state),
		canonical: canonicalUrl(request, filterHref(BASE_PATH, canonicalFilterState(state)))
	};
}
var meta$15 = ({ loaderData, matches }) => {
	if (!loaderData) return [];
	const shell = matches.find((match) => match?.id === "root")?.data ?? emptyShellData;
	const title = listingTitle(loaderData.state, shell);
	return seoMeta({
		title: loaderData.state.page > 1 ? `${title} (page ${loaderData.state.page})` : title,
		description: listingDescription(title, loaderData.count),
		url: loaderData.canonical,
		noindex: loaderData.state.search !== "" || loaderData.count === 0
	});
};
var products_default = UNSAFE_withComponentProps(function ProductsPage({ loaderData }) {
	const { state, products, count, failed } = loaderData;
	const shell = useShellData();
	const title = listingTitle(state, shell);
	const lists = {
		categories: shell.categories,
		subCategories: shell.subCategories,
		brands: shell.brands
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto w-full max-w-7xl px-4 py-8",
		children: [/* @__PURE__ */ jsx(PageTitle, { children: title }), /* @__PURE__ */ jsxs("div", {
			className: "lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8",
			children: [
				/* @__PURE__ */ jsx("aside", {
					"aria-label": "Filters",
					className: "hidden lg:block",
					children: /* @__PURE__ */ jsx(FilterPanel, {
						basePath: BASE_PATH,
						state,
						...lists
					})
				}),
				/* @__PURE__ */ jsxs("details", {
					className: "group mb-4 rounded-card border border-line lg:hidden",
					children: [/* @__PURE__ */ jsxs("summary", {
						className: "flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold",
						children: [
							/* @__PURE__ */ jsx(SlidersHorizontal, {
								"aria-hidden": "true",
								className: "size-4"
							}),
							"Filters",
							hasFilters(state) ? /* @__PURE__ */ jsx("span", {
								className: "text-muted",
								children: "(in use)"
							}) : null
						]
					}), /* @__PURE__ */ jsx("div", {
						className: "border-t border-line p-4",
						children: /* @__PURE__ */ jsx(FilterPanel, {
							basePath: BASE_PATH,
							state,
							...lists
						})
					})]
				}),
				/* @__PURE__ */ jsx(ProductResults, {
					basePath: BASE_PATH,
					state,
					products,
					count,
					failed,
					filters: /* @__PURE__ */ jsx(ActiveFilters, {
						basePath: BASE_PATH,
						state,
						...lists
					})
				})
			]
		})]
	});
});
// app/components/ui/rich-text.tsx
/**
* HTML that the API has already sanitized (product descriptions and blog posts only; everything else is
* rendered as text). Styles the usual tags without a typography plugin.
*/
function RichText({ html, className }) {
	return /* @__PURE__ */ jsx("div", {
		className: `max-w-none text-base leading-7 text-ink-soft [&_a]:font-medium [&_a]:text-accent-ink [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_p:first-child]:mt-0 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 ${className ?? ""}`,
		dangerouslySetInnerHTML: { __html: html }
	});
}
// app/features/cart/add-to-cart-form.tsx
var visitorText = {
	added: "Added to cart",
	raised: "Added to cart",
	capped: "Added up to the stock we have",
	out_of_stock: "Your cart already holds all we have in stock"
};
/**
* The product page's Add to cart (spec §4: the same product again raises its quantity, else a new line).
* Signed in: a fetcher post to the /cart action, and the header count follows the revalidated cart.
* A visitor with scripts: the line goes to the browser's cart (merged at sign-in). A visitor without
* scripts: the post reaches the action, which sends them to /login?redirectTo=<this page>.
*/
function AddToCartForm({ product, signedIn, className = "" }) {
	const fetcher = useFetcher({ key: `add-to-cart:${product.slug}` });
	const { pathname, search } = useLocation();
	const quantityId = useId();
	useActionToast(fetcher.data);
	const inStock = product.stock > 0;
	function onSubmit(event) {
		if (signedIn) return;
		event.preventDefault();
		const quantity = Number(new FormData(event.currentTarget).get("quantity") ?? 1);
		const outcome = addToVisitorCart(product, Number.isInteger(quantity) && quantity > 0 ? quantity : 1);
		if (outcome === "out_of_stock") toast.error(visitorText[outcome]);
		else toast.success(visitorText[outcome]);
	}
	return /* @__PURE__ */ jsxs(fetcher.Form, {
		method: "post",
		action: "/cart",
		onSubmit,
		className: `flex flex-wrap items-end gap-3 ${className}`,
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "add"
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "slug",
				value: product.slug
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "returnTo",
				value: pathname + search
			}),
			/* @__PURE__ */ jsx(ScriptedFlag, {}),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("label", {
				htmlFor: quantityId,
				className: "block text-xs font-medium text-muted",
				children: "Quantity"
			}), /* @__PURE__ */ jsx("input", {
				id: quantityId,
				name: "quantity",
				type: "number",
				inputMode: "numeric",
				min: 1,
				max: Math.max(1, product.stock),
				step: 1,
				defaultValue: 1,
				disabled: !inStock,
				className: "mt-1 w-20 rounded border border-muted px-2 py-2 text-sm disabled:bg-surface-sunk"
			})] }),
			/* @__PURE__ */ jsxs("button", {
				type: "submit",
				disabled: !inStock || fetcher.state !== "idle",
				className: "inline-flex flex-1 items-center justify-center gap-2 rounded-card bg-accent px-5 py-2.5 text-sm font-bold text-ink hover:bg-accent-strong disabled:cursor-not-allowed disabled:bg-surface-sunk disabled:text-muted",
				children: [/* @__PURE__ */ jsx(ShoppingCart, {
					"aria-hidden": "true",
					className: "size-4"
				}), "Add to cart"]
			})
		]
	});
}
var noReviews = {
	reviews: [],
	average: 0,
	count: 0
};
/** The product, its reviews and seller (critical) and related products (deferred), fetched in parallel. */
async function loadProductPage(api, slug) {
	const path = encodeURIComponent(slug);
	const related = api(`/api/products/admin/related/${path}`).then((response) => isOk(response) && Array.isArray(response.body) ? response.body.map(toProductCard) : []);
	const [productResponse, reviewsResponse] = await Promise.all([api(`/api/products/${path}`), api(`/api/reviews/reviewProducts/${path}?limit=10`)]);
	if (productResponse.status === 404 || productResponse.status === 400) return { status: "not_found" };
	if (!isOk(productResponse)) return { status: "failed" };
	const product = productResponse.body;
	const sellerResponse = await api(`/api/users/seller/${encodeURIComponent(product.seller_slug)}`);
	return {
		status: "ok",
		product,
		reviews: isOk(reviewsResponse) ? reviewsResponse.body : noReviews,
		seller: isOk(sellerResponse) ? sellerResponse.body : null,
		related
	};
}
// app/features/product/product-gallery.tsx
var MAIN_SIZES = "(min-width: 1024px) 560px, 100vw";
/**
* The product's pictures: one large image (eager, high priority: it is the page's LCP element) and a
* thumbnail button per picture that shows it.
*/
function ProductGallery({ images, name }) {
	const [selected, setSelected] = useState(0);
	const main = images[selected] ?? images[0];
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("div", {
		className: "aspect-square overflow-hidden rounded-card border border-line bg-surface",
		children: main ? /* @__PURE__ */ jsx("img", {
			src: main,
			srcSet: srcSetFor(main),
			sizes: MAIN_SIZES,
			alt: images.length > 1 ? `${name}, picture ${selected + 1} of ${images.length}` : name,
			width: 800,
			height: 800,
			loading: "eager",
			fetchPriority: "high",
			className: "size-full object-cover"
		}) : null
	}), images.length > 1 ? /* @__PURE__ */ jsx("ul", {
		"aria-label": "Pictures",
		className: "mt-3 flex gap-3",
		children: images.map((image, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
			type: "button",
			onClick: () => setSelected(index),
			"aria-label": `Show picture ${index + 1} of ${images.length}`,
			"aria-pressed": index === selected,
			className: `block size-20 overflow-hidden rounded-card border-2 bg-surface ${index === selected ? "border-accent-strong" : "border-line hover:border-muted"}`,
			children: /* @__PURE__ */ jsx("img", {
				src: image,
				srcSet: srcSetFor(image),
				sizes: "80px",
				alt: "",
				width: 80,
				height: 80,
				loading: "lazy",
				decoding: "async",
				className: "size-full object-cover"
			})
		}) }, image))
	}) : null] });
}
/** In stock / Only N left / Out of stock. */
function stockState(stock) {
	if (stock <= 0) return {
		label: "Out of stock",
		tone: "out"
	};
	if (stock <= 5) return {
		label: `Only ${stock} left`,
		tone: "low"
	};
	return {
		label: "In stock",
		tone: "ok"
	};
}
// app/features/product/product-purchase.tsx
var toneClass = {
	ok: "bg-green-50 text-green-800 ring-green-700/30",
	low: "bg-accent-soft text-accent-ink ring-accent-ink/30",
	out: "bg-red-50 text-danger ring-danger/30"
};
/**
* Price, offer, stock and the buying forms. The forms come from the shopping features (the route composes
* them: features never import each other); they are real forms, so they work before scripts load.
*/
function ProductPurchase({ price, offerPrice, stock, cartForm, wishlistForm }) {
	const state = stockState(stock);
	const saving = offerPrice != null && offerPrice < price ? toDollars(toCents(price) - toCents(offerPrice)) : null;
	return /* @__PURE__ */ jsxs("div", {
		className: "rounded-card border border-line p-5",
		children: [
			/* @__PURE__ */ jsx(PriceTag, {
				price,
				offerPrice,
				size: "lg"
			}),
			saving !== null ? /* @__PURE__ */ jsxs("p", {
				className: "mt-1 text-sm font-semibold text-danger",
				children: ["You save ", formatDollars(saving)]
			}) : null,
			/* @__PURE__ */ jsx("p", {
				className: "mt-3",
				children: /* @__PURE__ */ jsx("span", {
					className: `inline-flex rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ${toneClass[state.tone]}`,
					children: state.label
				})
			}),
			cartForm,
			wishlistForm,
			/* @__PURE__ */ jsxs("ul", {
				className: "mt-5 space-y-2 border-t border-line pt-4 text-sm text-ink-soft",
				children: [
					/* @__PURE__ */ jsxs("li", {
						className: "flex items-center gap-2",
						children: [/* @__PURE__ */ jsx(RotateCcw, {
							"aria-hidden": "true",
							className: "size-4 text-muted"
						}), messages.returnNote]
					}),
					/* @__PURE__ */ jsxs("li", {
						className: "flex items-center gap-2",
						children: [/* @__PURE__ */ jsx(Truck, {
							"aria-hidden": "true",
							className: "size-4 text-muted"
						}), "Ships from the seller, tracked to your door"]
					}),
					/* @__PURE__ */ jsxs("li", {
						className: "flex items-center gap-2",
						children: [/* @__PURE__ */ jsx(ShieldCheck, {
							"aria-hidden": "true",
							className: "size-4 text-muted"
						}), "Secure checkout, cash on delivery available"]
					})
				]
			})
		]
	});
}
// app/features/product/product-reviews.tsx
/** Verified-purchase reviews with their average (spec: rating and reviews with average). */
function ProductReviews({ data }) {
	return /* @__PURE__ */ jsxs("section", {
		id: "reviews",
		"aria-labelledby": "reviews-heading",
		className: "scroll-mt-24",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "reviews-heading",
			className: "text-xl font-bold tracking-tight text-ink sm:text-2xl",
			children: "Reviews"
		}), data.count === 0 ? /* @__PURE__ */ jsx("div", {
			className: "mt-4",
			children: /* @__PURE__ */ jsx(EmptyState, {
				title: "No written reviews yet",
				icon: /* @__PURE__ */ jsx(MessageSquare, { className: "size-8" }),
				children: "Customers who bought this product can review it from their orders."
			})
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
			className: "mt-4 flex items-center gap-4 rounded-card bg-surface p-4",
			children: [/* @__PURE__ */ jsx("p", {
				className: "text-4xl font-extrabold text-ink",
				children: data.average.toFixed(1)
			}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(RatingStars, {
				value: data.average,
				size: "md"
			}), /* @__PURE__ */ jsxs("p", {
				className: "text-sm text-muted",
				children: [
					"Average of ",
					data.count,
					" verified ",
					data.count === 1 ? "review" : "reviews"
				]
			})] })]
		}), /* @__PURE__ */ jsx("ul", {
			className: "mt-4 divide-y divide-line",
			children: data.reviews.map((review) => /* @__PURE__ */ jsxs("li", {
				className: "py-4",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex items-center gap-3",
						children: [review.user.avatar ? /* @__PURE__ */ jsx("img", {
							src: review.user.avatar,
							alt: "",
							width: 40,
							height: 40,
							loading: "lazy",
							className: "size-10 rounded-full bg-surface object-cover"
						}) : /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: "flex size-10 items-center justify-center rounded-full bg-surface-sunk font-bold text-muted",
							children: review.user.fullName.charAt(0)
						}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
							className: "text-sm font-semibold text-ink",
							children: review.user.fullName || review.name
						}), /* @__PURE__ */ jsxs("p", {
							className: "text-xs text-muted",
							children: [/* @__PURE__ */ jsx("time", {
								dateTime: review.createdAt,
								children: formatDate(review.createdAt)
							}), review.order_slug ? " · Verified purchase" : null]
						})] })]
					}),
					/* @__PURE__ */ jsx("div", {
						className: "mt-2",
						children: /* @__PURE__ */ jsx(RatingStars, { value: review.rating })
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-1 text-sm whitespace-pre-line text-ink-soft",
						children: review.message
					})
				]
			}, review.slug))
		})] })]
	});
}
// app/features/product/seller-card.tsx
/** Who sells the product, linking to the shop page. */
function SellerCard({ seller }) {
	const { shop } = seller;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "seller-heading",
		className: "rounded-card border border-line p-5",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "seller-heading",
				className: "text-sm font-bold tracking-wide text-muted uppercase",
				children: "Sold by"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-3 flex items-center gap-3",
				children: [shop.shop_logo ? /* @__PURE__ */ jsx("img", {
					src: shop.shop_logo,
					alt: "",
					width: 48,
					height: 48,
					loading: "lazy",
					className: "size-12 shrink-0 rounded-full border border-line bg-white object-cover"
				}) : /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: "flex size-12 items-center justify-center rounded-full bg-surface-sunk",
					children: /* @__PURE__ */ jsx(Store, { className: "size-5 text-muted" })
				}), /* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsx("p", {
						className: "truncate font-semibold text-ink",
						children: shop.shop_name
					}), /* @__PURE__ */ jsx(RatingStars, { value: shop.rating })]
				})]
			}),
			shop.shop_address ? /* @__PURE__ */ jsxs("p", {
				className: "mt-3 flex items-start gap-2 text-sm text-muted",
				children: [/* @__PURE__ */ jsx(MapPin, {
					"aria-hidden": "true",
					className: "mt-0.5 size-4 shrink-0"
				}), shop.shop_address]
			}) : null,
			/* @__PURE__ */ jsxs(Link, {
				to: `/sellers/${encodeURIComponent(shop.shop_slug)}`,
				className: "mt-4 inline-flex w-full items-center justify-center gap-2 rounded-card border border-line px-4 py-2 text-sm font-semibold text-ink hover:border-ink",
				children: [
					/* @__PURE__ */ jsx(Store, {
						"aria-hidden": "true",
						className: "size-4"
					}),
					"Visit ",
					shop.shop_name
				]
			})
		]
	});
}
// app/features/reports/report-limits.ts
var REPORT_NOTE_MAX_LENGTH = 2e3;
// app/features/reports/report-item-form.tsx
/**
* "Report this item" (title and note) in a details element: it opens without scripts and posts to the product
* route's action (intent=report). Visitors get a way to log in instead.
*/
function ReportItemForm({ signedIn, result, loginHref }) {
	const navigation = useNavigation();
	const titleId = useId();
	const noteId = useId();
	const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "report";
	const open = result !== null && !result.ok;
	return /* @__PURE__ */ jsxs("div", {
		className: "mt-4",
		children: [/* @__PURE__ */ jsxs("details", {
			open: open || void 0,
			className: "rounded-card border border-line",
			children: [/* @__PURE__ */ jsxs("summary", {
				className: "flex cursor-pointer items-center gap-2 px-4 py-3 text-sm font-semibold text-muted hover:text-ink",
				children: [/* @__PURE__ */ jsx(Flag, {
					"aria-hidden": "true",
					className: "size-4"
				}), "Report this item"]
			}), /* @__PURE__ */ jsx("div", {
				className: "border-t border-line px-4 py-4",
				children: signedIn ? /* @__PURE__ */ jsxs(Form, {
					method: "post",
					preventScrollReset: true,
					className: "space-y-3",
					children: [
						/* @__PURE__ */ jsx("input", {
							type: "hidden",
							name: "intent",
							value: "report"
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "flex flex-col gap-1.5",
							children: [/* @__PURE__ */ jsx("label", {
								htmlFor: titleId,
								className: "text-sm font-medium text-ink",
								children: "What is wrong?"
							}), /* @__PURE__ */ jsx("input", {
								id: titleId,
								name: "title",
								required: true,
								maxLength: 200,
								placeholder: "e.g. Counterfeit, wrong description",
								className: "rounded-card border border-line px-3 py-2 text-sm"
							})]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "flex flex-col gap-1.5",
							children: [/* @__PURE__ */ jsxs("label", {
								htmlFor: noteId,
								className: "text-sm font-medium text-ink",
								children: ["Note ", /* @__PURE__ */ jsx("span", {
									className: "font-normal text-muted",
									children: "(optional)"
								})]
							}), /* @__PURE__ */ jsx("textarea", {
								id: noteId,
								name: "note",
								rows: 3,
								maxLength: REPORT_NOTE_MAX_LENGTH,
								className: "rounded-card border border-line px-3 py-2 text-sm"
							})]
						}),
						/* @__PURE__ */ jsx("button", {
							type: "submit",
							disabled: busy,
							className: "rounded-card border border-ink px-4 py-2 text-sm font-semibold text-ink hover:bg-surface disabled:opacity-70",
							children: busy ? "Sending…" : "Send report"
						})
					]
				}) : /* @__PURE__ */ jsxs("p", {
					className: "text-sm text-muted",
					children: [
						/* @__PURE__ */ jsx(Link, {
							to: loginHref,
							className: "font-semibold text-accent-ink underline",
							children: "Log in"
						}),
						" ",
						"to report this item."
					]
				})
			})]
		}), result ? /* @__PURE__ */ jsx("p", {
			role: result.ok ? "status" : "alert",
			className: `mt-2 rounded-card border px-3 py-2 text-sm ${result.ok ? "border-green-700/30 bg-green-50 text-green-900" : "border-danger/30 bg-red-50 text-danger"}`,
			children: result.message
		}) : null]
	});
}
// app/features/reports/report-submit.server.ts
/** POST /api/reporteditems { product_slug, title, note }. */
async function submitReport(api, productSlug, form) {
	const response = await api("/api/reporteditems", {
		method: "POST",
		body: {
			product_slug: productSlug,
			title: String(form.get("title") ?? ""),
			note: String(form.get("note") ?? "")
		}
	});
	if (isOk(response)) return {
		status: 201,
		result: {
			intent: "report",
			ok: true,
			message: "Thank you. Our team will look into your report."
		}
	};
	return {
		status: response.status >= 400 ? response.status : 502,
		result: {
			intent: "report",
			ok: false,
			message: errorMessage(response, messages.genericFailure)
		}
	};
}
// app/features/reviews/review-access.server.ts
/** Orders looked through for a delivered line (newest first); a shopper's orders rarely pass this. */
var ORDERS_SCANNED = 100;
/** The newest order with a delivered line of the product (the order or the line delivered). */
function deliveredOrderFor(orders, productSlug) {
	for (const order of orders) {
		const line = order.product_list.find((item) => item.slug === productSlug);
		if (line && (order.order_status === "delivered" || line.line_status === "delivered")) return order.slug;
	}
	return null;
}
function reviewAccessFrom(orders, reviewedProducts, productSlug) {
	if (reviewedProducts.includes(productSlug)) return { kind: "reviewed" };
	const orderSlug = deliveredOrderFor(orders, productSlug);
	if (orderSlug) return {
		kind: "eligible",
		orderSlug
	};
	return { kind: orders.some((order) => order.order_status !== "cancelled" && order.product_list.some((line) => line.slug === productSlug)) ? "not_delivered" : "not_purchased" };
}
async function loadReviewAccess(api, userSlug, productSlug) {
	if (!userSlug) return { kind: "visitor" };
	const user = encodeURIComponent(userSlug);
	const [orders, reviews] = await Promise.all([api(`/api/orders?user_slug=${user}&limit=${ORDERS_SCANNED}`), api(`/api/reviews?user_slug=${user}`)]);
	if (!isOk(orders) || !Array.isArray(orders.body.data)) return { kind: "unknown" };
	const reviewed = isOk(reviews) && Array.isArray(reviews.body) ? reviews.body.map((r) => r.product_slug) : [];
	return reviewAccessFrom(orders.body.data, reviewed, productSlug);
}
// app/features/reviews/review-limits.ts
/**
* Text limits of the review form. They mirror MAX_REVIEW_LENGTH of the shopping contract (a test checks it);
* importing the contract here would ship zod with the product page.
*/
var REVIEW_MAX_LENGTH = 2e3;
// app/features/reviews/review-panel.tsx
var ratings = [
	5,
	4,
	3,
	2,
	1
];
function Notice({ result }) {
	if (!result) return null;
	return /* @__PURE__ */ jsx("p", {
		role: result.ok ? "status" : "alert",
		className: `mt-3 rounded-card border px-3 py-2 text-sm ${result.ok ? "border-green-700/30 bg-green-50 text-green-900" : "border-danger/30 bg-red-50 text-danger"}`,
		children: result.message
	});
}
/**
* Writing a review (rating 1–5 and text) on the product page. The form is offered only to a signed-in shopper
* with a delivered order line of the product (API.md); otherwise a line says why. It posts to the product
* route's action (intent=review), with or without scripts; the reviews list above reloads with the new one.
*/
function ReviewPanel({ access, result, loginHref }) {
	const navigation = useNavigation();
	const messageId = useId();
	const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "review";
	let body;
	switch (access.kind) {
		case "visitor":
			body = /* @__PURE__ */ jsxs("p", {
				className: "text-sm text-muted",
				children: [
					/* @__PURE__ */ jsx(Link, {
						to: loginHref,
						className: "font-semibold text-accent-ink underline",
						children: "Log in"
					}),
					" ",
					"to review a product you received."
				]
			});
			break;
		case "reviewed":
			body = /* @__PURE__ */ jsx("p", {
				className: "text-sm text-muted",
				children: "You have reviewed this product. Thank you!"
			});
			break;
		case "not_delivered":
			body = /* @__PURE__ */ jsx("p", {
				className: "text-sm text-muted",
				children: "You can review this product once your order is delivered."
			});
			break;
		case "not_purchased":
		case "unknown":
			body = /* @__PURE__ */ jsx("p", {
				className: "text-sm text-muted",
				children: "Customers who received this product can review it here."
			});
			break;
		case "eligible": body = /* @__PURE__ */ jsxs(Form, {
			method: "post",
			preventScrollReset: true,
			className: "space-y-4",
			children: [
				/* @__PURE__ */ jsx("input", {
					type: "hidden",
					name: "intent",
					value: "review"
				}),
				/* @__PURE__ */ jsx("input", {
					type: "hidden",
					name: "order_slug",
					value: access.orderSlug
				}),
				/* @__PURE__ */ jsxs("fieldset", { children: [/* @__PURE__ */ jsx("legend", {
					className: "text-sm font-medium text-ink",
					children: "Your rating"
				}), /* @__PURE__ */ jsx("div", {
					className: "mt-2 flex flex-wrap gap-2",
					children: ratings.map((value) => /* @__PURE__ */ jsxs("label", {
						className: "cursor-pointer",
						children: [/* @__PURE__ */ jsx("input", {
							type: "radio",
							name: "rating",
							value,
							required: true,
							defaultChecked: value === 5,
							className: "peer sr-only"
						}), /* @__PURE__ */ jsxs("span", {
							className: "inline-flex items-center gap-1 rounded-full border border-line px-3 py-1.5 text-sm font-medium text-ink peer-checked:border-accent-strong peer-checked:bg-accent-soft peer-focus-visible:outline-2 peer-focus-visible:outline-ink",
							children: [
								/* @__PURE__ */ jsx(Star, {
									"aria-hidden": "true",
									className: "size-4 fill-accent text-accent-strong"
								}),
								value,
								/* @__PURE__ */ jsx("span", {
									className: "sr-only",
									children: value === 1 ? " star" : " stars"
								})
							]
						})]
					}, value))
				})] }),
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-col gap-1.5",
					children: [/* @__PURE__ */ jsx("label", {
						htmlFor: messageId,
						className: "text-sm font-medium text-ink",
						children: "Your review"
					}), /* @__PURE__ */ jsx("textarea", {
						id: messageId,
						name: "message",
						required: true,
						maxLength: REVIEW_MAX_LENGTH,
						rows: 4,
						className: "rounded-card border border-line px-3 py-2 text-sm"
					})]
				}),
				/* @__PURE__ */ jsx("button", {
					type: "submit",
					disabled: busy,
					className: "rounded-card bg-accent px-5 py-2.5 text-sm font-semibold text-ink hover:bg-accent-strong disabled:opacity-70",
					children: busy ? "Publishing…" : "Publish review"
				})
			]
		});
	}
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "write-review-heading",
		className: "mt-8 rounded-card border border-line p-5",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "write-review-heading",
				className: "text-lg font-bold text-ink",
				children: "Write a review"
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-3",
				children: body
			}),
			/* @__PURE__ */ jsx(Notice, { result })
		]
	});
}
// app/features/reviews/review-submit.server.ts
/** POST /api/reviews; the API's refusal (403 not delivered, 409 already reviewed, 400 field) is shown as is. */
async function submitReview(api, productSlug, form) {
	const rating = Number(form.get("rating"));
	const response = await api("/api/reviews", {
		method: "POST",
		body: {
			product_slug: productSlug,
			order_slug: String(form.get("order_slug") ?? ""),
			rating: Number.isFinite(rating) ? rating : 0,
			message: String(form.get("message") ?? "")
		}
	});
	if (isOk(response)) return {
		status: 201,
		result: {
			intent: "review",
			ok: true,
			message: "Thank you! Your review is published."
		}
	};
	return {
		status: response.status >= 400 ? response.status : 502,
		result: {
			intent: "review",
			ok: false,
			message: errorMessage(response, messages.genericFailure)
		}
	};
}
// app/features/seo/product-json-ld.ts
function plainText(html) {
	return html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"").replace(/&#0?39;/g, "'").replace(/\s+/g, " ").trim();
}
function productJsonLd(input) {
	const { product } = input;
	const price = product.offerPrice ?? product.price;
	const data = {
		"@context": "https://schema.org",
		"@type": "Product",
		name: product.productName,
		description: plainText(product.description),
		image: product.imageURL.map((image) => new URL(image, input.origin).href),
		url: input.url,
		offers: {
			"@type": "Offer",
			url: input.url,
			price: price.toFixed(2),
			priceCurrency: "USD",
			availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
			itemCondition: "https://schema.org/NewCondition",
			...input.sellerName ? { seller: {
				"@type": "Organization",
				name: input.sellerName
			} } : {}
		}
	};
	if (product.sku) data.sku = product.sku;
	if (input.brandName) data.brand = {
		"@type": "Brand",
		name: input.brandName
	};
	if (input.rating && input.rating.count > 0 && input.rating.average > 0) data.aggregateRating = {
		"@type": "AggregateRating",
		ratingValue: Number(input.rating.average.toFixed(2)),
		reviewCount: input.rating.count,
		bestRating: 5,
		worstRating: 1
	};
	return data;
}
// app/features/wishlist/wishlist-toggle-form.tsx
/**
* Spec §4 wishlist toggle: in the wishlist → removed (the header count falls by one), else added (it rises).
* Signed in: a fetcher post to the /wishlist action; the button and the header count change at once and settle
* on the server's answer. A visitor with scripts keeps the wishlist in this browser (merged at sign-in); without
* scripts the post sends them to /login?redirectTo=<this page>.
*/
function WishlistToggleForm({ product, signedIn, inAccountWishlist, className }) {
	const fetcher = useFetcher({ key: `wishlist-toggle:${product.slug}` });
	const bag = useVisitorBag();
	const { pathname, search } = useLocation();
	useActionToast(fetcher.data);
	const pending = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "toggle";
	const inWishlist = signedIn ? pending ? !inAccountWishlist : inAccountWishlist : bag.wishlist.some((item) => item.slug === product.slug);
	function onSubmit(event) {
		if (signedIn) return;
		event.preventDefault();
		const added = toggleVisitorWishlist(product);
		toast.success(added ? wishlistTexts.added : wishlistTexts.removed);
	}
	return /* @__PURE__ */ jsxs(fetcher.Form, {
		method: "post",
		action: WISHLIST_ACTION,
		onSubmit,
		className,
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: WISHLIST_TOGGLE_INTENT
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "slug",
				value: product.slug
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "returnTo",
				value: pathname + search
			}),
			/* @__PURE__ */ jsx(ScriptedFlag, {}),
			/* @__PURE__ */ jsxs("button", {
				type: "submit",
				className: `inline-flex w-full items-center justify-center gap-2 rounded-card border border-ink px-5 py-2.5 text-sm font-semibold text-ink hover:bg-surface ${inWishlist ? "bg-accent-soft" : ""}`,
				children: [/* @__PURE__ */ jsx(Heart, {
					"aria-hidden": "true",
					className: `size-4 ${inWishlist ? "fill-danger text-danger" : ""}`
				}), inWishlist ? "Remove from wishlist" : "Add to wishlist"]
			})
		]
	});
}
// app/routes/single-product.tsx
var single_product_exports = /* @__PURE__ */ __exportAll({
	action: () => action$29,
	default: () => single_product_default,
	loader: () => loader$44,
	meta: () => meta$14
});
async function loader$44({ request, context }) {
	const slug = new URL(request.url).searchParams.get("slug")?.trim() ?? "";
	if (!slug) throw data(null, {
		status: 404,
		statusText: "Not Found"
	});
	const api = apiFor(context, request);
	const { userSlug } = sessionFromCookies(request.headers.get("cookie"));
	const [page, reviewAccess] = await Promise.all([loadProductPage(api, slug), loadReviewAccess(api, userSlug, slug)]);
	if (page.status === "not_found") throw data(null, {
		status: 404,
		statusText: "Not Found"
	});
	if (page.status === "failed") throw data(null, {
		status: 503,
		statusText: "Service Unavailable"
	});
	const canonical = canonicalUrl(request, productHref(page.product.slug));
	return {
		product: page.product,
		reviews: page.reviews,
		seller: page.seller,
		related: page.related,
		reviewAccess,
		canonical,
		origin: new URL(canonical).origin
	};
}
/** The product page's own forms: a review (intent=review) and a report (intent=report), signed-in only. */
async function action$29({ request, context }) {
	const slug = new URL(request.url).searchParams.get("slug")?.trim() ?? "";
	if (!slug) throw data(null, {
		status: 404,
		statusText: "Not Found"
	});
	const { userSlug } = sessionFromCookies(request.headers.get("cookie"));
	if (!userSlug) throw redirect(loginPath(productHref(slug)));
	const form = await request.formData();
	const api = apiFor(context, request);
	const intent = form.get("intent");
	const outcome = intent === "review" ? await submitReview(api, slug, form) : intent === "report" ? await submitReport(api, slug, form) : null;
	if (!outcome) throw data(null, {
		status: 400,
		statusText: "Bad Request"
	});
	return data(outcome.result, { status: outcome.status });
}
var meta$14 = ({ loaderData, matches }) => {
	if (!loaderData) return [];
	const { product, reviews, seller, canonical, origin } = loaderData;
	const brand = (matches.find((match) => match?.id === "root")?.data ?? emptyShellData).brands.find((item) => item.slug === product.brandSlug);
	const image = product.imageURL[0] ? new URL(product.imageURL[0], origin).href : null;
	const price = (product.offerPrice ?? product.price).toFixed(2);
	return [
		...seoMeta({
			title: product.seoTitle || product.productName,
			description: product.seoDescription || product.description,
			url: canonical,
			image,
			type: "product"
		}),
		{
			property: "product:price:amount",
			content: price
		},
		{
			property: "product:price:currency",
			content: "USD"
		},
		{ "script:ld+json": productJsonLd({
			url: canonical,
			origin,
			product,
			brandName: brand?.name ?? null,
			sellerName: seller?.shop.shop_name ?? null,
			rating: reviews.count > 0 ? {
				average: reviews.average,
				count: reviews.count
			} : {
				average: product.rating,
				count: product.reviewCount
			}
		}) }
	];
};
var single_product_default = UNSAFE_withComponentProps(function SingleProductPage({ loaderData, actionData }) {
	const { product, reviews, seller, related, reviewAccess } = loaderData;
	const { categories, subCategories, brands, user, wishlist } = useShellData();
	const signedIn = user !== null;
	const loginHref = loginPath(productHref(product.slug));
	const bagProduct = {
		slug: product.slug,
		productName: product.productName,
		imageURL: product.imageURL.slice(0, 1),
		price: product.price,
		offerPrice: product.offerPrice,
		stock: product.stock
	};
	const category = categories.find((item) => item.cat_slug === product.catSlug);
	const subCategory = subCategories.find((item) => item.slug === product.subCatSlug);
	const brand = brands.find((item) => item.slug === product.brandSlug);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto w-full max-w-7xl px-4 py-6",
		children: [
			/* @__PURE__ */ jsx("nav", {
				"aria-label": "Breadcrumb",
				className: "mb-6 text-sm text-muted",
				children: /* @__PURE__ */ jsxs("ol", {
					className: "flex flex-wrap items-center gap-1",
					children: [
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/",
							className: "hover:text-ink hover:underline",
							children: "Home"
						}) }),
						category ? /* @__PURE__ */ jsxs("li", {
							className: "flex items-center gap-1",
							children: [/* @__PURE__ */ jsx(ChevronRight, {
								"aria-hidden": "true",
								className: "size-3.5"
							}), /* @__PURE__ */ jsx(Link, {
								to: categoryProductsHref(category.cat_slug),
								className: "hover:text-ink hover:underline",
								children: category.cat_name
							})]
						}) : null,
						subCategory ? /* @__PURE__ */ jsxs("li", {
							className: "flex items-center gap-1",
							children: [/* @__PURE__ */ jsx(ChevronRight, {
								"aria-hidden": "true",
								className: "size-3.5"
							}), /* @__PURE__ */ jsx(Link, {
								to: subCategoryProductsHref(subCategory.slug),
								className: "hover:text-ink hover:underline",
								children: subCategory.subcat_name
							})]
						}) : null,
						/* @__PURE__ */ jsxs("li", {
							className: "flex min-w-0 items-center gap-1",
							children: [/* @__PURE__ */ jsx(ChevronRight, {
								"aria-hidden": "true",
								className: "size-3.5"
							}), /* @__PURE__ */ jsx("span", {
								"aria-current": "page",
								className: "truncate text-ink",
								children: product.productName
							})]
						})
					]
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_18rem]",
				children: [
					/* @__PURE__ */ jsx(ProductGallery, {
						images: product.imageURL,
						name: product.productName
					}, product.slug),
					/* @__PURE__ */ jsxs("div", { children: [
						brand ? /* @__PURE__ */ jsx(Link, {
							to: `/products?brand=${encodeURIComponent(brand.slug)}`,
							className: "text-sm font-semibold text-accent-ink hover:underline",
							children: brand.name
						}) : null,
						/* @__PURE__ */ jsx("h1", {
							className: "mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl",
							children: product.productName
						}),
						/* @__PURE__ */ jsx("a", {
							href: "#reviews",
							className: "mt-2 inline-flex items-center gap-2 text-sm hover:underline",
							children: /* @__PURE__ */ jsx(RatingStars, {
								value: product.rating,
								count: product.reviewCount,
								size: "md"
							})
						}),
						/* @__PURE__ */ jsx("div", {
							className: "mt-5",
							children: /* @__PURE__ */ jsx(ProductPurchase, {
								price: product.price,
								offerPrice: product.offerPrice,
								stock: product.stock,
								cartForm: /* @__PURE__ */ jsx(AddToCartForm, {
									product: bagProduct,
									signedIn,
									className: "mt-5"
								}),
								wishlistForm: /* @__PURE__ */ jsx(WishlistToggleForm, {
									className: "mt-3",
									product: bagProduct,
									signedIn,
									inAccountWishlist: wishlist.some((item) => item.slug === product.slug)
								})
							})
						}),
						/* @__PURE__ */ jsxs("dl", {
							className: "mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm",
							children: [
								product.sku ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", {
									className: "text-muted",
									children: "SKU"
								}), /* @__PURE__ */ jsx("dd", {
									className: "text-ink",
									children: product.sku
								})] }) : null,
								category ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", {
									className: "text-muted",
									children: "Category"
								}), /* @__PURE__ */ jsx("dd", {
									className: "text-ink",
									children: category.cat_name
								})] }) : null,
								product.weight ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", {
									className: "text-muted",
									children: "Weight"
								}), /* @__PURE__ */ jsx("dd", {
									className: "text-ink",
									children: product.weight >= 1e3 ? `${product.weight / 1e3} kg` : `${product.weight} g`
								})] }) : null
							]
						}),
						/* @__PURE__ */ jsx(ReportItemForm, {
							signedIn,
							loginHref,
							result: actionData?.intent === "report" ? actionData : null
						})
					] }),
					/* @__PURE__ */ jsx("div", {
						className: "space-y-6 lg:col-start-3",
						children: seller ? /* @__PURE__ */ jsx(SellerCard, { seller }) : null
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-12 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]",
				children: [/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "description-heading",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "description-heading",
						className: "text-xl font-bold tracking-tight text-ink sm:text-2xl",
						children: "Description"
					}), /* @__PURE__ */ jsx(RichText, {
						html: product.description,
						className: "mt-4"
					})]
				}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(ProductReviews, { data: reviews }), /* @__PURE__ */ jsx(ReviewPanel, {
					access: reviewAccess,
					loginHref,
					result: actionData?.intent === "review" ? actionData : null
				})] })]
			}),
			/* @__PURE__ */ jsx(Suspense, {
				fallback: /* @__PURE__ */ jsx(ProductRailSkeleton, {
					id: "related-heading",
					title: "Related products"
				}),
				children: /* @__PURE__ */ jsx(Await, {
					resolve: related,
					children: (items) => /* @__PURE__ */ jsx(ProductRail, {
						id: "related-heading",
						title: "Related products",
						products: items
					})
				})
			})
		]
	});
});
// app/features/sellers/seller-directory-card.tsx
function shopHref(shopSlug) {
	return `/sellers/${encodeURIComponent(shopSlug)}`;
}
/** A shop in the seller directory: cover, logo, name, rating, address; the whole card links to the shop. */
function SellerDirectoryCard({ seller, eager = false }) {
	const { shop } = seller;
	return /* @__PURE__ */ jsxs("article", {
		className: "group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white hover:border-accent hover:shadow-pop",
		children: [/* @__PURE__ */ jsx("div", {
			className: "aspect-[4/1] bg-surface-sunk",
			children: shop.shop_cover ? /* @__PURE__ */ jsx("img", {
				src: shop.shop_cover,
				srcSet: srcSetFor(shop.shop_cover),
				sizes: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
				alt: "",
				width: 1600,
				height: 400,
				loading: eager ? "eager" : "lazy",
				decoding: "async",
				className: "size-full object-cover"
			}) : null
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col p-4 pt-0",
			children: [
				/* @__PURE__ */ jsx("div", {
					className: "-mt-7 mb-2 size-14 overflow-hidden rounded-full border-4 border-white bg-white shadow",
					children: shop.shop_logo ? /* @__PURE__ */ jsx("img", {
						src: shop.shop_logo,
						alt: "",
						width: 56,
						height: 56,
						loading: "lazy",
						className: "size-full object-cover"
					}) : /* @__PURE__ */ jsx(Store, {
						"aria-hidden": "true",
						className: "m-3 size-6 text-muted"
					})
				}),
				/* @__PURE__ */ jsx("h2", {
					className: "text-lg font-bold text-ink",
					children: /* @__PURE__ */ jsx(Link, {
						to: shopHref(shop.shop_slug),
						className: "after:absolute after:inset-0 after:content-[''] group-hover:text-accent-ink",
						children: shop.shop_name
					})
				}),
				/* @__PURE__ */ jsx(RatingStars, { value: shop.rating }),
				shop.description ? /* @__PURE__ */ jsx("p", {
					className: "mt-2 line-clamp-2 text-sm text-ink-soft",
					children: shop.description
				}) : null,
				shop.shop_address ? /* @__PURE__ */ jsxs("p", {
					className: "mt-auto flex items-start gap-1.5 pt-3 text-xs text-muted",
					children: [/* @__PURE__ */ jsx(MapPin, {
						"aria-hidden": "true",
						className: "size-3.5 shrink-0"
					}), shop.shop_address]
				}) : null
			]
		})]
	});
}
// app/features/sellers/seller-search-form.tsx
/** The directory's search box: a plain GET form (name, owner or address). */
function SellerSearchForm({ search }) {
	return /* @__PURE__ */ jsxs("form", {
		method: "get",
		action: "/sellers",
		role: "search",
		"aria-label": "Sellers",
		className: "flex max-w-xl",
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: "seller-search",
				className: "sr-only",
				children: "Search sellers"
			}),
			/* @__PURE__ */ jsx("input", {
				id: "seller-search",
				type: "search",
				name: "search",
				defaultValue: search,
				placeholder: "Search shops by name or city…",
				className: "min-w-0 flex-1 rounded-l-card border-2 border-r-0 border-accent px-3 py-2 text-sm"
			}, `search:${search}`),
			/* @__PURE__ */ jsxs("button", {
				type: "submit",
				className: "inline-flex items-center gap-2 rounded-r-card bg-accent px-5 text-sm font-semibold text-ink hover:bg-accent-strong",
				children: [/* @__PURE__ */ jsx(Search, {
					"aria-hidden": "true",
					className: "size-4"
				}), "Search"]
			})
		]
	});
}
// app/features/sellers/sellers.server.ts
/** One page of approved shops (`GET /api/users/sellers`), optionally searched. */
async function loadSellers(api, query) {
	const params = new URLSearchParams({
		page: String(query.page),
		limit: String(24)
	});
	if (query.search) params.set("search", query.search);
	const response = await api(`/api/users/sellers?${params}`);
	if (!isOk(response) || !Array.isArray(response.body)) return {
		sellers: [],
		failed: !isOk(response)
	};
	return {
		sellers: response.body,
		failed: false
	};
}
// app/routes/sellers.tsx
var sellers_exports = /* @__PURE__ */ __exportAll({
	default: () => sellers_default,
	loader: () => loader$43,
	meta: () => meta$13
});
var MAX_PAGE = Math.floor(1e4 / 24);
async function loader$43({ request, context }) {
	const url = new URL(request.url);
	const search = (url.searchParams.get("search") ?? "").trim().slice(0, 100);
	const pageParam = Number.parseInt(url.searchParams.get("page") ?? "", 10);
	const page = Number.isFinite(pageParam) && pageParam > 1 ? Math.min(pageParam, MAX_PAGE) : 1;
	return {
		...await loadSellers(apiFor(context, request), {
			search,
			page
		}),
		search,
		page,
		canonical: canonicalUrl(request, page > 1 ? `/sellers?page=${page}` : "/sellers")
	};
}
var meta$13 = ({ loaderData }) => loaderData ? seoMeta({
	title: loaderData.search ? `Sellers matching “${loaderData.search}”` : "Sellers",
	description: `Meet the independent shops of ${SHOP_NAME}: browse each seller's products, ratings and contacts, and shop several of them with one cart.`,
	url: loaderData.canonical,
	noindex: loaderData.search !== ""
}) : [];
function pageHref(search, page) {
	const params = new URLSearchParams();
	if (search) params.set("search", search);
	if (page > 1) params.set("page", String(page));
	const query = params.toString();
	return query ? `/sellers?${query}` : "/sellers";
}
var sellers_default = UNSAFE_withComponentProps(function SellersPage({ loaderData }) {
	const { sellers, failed, search, page } = loaderData;
	const hasNext = sellers.length === 24 && page < MAX_PAGE;
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto w-full max-w-7xl px-4 py-8",
		children: [
			/* @__PURE__ */ jsx(PageTitle, {
				subtitle: "Independent shops, each with its own products, ratings and contacts.",
				children: "Sellers"
			}),
			/* @__PURE__ */ jsx(SellerSearchForm, { search }),
			/* @__PURE__ */ jsx("p", {
				role: "status",
				className: "mt-4 text-sm text-muted",
				children: failed ? "Sellers could not be loaded. Please try again in a moment." : search ? `${sellers.length} ${sellers.length === 1 ? "shop matches" : "shops match"} “${search}”.` : null
			}),
			!failed && sellers.length === 0 ? /* @__PURE__ */ jsx("div", {
				className: "mt-4",
				children: /* @__PURE__ */ jsx(EmptyState, {
					title: "No shops found",
					icon: /* @__PURE__ */ jsx(Store, { className: "size-10" }),
					children: search ? /* @__PURE__ */ jsx(Link, {
						to: "/sellers",
						className: "font-semibold text-accent-ink underline",
						children: "Show all sellers"
					}) : "No shop has opened yet."
				})
			}) : /* @__PURE__ */ jsx("ul", {
				className: "mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
				children: sellers.map((seller, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(SellerDirectoryCard, {
					seller,
					eager: index < 3
				}) }, seller.slug))
			}),
			page > 1 || hasNext ? /* @__PURE__ */ jsxs("nav", {
				"aria-label": "Seller pages",
				className: "mt-8 flex justify-center gap-3",
				children: [page > 1 ? /* @__PURE__ */ jsxs(Link, {
					to: pageHref(search, page - 1),
					rel: "prev",
					className: "inline-flex items-center gap-1 rounded-card border border-line px-4 py-2 text-sm font-semibold hover:border-ink",
					children: [/* @__PURE__ */ jsx(ChevronLeft, {
						"aria-hidden": "true",
						className: "size-4"
					}), " Previous"]
				}) : null, hasNext ? /* @__PURE__ */ jsxs(Link, {
					to: pageHref(search, page + 1),
					rel: "next",
					className: "inline-flex items-center gap-1 rounded-card border border-line px-4 py-2 text-sm font-semibold hover:border-ink",
					children: ["Next ", /* @__PURE__ */ jsx(ChevronRight, {
						"aria-hidden": "true",
						className: "size-4"
					})]
				}) : null]
			}) : null
		]
	});
});
// app/features/catalogue/listing-search-form.tsx
/** A search box for one listing (e.g. a shop's products); a new search starts from no other filters. */
function ListingSearchForm({ basePath, state, label }) {
	const navigate = useNavigate();
	const id = useId();
	function onSubmit(event) {
		event.preventDefault();
		const search = String(new FormData(event.currentTarget).get("search") ?? "").trim();
		navigate(filterHref(basePath, {
			...emptyFilterState,
			search,
			sort: state.sort
		}));
	}
	return /* @__PURE__ */ jsxs("form", {
		method: "get",
		action: basePath,
		role: "search",
		"aria-label": label,
		onSubmit,
		className: "flex max-w-md",
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "sr-only",
				children: label
			}),
			/* @__PURE__ */ jsx("input", {
				id,
				type: "search",
				name: "search",
				defaultValue: state.search,
				placeholder: `${label}…`,
				className: "min-w-0 flex-1 rounded-l-card border border-r-0 border-muted px-3 py-2 text-sm"
			}, `search:${state.search}`),
			state.sort ? /* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "sort",
				value: state.sort
			}) : null,
			/* @__PURE__ */ jsxs("button", {
				type: "submit",
				className: "inline-flex items-center gap-1.5 rounded-r-card bg-ink px-4 text-sm font-semibold text-white hover:bg-ink-soft",
				children: [/* @__PURE__ */ jsx(Search, {
					"aria-hidden": "true",
					className: "size-4"
				}), "Search"]
			})
		]
	});
}
// app/features/sellers/shop-header.tsx
/** A shop page's header: cover (the page's LCP image), logo, name, rating, description and contacts. */
function ShopHeader({ seller, productCount }) {
	const { shop } = seller;
	return /* @__PURE__ */ jsxs("header", {
		className: "overflow-hidden rounded-card border border-line bg-white",
		children: [/* @__PURE__ */ jsx("div", {
			className: "aspect-[3/1] bg-surface-sunk sm:aspect-[4/1]",
			children: shop.shop_cover ? /* @__PURE__ */ jsx("img", {
				src: shop.shop_cover,
				srcSet: srcSetFor(shop.shop_cover),
				sizes: "(min-width: 1280px) 1248px, 100vw",
				alt: "",
				width: 1600,
				height: 400,
				loading: "eager",
				fetchPriority: "high",
				className: "size-full object-cover"
			}) : null
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:p-6",
			children: [
				/* @__PURE__ */ jsx("div", {
					className: "-mt-14 size-24 shrink-0 overflow-hidden rounded-full border-4 border-white bg-white shadow-pop sm:-mt-16",
					children: shop.shop_logo ? /* @__PURE__ */ jsx("img", {
						src: shop.shop_logo,
						alt: "",
						width: 96,
						height: 96,
						className: "size-full object-cover"
					}) : /* @__PURE__ */ jsx(Store, {
						"aria-hidden": "true",
						className: "m-6 size-10 text-muted"
					})
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "min-w-0 flex-1",
					children: [
						/* @__PURE__ */ jsx("h1", {
							className: "text-2xl font-bold tracking-tight text-ink sm:text-3xl",
							children: shop.shop_name
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted",
							children: [/* @__PURE__ */ jsx(RatingStars, { value: shop.rating }), productCount !== null ? /* @__PURE__ */ jsxs("span", { children: [productCount.toLocaleString("en-US"), " products"] }) : null]
						}),
						shop.description ? /* @__PURE__ */ jsx("p", {
							className: "mt-3 max-w-3xl text-ink-soft",
							children: shop.description
						}) : null
					]
				}),
				/* @__PURE__ */ jsxs("ul", {
					className: "space-y-1.5 text-sm text-ink-soft sm:w-72 sm:shrink-0",
					children: [
						shop.shop_address ? /* @__PURE__ */ jsxs("li", {
							className: "flex items-start gap-2",
							children: [/* @__PURE__ */ jsx(MapPin, {
								"aria-hidden": "true",
								className: "mt-0.5 size-4 shrink-0 text-muted"
							}), shop.shop_address]
						}) : null,
						seller.email ? /* @__PURE__ */ jsxs("li", {
							className: "flex items-center gap-2",
							children: [/* @__PURE__ */ jsx(Mail, {
								"aria-hidden": "true",
								className: "size-4 shrink-0 text-muted"
							}), /* @__PURE__ */ jsx("a", {
								href: `mailto:${seller.email}`,
								className: "break-all hover:underline",
								children: seller.email
							})]
						}) : null,
						seller.phone ? /* @__PURE__ */ jsxs("li", {
							className: "flex items-center gap-2",
							children: [/* @__PURE__ */ jsx(Phone, {
								"aria-hidden": "true",
								className: "size-4 shrink-0 text-muted"
							}), /* @__PURE__ */ jsx("a", {
								href: `tel:${seller.phone.replace(/[^+\d]/g, "")}`,
								className: "hover:underline",
								children: seller.phone
							})]
						}) : null
					]
				})
			]
		})]
	});
}
// app/routes/seller-shop.tsx
var seller_shop_exports$1 = /* @__PURE__ */ __exportAll({
	default: () => seller_shop_default$1,
	loader: () => loader$42,
	meta: () => meta$12
});
/** A seller's shop: its header and its products with the same filters as /products. */
async function loader$42({ request, context, params }) {
	const url = new URL(request.url);
	const state = parseFilterState(url.searchParams);
	const listing = await loadShopListing(apiFor(context, request), params.shop, state);
	if (listing.status === "not_found") throw data(null, {
		status: 404,
		statusText: "Not Found"
	});
	if (listing.status === "failed") throw data(null, {
		status: 503,
		statusText: "Service Unavailable"
	});
	const basePath = `/sellers/${encodeURIComponent(listing.seller.shop.shop_slug)}`;
	return {
		...listing,
		state,
		basePath,
		canonical: canonicalUrl(request, filterHref(basePath, canonicalFilterState(state))),
		image: absoluteUrl(url.origin, listing.seller.shop.shop_cover)
	};
}
var meta$12 = ({ loaderData }) => {
	if (!loaderData) return [];
	const { shop } = loaderData.seller;
	return seoMeta({
		title: shop.shop_name,
		description: shop.description || `${shop.shop_name} on Bazaar: browse the shop's products, ratings and contacts.`,
		url: loaderData.canonical,
		image: loaderData.image,
		noindex: loaderData.state.search !== ""
	});
};
var seller_shop_default$1 = UNSAFE_withComponentProps(function SellerShopPage({ loaderData }) {
	const { seller, state, basePath, products, count, failed } = loaderData;
	const shell = useShellData();
	const lists = {
		categories: shell.categories,
		subCategories: shell.subCategories,
		brands: shell.brands
	};
	const unfiltered = !hasFilters(state);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto w-full max-w-7xl px-4 py-6",
		children: [
			/* @__PURE__ */ jsx(ShopHeader, {
				seller,
				productCount: unfiltered && !failed ? count : null
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-8 mb-6 flex flex-wrap items-center justify-between gap-4",
				children: [/* @__PURE__ */ jsxs("h2", {
					className: "text-xl font-bold tracking-tight text-ink sm:text-2xl",
					children: ["Products of ", seller.shop.shop_name]
				}), /* @__PURE__ */ jsx(ListingSearchForm, {
					basePath,
					state,
					label: `Search ${seller.shop.shop_name}`
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8",
				children: [
					/* @__PURE__ */ jsx("aside", {
						"aria-label": "Filters",
						className: "hidden lg:block",
						children: /* @__PURE__ */ jsx(FilterPanel, {
							basePath,
							state,
							...lists
						})
					}),
					/* @__PURE__ */ jsxs("details", {
						className: "group mb-4 rounded-card border border-line lg:hidden",
						children: [/* @__PURE__ */ jsxs("summary", {
							className: "flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold",
							children: [
								/* @__PURE__ */ jsx(SlidersHorizontal, {
									"aria-hidden": "true",
									className: "size-4"
								}),
								"Filters",
								hasFilters(state) ? /* @__PURE__ */ jsx("span", {
									className: "text-muted",
									children: "(in use)"
								}) : null
							]
						}), /* @__PURE__ */ jsx("div", {
							className: "border-t border-line p-4",
							children: /* @__PURE__ */ jsx(FilterPanel, {
								basePath,
								state,
								...lists
							})
						})]
					}),
					/* @__PURE__ */ jsx(ProductResults, {
						basePath,
						state,
						products,
						count,
						failed,
						filters: /* @__PURE__ */ jsx(ActiveFilters, {
							basePath,
							state,
							...lists
						})
					})
				]
			})
		]
	});
});
// app/features/blogs/blog-card.tsx
function blogHref(slug) {
	return `/blogs/${encodeURIComponent(slug)}`;
}
/** A post in the blog list: picture, category, title, summary, byline; the whole card links to the post. */
function BlogCard({ post, eager = false }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white hover:border-accent hover:shadow-pop",
		children: [/* @__PURE__ */ jsx("div", {
			className: "aspect-video overflow-hidden bg-surface",
			children: post.imageURL ? /* @__PURE__ */ jsx("img", {
				src: post.imageURL,
				srcSet: srcSetFor(post.imageURL),
				sizes: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
				alt: "",
				width: 1200,
				height: 675,
				loading: eager ? "eager" : "lazy",
				decoding: "async",
				className: "size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
			}) : null
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col p-5",
			children: [
				post.category ? /* @__PURE__ */ jsx("p", {
					className: "text-xs font-bold tracking-wide text-accent-ink uppercase",
					children: post.category
				}) : null,
				/* @__PURE__ */ jsx("h2", {
					className: "mt-1 text-lg leading-snug font-bold text-ink",
					children: /* @__PURE__ */ jsx(Link, {
						to: blogHref(post.slug),
						className: "after:absolute after:inset-0 after:content-[''] group-hover:underline",
						children: post.title
					})
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-2 line-clamp-3 text-sm text-ink-soft",
					children: post.description
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "mt-auto pt-4 text-xs text-muted",
					children: [
						post.postBy,
						" · ",
						/* @__PURE__ */ jsx("time", {
							dateTime: post.createdAt,
							children: formatDate(post.createdAt)
						})
					]
				})
			]
		})]
	});
}
// app/features/blogs/blog-category-nav.tsx
var pill = "inline-flex rounded-full border px-4 py-1.5 text-sm font-semibold";
/** Category filter of the blog: links, so it works without scripts and each choice is shareable. */
function BlogCategoryNav({ categories, current }) {
	const items = [{
		slug: null,
		name: "All posts"
	}, ...categories.map((c) => ({
		slug: c.slug,
		name: c.name
	}))];
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "Blog categories",
		children: /* @__PURE__ */ jsx("ul", {
			className: "flex flex-wrap gap-2",
			children: items.map((item) => {
				const selected = item.slug === current;
				return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
					to: item.slug ? `/blogs?category=${encodeURIComponent(item.slug)}` : "/blogs",
					"aria-current": selected ? "page" : void 0,
					className: `${pill} ${selected ? "border-ink bg-ink text-white" : "border-line bg-white text-ink hover:border-ink"}`,
					children: item.name
				}) }, item.slug ?? "all");
			})
		})
	});
}
// app/features/blogs/blogs.server.ts
function list(value) {
	return Array.isArray(value) ? value : [];
}
/** The blog's posts (all, or one category's) and the categories to filter by. */
async function loadBlogIndex(api, query) {
	const page = `page=${query.page}&limit=12`;
	const [postsResponse, categoriesResponse] = await Promise.all(query.category ? [api(`/api/blogs/category?category=${encodeURIComponent(query.category)}&${page}`), api("/api/blogcategories/for-blog")] : [api(`/api/blogs?${page}`), api("/api/blogcategories/for-blog")]);
	const categories = isOk(categoriesResponse) ? list(categoriesResponse.body) : [];
	if (!isOk(postsResponse)) return {
		posts: [],
		count: null,
		categories,
		failed: true
	};
	const body = postsResponse.body;
	if (Array.isArray(body)) return {
		posts: body,
		count: null,
		categories,
		failed: false
	};
	return {
		posts: list(body.allBlogs),
		count: body.count,
		categories,
		failed: false
	};
}
/** A post with its comments (`GET /api/blogs/{id}`, `/api/blog-comments/single-blog/{id}`) and the newest posts. */
async function loadBlogPost(api, slug) {
	const path = encodeURIComponent(slug);
	const [postResponse, commentsResponse, latestResponse] = await Promise.all([
		api(`/api/blogs/${path}`),
		api(`/api/blog-comments/single-blog/${path}?limit=100`),
		api("/api/blogs?limit=1")
	]);
	if (postResponse.status === 404 || postResponse.status === 400) return { status: "not_found" };
	if (!isOk(postResponse)) return { status: "failed" };
	return {
		status: "ok",
		post: postResponse.body,
		comments: isOk(commentsResponse) ? list(commentsResponse.body) : [],
		latest: isOk(latestResponse) ? list(latestResponse.body.latestBlogs).filter((blog) => blog.slug !== slug) : []
	};
}
// app/routes/blogs.tsx
var blogs_exports = /* @__PURE__ */ __exportAll({
	default: () => blogs_default,
	loader: () => loader$41,
	meta: () => meta$11
});
function blogsHref(category, page) {
	const params = new URLSearchParams();
	if (category) params.set("category", category);
	if (page > 1) params.set("page", String(page));
	const query = params.toString();
	return query ? `/blogs?${query}` : "/blogs";
}
async function loader$41({ request, context }) {
	const url = new URL(request.url);
	const category = url.searchParams.get("category")?.trim().slice(0, 200) || null;
	const pageParam = Number.parseInt(url.searchParams.get("page") ?? "", 10);
	const page = Number.isFinite(pageParam) && pageParam > 1 ? Math.min(pageParam, 800) : 1;
	return {
		...await loadBlogIndex(apiFor(context, request), {
			category,
			page
		}),
		category,
		page,
		canonical: canonicalUrl(request, blogsHref(category, page))
	};
}
var meta$11 = ({ loaderData }) => {
	if (!loaderData) return [];
	const category = loaderData.categories.find((item) => item.slug === loaderData.category);
	return seoMeta({
		title: category ? `${category.name}: blog` : "Blog",
		description: `Buying guides, care tips and ideas from ${SHOP_NAME} and its sellers${category ? `, on ${category.name.toLowerCase()}` : ""}.`,
		url: loaderData.canonical
	});
};
var blogs_default = UNSAFE_withComponentProps(function BlogsPage({ loaderData }) {
	const { posts, count, categories, failed, category, page } = loaderData;
	const pages = count !== null ? Math.ceil(count / 12) : posts.length === 12 ? page + 1 : page;
	const current = categories.find((item) => item.slug === category);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto w-full max-w-7xl px-4 py-8",
		children: [
			/* @__PURE__ */ jsx(PageTitle, {
				subtitle: "Buying guides, care tips and ideas for the home, from our team and our sellers.",
				children: current ? `Blog: ${current.name}` : "Blog"
			}),
			/* @__PURE__ */ jsx(BlogCategoryNav, {
				categories,
				current: category
			}),
			failed ? /* @__PURE__ */ jsx("div", {
				className: "mt-6",
				children: /* @__PURE__ */ jsx(EmptyState, {
					title: "Something went wrong",
					children: "The posts could not be loaded. Please try again in a moment."
				})
			}) : posts.length === 0 ? /* @__PURE__ */ jsx("div", {
				className: "mt-6",
				children: /* @__PURE__ */ jsx(EmptyState, {
					title: "No posts here yet",
					icon: /* @__PURE__ */ jsx(Newspaper, { className: "size-10" }),
					children: "New posts arrive every few weeks."
				})
			}) : /* @__PURE__ */ jsx("ul", {
				className: "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
				children: posts.map((post, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(BlogCard, {
					post,
					eager: index < 3
				}) }, post.slug))
			}),
			/* @__PURE__ */ jsx(Pagination, {
				current: page,
				total: pages,
				hrefFor: (target) => blogsHref(category, target),
				label: "Blog pages"
			})
		]
	});
});
// app/features/blog-comments/comment-limits.ts
/** Mirrors MAX_COMMENT_LENGTH of the shopping contract (a test checks it) without shipping zod to the page. */
var COMMENT_MAX_LENGTH = 2e3;
// app/features/blog-comments/comment-form.tsx
/**
* A signed-in reader's comment on a blog post: plain text (React escapes it when the list renders it). Posts to
* the blog post route's action, with or without scripts; visitors get a way to log in.
*/
function CommentForm({ signedIn, loginHref, result }) {
	const navigation = useNavigation();
	const fieldId = useId();
	const form = useRef(null);
	const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "comment";
	useEffect(() => {
		if (result?.ok) form.current?.reset();
	}, [result]);
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "comment-form-heading",
		className: "mt-8 rounded-card border border-line p-5",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "comment-form-heading",
				className: "text-lg font-bold text-ink",
				children: "Leave a comment"
			}),
			signedIn ? /* @__PURE__ */ jsxs(Form, {
				ref: form,
				method: "post",
				preventScrollReset: true,
				className: "mt-3 space-y-3",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "intent",
						value: "comment"
					}),
					/* @__PURE__ */ jsx("label", {
						htmlFor: fieldId,
						className: "sr-only",
						children: "Your comment"
					}),
					/* @__PURE__ */ jsx("textarea", {
						id: fieldId,
						name: "comment",
						required: true,
						rows: 4,
						maxLength: COMMENT_MAX_LENGTH,
						placeholder: "Share your thoughts (plain text)",
						className: "w-full rounded-card border border-line px-3 py-2 text-sm"
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						disabled: busy,
						className: "rounded-card bg-accent px-5 py-2.5 text-sm font-semibold text-ink hover:bg-accent-strong disabled:opacity-70",
						children: busy ? "Posting…" : "Post comment"
					})
				]
			}) : /* @__PURE__ */ jsxs("p", {
				className: "mt-3 text-sm text-muted",
				children: [
					/* @__PURE__ */ jsx(Link, {
						to: loginHref,
						className: "font-semibold text-accent-ink underline",
						children: "Log in"
					}),
					" ",
					"to comment."
				]
			}),
			result ? /* @__PURE__ */ jsx("p", {
				role: result.ok ? "status" : "alert",
				className: `mt-3 rounded-card border px-3 py-2 text-sm ${result.ok ? "border-green-700/30 bg-green-50 text-green-900" : "border-danger/30 bg-red-50 text-danger"}`,
				children: result.message
			}) : null
		]
	});
}
// app/features/blog-comments/comment-submit.server.ts
/** POST /api/blog-comments { blogSlug, comment }: plain text, stored as typed and rendered escaped. */
async function submitComment(api, blogSlug, form) {
	const response = await api("/api/blog-comments", {
		method: "POST",
		body: {
			blogSlug,
			comment: String(form.get("comment") ?? "")
		}
	});
	if (isOk(response)) return {
		status: 201,
		result: {
			ok: true,
			message: "Your comment is published."
		}
	};
	return {
		status: response.status >= 400 ? response.status : 502,
		result: {
			ok: false,
			message: errorMessage(response, messages.genericFailure)
		}
	};
}
// app/features/blogs/blog-comments.tsx
/** A post's comments, newest first. Comments are plain text and rendered as text. */
function BlogComments({ comments }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "comments-heading",
		className: "mt-12 border-t border-line pt-8",
		children: [/* @__PURE__ */ jsxs("h2", {
			id: "comments-heading",
			className: "flex items-center gap-2 text-xl font-bold tracking-tight text-ink",
			children: [/* @__PURE__ */ jsx(MessageSquare, {
				"aria-hidden": "true",
				className: "size-5"
			}), comments.length === 0 ? "Comments" : `${comments.length} ${comments.length === 1 ? "comment" : "comments"}`]
		}), comments.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "mt-3 text-sm text-muted",
			children: "No comments yet."
		}) : /* @__PURE__ */ jsx("ul", {
			className: "mt-4 space-y-5",
			children: comments.map((comment) => /* @__PURE__ */ jsxs("li", {
				className: "flex gap-3",
				children: [comment.avatar ? /* @__PURE__ */ jsx("img", {
					src: comment.avatar,
					alt: "",
					width: 40,
					height: 40,
					loading: "lazy",
					className: "size-10 shrink-0 rounded-full bg-surface object-cover"
				}) : /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: "flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-sunk font-bold text-muted",
					children: comment.name.charAt(0)
				}), /* @__PURE__ */ jsxs("div", {
					className: "min-w-0 flex-1 rounded-card bg-surface px-4 py-3",
					children: [/* @__PURE__ */ jsxs("p", {
						className: "text-sm",
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "font-semibold text-ink",
								children: comment.name
							}),
							" ",
							/* @__PURE__ */ jsx("time", {
								dateTime: comment.createdAt,
								className: "text-xs text-muted",
								children: formatDate(comment.createdAt)
							})
						]
					}), /* @__PURE__ */ jsx("p", {
						className: "mt-1 text-sm whitespace-pre-line break-words text-ink-soft",
						children: comment.comment
					})]
				})]
			}, comment.slug))
		})]
	});
}
// app/routes/blog-post.tsx
var blog_post_exports = /* @__PURE__ */ __exportAll({
	action: () => action$28,
	default: () => blog_post_default,
	loader: () => loader$40,
	meta: () => meta$10
});
async function loader$40({ request, context, params }) {
	const page = await loadBlogPost(apiFor(context, request), params.slug);
	if (page.status === "not_found") throw data(null, {
		status: 404,
		statusText: "Not Found"
	});
	if (page.status === "failed") throw data(null, {
		status: 503,
		statusText: "Service Unavailable"
	});
	const canonical = canonicalUrl(request, blogHref(page.post.slug));
	return {
		...page,
		canonical,
		image: absoluteUrl(new URL(canonical).origin, page.post.imageURL)
	};
}
/** A signed-in reader's comment (intent=comment); a visitor's page post goes to log in first. */
async function action$28({ request, context, params }) {
	const { userSlug } = sessionFromCookies(request.headers.get("cookie"));
	if (!userSlug) throw redirect(loginPath(blogHref(params.slug)));
	const form = await request.formData();
	if (form.get("intent") !== "comment") throw data(null, {
		status: 400,
		statusText: "Bad Request"
	});
	const outcome = await submitComment(apiFor(context, request), params.slug, form);
	return data(outcome.result, { status: outcome.status });
}
var meta$10 = ({ loaderData }) => {
	if (!loaderData) return [];
	const { post, canonical, image } = loaderData;
	return [
		...seoMeta({
			title: post.seo_title || post.title,
			description: post.seo_description || post.description,
			url: canonical,
			image,
			type: "article"
		}),
		{
			property: "article:published_time",
			content: post.createdAt
		},
		{ "script:ld+json": {
			"@context": "https://schema.org",
			"@type": "BlogPosting",
			headline: post.title,
			description: post.description,
			datePublished: post.createdAt,
			author: {
				"@type": "Person",
				name: post.postBy
			},
			publisher: {
				"@type": "Organization",
				name: SHOP_NAME
			},
			mainEntityOfPage: canonical,
			...image ? { image } : {}
		} }
	];
};
var blog_post_default = UNSAFE_withComponentProps(function BlogPostPage({ loaderData, actionData }) {
	const { post, comments, latest } = loaderData;
	const { user } = useShellData();
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto w-full max-w-7xl px-4 py-6",
		children: [/* @__PURE__ */ jsx("nav", {
			"aria-label": "Breadcrumb",
			className: "mb-6 text-sm text-muted",
			children: /* @__PURE__ */ jsxs("ol", {
				className: "flex flex-wrap items-center gap-1",
				children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
					to: "/blogs",
					className: "hover:text-ink hover:underline",
					children: "Blog"
				}) }), post.category && post.category_slug ? /* @__PURE__ */ jsxs("li", {
					className: "flex items-center gap-1",
					children: [/* @__PURE__ */ jsx(ChevronRight, {
						"aria-hidden": "true",
						className: "size-3.5"
					}), /* @__PURE__ */ jsx(Link, {
						to: `/blogs?category=${encodeURIComponent(post.category_slug)}`,
						className: "hover:text-ink hover:underline",
						children: post.category
					})]
				}) : null]
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]",
			children: [/* @__PURE__ */ jsxs("article", { children: [
				/* @__PURE__ */ jsxs("header", { children: [
					/* @__PURE__ */ jsx("h1", {
						className: "text-3xl font-extrabold tracking-tight text-ink sm:text-4xl",
						children: post.title
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-3 text-lg text-ink-soft",
						children: post.description
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-3 text-sm text-muted",
						children: [
							"By ",
							post.postBy,
							" · ",
							/* @__PURE__ */ jsx("time", {
								dateTime: post.createdAt,
								children: formatDate(post.createdAt)
							})
						]
					})
				] }),
				post.imageURL ? /* @__PURE__ */ jsx("img", {
					src: post.imageURL,
					srcSet: srcSetFor(post.imageURL),
					sizes: "(min-width: 1280px) 900px, 100vw",
					alt: "",
					width: 1200,
					height: 675,
					loading: "eager",
					fetchPriority: "high",
					className: "mt-6 aspect-video w-full rounded-card bg-surface object-cover"
				}) : null,
				/* @__PURE__ */ jsx(RichText, {
					html: post.long_description,
					className: "mt-8 max-w-3xl"
				}),
				/* @__PURE__ */ jsx(BlogComments, { comments }),
				/* @__PURE__ */ jsx(CommentForm, {
					signedIn: user !== null,
					loginHref: loginPath(blogHref(post.slug)),
					result: actionData ?? null
				})
			] }), latest.length > 0 ? /* @__PURE__ */ jsxs("aside", {
				"aria-labelledby": "latest-heading",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "latest-heading",
					className: "text-sm font-bold tracking-wide text-muted uppercase",
					children: "Latest posts"
				}), /* @__PURE__ */ jsx("ul", {
					className: "mt-3 divide-y divide-line",
					children: latest.map((item) => /* @__PURE__ */ jsxs("li", {
						className: "py-3",
						children: [/* @__PURE__ */ jsx(Link, {
							to: blogHref(item.slug),
							className: "font-semibold text-ink hover:text-accent-ink hover:underline",
							children: item.title
						}), /* @__PURE__ */ jsx("p", {
							className: "text-xs text-muted",
							children: formatDate(item.createdAt)
						})]
					}, item.slug))
				})]
			}) : null]
		})]
	});
});
// app/features/content-pages/about-content.tsx
function AboutContent() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("p", { children: "Bazaar is a marketplace of independent shops. Instead of one big warehouse, you buy from people who run their own business: a small electronics dealer in Austin, a roastery in the Pacific Northwest, a family bookshop, a studio that sews its own clothes. Each shop lists its products, sets its prices and ships your order itself, and Bazaar brings them together in one catalogue, one search and one cart." }),
		/* @__PURE__ */ jsx("h2", { children: "What we do for shoppers" }),
		/* @__PURE__ */ jsxs("ul", { children: [
			/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "One cart for many shops." }), " Order from several sellers at once and pay once; every seller ships its own part of the order and you can follow each of them from your orders page."] }),
			/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Clear prices." }), " Every price is shown in US dollars. When a seller runs an offer, you see the offer next to the regular price, so you always know what you save."] }),
			/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Reviews you can trust." }), " Only customers who bought and received a product can review it, once per product."] }),
			/* @__PURE__ */ jsxs("li", { children: [
				/* @__PURE__ */ jsx("strong", { children: "Returns within 30 days." }),
				" If something is not right, you can send it back within 30 days of delivery. See the ",
				/* @__PURE__ */ jsx(Link, {
					to: "/faq",
					children: "FAQ"
				}),
				" for how returns work."
			] })
		] }),
		/* @__PURE__ */ jsx("h2", { children: "What we do for sellers" }),
		/* @__PURE__ */ jsxs("p", { children: [
			"Opening a shop on Bazaar is free. Sellers apply with their shop details, and our team checks every application by hand before the shop goes live. Approved sellers manage their own products, stock and orders, and keep their own customers. Read the ",
			/* @__PURE__ */ jsx(Link, {
				to: "/seller_terms_condition",
				children: "seller terms"
			}),
			" ",
			"or ",
			/* @__PURE__ */ jsx(Link, {
				to: "/become_seller",
				children: "apply to become a seller"
			}),
			"."
		] }),
		/* @__PURE__ */ jsx("h2", { children: "How we choose what is listed" }),
		/* @__PURE__ */ jsx("p", { children: "Every new product is reviewed before shoppers can see it. We remove listings that are counterfeit, unsafe or misleading, and we act on every report a customer sends us. Shops that repeatedly break our rules are closed." }),
		/* @__PURE__ */ jsx("h2", { children: "Open source" }),
		/* @__PURE__ */ jsx("p", { children: "The software that runs Bazaar is open source, so anyone can read how it works, suggest improvements or run a marketplace of their own with it." }),
		/* @__PURE__ */ jsx("h2", { children: "Talk to us" }),
		/* @__PURE__ */ jsxs("p", { children: [
			"Questions about an order, a seller or this site? Write to us through the",
			" ",
			/* @__PURE__ */ jsx(Link, {
				to: "/contact",
				children: "contact page"
			}),
			"; we answer within one business day."
		] })
	] });
}
// app/features/content-pages/content-layout.tsx
/** The shop's help and policy pages, listed beside each of them. */
var helpPages = [
	{
		to: "/about",
		label: "About us"
	},
	{
		to: "/faq",
		label: "FAQ"
	},
	{
		to: "/contact",
		label: "Contact"
	},
	{
		to: "/privacy_policy",
		label: "Privacy Policy"
	},
	{
		to: "/terms_condition",
		label: "Terms and Conditions"
	},
	{
		to: "/seller_terms_condition",
		label: "Seller terms and conditions"
	}
];
/** Long-form text: readable measure, spacing and list styles for the content pages. */
var proseClass = "max-w-3xl text-base leading-7 text-ink-soft [&_a]:font-semibold [&_a]:text-accent-ink [&_a]:underline [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:font-bold [&_h3]:text-ink [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:text-ink [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6";
function ContentLayout({ title, lead, updated, children }) {
	const { pathname } = useLocation();
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto w-full max-w-7xl px-4 py-8",
		children: [/* @__PURE__ */ jsx(PageTitle, {
			subtitle: lead,
			children: title
		}), /* @__PURE__ */ jsxs("div", {
			className: "grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]",
			children: [/* @__PURE__ */ jsxs("div", { children: [updated ? /* @__PURE__ */ jsxs("p", {
				className: "text-sm text-muted",
				children: ["Last updated: ", updated]
			}) : null, /* @__PURE__ */ jsx("div", {
				className: proseClass,
				children
			})] }), /* @__PURE__ */ jsxs("nav", {
				"aria-label": "Help and policies",
				className: "lg:sticky lg:top-4 lg:self-start",
				children: [/* @__PURE__ */ jsx("h2", {
					className: "text-sm font-bold tracking-wide text-muted uppercase",
					children: "Help and policies"
				}), /* @__PURE__ */ jsx("ul", {
					className: "mt-3 space-y-1",
					children: helpPages.map((page) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: page.to,
						"aria-current": pathname === page.to ? "page" : void 0,
						className: `block rounded px-3 py-1.5 text-sm hover:bg-surface-sunk ${pathname === page.to ? "bg-accent-soft font-semibold text-ink" : "text-ink-soft"}`,
						children: page.label
					}) }, page.to))
				})]
			})]
		})]
	});
}
// app/routes/about.tsx
var about_exports = /* @__PURE__ */ __exportAll({
	default: () => about_default,
	loader: () => loader$39,
	meta: () => meta$9
});
function loader$39({ request }) {
	return { canonical: canonicalUrl(request, "/about") };
}
var meta$9 = ({ loaderData }) => loaderData ? seoMeta({
	title: "About us",
	description: "Bazaar is a marketplace of independent shops: one catalogue, one cart and one checkout for many sellers, with verified reviews and returns within 30 days.",
	url: loaderData.canonical
}) : [];
var about_default = UNSAFE_withComponentProps(function AboutPage() {
	return /* @__PURE__ */ jsx(ContentLayout, {
		title: "About Bazaar",
		lead: "Independent shops, one cart.",
		children: /* @__PURE__ */ jsx(AboutContent, {})
	});
});
// ../../packages/shared/src/contact.contract.ts
/**
* The contact form (`POST /api/contact`): one schema for the API route and the storefront's action, so the
* texts shown beside each field are the same whether the browser, the page's action or the API refuses.
*/
var contactFieldMessages = {
	name: "Please enter your name.",
	email: "Please enter a valid email address.",
	subject: "Please keep the subject under 150 characters.",
	message: "Please write a message of at least 10 characters.",
	messageTooLong: "Please keep your message under 5000 characters."
};
var contactMessageSchema = z.object({
	name: z.string().trim().min(1, contactFieldMessages.name).max(100, contactFieldMessages.name),
	email: z.string().trim().max(254, contactFieldMessages.email).pipe(z.email(contactFieldMessages.email)),
	subject: z.string().trim().max(150, contactFieldMessages.subject).optional(),
	message: z.string().trim().min(10, contactFieldMessages.message).max(5e3, contactFieldMessages.messageTooLong)
});
z.object({
	slug: z.string(),
	message: z.string(),
	createdAt: z.string()
});
// app/features/content-pages/contact.server.ts
var fields = [
	"name",
	"email",
	"subject",
	"message"
];
/** "body.email: Please enter …; body.message: …" (the API's validation message) → errors by field. */
function fieldErrorsFromApi(message) {
	const errors = {};
	for (const part of message.split(";")) {
		const match = /^\s*body\.(\w+):\s*(.+?)\s*$/.exec(part);
		const field = match?.[1];
		if (field && fields.includes(field) && match?.[2] && !errors[field]) errors[field] = match[2];
	}
	return errors;
}
/**
* The contact page's action: checks the fields with the same schema as the API (so errors show beside the
* fields, with or without scripts), then stores the message through `POST /api/contact`.
*/
async function submitContactForm(api, form) {
	const values = {
		name: String(form.get("name") ?? ""),
		email: String(form.get("email") ?? ""),
		subject: String(form.get("subject") ?? ""),
		message: String(form.get("message") ?? "")
	};
	const parsed = contactMessageSchema.safeParse({
		...values,
		subject: values.subject.trim() || void 0
	});
	if (!parsed.success) {
		const fieldErrors = {};
		for (const issue of parsed.error.issues) {
			const field = issue.path[0];
			if (fields.includes(field) && !fieldErrors[field]) fieldErrors[field] = issue.message;
		}
		return {
			status: 400,
			body: {
				ok: false,
				fieldErrors,
				values
			}
		};
	}
	const response = await api("/api/contact", {
		method: "POST",
		body: parsed.data
	});
	if (isOk(response)) return {
		status: 201,
		body: {
			ok: true,
			message: response.body.message || "Thank you! Your message has been sent. We reply within one business day."
		}
	};
	const message = errorMessage(response, messages.genericFailure);
	const fieldErrors = response.status === 400 ? fieldErrorsFromApi(message) : {};
	return {
		status: response.status >= 400 ? response.status : 502,
		body: {
			ok: false,
			fieldErrors,
			formError: Object.keys(fieldErrors).length > 0 ? void 0 : message,
			values
		}
	};
}
// app/features/content-pages/contact-form.tsx
var inputClass = "mt-1 block w-full rounded-card border bg-white px-3 py-2 text-sm text-ink aria-[invalid=true]:border-danger";
function Field({ name, label, hint, error, defaultValue, type = "text", required = false, multiline = false, autoComplete }) {
	const id = `contact-${name}`;
	const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || void 0;
	const common = {
		id,
		name,
		required,
		defaultValue,
		autoComplete,
		"aria-invalid": error ? true : void 0,
		"aria-describedby": describedBy,
		className: `${inputClass} ${error ? "border-danger" : "border-muted"}`
	};
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsxs("label", {
			htmlFor: id,
			className: "block text-sm font-semibold text-ink",
			children: [label, required ? null : /* @__PURE__ */ jsx("span", {
				className: "font-normal text-muted",
				children: " (optional)"
			})]
		}),
		multiline ? /* @__PURE__ */ jsx("textarea", {
			...common,
			rows: 6
		}) : /* @__PURE__ */ jsx("input", {
			...common,
			type
		}),
		hint ? /* @__PURE__ */ jsx("p", {
			id: `${id}-hint`,
			className: "mt-1 text-xs text-muted",
			children: hint
		}) : null,
		error ? /* @__PURE__ */ jsxs("p", {
			id: `${id}-error`,
			className: "mt-1 flex items-center gap-1 text-sm font-medium text-danger",
			children: [/* @__PURE__ */ jsx(CircleAlert, {
				"aria-hidden": "true",
				className: "size-4 shrink-0"
			}), error]
		}) : null
	] });
}
/**
* The contact form. It posts to the page's own action, so it works without scripts; errors come back from
* the server and are shown beside their fields, and the first invalid field gets the focus.
*/
function ContactForm({ result }) {
	const navigation = useNavigation();
	const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact");
	const formRef = useRef(null);
	const statusRef = useRef(null);
	const failed = result && !result.ok ? result : null;
	const values = failed?.values;
	useEffect(() => {
		if (!result) return;
		if (result.ok) {
			formRef.current?.reset();
			statusRef.current?.focus();
			return;
		}
		formRef.current?.querySelector("[aria-invalid=\"true\"]")?.focus();
	}, [result]);
	return /* @__PURE__ */ jsxs("div", { children: [
		result?.ok ? /* @__PURE__ */ jsxs("div", {
			ref: statusRef,
			tabIndex: -1,
			role: "status",
			className: "mb-6 flex items-start gap-2 rounded-card border border-green-700/30 bg-green-50 px-4 py-3 text-green-900",
			children: [/* @__PURE__ */ jsx(CircleCheck, {
				"aria-hidden": "true",
				className: "mt-0.5 size-5 shrink-0"
			}), /* @__PURE__ */ jsx("p", {
				className: "font-medium",
				children: result.message
			})]
		}) : null,
		failed?.formError ? /* @__PURE__ */ jsxs("div", {
			role: "alert",
			className: "mb-6 flex items-start gap-2 rounded-card border border-danger/30 bg-red-50 px-4 py-3 text-danger",
			children: [/* @__PURE__ */ jsx(CircleAlert, {
				"aria-hidden": "true",
				className: "mt-0.5 size-5 shrink-0"
			}), /* @__PURE__ */ jsx("p", {
				className: "font-medium",
				children: failed.formError
			})]
		}) : null,
		/* @__PURE__ */ jsxs(Form, {
			ref: formRef,
			method: "post",
			noValidate: true,
			className: "grid gap-5 sm:grid-cols-2",
			"aria-label": "Contact form",
			children: [
				/* @__PURE__ */ jsx(Field, {
					name: "name",
					label: "Your name",
					required: true,
					autoComplete: "name",
					defaultValue: values?.name,
					error: failed?.fieldErrors.name
				}),
				/* @__PURE__ */ jsx(Field, {
					name: "email",
					label: "Email address",
					type: "email",
					required: true,
					autoComplete: "email",
					defaultValue: values?.email,
					error: failed?.fieldErrors.email
				}),
				/* @__PURE__ */ jsx("div", {
					className: "sm:col-span-2",
					children: /* @__PURE__ */ jsx(Field, {
						name: "subject",
						label: "Subject",
						hint: "For an order, please add the order number.",
						defaultValue: values?.subject,
						error: failed?.fieldErrors.subject
					})
				}),
				/* @__PURE__ */ jsx("div", {
					className: "sm:col-span-2",
					children: /* @__PURE__ */ jsx(Field, {
						name: "message",
						label: "Message",
						required: true,
						multiline: true,
						hint: "At least 10 characters.",
						defaultValue: values?.message,
						error: failed?.fieldErrors.message
					})
				}),
				/* @__PURE__ */ jsx("div", {
					className: "sm:col-span-2",
					children: /* @__PURE__ */ jsxs("button", {
						type: "submit",
						disabled: busy,
						className: "inline-flex items-center gap-2 rounded-card bg-accent px-6 py-2.5 text-sm font-bold text-ink hover:bg-accent-strong disabled:opacity-60",
						children: [/* @__PURE__ */ jsx(Send, {
							"aria-hidden": "true",
							className: "size-4"
						}), busy ? "Sending…" : "Send message"]
					})
				})
			]
		})
	] });
}
// app/routes/contact.tsx
var contact_exports = /* @__PURE__ */ __exportAll({
	action: () => action$27,
	default: () => contact_default,
	loader: () => loader$38,
	meta: () => meta$8
});
function loader$38({ request }) {
	return { canonical: canonicalUrl(request, "/contact") };
}
async function action$27({ request, context }) {
	const result = await submitContactForm(apiFor(context, request), await request.formData());
	return data(result.body, { status: result.status });
}
var meta$8 = ({ loaderData }) => loaderData ? seoMeta({
	title: "Contact",
	description: "Questions about an order, a return, a seller or selling on Bazaar? Send us a message and we answer within one business day.",
	url: loaderData.canonical
}) : [];
var contact_default = UNSAFE_withComponentProps(function ContactPage({ actionData }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto w-full max-w-7xl px-4 py-8",
		children: [/* @__PURE__ */ jsx(PageTitle, {
			subtitle: "We read every message and answer within one business day.",
			children: "Contact us"
		}), /* @__PURE__ */ jsxs("div", {
			className: "grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]",
			children: [/* @__PURE__ */ jsx(ContactForm, { result: actionData }), /* @__PURE__ */ jsxs("aside", {
				"aria-label": "Before you write",
				className: "space-y-5 text-sm text-ink-soft",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex gap-3",
						children: [/* @__PURE__ */ jsx(Clock, {
							"aria-hidden": "true",
							className: "mt-0.5 size-5 shrink-0 text-accent-ink"
						}), /* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("strong", {
							className: "block text-ink",
							children: "Opening hours"
						}), "Monday to Friday, 9:00–18:00 (US Eastern). Messages sent at the weekend are answered on Monday."] })]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex gap-3",
						children: [/* @__PURE__ */ jsx(MessageSquare, {
							"aria-hidden": "true",
							className: "mt-0.5 size-5 shrink-0 text-accent-ink"
						}), /* @__PURE__ */ jsxs("p", { children: [
							/* @__PURE__ */ jsx("strong", {
								className: "block text-ink",
								children: "Quick answers"
							}),
							"Many questions about delivery, returns and payment are answered in our",
							" ",
							/* @__PURE__ */ jsx(Link, {
								to: "/faq",
								className: "font-semibold text-accent-ink underline",
								children: "FAQ"
							}),
							"."
						] })]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex gap-3",
						children: [/* @__PURE__ */ jsx(Store, {
							"aria-hidden": "true",
							className: "mt-0.5 size-5 shrink-0 text-accent-ink"
						}), /* @__PURE__ */ jsxs("p", { children: [
							/* @__PURE__ */ jsx("strong", {
								className: "block text-ink",
								children: "Questions for a seller"
							}),
							"Each shop's e-mail address and phone number are on its page in the",
							" ",
							/* @__PURE__ */ jsx(Link, {
								to: "/sellers",
								className: "font-semibold text-accent-ink underline",
								children: "seller directory"
							}),
							"."
						] })]
					})
				]
			})]
		})]
	});
});
// app/features/content-pages/faq-entries.ts
var faqGroups = [
	{
		title: "Orders and payment",
		entries: [
			{
				question: "How do I place an order?",
				answer: "Add products to your cart, open the cart and choose Checkout. Sign in, pick or add a delivery address, choose how to pay and confirm. You receive an order number straight away, and your order appears under Track Order."
			},
			{
				question: "Can I buy from several sellers in one order?",
				answer: "Yes. Your cart can hold products from any number of shops and you pay once. Each seller ships its own items, so they may arrive in separate parcels."
			},
			{
				question: "Which payment methods can I use?",
				answer: "Cash on delivery is always available. Card payment is offered at checkout when the shop operator has switched it on. All prices are in US dollars."
			},
			{
				question: "How do coupons work?",
				answer: "Enter the code at checkout. A coupon may need a minimum order value, may only be valid for a limited time or a limited number of uses, and may apply to one seller only; the checkout tells you why a code cannot be used."
			}
		]
	},
	{
		title: "Delivery",
		entries: [{
			question: "How long does delivery take?",
			answer: "Each seller ships from its own location. Most shops dispatch within one or two business days, and the product page shows which shop an item ships from."
		}, {
			question: "How can I follow my order?",
			answer: "Sign in and open Track Order. Every order shows its status (pending, processing, shipped, delivered) and each seller updates its own part of the order."
		}]
	},
	{
		title: "Returns and refunds",
		entries: [
			{
				question: "Can I return a product?",
				answer: "Yes, within 30 days of delivery. The product should be unused and in its original packaging. Contact us with your order number and we arrange the return with the seller."
			},
			{
				question: "When do I get my money back?",
				answer: "Once the seller has received the returned item, the refund is issued to the way you paid, usually within five business days. Cash-on-delivery orders are refunded by bank transfer."
			},
			{
				question: "What if an item arrives damaged or is not what I ordered?",
				answer: "Tell us within 30 days through the contact page, with a photo if you can. You will not pay for the return of a damaged or wrong item."
			}
		]
	},
	{
		title: "Your account",
		entries: [
			{
				question: "Do I need an account to shop?",
				answer: "You can browse and search without one. To keep a wishlist and a cart, place orders, review products or subscribe to our newsletter you need to sign in."
			},
			{
				question: "I forgot my password. What now?",
				answer: "Choose Forgot password on the sign-in page and enter your e-mail address. We send you a link to set a new password."
			},
			{
				question: "Who can write reviews?",
				answer: "Only customers who bought a product and received it can review it, once per product. That keeps ratings honest."
			}
		]
	},
	{
		title: "Selling on Bazaar",
		entries: [{
			question: "How do I become a seller?",
			answer: "Use Become seller in the menu and fill in your shop name, contact details, address and a short description. Our team reviews each application, usually within three business days, and lets you know by e-mail."
		}, {
			question: "What does it cost to sell?",
			answer: "Opening a shop is free. The fees that apply to sales are set out in the seller terms and conditions."
		}]
	}
];
// app/features/content-pages/faq-list.tsx
/** Questions as disclosure widgets (native `details`: keyboard and screen-reader friendly, no script). */
function FaqList({ groups }) {
	return /* @__PURE__ */ jsx("div", {
		className: "max-w-3xl",
		children: groups.map((group, index) => /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": `faq-group-${index}`,
			className: "mt-8 first:mt-0",
			children: [/* @__PURE__ */ jsx("h2", {
				id: `faq-group-${index}`,
				className: "text-xl font-bold text-ink",
				children: group.title
			}), /* @__PURE__ */ jsx("div", {
				className: "mt-3 divide-y divide-line rounded-card border border-line",
				children: group.entries.map((entry) => /* @__PURE__ */ jsxs("details", {
					className: "group",
					children: [/* @__PURE__ */ jsxs("summary", {
						className: "flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-ink hover:bg-surface [&::-webkit-details-marker]:hidden",
						children: [entry.question, /* @__PURE__ */ jsx(ChevronDown, {
							"aria-hidden": "true",
							className: "size-5 shrink-0 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
						})]
					}), /* @__PURE__ */ jsx("p", {
						className: "px-4 pb-4 text-ink-soft",
						children: entry.answer
					})]
				}, entry.question))
			})]
		}, group.title))
	});
}
/** schema.org FAQPage data for the same questions. */
function faqJsonLd(groups) {
	return {
		"@context": "https://schema.org",
		"@type": "FAQPage",
		mainEntity: groups.flatMap((group) => group.entries.map((entry) => ({
			"@type": "Question",
			name: entry.question,
			acceptedAnswer: {
				"@type": "Answer",
				text: entry.answer
			}
		})))
	};
}
// app/routes/faq.tsx
var faq_exports = /* @__PURE__ */ __exportAll({
	default: () => faq_default,
	loader: () => loader$37,
	meta: () => meta$7
});
function loader$37({ request }) {
	return { canonical: canonicalUrl(request, "/faq") };
}
var meta$7 = ({ loaderData }) => loaderData ? [...seoMeta({
	title: "FAQ",
	description: "Answers about ordering from several sellers, payment, delivery, returns within 30 days, your account and selling on Bazaar.",
	url: loaderData.canonical
}), { "script:ld+json": faqJsonLd(faqGroups) }] : [];
var faq_default = UNSAFE_withComponentProps(function FaqPage() {
	return /* @__PURE__ */ jsxs(ContentLayout, {
		title: "Frequently asked questions",
		lead: "Quick answers about orders, delivery, returns and selling.",
		children: [/* @__PURE__ */ jsx(FaqList, { groups: faqGroups }), /* @__PURE__ */ jsxs("p", { children: [
			"Did not find your answer? ",
			/* @__PURE__ */ jsx(Link, {
				to: "/contact",
				children: "Send us a message"
			}),
			"."
		] })]
	});
});
// app/features/content-pages/privacy-policy-content.tsx
var PRIVACY_UPDATED = "November 1, 2026";
function PrivacyPolicyContent() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("p", { children: "This policy explains what personal data Bazaar collects when you use this marketplace, why we need it, who we share it with and what you can do about it. It applies to shoppers, visitors and sellers." }),
		/* @__PURE__ */ jsx("h2", { children: "What we collect" }),
		/* @__PURE__ */ jsxs("ul", { children: [
			/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Account details:" }), " your name, display name, e-mail address, password (stored only as a secure hash) and, if you add them, your phone number, avatar and addresses."] }),
			/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Orders:" }), " what you bought, from which sellers, the delivery address, the payment method and the order status. We do not store card numbers; card payments are handled by the payment provider."] }),
			/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Your activity in the shop:" }), " your cart, wishlist, reviews, blog comments, reports and newsletter subscription."] }),
			/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Messages:" }), " what you send us through the contact form, including your name and e-mail address."] }),
			/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Technical data:" }), " your IP address and browser details, kept in our server logs to keep the service secure and to stop abuse such as repeated failed sign-ins."] })
		] }),
		/* @__PURE__ */ jsx("h2", { children: "Why we use it" }),
		/* @__PURE__ */ jsxs("ul", { children: [
			/* @__PURE__ */ jsx("li", { children: "To run your account, keep you signed in and protect it from misuse." }),
			/* @__PURE__ */ jsx("li", { children: "To take your orders, pass them to the sellers who fulfil them and show you their progress." }),
			/* @__PURE__ */ jsx("li", { children: "To answer your messages and handle returns and complaints." }),
			/* @__PURE__ */ jsx("li", { children: "To send the newsletter, only if you subscribed; every issue has a link to unsubscribe." }),
			/* @__PURE__ */ jsx("li", { children: "To meet legal duties such as keeping invoices for tax purposes." })
		] }),
		/* @__PURE__ */ jsx("h2", { children: "Who we share it with" }),
		/* @__PURE__ */ jsx("p", { children: "When you order, the seller of each item receives what it needs to deliver it: your name, delivery address, phone number and the items ordered. Sellers may use this data only to fulfil and support your order. We also use service providers for hosting, e-mail delivery and, when you pay by card, payment processing; they act on our instructions. If you sign in with Google or Facebook, that provider tells us your name, e-mail address and profile picture. We never sell your personal data." }),
		/* @__PURE__ */ jsx("h2", { children: "Cookies" }),
		/* @__PURE__ */ jsx("p", { children: "We use two cookies that the shop needs to work: a secure session cookie that keeps you signed in, and a cookie that tells the page who is signed in so the header can show your name, cart and wishlist. We do not use advertising or tracking cookies." }),
		/* @__PURE__ */ jsx("h2", { children: "How long we keep it" }),
		/* @__PURE__ */ jsx("p", { children: "We keep your account data for as long as your account is open. Order records are kept for as long as tax law requires, usually seven years. Contact messages are deleted two years after the conversation ends, and server logs after 30 days." }),
		/* @__PURE__ */ jsx("h2", { children: "Your rights" }),
		/* @__PURE__ */ jsxs("p", { children: [
			"You can see and change your profile and addresses in your account at any time. You may also ask us for a copy of your data, ask us to correct or delete it, or object to how we use it. Write to us through the ",
			/* @__PURE__ */ jsx(Link, {
				to: "/contact",
				children: "contact page"
			}),
			" and we will answer within 30 days. You also have the right to complain to your data protection authority."
		] }),
		/* @__PURE__ */ jsx("h2", { children: "Changes to this policy" }),
		/* @__PURE__ */ jsx("p", { children: "When we change this policy we update the date at the top of this page. If a change affects how we use data you have already given us, we will tell you by e-mail before it takes effect." })
	] });
}
// app/routes/privacy-policy.tsx
var privacy_policy_exports = /* @__PURE__ */ __exportAll({
	default: () => privacy_policy_default,
	loader: () => loader$36,
	meta: () => meta$6
});
function loader$36({ request }) {
	return { canonical: canonicalUrl(request, "/privacy_policy") };
}
var meta$6 = ({ loaderData }) => loaderData ? seoMeta({
	title: "Privacy Policy",
	description: "What personal data Bazaar collects, why, who it is shared with, which cookies we use, how long we keep it and how to exercise your rights.",
	url: loaderData.canonical
}) : [];
var privacy_policy_default = UNSAFE_withComponentProps(function PrivacyPolicyPage() {
	return /* @__PURE__ */ jsx(ContentLayout, {
		title: "Privacy Policy",
		updated: PRIVACY_UPDATED,
		children: /* @__PURE__ */ jsx(PrivacyPolicyContent, {})
	});
});
// app/features/content-pages/terms-content.tsx
var TERMS_UPDATED = "November 1, 2026";
function TermsContent() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("p", { children: [
			"These terms apply when you use Bazaar, an online marketplace where independent sellers offer their products. By creating an account or placing an order you agree to them. Please read them together with our ",
			/* @__PURE__ */ jsx(Link, {
				to: "/privacy_policy",
				children: "Privacy Policy"
			}),
			"."
		] }),
		/* @__PURE__ */ jsx("h2", { children: "1. Who you buy from" }),
		/* @__PURE__ */ jsx("p", { children: "Bazaar runs the marketplace; the products are sold by the sellers whose shop names appear on each product page. Your purchase contract for an item is with its seller. Bazaar takes your order and payment on the seller's behalf, passes the order on, and helps when something goes wrong." }),
		/* @__PURE__ */ jsx("h2", { children: "2. Your account" }),
		/* @__PURE__ */ jsxs("ul", { children: [
			/* @__PURE__ */ jsx("li", { children: "You must give accurate details and keep your password to yourself." }),
			/* @__PURE__ */ jsx("li", { children: "You are responsible for what happens in your account; tell us at once if you think someone else has used it." }),
			/* @__PURE__ */ jsx("li", { children: "We may suspend an account that is used for fraud, abuse or to break these terms." })
		] }),
		/* @__PURE__ */ jsx("h2", { children: "3. Prices and orders" }),
		/* @__PURE__ */ jsxs("ul", { children: [
			/* @__PURE__ */ jsx("li", { children: "Prices are in US dollars and include the discount of any offer shown next to them." }),
			/* @__PURE__ */ jsx("li", { children: "Delivery costs and any coupon discount are shown before you confirm your order." }),
			/* @__PURE__ */ jsx("li", { children: "An order is accepted when you receive its order number. A seller may cancel an item that is out of stock or obviously mispriced; you are then refunded in full for that item." }),
			/* @__PURE__ */ jsx("li", { children: "Coupons cannot be exchanged for cash and are subject to the conditions shown with them." })
		] }),
		/* @__PURE__ */ jsx("h2", { children: "4. Payment" }),
		/* @__PURE__ */ jsx("p", { children: "You can pay cash on delivery and, where offered, by card. For cash on delivery, please have the exact amount ready; an order refused at the door may be charged for the return shipment." }),
		/* @__PURE__ */ jsx("h2", { children: "5. Delivery" }),
		/* @__PURE__ */ jsx("p", { children: "Each seller ships its own items, so an order from several shops may arrive in several parcels. Risk in the goods passes to you when they are delivered to the address you gave us." }),
		/* @__PURE__ */ jsx("h2", { children: "6. Returns and refunds" }),
		/* @__PURE__ */ jsx("p", { children: "You can return items within 30 days of delivery, unused and in their original packaging, except for goods that cannot be returned for hygiene or safety reasons once opened (such as cosmetics or food). Faulty, damaged or wrong items can always be returned at no cost to you. Refunds are issued to the way you paid once the seller has received the item." }),
		/* @__PURE__ */ jsx("h2", { children: "7. Reviews, comments and reports" }),
		/* @__PURE__ */ jsx("p", { children: "Reviews and comments must be honest and about the product or post. Do not post anything unlawful, offensive or advertising. We may remove content that breaks these rules. Please report listings that look counterfeit, unsafe or misleading; we review every report." }),
		/* @__PURE__ */ jsx("h2", { children: "8. Liability" }),
		/* @__PURE__ */ jsx("p", { children: "Sellers are responsible for their products and descriptions. Bazaar is not liable for losses that were not foreseeable, and nothing in these terms limits rights you have by law as a consumer." }),
		/* @__PURE__ */ jsx("h2", { children: "9. Changes and contact" }),
		/* @__PURE__ */ jsxs("p", { children: [
			"We may update these terms; the version that applies is the one shown when you place your order. Questions? Use our ",
			/* @__PURE__ */ jsx(Link, {
				to: "/contact",
				children: "contact page"
			}),
			"."
		] })
	] });
}
// app/routes/terms-condition.tsx
var terms_condition_exports = /* @__PURE__ */ __exportAll({
	default: () => terms_condition_default,
	loader: () => loader$35,
	meta: () => meta$5
});
function loader$35({ request }) {
	return { canonical: canonicalUrl(request, "/terms_condition") };
}
var meta$5 = ({ loaderData }) => loaderData ? seoMeta({
	title: "Terms and Conditions",
	description: "The terms for shopping on Bazaar: who you buy from, prices in dollars, payment, delivery by each seller, returns within 30 days and reviews.",
	url: loaderData.canonical
}) : [];
var terms_condition_default = UNSAFE_withComponentProps(function TermsConditionPage() {
	return /* @__PURE__ */ jsx(ContentLayout, {
		title: "Terms and Conditions",
		updated: TERMS_UPDATED,
		children: /* @__PURE__ */ jsx(TermsContent, {})
	});
});
// app/features/content-pages/seller-terms-content.tsx
var SELLER_TERMS_UPDATED = "November 1, 2026";
function SellerTermsContent() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("p", { children: [
			"These terms apply to businesses and makers who sell on Bazaar. They come in addition to the general",
			" ",
			/* @__PURE__ */ jsx(Link, {
				to: "/terms_condition",
				children: "Terms and Conditions"
			}),
			". By applying to become a seller you accept them."
		] }),
		/* @__PURE__ */ jsx("h2", { children: "1. Opening a shop" }),
		/* @__PURE__ */ jsxs("ul", { children: [
			/* @__PURE__ */ jsxs("li", { children: [
				"Apply through ",
				/* @__PURE__ */ jsx(Link, {
					to: "/become_seller",
					children: "Become seller"
				}),
				" with your shop name, contact e-mail and phone, address, description, logo and cover picture."
			] }),
			/* @__PURE__ */ jsx("li", { children: "We check every application by hand and may ask for proof of identity or business registration." }),
			/* @__PURE__ */ jsx("li", { children: "You can have one open application at a time. We tell you by e-mail whether it was approved." })
		] }),
		/* @__PURE__ */ jsx("h2", { children: "2. Listing products" }),
		/* @__PURE__ */ jsxs("ul", { children: [
			/* @__PURE__ */ jsx("li", { children: "List only products you have the right to sell and can ship. No counterfeit, stolen, unsafe or illegal goods." }),
			/* @__PURE__ */ jsx("li", { children: "Descriptions, pictures, prices and stock must be accurate and kept up to date." }),
			/* @__PURE__ */ jsx("li", { children: "Every new product is reviewed before shoppers can see it; we may refuse or remove listings." }),
			/* @__PURE__ */ jsx("li", { children: "Offers must be genuine: the regular price shown next to an offer must be a price you really charged." })
		] }),
		/* @__PURE__ */ jsx("h2", { children: "3. Orders and shipping" }),
		/* @__PURE__ */ jsxs("ul", { children: [
			/* @__PURE__ */ jsx("li", { children: "Confirm and dispatch orders within two business days, and keep the order status up to date." }),
			/* @__PURE__ */ jsx("li", { children: "Pack items safely and use a tracked service where one is available." }),
			/* @__PURE__ */ jsx("li", { children: "If you cannot fulfil an order, cancel it promptly so that the customer is refunded." })
		] }),
		/* @__PURE__ */ jsx("h2", { children: "4. Returns and customer service" }),
		/* @__PURE__ */ jsx("p", { children: "You accept returns within 30 days of delivery as set out in the general terms, and pay return costs for faulty, damaged or wrong items. Answer customer questions within two business days. Customer data you receive may only be used to fulfil and support the order." }),
		/* @__PURE__ */ jsx("h2", { children: "5. Fees and payouts" }),
		/* @__PURE__ */ jsx("p", { children: "Opening a shop and listing products is free. A commission on each completed sale, and the payout schedule, are agreed in writing when your shop is approved. Payouts are made once the return period of an order has passed." }),
		/* @__PURE__ */ jsx("h2", { children: "6. Ratings and performance" }),
		/* @__PURE__ */ jsx("p", { children: "Your shop rating is the average of the verified reviews of your products. We monitor cancellations, late shipments and complaints; shops that fall well below our standards may be paused or closed after a warning." }),
		/* @__PURE__ */ jsx("h2", { children: "7. Ending the agreement" }),
		/* @__PURE__ */ jsx("p", { children: "You can close your shop at any time once your open orders are fulfilled. We may close a shop that breaks these terms, with notice unless the breach is serious (for example fraud or unsafe goods)." }),
		/* @__PURE__ */ jsx("h2", { children: "8. Questions" }),
		/* @__PURE__ */ jsxs("p", { children: [
			"Write to our seller team through the ",
			/* @__PURE__ */ jsx(Link, {
				to: "/contact",
				children: "contact page"
			}),
			" and mention your shop name."
		] })
	] });
}
// app/routes/seller-terms-condition.tsx
var seller_terms_condition_exports = /* @__PURE__ */ __exportAll({
	default: () => seller_terms_condition_default,
	loader: () => loader$34,
	meta: () => meta$4
});
function loader$34({ request }) {
	return { canonical: canonicalUrl(request, "/seller_terms_condition") };
}
var meta$4 = ({ loaderData }) => loaderData ? seoMeta({
	title: "Seller terms and conditions",
	description: "The terms for selling on Bazaar: opening a shop, listing rules, shipping within two business days, returns, fees, ratings and closing a shop.",
	url: loaderData.canonical
}) : [];
var seller_terms_condition_default = UNSAFE_withComponentProps(function SellerTermsConditionPage() {
	return /* @__PURE__ */ jsx(ContentLayout, {
		title: "Seller terms and conditions",
		updated: SELLER_TERMS_UPDATED,
		children: /* @__PURE__ */ jsx(SellerTermsContent, {})
	});
});
// app/components/ui/form-field.tsx
var controlClass$1 = "w-full rounded-card border border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-muted focus-visible:border-ink aria-[invalid=true]:border-danger";
function Frame({ id, label, hint, error, className, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: `flex min-w-0 flex-col gap-1.5 ${className ?? ""}`,
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "text-sm font-medium text-ink",
				children: label
			}),
			children,
			hint ? /* @__PURE__ */ jsx("p", {
				id: `${id}-hint`,
				className: "text-xs text-muted",
				children: hint
			}) : null,
			error ? /* @__PURE__ */ jsx("p", {
				id: `${id}-error`,
				className: "text-xs font-medium text-danger",
				children: error
			}) : null
		]
	});
}
function describedBy(id, hint, error) {
	const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
	return ids.length > 0 ? ids.join(" ") : void 0;
}
/** A labelled input with an optional hint and error line. */
function InputField({ label, hint, error, className, ...input }) {
	const id = useId();
	return /* @__PURE__ */ jsx(Frame, {
		id,
		label,
		hint,
		error,
		className,
		children: /* @__PURE__ */ jsx("input", {
			id,
			"aria-invalid": error ? true : void 0,
			"aria-describedby": describedBy(id, hint, error),
			className: controlClass$1,
			...input
		})
	});
}
function TextAreaField({ label, hint, error, className, ...textarea }) {
	const id = useId();
	return /* @__PURE__ */ jsx(Frame, {
		id,
		label,
		hint,
		error,
		className,
		children: /* @__PURE__ */ jsx("textarea", {
			id,
			rows: 4,
			"aria-invalid": error ? true : void 0,
			"aria-describedby": describedBy(id, hint, error),
			className: controlClass$1,
			...textarea
		})
	});
}
function SelectField({ label, hint, error, className, options, ...select }) {
	const id = useId();
	return /* @__PURE__ */ jsx(Frame, {
		id,
		label,
		hint,
		error,
		className,
		children: /* @__PURE__ */ jsx("select", {
			id,
			"aria-invalid": error ? true : void 0,
			"aria-describedby": describedBy(id, hint, error),
			className: controlClass$1,
			...select,
			children: options.map((option) => /* @__PURE__ */ jsx("option", {
				value: option.value,
				children: option.label
			}, option.value))
		})
	});
}
/** The outcome of a form: an alert for errors, a polite status for success. */
function FormMessage({ result }) {
	if (!result) return null;
	return result.ok ? /* @__PURE__ */ jsx("p", {
		role: "status",
		className: "rounded-card border border-green-700/30 bg-green-50 px-3 py-2 text-sm text-green-900",
		children: result.message
	}) : /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "rounded-card border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger",
		children: result.message
	});
}
var buttonClass = "inline-flex items-center justify-center rounded-card bg-accent px-4 py-2 text-sm font-semibold text-ink hover:bg-accent-strong disabled:cursor-wait disabled:opacity-70";
var secondaryButtonClass = "inline-flex items-center justify-center rounded-card border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-surface-sunk";
// app/features/seller-apply/apply-form.tsx
/** The become-seller form; `result` carries the API's complaints and the values to keep. */
function ApplyForm({ result }) {
	const navigation = useNavigation();
	const values = result?.values ?? {};
	const fields = result?.fields ?? {};
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		className: "grid gap-4 rounded-card border border-line bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6",
		children: [
			result ? /* @__PURE__ */ jsx("div", {
				className: "sm:col-span-2",
				children: /* @__PURE__ */ jsx(FormMessage, { result })
			}) : null,
			/* @__PURE__ */ jsx(InputField, {
				label: "Shop name",
				name: "shop_name",
				required: true,
				minLength: 2,
				maxLength: 80,
				defaultValue: values.shop_name,
				error: fields.shop_name,
				className: "sm:col-span-2"
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Contact e-mail",
				name: "email",
				type: "email",
				required: true,
				autoComplete: "email",
				defaultValue: values.email,
				error: fields.email
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Contact phone",
				name: "phone",
				type: "tel",
				required: true,
				autoComplete: "tel",
				defaultValue: values.phone,
				error: fields.phone
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Shop address",
				name: "shop_address",
				required: true,
				maxLength: 300,
				autoComplete: "street-address",
				defaultValue: values.shop_address,
				error: fields.shop_address,
				className: "sm:col-span-2"
			}),
			/* @__PURE__ */ jsx(TextAreaField, {
				label: "Description",
				name: "description",
				required: true,
				maxLength: 2e3,
				defaultValue: values.description,
				error: fields.description,
				hint: "What you sell, in a few sentences.",
				className: "sm:col-span-2"
			}),
			/* @__PURE__ */ jsx(ImageUploadField, {
				label: "Logo",
				name: "shop_logo",
				defaultValue: values.shop_logo,
				error: fields.shop_logo
			}),
			/* @__PURE__ */ jsx(ImageUploadField, {
				label: "Cover image",
				name: "shop_cover",
				defaultValue: values.shop_cover,
				error: fields.shop_cover
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "sm:col-span-2",
				children: [/* @__PURE__ */ jsxs("label", {
					className: "flex items-start gap-2 text-sm",
					children: [/* @__PURE__ */ jsx("input", {
						type: "checkbox",
						name: "acceptTerms",
						required: true,
						className: "mt-0.5 size-4"
					}), /* @__PURE__ */ jsxs("span", { children: [
						"I accept the",
						" ",
						/* @__PURE__ */ jsx(Link, {
							to: "/seller_terms_condition",
							className: "font-semibold text-accent-ink underline",
							children: "seller terms and conditions"
						}),
						"."
					] })]
				}), fields.acceptTerms ? /* @__PURE__ */ jsx("p", {
					className: "mt-1 text-xs font-medium text-danger",
					children: fields.acceptTerms
				}) : null]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "sm:col-span-2",
				children: /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: buttonClass,
					disabled: navigation.state === "submitting",
					children: navigation.state === "submitting" ? "Sending…" : "Send application"
				})
			})
		]
	});
}
// app/routes/become-seller.tsx
var become_seller_exports = /* @__PURE__ */ __exportAll({
	action: () => action$26,
	default: () => become_seller_default,
	loader: () => loader$33,
	meta: () => meta$3
});
var meta$3 = () => [{ title: pageTitle("Become seller") }];
async function loader$33({ request, context }) {
	if (!signedInSlug(request)) throw redirect(loginPathFor(request.url));
	return { application: await loadOwnApplication(apiFor(context, request)) };
}
async function action$26({ request, context }) {
	if (!signedInSlug(request)) throw redirect(loginPathFor(request.url));
	const result = await submitApplication(apiFor(context, request), await request.formData());
	if (!result) throw redirect("/become_seller?sent=1");
	return data(result, { status: 400 });
}
var become_seller_default = UNSAFE_withComponentProps(function BecomeSellerPage({ loaderData, actionData }) {
	const { application } = loaderData;
	const canApply = !application || application.status === "rejected";
	return /* @__PURE__ */ jsx(PageContainer, {
		title: "Become seller",
		children: /* @__PURE__ */ jsxs("div", {
			className: "grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex min-w-0 flex-col gap-6",
				children: [/* @__PURE__ */ jsx(ApplicationStatus, { application }), canApply || actionData ? /* @__PURE__ */ jsx(ApplyForm, { result: actionData }) : null]
			}), /* @__PURE__ */ jsxs("aside", {
				className: "space-y-3 text-sm text-ink-soft",
				children: [/* @__PURE__ */ jsx("h2", {
					className: "text-base font-semibold text-ink",
					children: "How it works"
				}), /* @__PURE__ */ jsxs("ol", {
					className: "list-decimal space-y-2 pl-5",
					children: [
						/* @__PURE__ */ jsx("li", { children: "Tell us about your shop and accept the seller terms." }),
						/* @__PURE__ */ jsx("li", { children: "An admin reviews the application; you get an e-mail with the decision." }),
						/* @__PURE__ */ jsx("li", { children: "Once approved, add products from your seller dashboard. They go live after approval." })
					]
				})]
			})]
		})
	});
});
// app/components/ui/dashboard-frame.tsx
/** A dashboard page frame: a title, a side nav (a scrolling tab row on phones) and the section's content. */
function DashboardFrame({ title, label, links, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto w-full max-w-7xl px-4 py-6 sm:py-8",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "mb-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl",
			children: title
		}), /* @__PURE__ */ jsxs("div", {
			className: "grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]",
			children: [/* @__PURE__ */ jsx("nav", {
				"aria-label": label,
				className: "-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0",
				children: /* @__PURE__ */ jsx("ul", {
					className: "flex gap-1 lg:flex-col",
					children: links.map((link) => /* @__PURE__ */ jsx("li", {
						className: "shrink-0",
						children: /* @__PURE__ */ jsx(NavLink, {
							to: link.to,
							end: link.end ?? false,
							className: ({ isActive }) => `block rounded-card px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? "bg-accent-soft text-accent-ink" : "text-ink-soft hover:bg-surface-sunk"}`,
							children: link.label
						})
					}, link.to))
				})
			}), /* @__PURE__ */ jsx("div", {
				className: "min-w-0",
				children
			})]
		})]
	});
}
/** The page a signed-in user sees where their role may not go. */
function ForbiddenPanel({ title, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto w-full max-w-xl px-4 py-16 text-center",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "text-5xl font-bold text-accent-ink",
				children: "403"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "mt-2 text-2xl font-bold text-ink",
				children: title
			}),
			children ? /* @__PURE__ */ jsx("div", {
				className: "mt-3 text-sm text-muted",
				children
			}) : null
		]
	});
}
/** A small coloured label for a status word. */
function StatusBadge({ status }) {
	return /* @__PURE__ */ jsx("span", {
		className: `inline-block rounded-full border px-2 py-0.5 text-xs font-semibold capitalize ${status === "approved" || status === "active" || status === "delivered" ? "bg-green-50 text-green-900 border-green-700/30" : status === "rejected" || status === "inactive" || status === "cancelled" ? "bg-red-50 text-danger border-danger/30" : "bg-accent-soft text-accent-ink border-accent/40"}`,
		children: status
	});
}
// app/routes/seller.layout.tsx
var seller_layout_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$1,
	default: () => seller_layout_default,
	loader: () => loader$32,
	meta: () => meta$2
});
var meta$2 = () => [{ title: pageTitle("Seller dashboard") }, {
	name: "robots",
	content: "noindex"
}];
/** Sellers only: visitors sign in first; other roles get a 403 page (the API decides who is a seller). */
async function loader$32({ request, context }) {
	if (!signedInSlug(request)) throw redirect(loginPathFor(request.url));
	const response = await apiFor(context, request)("/api/seller/shop");
	if (response.status === 401) throw redirect(loginPathFor(request.url));
	if (response.status === 403 || response.status === 404) throw data("The seller dashboard is for approved sellers.", { status: 403 });
	if (!isOk(response)) throw data("The seller dashboard could not be loaded.", { status: 503 });
	return { shop: response.body };
}
var LINKS$1 = [
	{
		to: "/seller",
		label: "Shop profile",
		end: true
	},
	{
		to: "/seller/products",
		label: "Products"
	},
	{
		to: "/seller/orders",
		label: "Orders"
	},
	{
		to: "/seller/earnings",
		label: "Earnings"
	}
];
var seller_layout_default = UNSAFE_withComponentProps(function SellerLayout({ loaderData }) {
	return /* @__PURE__ */ jsx(DashboardFrame, {
		title: `Seller dashboard · ${loaderData.shop.shop_name}`,
		label: "Seller dashboard",
		links: LINKS$1,
		children: /* @__PURE__ */ jsx(Outlet, {})
	});
});
var ErrorBoundary$1 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	if (isRouteErrorResponse(error) && error.status === 403) return /* @__PURE__ */ jsx(ForbiddenPanel, {
		title: "This page is for sellers",
		children: /* @__PURE__ */ jsxs("p", { children: [
			"Your account has no shop yet.",
			" ",
			/* @__PURE__ */ jsx(Link, {
				to: "/become_seller",
				className: "font-semibold text-accent-ink underline",
				children: "Apply to become a seller"
			}),
			"."
		] })
	});
	return /* @__PURE__ */ jsx(ForbiddenPanel, {
		title: "Something went wrong",
		children: /* @__PURE__ */ jsx("p", { children: "The seller dashboard could not be loaded. Please try again." })
	});
});
// app/routes/seller.shop.tsx
var seller_shop_exports = /* @__PURE__ */ __exportAll({
	action: () => action$25,
	default: () => seller_shop_default,
	loader: () => loader$31
});
async function loader$31({ request, context }) {
	const response = await apiFor(context, request)("/api/seller/shop");
	if (!isOk(response)) throw data("The shop could not be loaded.", { status: response.status });
	return { shop: response.body };
}
async function action$25({ request, context }) {
	const form = await request.formData();
	const response = await apiFor(context, request)("/api/seller/shop", {
		method: "PATCH",
		body: {
			shop_logo: formText(form, "shop_logo") || null,
			shop_cover: formText(form, "shop_cover") || null,
			description: formText(form, "description") || null,
			shop_address: formText(form, "shop_address") || null,
			contact_email: formText(form, "contact_email") || null,
			contact_phone: formText(form, "contact_phone") || null
		}
	});
	if (isOk(response)) return {
		ok: true,
		message: "Shop profile saved.",
		fields: {}
	};
	const message = errorMessage(response, "The shop could not be saved.");
	return data({
		ok: false,
		message,
		fields: fieldErrorsFrom(message)
	}, { status: 400 });
}
var seller_shop_default = UNSAFE_withComponentProps(function SellerShopPage({ loaderData, actionData }) {
	const { shop } = loaderData;
	const fields = actionData?.fields ?? {};
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "shop-heading",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mb-4 flex flex-wrap items-center justify-between gap-2",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "shop-heading",
				className: "text-xl font-semibold",
				children: "Shop profile"
			}), /* @__PURE__ */ jsx("a", {
				href: `/sellers/${shop.shop_slug}`,
				className: "text-sm font-semibold text-accent-ink underline",
				children: "View my shop page"
			})]
		}), /* @__PURE__ */ jsxs(Form, {
			method: "post",
			className: "grid gap-4 rounded-card border border-line bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6",
			children: [
				actionData ? /* @__PURE__ */ jsx("div", {
					className: "sm:col-span-2",
					children: /* @__PURE__ */ jsx(FormMessage, { result: actionData })
				}) : null,
				/* @__PURE__ */ jsx(ImageUploadField, {
					label: "Logo",
					name: "shop_logo",
					defaultValue: shop.shop_logo,
					error: fields.shop_logo
				}),
				/* @__PURE__ */ jsx(ImageUploadField, {
					label: "Cover",
					name: "shop_cover",
					defaultValue: shop.shop_cover,
					error: fields.shop_cover
				}),
				/* @__PURE__ */ jsx(TextAreaField, {
					label: "Description",
					name: "description",
					maxLength: 2e3,
					defaultValue: shop.description ?? "",
					error: fields.description,
					className: "sm:col-span-2"
				}),
				/* @__PURE__ */ jsx(InputField, {
					label: "Address",
					name: "shop_address",
					maxLength: 300,
					defaultValue: shop.shop_address ?? "",
					error: fields.shop_address,
					className: "sm:col-span-2"
				}),
				/* @__PURE__ */ jsx(InputField, {
					label: "Contact e-mail",
					name: "contact_email",
					type: "email",
					defaultValue: shop.contact_email ?? "",
					error: fields.contact_email
				}),
				/* @__PURE__ */ jsx(InputField, {
					label: "Contact phone",
					name: "contact_phone",
					type: "tel",
					defaultValue: shop.contact_phone ?? "",
					error: fields.contact_phone
				}),
				/* @__PURE__ */ jsx("div", {
					className: "sm:col-span-2",
					children: /* @__PURE__ */ jsx("button", {
						type: "submit",
						className: buttonClass,
						children: "Save shop profile"
					})
				})
			]
		})]
	});
});
// app/features/seller-dashboard/seller-dashboard.server.ts
/** A list query string from the page's URL, keeping only the given keys when set. */
function listQuery(url, keys) {
	const query = new URLSearchParams();
	for (const key of keys) {
		const value = url.searchParams.get(key)?.trim();
		if (value) query.set(key, value);
	}
	const text = query.toString();
	return text ? `?${text}` : "";
}
// app/routes/seller.products.tsx
var seller_products_exports = /* @__PURE__ */ __exportAll({
	action: () => action$24,
	default: () => seller_products_default,
	loader: () => loader$30
});
var LIMIT$9 = 20;
async function loader$30({ request, context }) {
	const url = new URL(request.url);
	const query = listQuery(url, [
		"search",
		"status",
		"page"
	]);
	const separator = query ? "&" : "?";
	const response = await apiFor(context, request)(`/api/seller/products${query}${separator}limit=${LIMIT$9}`);
	if (!isOk(response)) throw data("The products could not be loaded.", { status: response.status });
	return {
		products: response.body,
		search: url.searchParams.get("search") ?? "",
		status: url.searchParams.get("status") ?? ""
	};
}
async function action$24({ request, context }) {
	const form = await request.formData();
	const slug = formText(form, "slug");
	const intent = formText(form, "intent") === "activate" ? "activate" : "deactivate";
	const response = await apiFor(context, request)(`/api/seller/products/${encodeURIComponent(slug)}/${intent}`, { method: "POST" });
	if (isOk(response)) return {
		ok: true,
		message: intent === "activate" ? "The product is shown again." : "The product is hidden."
	};
	return data({
		ok: false,
		message: errorMessage(response, "The product could not be changed.")
	}, { status: 400 });
}
var STATUS_OPTIONS = [
	["", "All products"],
	["pending", "Waiting for approval"],
	["approved", "Approved"],
	["rejected", "Rejected"],
	["active", "Active"],
	["inactive", "Hidden"]
];
var seller_products_default = UNSAFE_withComponentProps(function SellerProductsPage({ loaderData, actionData }) {
	const { products, search, status } = loaderData;
	const pages = Math.max(1, Math.ceil(products.count / LIMIT$9));
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "products-heading",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "mb-4 flex flex-wrap items-center justify-between gap-2",
				children: [/* @__PURE__ */ jsxs("h2", {
					id: "products-heading",
					className: "text-xl font-semibold",
					children: ["Products ", /* @__PURE__ */ jsxs("span", {
						className: "text-base font-normal text-muted",
						children: [
							"(",
							products.count,
							")"
						]
					})]
				}), /* @__PURE__ */ jsx(Link, {
					to: "/seller/products/new",
					className: buttonClass,
					children: "Add a product"
				})]
			}),
			/* @__PURE__ */ jsxs(Form, {
				method: "get",
				role: "search",
				className: "mb-4 flex flex-wrap gap-2",
				children: [
					/* @__PURE__ */ jsx("label", {
						className: "sr-only",
						htmlFor: "product-search",
						children: "Search my products"
					}),
					/* @__PURE__ */ jsx("input", {
						id: "product-search",
						name: "search",
						type: "search",
						defaultValue: search,
						placeholder: "Name or SKU",
						className: "min-w-0 flex-1 rounded-card border border-line px-3 py-2 text-sm"
					}),
					/* @__PURE__ */ jsx("label", {
						className: "sr-only",
						htmlFor: "product-status",
						children: "Status"
					}),
					/* @__PURE__ */ jsx("select", {
						id: "product-status",
						name: "status",
						defaultValue: status,
						className: "rounded-card border border-line bg-white px-3 py-2 text-sm",
						children: STATUS_OPTIONS.map(([value, label]) => /* @__PURE__ */ jsx("option", {
							value,
							children: label
						}, value))
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: secondaryButtonClass,
						children: "Filter"
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mb-3",
				children: /* @__PURE__ */ jsx(FormMessage, { result: actionData })
			}),
			products.items.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				title: "No products here",
				children: "Add your first product; it goes live once an admin approves it."
			}) : /* @__PURE__ */ jsx("ul", {
				className: "divide-y divide-line rounded-card border border-line bg-white",
				children: products.items.map((product) => /* @__PURE__ */ jsxs("li", {
					className: "flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap",
					children: [
						product.imageURL[0] ? /* @__PURE__ */ jsx("img", {
							src: product.imageURL[0],
							alt: "",
							className: "size-14 shrink-0 rounded-card border border-line object-cover"
						}) : /* @__PURE__ */ jsx("span", { className: "size-14 shrink-0 rounded-card bg-surface-sunk" }),
						/* @__PURE__ */ jsxs("div", {
							className: "min-w-0 flex-1",
							children: [
								/* @__PURE__ */ jsx(Link, {
									to: `/seller/products/${product.slug}`,
									className: "font-semibold hover:underline",
									children: product.productName
								}),
								/* @__PURE__ */ jsxs("p", {
									className: "text-xs text-muted",
									children: [
										formatDollars(product.offerPrice ?? product.price),
										product.offerPrice !== null ? ` (was ${formatDollars(product.price)})` : "",
										" · stock",
										" ",
										product.stock,
										product.sku ? ` · SKU ${product.sku}` : ""
									]
								}),
								product.approvalStatus === "rejected" && product.approvalNote ? /* @__PURE__ */ jsxs("p", {
									className: "text-xs text-danger",
									children: ["Rejected: ", product.approvalNote]
								}) : null
							]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "flex items-center gap-2",
							children: [
								/* @__PURE__ */ jsx(StatusBadge, { status: product.approvalStatus }),
								/* @__PURE__ */ jsx(StatusBadge, { status: product.status }),
								/* @__PURE__ */ jsxs(Form, {
									method: "post",
									children: [/* @__PURE__ */ jsx("input", {
										type: "hidden",
										name: "slug",
										value: product.slug
									}), /* @__PURE__ */ jsx("button", {
										type: "submit",
										name: "intent",
										value: product.status === "active" ? "deactivate" : "activate",
										className: secondaryButtonClass,
										children: product.status === "active" ? "Deactivate" : "Activate"
									})]
								})
							]
						})
					]
				}, product.slug))
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-4",
				children: /* @__PURE__ */ jsx(Pagination, {
					current: products.page,
					total: pages,
					hrefFor: (page) => `/seller/products?${new URLSearchParams({
						search,
						status,
						page: String(page)
					})}`
				})
			})
		]
	});
});
// app/components/product-form/product-form.tsx
/**
* Create or edit a product (the seller's and the admin's form). The sub-category list follows the chosen
* category. `children` adds fields of one dashboard only (the admin's flags and status) before the button.
*/
function ProductForm({ product, taxonomy, result, saveNote, children }) {
	const navigation = useNavigation();
	const fields = result?.fields ?? {};
	const [category, setCategory] = useState(product?.catSlug ?? "");
	const subCategories = taxonomy.subCategories.filter((subCategory) => !category || subCategory.cat_slug === category);
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		className: "grid gap-4 rounded-card border border-line bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6",
		children: [
			result ? /* @__PURE__ */ jsx("div", {
				className: "sm:col-span-2",
				children: /* @__PURE__ */ jsx(FormMessage, { result })
			}) : null,
			/* @__PURE__ */ jsx(InputField, {
				label: "Product name",
				name: "productName",
				required: true,
				maxLength: 200,
				defaultValue: product?.productName,
				error: fields.productName,
				className: "sm:col-span-2"
			}),
			/* @__PURE__ */ jsx(TextAreaField, {
				label: "Description",
				name: "description",
				rows: 6,
				defaultValue: product?.description,
				error: fields.description,
				hint: "Paragraphs, lists, bold and links are kept.",
				className: "sm:col-span-2"
			}),
			/* @__PURE__ */ jsx("div", {
				className: "sm:col-span-2",
				children: /* @__PURE__ */ jsx(ImageUploadField, {
					label: "Images (1 to 8)",
					name: "images",
					multiple: true,
					defaultValue: product?.imageURL ?? [],
					error: fields.images
				})
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Price (USD)",
				name: "price",
				inputMode: "decimal",
				required: true,
				defaultValue: product?.price,
				error: fields.price
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Offer price (USD)",
				name: "offerPrice",
				inputMode: "decimal",
				defaultValue: product?.offerPrice ?? "",
				error: fields.offerPrice,
				hint: "Below the price; leave blank for no offer."
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Stock",
				name: "stock",
				type: "number",
				min: 0,
				required: true,
				defaultValue: product?.stock ?? 0,
				error: fields.stock
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "SKU",
				name: "sku",
				maxLength: 64,
				defaultValue: product?.sku ?? "",
				error: fields.sku
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Weight (grams)",
				name: "weight",
				type: "number",
				min: 0,
				defaultValue: product?.weight ?? "",
				error: fields.weight
			}),
			/* @__PURE__ */ jsx(SelectField, {
				label: "Brand",
				name: "brandSlug",
				defaultValue: product?.brandSlug ?? "",
				error: fields.brandSlug,
				options: [{
					value: "",
					label: "No brand"
				}, ...taxonomy.brands.map((brand) => ({
					value: brand.slug,
					label: brand.name
				}))]
			}),
			/* @__PURE__ */ jsx(SelectField, {
				label: "Category",
				name: "catSlug",
				required: true,
				value: category,
				onChange: (event) => setCategory(event.target.value),
				error: fields.catSlug,
				options: [{
					value: "",
					label: "Choose a category"
				}, ...taxonomy.categories.map((item) => ({
					value: item.cat_slug,
					label: item.cat_name
				}))]
			}),
			/* @__PURE__ */ jsx(SelectField, {
				label: "Sub-category",
				name: "subCatSlug",
				defaultValue: product?.catSlug === category ? product?.subCatSlug ?? "" : "",
				error: fields.subCatSlug,
				hint: "Must belong to the category.",
				options: [{
					value: "",
					label: "None"
				}, ...subCategories.map((item) => ({
					value: item.slug,
					label: item.subcat_name
				}))]
			}, category),
			/* @__PURE__ */ jsx(InputField, {
				label: "SEO title",
				name: "seoTitle",
				maxLength: 200,
				defaultValue: product?.seoTitle ?? "",
				error: fields.seoTitle,
				className: "sm:col-span-2"
			}),
			/* @__PURE__ */ jsx(TextAreaField, {
				label: "SEO description",
				name: "seoDescription",
				rows: 2,
				maxLength: 500,
				defaultValue: product?.seoDescription ?? "",
				error: fields.seoDescription,
				className: "sm:col-span-2"
			}),
			children,
			/* @__PURE__ */ jsxs("div", {
				className: "sm:col-span-2",
				children: [/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: buttonClass,
					disabled: navigation.state === "submitting",
					children: product ? "Save changes" : "Add product"
				}), product && saveNote ? /* @__PURE__ */ jsx("span", {
					className: "ml-3 text-xs text-muted",
					children: saveNote
				}) : null]
			})
		]
	});
}
// app/components/product-form/taxonomy.server.ts
/** Active categories, sub-categories and brands for the product form. */
async function loadTaxonomy(api) {
	const response = await api("/api/wo-user");
	if (!isOk(response)) return {
		categories: [],
		subCategories: [],
		brands: []
	};
	return {
		categories: response.body.categories ?? [],
		subCategories: response.body.subCategories ?? [],
		brands: response.body.brands ?? []
	};
}
// app/components/product-form/product-form-body.ts
function numberOrText(value) {
	return value !== "" && Number.isFinite(Number(value)) ? Number(value) : value;
}
/**
* The product body of the product form (prices in dollars; blanks become null or are left out). Text that
* is not a number is passed on as it is, so the API names the field in its 400 answer.
*/
function productBodyFrom(form, editing) {
	const text = (name) => formText(form, name);
	const nullable = (name) => text(name) || null;
	const body = {
		productName: text("productName"),
		description: text("description"),
		images: formUrls(form, "images"),
		price: numberOrText(text("price")),
		offerPrice: text("offerPrice") ? numberOrText(text("offerPrice")) : null,
		stock: numberOrText(text("stock") || "0"),
		sku: nullable("sku"),
		weight: text("weight") ? numberOrText(text("weight")) : null,
		catSlug: text("catSlug"),
		subCatSlug: nullable("subCatSlug"),
		brandSlug: nullable("brandSlug"),
		seoTitle: nullable("seoTitle"),
		seoDescription: nullable("seoDescription")
	};
	if (!editing) {
		for (const key of [
			"sku",
			"weight",
			"subCatSlug",
			"brandSlug",
			"seoTitle",
			"seoDescription"
		]) if (body[key] === null) delete body[key];
	}
	return body;
}
// app/features/seller-dashboard/product-form.server.ts
/** Creates or updates a product; the saved product, or what the form should show. */
async function saveProduct(api, slug, form) {
	const response = await api(slug ? `/api/seller/products/${encodeURIComponent(slug)}` : "/api/seller/products", {
		method: slug ? "PATCH" : "POST",
		body: productBodyFrom(form, slug !== null)
	});
	if (isOk(response)) return { product: response.body };
	const message = errorMessage(response, "The product could not be saved. Please try again.");
	const fields = fieldErrorsFrom(message);
	if (response.body.code === "sku_taken") fields.sku = message;
	return {
		ok: false,
		message,
		fields
	};
}
// app/routes/seller.product-edit.tsx
var seller_product_edit_exports = /* @__PURE__ */ __exportAll({
	action: () => action$23,
	default: () => seller_product_edit_default,
	loader: () => loader$29
});
/** `/seller/products/new` (no slug) and `/seller/products/:slug`. */
async function loader$29({ request, context, params }) {
	const api = apiFor(context, request);
	const slug = params.slug ?? null;
	const [taxonomy, product] = await Promise.all([loadTaxonomy(api), slug ? api(`/api/seller/products/${encodeURIComponent(slug)}`) : null]);
	if (product && !isOk(product)) throw data("This product is not one of yours.", { status: product.status === 403 ? 403 : 404 });
	return {
		taxonomy,
		product: product ? product.body : null,
		saved: new URL(request.url).searchParams.has("saved")
	};
}
async function action$23({ request, context, params }) {
	const result = await saveProduct(apiFor(context, request), params.slug ?? null, await request.formData());
	if ("product" in result) throw redirect(`/seller/products/${result.product.slug}?saved=1`);
	return data(result, { status: 400 });
}
var seller_product_edit_default = UNSAFE_withComponentProps(function SellerProductEditPage({ loaderData, actionData }) {
	const { product, taxonomy, saved } = loaderData;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "product-heading",
		children: [
			/* @__PURE__ */ jsx(Link, {
				to: "/seller/products",
				className: "text-sm text-accent-ink underline",
				children: "← All products"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-2 mb-4 flex flex-wrap items-center gap-2",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "product-heading",
					className: "text-xl font-semibold",
					children: product ? product.productName : "Add a product"
				}), product ? /* @__PURE__ */ jsx(StatusBadge, { status: product.approvalStatus }) : null]
			}),
			saved && !actionData ? /* @__PURE__ */ jsxs("p", {
				role: "status",
				className: "mb-3 rounded-card border border-green-700/30 bg-green-50 px-3 py-2 text-sm text-green-900",
				children: ["Product saved.", product?.approvalStatus === "pending" ? " It goes live once an admin approves it." : ""]
			}) : null,
			product?.approvalStatus === "rejected" && product.approvalNote ? /* @__PURE__ */ jsxs("p", {
				className: "mb-3 text-sm text-danger",
				children: ["Rejected: ", product.approvalNote]
			}) : null,
			/* @__PURE__ */ jsx(ProductForm, {
				product,
				taxonomy,
				result: actionData,
				saveNote: "Changing the name, text, images, category, brand or SEO texts sends the product back for approval."
			}, product?.slug ?? "new")
		]
	});
});
// app/features/seller-dashboard/seller-types.ts
/** The next statuses a seller may pick for a line (one step forward). */
var NEXT_LINE_STATUS = {
	pending: "processing",
	processing: "shipped",
	shipped: "delivered",
	delivered: null,
	cancelled: null
};
// app/routes/seller.orders.tsx
var seller_orders_exports = /* @__PURE__ */ __exportAll({
	action: () => action$22,
	default: () => seller_orders_default,
	loader: () => loader$28
});
var LIMIT$8 = 20;
async function loader$28({ request, context }) {
	const url = new URL(request.url);
	const query = listQuery(url, ["status", "page"]);
	const response = await apiFor(context, request)(`/api/seller/order-lines${query}${query ? "&" : "?"}limit=${LIMIT$8}`);
	if (!isOk(response)) throw data("The orders could not be loaded.", { status: response.status });
	return {
		lines: response.body,
		status: url.searchParams.get("status") ?? ""
	};
}
async function action$22({ request, context }) {
	const form = await request.formData();
	const line = formText(form, "line");
	const status = formText(form, "line_status");
	const response = await apiFor(context, request)(`/api/seller/order-lines/${encodeURIComponent(line)}`, {
		method: "PATCH",
		body: { line_status: status }
	});
	if (isOk(response)) return {
		ok: true,
		message: `The line is now ${status}.`
	};
	return data({
		ok: false,
		message: errorMessage(response, "The line could not be updated.")
	}, { status: 400 });
}
var FILTERS$1 = [
	"",
	"pending",
	"processing",
	"shipped",
	"delivered",
	"cancelled"
];
var seller_orders_default = UNSAFE_withComponentProps(function SellerOrdersPage({ loaderData, actionData }) {
	const { lines, status } = loaderData;
	const pages = Math.max(1, Math.ceil(lines.count / LIMIT$8));
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "orders-heading",
		children: [
			/* @__PURE__ */ jsxs("h2", {
				id: "orders-heading",
				className: "mb-4 text-xl font-semibold",
				children: ["Order lines ", /* @__PURE__ */ jsxs("span", {
					className: "text-base font-normal text-muted",
					children: [
						"(",
						lines.count,
						")"
					]
				})]
			}),
			/* @__PURE__ */ jsxs(Form, {
				method: "get",
				className: "mb-4 flex flex-wrap gap-2",
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: "line-filter",
						className: "sr-only",
						children: "Status"
					}),
					/* @__PURE__ */ jsx("select", {
						id: "line-filter",
						name: "status",
						defaultValue: status,
						className: "rounded-card border border-line bg-white px-3 py-2 text-sm",
						children: FILTERS$1.map((value) => /* @__PURE__ */ jsx("option", {
							value,
							children: value ? value[0]?.toUpperCase() + value.slice(1) : "All statuses"
						}, value))
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: secondaryButtonClass,
						children: "Filter"
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mb-3",
				children: /* @__PURE__ */ jsx(FormMessage, { result: actionData })
			}),
			lines.items.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				title: "No order lines yet",
				children: "Orders of your products appear here."
			}) : /* @__PURE__ */ jsx("ul", {
				className: "divide-y divide-line rounded-card border border-line bg-white",
				children: lines.items.map((line) => {
					const next = NEXT_LINE_STATUS[line.line_status];
					return /* @__PURE__ */ jsxs("li", {
						className: "flex flex-wrap items-start gap-3 p-3",
						"data-testid": "seller-order-line",
						children: [
							line.imageURL ? /* @__PURE__ */ jsx("img", {
								src: line.imageURL,
								alt: "",
								className: "size-14 shrink-0 rounded-card border border-line object-cover"
							}) : null,
							/* @__PURE__ */ jsxs("div", {
								className: "min-w-0 flex-1 text-sm",
								children: [
									/* @__PURE__ */ jsxs("p", {
										className: "font-semibold",
										children: [
											line.productName,
											" × ",
											line.quantity
										]
									}),
									/* @__PURE__ */ jsxs("p", {
										className: "text-xs text-muted",
										children: [
											"Order ",
											line.order_slug,
											" · ",
											new Date(line.orderDate).toLocaleDateString("en-US"),
											" ·",
											" ",
											formatDollars(line.lineTotal),
											" ·",
											" ",
											line.payment_method === "cod" ? "Cash on delivery" : "Card",
											" (",
											line.payment_status,
											")"
										]
									}),
									/* @__PURE__ */ jsxs("p", {
										className: "text-xs text-muted",
										children: [
											"Ship to ",
											line.address.name,
											", ",
											line.address.address,
											", ",
											line.address.city,
											line.address.state ? `, ${line.address.state}` : "",
											", ",
											line.address.country,
											" ·",
											" ",
											line.address.phone
										]
									})
								]
							}),
							/* @__PURE__ */ jsxs("div", {
								className: "flex items-center gap-2",
								children: [/* @__PURE__ */ jsx(StatusBadge, { status: line.line_status }), next ? /* @__PURE__ */ jsxs(Form, {
									method: "post",
									className: "flex items-center gap-2",
									children: [
										/* @__PURE__ */ jsx("input", {
											type: "hidden",
											name: "line",
											value: line.slug
										}),
										/* @__PURE__ */ jsxs("label", {
											htmlFor: `status-${line.slug}`,
											className: "sr-only",
											children: ["New status of ", line.productName]
										}),
										/* @__PURE__ */ jsx("select", {
											id: `status-${line.slug}`,
											name: "line_status",
											defaultValue: next,
											className: "rounded-card border border-line bg-white px-2 py-1.5 text-sm",
											children: /* @__PURE__ */ jsx("option", {
												value: next,
												children: next
											})
										}),
										/* @__PURE__ */ jsx("button", {
											type: "submit",
											className: secondaryButtonClass,
											children: "Update"
										})
									]
								}) : null]
							})
						]
					}, line.slug);
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-4",
				children: /* @__PURE__ */ jsx(Pagination, {
					current: lines.page,
					total: pages,
					hrefFor: (page) => `/seller/orders?${new URLSearchParams({
						status,
						page: String(page)
					})}`
				})
			})
		]
	});
});
// app/routes/seller.earnings.tsx
var seller_earnings_exports = /* @__PURE__ */ __exportAll({
	default: () => seller_earnings_default,
	loader: () => loader$27
});
async function loader$27({ request, context }) {
	const query = listQuery(new URL(request.url), ["page"]);
	const response = await apiFor(context, request)(`/api/seller/earnings${query}`);
	if (!isOk(response)) throw data("The earnings could not be loaded.", { status: response.status });
	return { earnings: response.body };
}
var cell = "px-3 py-2 text-right tabular-nums";
var head = "px-3 py-2 text-left font-semibold";
/** The per-month and per-order breakdowns share one table: a label, a detail, then the three amounts. */
function EarningsTable(props) {
	const columns = [
		props.firstColumn,
		props.secondColumn,
		"Gross",
		"Commission",
		"Net"
	];
	return /* @__PURE__ */ jsx("div", {
		className: "overflow-x-auto rounded-card border border-line bg-white",
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full min-w-[28rem] text-sm",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "px-3 py-2 text-left font-semibold",
					children: props.caption
				}),
				/* @__PURE__ */ jsx("thead", {
					className: "bg-surface-sunk",
					children: /* @__PURE__ */ jsx("tr", { children: columns.map((column) => /* @__PURE__ */ jsx("th", {
						scope: "col",
						className: head,
						children: column
					}, column)) })
				}),
				/* @__PURE__ */ jsx("tbody", { children: props.rows.length === 0 ? /* @__PURE__ */ jsx("tr", { children: /* @__PURE__ */ jsx("td", {
					colSpan: columns.length,
					className: "px-3 py-4 text-muted",
					children: "No delivered orders yet."
				}) }) : props.rows.map((row) => /* @__PURE__ */ jsxs("tr", {
					className: "border-t border-line",
					children: [
						/* @__PURE__ */ jsx("th", {
							scope: "row",
							className: "px-3 py-2 text-left font-medium",
							children: row.label
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-3 py-2 tabular-nums",
							children: row.detail
						}),
						/* @__PURE__ */ jsx("td", {
							className: cell,
							children: formatDollars(row.gross)
						}),
						/* @__PURE__ */ jsx("td", {
							className: cell,
							children: formatDollars(row.commission)
						}),
						/* @__PURE__ */ jsx("td", {
							className: cell,
							children: formatDollars(row.net)
						})
					]
				}, row.key)) })
			]
		})
	});
}
var seller_earnings_default = UNSAFE_withComponentProps(function SellerEarningsPage({ loaderData }) {
	const { earnings } = loaderData;
	const { totals, byOrder } = earnings;
	const pages = Math.max(1, Math.ceil(byOrder.count / byOrder.limit));
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "earnings-heading",
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
				id: "earnings-heading",
				className: "text-xl font-semibold",
				children: "Earnings"
			}), /* @__PURE__ */ jsxs("p", {
				className: "text-sm text-muted",
				children: [
					"Delivered lines only. Commission on new orders: ",
					(earnings.commissionRateBps / 100).toFixed(2),
					"%; each order keeps the rate of the day it was placed."
				]
			})] }),
			/* @__PURE__ */ jsx("dl", {
				className: "grid grid-cols-2 gap-3 sm:grid-cols-4",
				children: [
					["Gross", formatDollars(totals.gross)],
					["Commission", formatDollars(totals.commission)],
					["Net", formatDollars(totals.net)],
					["Orders", String(totals.orders)]
				].map(([label, value]) => /* @__PURE__ */ jsxs("div", {
					className: "rounded-card border border-line bg-white p-4",
					children: [/* @__PURE__ */ jsx("dt", {
						className: "text-xs text-muted",
						children: label
					}), /* @__PURE__ */ jsx("dd", {
						className: "text-lg font-bold tabular-nums",
						children: value
					})]
				}, label))
			}),
			/* @__PURE__ */ jsx(EarningsTable, {
				caption: "Per month",
				firstColumn: "Month",
				secondColumn: "Orders",
				rows: earnings.byMonth.map((month) => ({
					...month,
					key: month.month,
					label: month.month,
					detail: String(month.orders)
				}))
			}),
			/* @__PURE__ */ jsx(EarningsTable, {
				caption: "Per order",
				firstColumn: "Order",
				secondColumn: "Delivered",
				rows: byOrder.items.map((order) => ({
					...order,
					key: order.order_slug,
					label: order.order_slug,
					detail: order.deliveredAt ? new Date(order.deliveredAt).toLocaleDateString("en-US") : "—"
				}))
			}),
			/* @__PURE__ */ jsx(Pagination, {
				current: byOrder.page,
				total: pages,
				hrefFor: (page) => `/seller/earnings?page=${page}`
			})
		]
	});
});
// app/routes/admin.layout.tsx
var admin_layout_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary,
	default: () => admin_layout_default,
	loader: () => loader$26,
	meta: () => meta$1
});
var meta$1 = () => [{ title: pageTitle("Admin") }, {
	name: "robots",
	content: "noindex"
}];
/** Admins only: visitors sign in first; everyone else gets a 403 page (the API decides who is an admin). */
async function loader$26({ request, context }) {
	if (!signedInSlug(request)) throw redirect(loginPathFor(request.url));
	const response = await apiFor(context, request)("/api/admin/settings");
	if (response.status === 401) throw redirect(loginPathFor(request.url));
	if (response.status === 403) throw data("The admin dashboard is for admins.", { status: 403 });
	if (!isOk(response)) throw data("The admin dashboard could not be loaded.", { status: 503 });
	return null;
}
var LINKS = [
	{
		to: "/admin",
		label: "Overview",
		end: true
	},
	{
		to: "/admin/applications",
		label: "Seller applications"
	},
	{
		to: "/admin/products",
		label: "Products"
	},
	{
		to: "/admin/orders",
		label: "Orders"
	},
	{
		to: "/admin/users",
		label: "Users"
	},
	{
		to: "/admin/categories",
		label: "Categories"
	},
	{
		to: "/admin/sub-categories",
		label: "Sub-categories"
	},
	{
		to: "/admin/brands",
		label: "Brands"
	},
	{
		to: "/admin/coupons",
		label: "Coupons"
	},
	{
		to: "/admin/home-content",
		label: "Home content"
	},
	{
		to: "/admin/blogs",
		label: "Blogs"
	},
	{
		to: "/admin/blog-categories",
		label: "Blog categories"
	},
	{
		to: "/admin/reports",
		label: "Reported items"
	},
	{
		to: "/admin/contact-messages",
		label: "Contact messages"
	},
	{
		to: "/admin/subscribers",
		label: "Subscribers"
	},
	{
		to: "/admin/settings",
		label: "Settings"
	}
];
var admin_layout_default = UNSAFE_withComponentProps(function AdminLayout() {
	return /* @__PURE__ */ jsx(DashboardFrame, {
		title: "Admin",
		label: "Admin",
		links: LINKS,
		children: /* @__PURE__ */ jsx(Outlet, {})
	});
});
var ErrorBoundary = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	if (isRouteErrorResponse(error) && error.status === 403) return /* @__PURE__ */ jsx(ForbiddenPanel, {
		title: "This page is for admins",
		children: /* @__PURE__ */ jsx("p", { children: "Your account may not open the admin dashboard." })
	});
	return /* @__PURE__ */ jsx(ForbiddenPanel, {
		title: "Something went wrong",
		children: /* @__PURE__ */ jsx("p", { children: "The admin dashboard could not be loaded. Please try again." })
	});
});
// app/features/admin/admin.server.ts
/** A list query string for the API from the page's URL (only the given, non-blank keys) plus a limit. */
function adminListQuery(url, keys, limit, defaults = {}) {
	const query = new URLSearchParams();
	for (const key of keys) {
		const value = url.searchParams.get(key)?.trim() ?? defaults[key];
		if (value) query.set(key, value);
	}
	query.set("limit", String(limit));
	return `?${query}`;
}
/** The loader's API answer, or a thrown error page with the API's status. */
function bodyOrThrow(response, what) {
	if (!isOk(response)) throw new Response(`${what} could not be loaded.`, { status: response.status });
	return response.body;
}
/** The `{ ok, message }` an admin action shows after calling the API. */
async function adminCall(api, path, init, success) {
	const response = await api(path, init);
	return isOk(response) ? {
		ok: true,
		message: success
	} : {
		ok: false,
		message: errorMessage(response, "That did not work. Please try again.")
	};
}
// app/routes/admin.overview.tsx
var admin_overview_exports = /* @__PURE__ */ __exportAll({
	default: () => admin_overview_default,
	loader: () => loader$25
});
async function loader$25({ request, context }) {
	return { overview: bodyOrThrow(await apiFor(context, request)("/api/admin/overview"), "The overview") };
}
function Figure({ label, value, to }) {
	const content = /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", {
		className: "text-xs text-muted",
		children: label
	}), /* @__PURE__ */ jsx("dd", {
		className: "text-xl font-bold tabular-nums",
		children: value
	})] });
	return /* @__PURE__ */ jsx("div", {
		className: "rounded-card border border-line bg-white p-4",
		children: to ? /* @__PURE__ */ jsx(Link, {
			to,
			className: "block hover:underline",
			children: content
		}) : content
	});
}
var admin_overview_default = UNSAFE_withComponentProps(function AdminOverviewPage({ loaderData }) {
	const { overview } = loaderData;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "overview-heading",
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "overview-heading",
				className: "text-xl font-semibold",
				children: "Overview"
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "grid grid-cols-2 gap-3 md:grid-cols-3",
				children: [
					/* @__PURE__ */ jsx(Figure, {
						label: "Sales (not cancelled)",
						value: formatDollars(overview.sales.total)
					}),
					/* @__PURE__ */ jsx(Figure, {
						label: "Delivered sales",
						value: formatDollars(overview.sales.delivered)
					}),
					/* @__PURE__ */ jsx(Figure, {
						label: "Sales, last 30 days",
						value: formatDollars(overview.sales.last30Days)
					}),
					/* @__PURE__ */ jsx(Figure, {
						label: "New customers, 30 days",
						value: String(overview.newCustomers30Days)
					}),
					/* @__PURE__ */ jsx(Figure, {
						label: "Pending applications",
						value: String(overview.pendingApplications),
						to: "/admin/applications"
					}),
					/* @__PURE__ */ jsx(Figure, {
						label: "Products awaiting approval",
						value: String(overview.pendingProducts),
						to: "/admin/products?approval=pending"
					}),
					/* @__PURE__ */ jsx(Figure, {
						label: "Open reports",
						value: String(overview.openReports)
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h3", {
				className: "mb-2 font-semibold",
				children: "Orders by status"
			}), /* @__PURE__ */ jsx("dl", {
				className: "grid grid-cols-2 gap-3 sm:grid-cols-5",
				children: Object.entries(overview.ordersByStatus).map(([status, count]) => /* @__PURE__ */ jsx(Figure, {
					label: status,
					value: String(count),
					to: `/admin/orders?status=${status}`
				}, status))
			})] })
		]
	});
});
// app/features/admin/admin-list-query.ts
/**
* The URL of one page of an admin list, keeping its search and filters. Blank values stay in the URL on
* purpose: a filter whose blank choice means "all" (applications default to pending) must not snap back.
*/
function adminPageHref(path, params, page) {
	return `${path}?${new URLSearchParams({
		...params,
		page: String(page)
	})}`;
}
/** How many pages `count` rows fill (at least one, so an empty list still says "page 1 of 1"). */
function pageCount(count, limit) {
	return Math.max(1, Math.ceil(count / limit));
}
/** The page's own search and filter values from its URL ('' when absent), e.g. to refill the filter form. */
function listParams(url, keys, defaults = {}) {
	const params = {};
	for (const key of keys) params[key] = url.searchParams.get(key)?.trim() ?? defaults[key] ?? "";
	return params;
}
// app/features/admin/admin-list-page.tsx
var controlClass = "rounded-card border border-line bg-white px-3 py-2 text-sm";
/**
* The frame every admin list shares: a heading with the count, a search-and-filter form (a GET form, so it
* works without scripts), the last action's answer (a toast with scripts, and a message in the page for a
* full page post), the rows or an empty state, and page links that keep the search and filters.
*/
function AdminListPage({ id, title, path, count, page, limit, searchLabel, searchPlaceholder, filters = [], values, outcome, emptyTitle, isEmpty, before, children }) {
	useActionToast(outcome);
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": `${id}-heading`,
		children: [
			/* @__PURE__ */ jsxs("h2", {
				id: `${id}-heading`,
				className: "mb-4 text-xl font-semibold",
				children: [
					title,
					" ",
					/* @__PURE__ */ jsxs("span", {
						className: "text-base font-normal text-muted",
						children: [
							"(",
							count,
							")"
						]
					})
				]
			}),
			/* @__PURE__ */ jsxs(Form, {
				method: "get",
				role: "search",
				className: "mb-4 flex flex-wrap gap-2",
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: `${id}-search`,
						className: "sr-only",
						children: searchLabel
					}),
					/* @__PURE__ */ jsx("input", {
						id: `${id}-search`,
						type: "search",
						name: "search",
						defaultValue: values.search ?? "",
						placeholder: searchPlaceholder,
						className: "min-w-0 flex-1 rounded-card border border-line px-3 py-2 text-sm"
					}),
					filters.map((filter) => /* @__PURE__ */ jsxs("span", {
						className: "contents",
						children: [/* @__PURE__ */ jsx("label", {
							htmlFor: `${id}-${filter.name}`,
							className: "sr-only",
							children: filter.label
						}), /* @__PURE__ */ jsx("select", {
							id: `${id}-${filter.name}`,
							name: filter.name,
							defaultValue: values[filter.name] ?? "",
							className: controlClass,
							children: filter.options.map((option) => /* @__PURE__ */ jsx("option", {
								value: option.value,
								children: option.label
							}, option.value))
						})]
					}, filter.name)),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: secondaryButtonClass,
						children: "Filter"
					})
				]
			}),
			outcome ? /* @__PURE__ */ jsx("div", {
				className: "mb-3",
				children: /* @__PURE__ */ jsx(FormMessage, { result: outcome })
			}) : null,
			before,
			isEmpty ? /* @__PURE__ */ jsx(EmptyState, { title: emptyTitle }) : children,
			/* @__PURE__ */ jsx("div", {
				className: "mt-4",
				children: /* @__PURE__ */ jsx(Pagination, {
					current: page,
					total: pageCount(count, limit),
					hrefFor: (target) => adminPageHref(path, values, target)
				})
			})
		]
	});
}
/** The status filter of lists whose rows are active or inactive. */
var STATUS_FILTER$1 = {
	name: "status",
	label: "Status",
	options: [
		{
			value: "",
			label: "Any status"
		},
		{
			value: "active",
			label: "Active"
		},
		{
			value: "inactive",
			label: "Inactive"
		}
	]
};
// app/routes/admin.applications.tsx
var admin_applications_exports = /* @__PURE__ */ __exportAll({
	action: () => action$21,
	default: () => admin_applications_default,
	loader: () => loader$24
});
var LIMIT$7 = 20;
async function loader$24({ request, context }) {
	const url = new URL(request.url);
	const status = url.searchParams.get("status") ?? "pending";
	const query = adminListQuery(url, [
		"status",
		"search",
		"page"
	], LIMIT$7, { status });
	return {
		applications: bodyOrThrow(await apiFor(context, request)(`/api/admin/seller-applications${query}`), "The applications"),
		status,
		search: url.searchParams.get("search") ?? ""
	};
}
async function action$21({ request, context }) {
	const form = await request.formData();
	const slug = encodeURIComponent(formText(form, "slug"));
	const api = apiFor(context, request);
	if (formText(form, "intent") === "reject") return adminCall(api, `/api/admin/seller-applications/${slug}/reject`, {
		method: "POST",
		body: { reason: formText(form, "reason") }
	}, "The application was rejected and the applicant told why.");
	const note = formText(form, "note");
	return adminCall(api, `/api/admin/seller-applications/${slug}/approve`, {
		method: "POST",
		body: note ? { note } : {}
	}, "The application was approved: the shop is open.");
}
var APPLICATION_STATUS_FILTER = {
	name: "status",
	label: "Status",
	options: [
		{
			value: "pending",
			label: "Pending"
		},
		{
			value: "approved",
			label: "Approved"
		},
		{
			value: "rejected",
			label: "Rejected"
		},
		{
			value: "",
			label: "All"
		}
	]
};
var admin_applications_default = UNSAFE_withComponentProps(function AdminApplicationsPage({ loaderData, actionData }) {
	const { applications, status, search } = loaderData;
	return /* @__PURE__ */ jsx(AdminListPage, {
		id: "application",
		title: "Seller applications",
		path: "/admin/applications",
		count: applications.count,
		page: applications.page,
		limit: LIMIT$7,
		searchLabel: "Search applications",
		searchPlaceholder: "Shop or applicant",
		filters: [APPLICATION_STATUS_FILTER],
		values: {
			search,
			status
		},
		outcome: actionData,
		emptyTitle: "No applications here",
		isEmpty: applications.items.length === 0,
		children: /* @__PURE__ */ jsx("ul", {
			className: "space-y-3",
			children: applications.items.map((application) => /* @__PURE__ */ jsxs("li", {
				className: "rounded-card border border-line bg-white p-4",
				"data-testid": "seller-application",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-start gap-3",
					children: [application.shop.shop_logo ? /* @__PURE__ */ jsx("img", {
						src: application.shop.shop_logo,
						alt: "",
						className: "size-14 shrink-0 rounded-card border border-line object-cover"
					}) : null, /* @__PURE__ */ jsxs("div", {
						className: "min-w-0 flex-1 text-sm",
						children: [
							/* @__PURE__ */ jsxs("p", {
								className: "font-semibold",
								children: [
									application.shop.shop_name,
									" ",
									/* @__PURE__ */ jsx(StatusBadge, { status: application.status })
								]
							}),
							/* @__PURE__ */ jsxs("p", {
								className: "text-muted",
								children: [
									application.applicant.fullName,
									" (",
									application.applicant.email,
									") · shop contact",
									" ",
									application.email,
									application.phone ? `, ${application.phone}` : ""
								]
							}),
							/* @__PURE__ */ jsx("p", {
								className: "text-muted",
								children: application.shop.shop_address
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mt-1 whitespace-pre-line",
								children: application.description
							}),
							application.reason ? /* @__PURE__ */ jsxs("p", {
								className: "mt-1 text-danger",
								children: ["Reason: ", application.reason]
							}) : null
						]
					})]
				}), application.status === "pending" ? /* @__PURE__ */ jsxs("div", {
					className: "mt-3 flex flex-wrap gap-3 border-t border-line pt-3",
					children: [/* @__PURE__ */ jsxs(Form, {
						method: "post",
						className: "flex flex-wrap items-center gap-2",
						children: [/* @__PURE__ */ jsx("input", {
							type: "hidden",
							name: "slug",
							value: application.slug
						}), /* @__PURE__ */ jsxs("button", {
							type: "submit",
							name: "intent",
							value: "approve",
							className: buttonClass,
							children: ["Approve ", application.shop.shop_name]
						})]
					}), /* @__PURE__ */ jsxs(Form, {
						method: "post",
						className: "flex min-w-0 flex-1 flex-wrap items-center gap-2",
						children: [
							/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "slug",
								value: application.slug
							}),
							/* @__PURE__ */ jsxs("label", {
								htmlFor: `reason-${application.slug}`,
								className: "sr-only",
								children: ["Reason for rejecting ", application.shop.shop_name]
							}),
							/* @__PURE__ */ jsx("input", {
								id: `reason-${application.slug}`,
								name: "reason",
								required: true,
								minLength: 3,
								placeholder: "Reason for rejecting",
								className: "min-w-0 flex-1 rounded-card border border-line px-3 py-1.5 text-sm"
							}),
							/* @__PURE__ */ jsx("button", {
								type: "submit",
								name: "intent",
								value: "reject",
								className: secondaryButtonClass,
								children: "Reject"
							})
						]
					})]
				}) : null]
			}, application.slug))
		})
	});
});
// app/features/admin/admin-types.ts
var PRODUCT_FLAGS = [
	["isTopProduct", "Top"],
	["isNewArrival", "New"],
	["isBestProduct", "Best"],
	["isFeatured", "Featured"],
	["isPopular", "Popular"]
];
/** Where an admin may move an order (the API's transition table). */
var ORDER_TRANSITIONS = {
	pending: ["processing", "cancelled"],
	processing: ["shipped"],
	shipped: ["delivered"],
	delivered: [],
	cancelled: []
};
// app/routes/admin.products.tsx
var admin_products_exports = /* @__PURE__ */ __exportAll({
	action: () => action$20,
	default: () => admin_products_default,
	loader: () => loader$23
});
var LIMIT$6 = 20;
var FLAG_NAMES = PRODUCT_FLAGS.map(([flag]) => flag);
async function loader$23({ request, context }) {
	const url = new URL(request.url);
	const query = adminListQuery(url, [
		"search",
		"approval",
		"status",
		"page"
	], LIMIT$6);
	return {
		products: bodyOrThrow(await apiFor(context, request)(`/api/admin/products${query}`), "The products"),
		values: listParams(url, [
			"search",
			"approval",
			"status"
		])
	};
}
async function action$20({ request, context }) {
	const form = await request.formData();
	const slug = encodeURIComponent(formText(form, "slug"));
	const intent = formText(form, "intent");
	const api = apiFor(context, request);
	const base = `/api/admin/products/${slug}`;
	if (intent === "approve") return adminCall(api, `${base}/approve`, {
		method: "POST",
		body: {}
	}, "Product approved.");
	if (intent === "reject") return adminCall(api, `${base}/reject`, {
		method: "POST",
		body: { note: formText(form, "note") }
	}, "Product rejected; the seller sees the note.");
	if (intent === "activate" || intent === "deactivate") return adminCall(api, `${base}/${intent}`, { method: "POST" }, `Product ${intent}d.`);
	const [flag, value] = intent.split(":");
	if (flag && FLAG_NAMES.includes(flag)) return adminCall(api, base, {
		method: "PATCH",
		body: { [flag]: value === "on" }
	}, "Flags saved.");
	return {
		ok: false,
		message: "Unknown action."
	};
}
var APPROVAL_FILTER = {
	name: "approval",
	label: "Approval",
	options: [
		{
			value: "",
			label: "Any approval"
		},
		{
			value: "pending",
			label: "Waiting for approval"
		},
		{
			value: "approved",
			label: "Approved"
		},
		{
			value: "rejected",
			label: "Rejected"
		}
	]
};
var admin_products_default = UNSAFE_withComponentProps(function AdminProductsPage({ loaderData, actionData }) {
	const { products, values } = loaderData;
	return /* @__PURE__ */ jsx(AdminListPage, {
		id: "admin-product",
		title: "Products",
		path: "/admin/products",
		count: products.count,
		page: products.page,
		limit: LIMIT$6,
		searchLabel: "Search products",
		searchPlaceholder: "Name, SKU or slug",
		filters: [APPROVAL_FILTER, STATUS_FILTER$1],
		values,
		outcome: actionData,
		emptyTitle: "No products match",
		isEmpty: products.items.length === 0,
		children: /* @__PURE__ */ jsx("ul", {
			className: "space-y-3",
			children: products.items.map((product) => /* @__PURE__ */ jsxs("li", {
				className: "rounded-card border border-line bg-white p-3",
				"data-testid": "admin-product",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-start gap-3",
					children: [
						product.imageURL[0] ? /* @__PURE__ */ jsx("img", {
							src: product.imageURL[0],
							alt: "",
							className: "size-14 shrink-0 rounded-card border border-line object-cover"
						}) : null,
						/* @__PURE__ */ jsxs("div", {
							className: "min-w-0 flex-1 text-sm",
							children: [/* @__PURE__ */ jsx("p", {
								className: "font-semibold",
								children: /* @__PURE__ */ jsx(Link, {
									to: `/admin/products/${encodeURIComponent(product.slug)}`,
									className: "underline-offset-2 hover:underline",
									children: product.productName
								})
							}), /* @__PURE__ */ jsxs("p", {
								className: "text-xs text-muted",
								children: [
									formatDollars(product.offerPrice ?? product.price),
									" · stock ",
									product.stock,
									" · seller",
									" ",
									product.seller_slug,
									product.sku ? ` · SKU ${product.sku}` : ""
								]
							})]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "flex gap-1",
							children: [/* @__PURE__ */ jsx(StatusBadge, { status: product.approvalStatus }), /* @__PURE__ */ jsx(StatusBadge, { status: product.status })]
						})
					]
				}), /* @__PURE__ */ jsxs("div", {
					className: "mt-2 flex flex-wrap items-center gap-2 border-t border-line pt-2",
					children: [
						/* @__PURE__ */ jsxs(Form, {
							method: "post",
							className: "flex flex-wrap gap-1",
							"aria-label": `Flags of ${product.productName}`,
							children: [/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "slug",
								value: product.slug
							}), PRODUCT_FLAGS.map(([flag, label]) => /* @__PURE__ */ jsx("button", {
								type: "submit",
								name: "intent",
								value: `${flag}:${product[flag] ? "off" : "on"}`,
								"aria-pressed": product[flag],
								className: `rounded-full border px-2.5 py-1 text-xs font-semibold ${product[flag] ? "border-accent bg-accent-soft text-accent-ink" : "border-line text-muted"}`,
								children: label
							}, flag))]
						}),
						/* @__PURE__ */ jsxs(Form, {
							method: "post",
							children: [/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "slug",
								value: product.slug
							}), /* @__PURE__ */ jsx("button", {
								type: "submit",
								name: "intent",
								value: product.status === "active" ? "deactivate" : "activate",
								className: secondaryButtonClass,
								children: product.status === "active" ? "Deactivate" : "Activate"
							})]
						}),
						product.approvalStatus !== "approved" ? /* @__PURE__ */ jsxs(Form, {
							method: "post",
							children: [/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "slug",
								value: product.slug
							}), /* @__PURE__ */ jsxs("button", {
								type: "submit",
								name: "intent",
								value: "approve",
								className: buttonClass,
								children: ["Approve ", product.productName]
							})]
						}) : null,
						product.approvalStatus !== "rejected" ? /* @__PURE__ */ jsxs(Form, {
							method: "post",
							className: "flex min-w-0 flex-1 gap-2",
							children: [
								/* @__PURE__ */ jsx("input", {
									type: "hidden",
									name: "slug",
									value: product.slug
								}),
								/* @__PURE__ */ jsxs("label", {
									htmlFor: `note-${product.slug}`,
									className: "sr-only",
									children: ["Note for rejecting ", product.productName]
								}),
								/* @__PURE__ */ jsx("input", {
									id: `note-${product.slug}`,
									name: "note",
									required: true,
									minLength: 3,
									placeholder: "Reason for rejecting",
									className: "min-w-0 flex-1 rounded-card border border-line px-3 py-1.5 text-sm"
								}),
								/* @__PURE__ */ jsx("button", {
									type: "submit",
									name: "intent",
									value: "reject",
									className: secondaryButtonClass,
									children: "Reject"
								})
							]
						}) : null
					]
				})]
			}, product.slug))
		})
	});
});
// app/routes/admin.orders.tsx
var admin_orders_exports = /* @__PURE__ */ __exportAll({
	action: () => action$19,
	default: () => admin_orders_default,
	loader: () => loader$22
});
var LIMIT$5 = 20;
async function loader$22({ request, context }) {
	const url = new URL(request.url);
	return {
		orders: bodyOrThrow(await apiFor(context, request)(`/api/admin/orders${adminListQuery(url, [
			"status",
			"search",
			"page"
		], LIMIT$5)}`), "The orders"),
		status: url.searchParams.get("status") ?? "",
		search: url.searchParams.get("search") ?? ""
	};
}
async function action$19({ request, context }) {
	const form = await request.formData();
	const status = formText(form, "order_status");
	return adminCall(apiFor(context, request), `/api/admin/orders/${encodeURIComponent(formText(form, "slug"))}/status`, {
		method: "PATCH",
		body: { order_status: status }
	}, `The order is now ${status}.`);
}
var admin_orders_default = UNSAFE_withComponentProps(function AdminOrdersPage({ loaderData, actionData }) {
	const { orders, status, search } = loaderData;
	const pages = Math.max(1, Math.ceil(orders.count / LIMIT$5));
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "admin-orders-heading",
		children: [
			/* @__PURE__ */ jsxs("h2", {
				id: "admin-orders-heading",
				className: "mb-4 text-xl font-semibold",
				children: ["Orders ", /* @__PURE__ */ jsxs("span", {
					className: "text-base font-normal text-muted",
					children: [
						"(",
						orders.count,
						")"
					]
				})]
			}),
			/* @__PURE__ */ jsxs(Form, {
				method: "get",
				role: "search",
				className: "mb-4 flex flex-wrap gap-2",
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: "admin-order-search",
						className: "sr-only",
						children: "Search orders"
					}),
					/* @__PURE__ */ jsx("input", {
						id: "admin-order-search",
						type: "search",
						name: "search",
						defaultValue: search,
						placeholder: "Order, buyer name or e-mail",
						className: "min-w-0 flex-1 rounded-card border border-line px-3 py-2 text-sm"
					}),
					/* @__PURE__ */ jsx("label", {
						htmlFor: "admin-order-status",
						className: "sr-only",
						children: "Status"
					}),
					/* @__PURE__ */ jsxs("select", {
						id: "admin-order-status",
						name: "status",
						defaultValue: status,
						className: "rounded-card border border-line bg-white px-3 py-2 text-sm",
						children: [/* @__PURE__ */ jsx("option", {
							value: "",
							children: "All statuses"
						}), Object.keys(ORDER_TRANSITIONS).map((value) => /* @__PURE__ */ jsx("option", {
							value,
							children: value
						}, value))]
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: secondaryButtonClass,
						children: "Filter"
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mb-3",
				children: /* @__PURE__ */ jsx(FormMessage, { result: actionData })
			}),
			orders.items.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: "No orders match" }) : /* @__PURE__ */ jsx("ul", {
				className: "divide-y divide-line rounded-card border border-line bg-white",
				children: orders.items.map((order) => {
					const next = ORDER_TRANSITIONS[order.order_status];
					return /* @__PURE__ */ jsxs("li", {
						className: "flex flex-wrap items-center gap-3 p-3 text-sm",
						children: [
							/* @__PURE__ */ jsxs("div", {
								className: "min-w-0 flex-1",
								children: [/* @__PURE__ */ jsx("p", {
									className: "font-semibold",
									children: /* @__PURE__ */ jsx(Link, {
										to: `/admin/orders/${encodeURIComponent(order.slug)}`,
										className: "hover:underline",
										children: order.slug
									})
								}), /* @__PURE__ */ jsxs("p", {
									className: "text-xs text-muted",
									children: [
										new Date(order.createdAt).toLocaleDateString("en-US"),
										" · ",
										order.buyer.name,
										" (",
										order.buyer.email,
										") · ",
										order.items,
										" items · ",
										formatDollars(order.total),
										" ·",
										" ",
										order.payment_method,
										" (",
										order.payment_status,
										")"
									]
								})]
							}),
							/* @__PURE__ */ jsx(StatusBadge, { status: order.order_status }),
							next.length > 0 ? /* @__PURE__ */ jsxs(Form, {
								method: "post",
								className: "flex items-center gap-2",
								children: [
									/* @__PURE__ */ jsx("input", {
										type: "hidden",
										name: "slug",
										value: order.slug
									}),
									/* @__PURE__ */ jsxs("label", {
										htmlFor: `order-${order.slug}`,
										className: "sr-only",
										children: ["New status of order ", order.slug]
									}),
									/* @__PURE__ */ jsx("select", {
										id: `order-${order.slug}`,
										name: "order_status",
										className: "rounded-card border border-line bg-white px-2 py-1.5 text-sm",
										children: next.map((value) => /* @__PURE__ */ jsx("option", {
											value,
											children: value
										}, value))
									}),
									/* @__PURE__ */ jsx("button", {
										type: "submit",
										className: secondaryButtonClass,
										children: "Change"
									})
								]
							}) : null
						]
					}, order.slug);
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-4",
				children: /* @__PURE__ */ jsx(Pagination, {
					current: orders.page,
					total: pages,
					hrefFor: (page) => `/admin/orders?${new URLSearchParams({
						status,
						search,
						page: String(page)
					})}`
				})
			})
		]
	});
});
// app/routes/admin.users.tsx
var admin_users_exports = /* @__PURE__ */ __exportAll({
	action: () => action$18,
	default: () => admin_users_default,
	loader: () => loader$21
});
var LIMIT$4 = 20;
async function loader$21({ request, context }) {
	const url = new URL(request.url);
	return {
		users: bodyOrThrow(await apiFor(context, request)(`/api/admin/users${adminListQuery(url, [
			"search",
			"role",
			"status",
			"page"
		], LIMIT$4)}`), "The users"),
		values: listParams(url, [
			"search",
			"role",
			"status"
		])
	};
}
async function action$18({ request, context }) {
	const form = await request.formData();
	const intent = formText(form, "intent") === "reactivate" ? "reactivate" : "deactivate";
	return adminCall(apiFor(context, request), `/api/admin/users/${encodeURIComponent(formText(form, "slug"))}/${intent}`, { method: "POST" }, intent === "deactivate" ? "The user is deactivated and signed out everywhere." : "The user may sign in again.");
}
var ROLE_FILTER = {
	name: "role",
	label: "Role",
	options: [
		{
			value: "",
			label: "Any role"
		},
		{
			value: "buyer",
			label: "Buyers"
		},
		{
			value: "seller",
			label: "Sellers"
		},
		{
			value: "admin",
			label: "Admins"
		}
	]
};
var USER_STATUS_FILTER = {
	...STATUS_FILTER$1,
	options: [
		{
			value: "",
			label: "Any status"
		},
		{
			value: "active",
			label: "Active"
		},
		{
			value: "inactive",
			label: "Deactivated"
		}
	]
};
var admin_users_default = UNSAFE_withComponentProps(function AdminUsersPage({ loaderData, actionData }) {
	const { users, values } = loaderData;
	return /* @__PURE__ */ jsx(AdminListPage, {
		id: "admin-user",
		title: "Users",
		path: "/admin/users",
		count: users.count,
		page: users.page,
		limit: LIMIT$4,
		searchLabel: "Search users",
		searchPlaceholder: "Name, e-mail or slug",
		filters: [ROLE_FILTER, USER_STATUS_FILTER],
		values,
		outcome: actionData,
		emptyTitle: "No users match",
		isEmpty: users.items.length === 0,
		children: /* @__PURE__ */ jsx("ul", {
			className: "divide-y divide-line rounded-card border border-line bg-white",
			children: users.items.map((user) => /* @__PURE__ */ jsxs("li", {
				className: "flex flex-wrap items-center gap-3 p-3 text-sm",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ jsx("p", {
							className: "font-semibold",
							children: user.fullName
						}), /* @__PURE__ */ jsxs("p", {
							className: "truncate text-xs text-muted",
							children: [
								user.email,
								" · ",
								user.role,
								user.shop_slug ? ` · shop ${user.shop_slug}` : "",
								user.emailVerified ? "" : " · e-mail not verified",
								" · joined",
								" ",
								new Date(user.createdAt).toLocaleDateString("en-US")
							]
						})]
					}),
					/* @__PURE__ */ jsx(StatusBadge, { status: user.status }),
					/* @__PURE__ */ jsxs(Form, {
						method: "post",
						children: [/* @__PURE__ */ jsx("input", {
							type: "hidden",
							name: "slug",
							value: user.slug
						}), /* @__PURE__ */ jsx("button", {
							type: "submit",
							name: "intent",
							value: user.status === "active" ? "deactivate" : "reactivate",
							className: secondaryButtonClass,
							children: user.status === "active" ? "Deactivate" : "Reactivate"
						})]
					})
				]
			}, user.slug))
		})
	});
});
// app/routes/admin.settings.tsx
var admin_settings_exports = /* @__PURE__ */ __exportAll({
	action: () => action$17,
	default: () => admin_settings_default,
	loader: () => loader$20
});
async function loader$20({ request, context }) {
	return { settings: bodyOrThrow(await apiFor(context, request)("/api/admin/settings"), "The settings") };
}
async function action$17({ request, context }) {
	const form = await request.formData();
	const percent = Number(formText(form, "commissionPercent"));
	if (!Number.isFinite(percent) || percent < 0 || percent > 100) return data({
		ok: false,
		message: "The commission rate is a percentage from 0 to 100."
	}, { status: 400 });
	return adminCall(apiFor(context, request), "/api/admin/settings", {
		method: "PATCH",
		body: {
			commissionRateBps: Math.round(percent * 100),
			autoApproveProducts: form.get("autoApproveProducts") === "on"
		}
	}, "Settings saved.");
}
var admin_settings_default = UNSAFE_withComponentProps(function AdminSettingsPage({ loaderData, actionData }) {
	const { settings } = loaderData;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "settings-heading",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "settings-heading",
			className: "mb-4 text-xl font-semibold",
			children: "Marketplace settings"
		}), /* @__PURE__ */ jsxs(Form, {
			method: "post",
			className: "grid max-w-lg gap-4 rounded-card border border-line bg-white p-4 sm:p-6",
			children: [
				/* @__PURE__ */ jsx(FormMessage, { result: actionData }),
				/* @__PURE__ */ jsx(InputField, {
					label: "Commission rate (%)",
					name: "commissionPercent",
					type: "number",
					min: 0,
					max: 100,
					step: .01,
					defaultValue: settings.commissionRateBps / 100,
					hint: "The marketplace's cut of each delivered order line."
				}),
				/* @__PURE__ */ jsxs("label", {
					className: "flex items-start gap-2 text-sm",
					children: [/* @__PURE__ */ jsx("input", {
						type: "checkbox",
						name: "autoApproveProducts",
						defaultChecked: settings.autoApproveProducts,
						className: "mt-0.5 size-4"
					}), /* @__PURE__ */ jsx("span", { children: "Approve new and edited seller products automatically" })]
				}),
				/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: buttonClass,
					children: "Save settings"
				}) })
			]
		})]
	});
});
// app/routes/admin.subscribers.tsx
var admin_subscribers_exports = /* @__PURE__ */ __exportAll({
	default: () => admin_subscribers_default,
	loader: () => loader$19
});
var LIMIT$3 = 50;
async function loader$19({ request, context }) {
	const url = new URL(request.url);
	return { subscribers: bodyOrThrow(await apiFor(context, request)(`/api/admin/subscribers${adminListQuery(url, ["page"], LIMIT$3)}`), "The subscribers") };
}
var admin_subscribers_default = UNSAFE_withComponentProps(function AdminSubscribersPage({ loaderData }) {
	const { subscribers } = loaderData;
	const pages = Math.max(1, Math.ceil(subscribers.count / LIMIT$3));
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "subscribers-heading",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "mb-4 flex flex-wrap items-center justify-between gap-2",
				children: [/* @__PURE__ */ jsxs("h2", {
					id: "subscribers-heading",
					className: "text-xl font-semibold",
					children: [
						"Newsletter subscribers",
						" ",
						/* @__PURE__ */ jsxs("span", {
							className: "text-base font-normal text-muted",
							children: [
								"(",
								subscribers.count,
								")"
							]
						})
					]
				}), /* @__PURE__ */ jsx("a", {
					href: "/api/admin/subscribers/export",
					className: secondaryButtonClass,
					download: true,
					children: "Export CSV"
				})]
			}),
			subscribers.items.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: "No subscribers yet" }) : /* @__PURE__ */ jsx("ul", {
				className: "divide-y divide-line rounded-card border border-line bg-white",
				children: subscribers.items.map((subscriber) => /* @__PURE__ */ jsxs("li", {
					className: "flex flex-wrap items-center gap-3 p-3 text-sm",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "min-w-0 flex-1 truncate",
							children: subscriber.email
						}),
						/* @__PURE__ */ jsx("span", {
							className: "text-xs text-muted",
							children: new Date(subscriber.createdAt).toLocaleDateString("en-US")
						}),
						/* @__PURE__ */ jsx(StatusBadge, { status: subscriber.status })
					]
				}, subscriber.slug))
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-4",
				children: /* @__PURE__ */ jsx(Pagination, {
					current: subscribers.page,
					total: pages,
					hrefFor: (page) => `/admin/subscribers?page=${page}`
				})
			})
		]
	});
});
// app/features/admin/admin-list-action.server.ts
function outcome(ok, message, form, fields = {}, values = {}) {
	return {
		ok,
		message,
		form,
		fields,
		values,
		at: Date.now()
	};
}
function submitted(form) {
	const values = {};
	for (const [key, value] of form) if (typeof value === "string" && key !== "intent") values[key] = value;
	return values;
}
async function send(api, path, method, body, success, form) {
	const response = await api(path, {
		method,
		...body === void 0 ? {} : { body }
	});
	if (isOk(response)) return outcome(true, success, form);
	const message = errorMessage(response, "That did not work. Please try again.");
	return outcome(false, message, form, fieldErrorsFrom(message));
}
/** A refused create or edit keeps what the admin typed. */
function withValues(result, form) {
	return result.ok ? result : {
		...result,
		values: submitted(form)
	};
}
// app/features/admin/catalogue-forms.server.ts
/**
* The API body of a catalogue form (create or edit). A blank name or a missing parent category is refused
* here, with the field named, so the API is only asked with a complete form; a blank image clears the
* image when editing and is left out when creating.
*/
function catalogueBodyFrom(kind, form, editing) {
	const fields = {};
	const body = {};
	const name = formText(form, kind.nameField);
	if (!name) fields[kind.nameField] = "Enter a name.";
	else body[kind.nameField] = name;
	const image = formUrls(form, kind.imageField)[0];
	if (image) body[kind.imageField] = image;
	else if (editing) body[kind.imageField] = null;
	const status = formText(form, kind.statusField);
	if (status === "active" || status === "inactive") body[kind.statusField] = status;
	if (kind.hasParent) {
		const parent = formText(form, "cat_slug");
		if (parent) body.cat_slug = parent;
		else if (!editing) fields.cat_slug = "Choose the category it belongs to.";
	}
	if (Object.keys(fields).length > 0) return {
		ok: false,
		message: "Please correct the marked fields.",
		fields
	};
	return {
		ok: true,
		body
	};
}
// app/features/admin/catalogue-kinds.ts
var CATEGORY_KIND = {
	collection: "categories",
	noun: "Category",
	plural: "Categories",
	nameField: "cat_name",
	imageField: "cat_image",
	imageLabel: "Image",
	statusField: "cat_status",
	hasParent: false
};
var SUB_CATEGORY_KIND = {
	collection: "sub-categories",
	noun: "Sub-category",
	plural: "Sub-categories",
	nameField: "subcat_name",
	imageField: "image",
	imageLabel: "Image",
	statusField: "subcat_status",
	hasParent: true
};
var BRAND_KIND = {
	collection: "brands",
	noun: "Brand",
	plural: "Brands",
	nameField: "name",
	imageField: "logo",
	imageLabel: "Logo",
	statusField: "status",
	hasParent: false
};
/** The API's record (whichever kind) as a list row. */
function catalogueEntry(record) {
	if ("cat_name" in record) return {
		slug: record.cat_slug,
		name: record.cat_name,
		image: record.cat_image,
		status: record.cat_status,
		productCount: record.productCount,
		parentSlug: null
	};
	if ("subcat_name" in record) return {
		slug: record.slug,
		name: record.subcat_name,
		image: record.image,
		status: record.subcat_status,
		productCount: record.productCount,
		parentSlug: record.cat_slug
	};
	return {
		slug: record.slug,
		name: record.name,
		image: record.logo,
		status: record.status,
		productCount: record.productCount,
		parentSlug: null
	};
}
// app/features/admin/catalogue-action.server.ts
/** The `create`, `update`, `activate` and `deactivate` intents of a catalogue page. */
async function catalogueAction(api, kind, form) {
	const intent = formText(form, "intent");
	const slug = formText(form, "slug");
	const base = `/api/admin/${kind.collection}`;
	const item = `${base}/${encodeURIComponent(slug)}`;
	if (intent === "create" || intent === "update") {
		const editing = intent === "update";
		const which = editing ? slug : "create";
		const parsed = catalogueBodyFrom(kind, form, editing);
		if (!parsed.ok) return outcome(false, parsed.message, which, parsed.fields, submitted(form));
		const name = String(parsed.body[kind.nameField]);
		return withValues(editing ? await send(api, item, "PATCH", parsed.body, `${kind.noun} “${name}” saved.`, which) : await send(api, base, "POST", parsed.body, `${kind.noun} “${name}” created.`, which), form);
	}
	if ((intent === "activate" || intent === "deactivate") && slug) {
		const name = formText(form, "name") || slug;
		return send(api, `${item}/${intent}`, "POST", void 0, `${kind.noun} “${name}” ${intent}d.`, slug);
	}
	return outcome(false, "Unknown action.", "");
}
/** A catalogue page's list, its search and filters, the row being edited and the parent categories. */
async function loadCatalogue(api, kind, url) {
	const filterKeys = kind.hasParent ? [
		"search",
		"status",
		"cat_slug"
	] : ["search", "status"];
	const editSlug = url.searchParams.get("edit")?.trim();
	const [list, edited, parents] = await Promise.all([
		api(`/api/admin/${kind.collection}${adminListQuery(url, [...filterKeys, "page"], 20)}`),
		editSlug ? api(`/api/admin/${kind.collection}/${encodeURIComponent(editSlug)}`) : null,
		kind.hasParent ? api("/api/admin/categories?limit=100") : null
	]);
	const page = bodyOrThrow(list, `The ${kind.plural.toLowerCase()}`);
	const values = {};
	for (const key of filterKeys) values[key] = url.searchParams.get(key)?.trim() ?? "";
	return {
		entries: page.items.map(catalogueEntry),
		count: page.count,
		page: page.page,
		editing: edited && isOk(edited) ? catalogueEntry(edited.body) : null,
		parents: parents && isOk(parents) ? parents.body.items.map(catalogueEntry).map((entry) => ({
			slug: entry.slug,
			name: entry.name
		})) : [],
		values
	};
}
// app/features/admin/catalogue-page.tsx
function withQuery$1(path, params) {
	const text = new URLSearchParams(Object.entries(params).filter(([, value]) => value)).toString();
	return text ? `${path}?${text}` : path;
}
/** The create form, or the edit form of one row; a refused answer comes back filled in. */
function CatalogueForm({ kind, entry, parents, outcome, cancelHref }) {
	const navigation = useNavigation();
	const formId = entry ? entry.slug : "create";
	const mine = outcome?.form === formId ? outcome : void 0;
	const refused = mine && !mine.ok ? mine.values : void 0;
	const fields = mine?.fields ?? {};
	const value = (field, current) => refused?.[field] ?? current ?? "";
	const title = entry ? `Edit ${kind.noun.toLowerCase()} “${entry.name}”` : `Add a ${kind.noun.toLowerCase()}`;
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		"aria-label": title,
		className: "mb-6 grid gap-4 rounded-card border border-line bg-white p-4 shadow-sm sm:grid-cols-2",
		children: [
			/* @__PURE__ */ jsx("h3", {
				className: "text-lg font-semibold sm:col-span-2",
				children: title
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: entry ? "update" : "create"
			}),
			entry ? /* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "slug",
				value: entry.slug
			}) : null,
			/* @__PURE__ */ jsx(InputField, {
				label: "Name",
				name: kind.nameField,
				required: true,
				maxLength: 100,
				defaultValue: value(kind.nameField, entry?.name),
				error: fields[kind.nameField],
				hint: entry ? `Slug: ${entry.slug} (it never changes, so links keep working)` : "The slug follows the name."
			}),
			kind.hasParent ? /* @__PURE__ */ jsx(SelectField, {
				label: "Parent category",
				name: "cat_slug",
				required: true,
				defaultValue: value("cat_slug", entry?.parentSlug),
				error: fields.cat_slug,
				options: [{
					value: "",
					label: "Choose a category"
				}, ...parents.map((parent) => ({
					value: parent.slug,
					label: parent.name
				}))]
			}) : null,
			/* @__PURE__ */ jsx(SelectField, {
				label: "Status",
				name: kind.statusField,
				defaultValue: value(kind.statusField, entry?.status ?? "active"),
				error: fields[kind.statusField],
				options: [{
					value: "active",
					label: "Active (shown in the shop)"
				}, {
					value: "inactive",
					label: "Inactive (hidden)"
				}]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "sm:col-span-2",
				children: /* @__PURE__ */ jsx(ImageUploadField, {
					label: kind.imageLabel,
					name: kind.imageField,
					defaultValue: value(kind.imageField, entry?.image),
					error: fields[kind.imageField]
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center gap-3 sm:col-span-2",
				children: [/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: buttonClass,
					disabled: navigation.state === "submitting",
					children: entry ? "Save changes" : `Add ${kind.noun.toLowerCase()}`
				}), entry ? /* @__PURE__ */ jsx(Link, {
					to: cancelHref,
					className: "text-sm text-accent-ink underline",
					children: "Close without saving"
				}) : null]
			})
		]
	}, `${formId}-${mine?.at ?? 0}`);
}
function CatalogueRow({ kind, entry, parentName, editHref }) {
	const active = entry.status === "active";
	return /* @__PURE__ */ jsxs("li", {
		className: "flex flex-wrap items-center gap-3 p-3 text-sm",
		"data-testid": "catalogue-entry",
		children: [
			entry.image ? /* @__PURE__ */ jsx("img", {
				src: entry.image,
				alt: "",
				className: "size-12 shrink-0 rounded-card border border-line object-cover"
			}) : /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: "size-12 shrink-0 rounded-card border border-dashed border-line"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "min-w-0 flex-1",
				children: [/* @__PURE__ */ jsx("p", {
					className: "font-semibold",
					children: entry.name
				}), /* @__PURE__ */ jsxs("p", {
					className: "truncate text-xs text-muted",
					children: [
						entry.slug,
						parentName ? ` · in ${parentName}` : "",
						" · ",
						entry.productCount,
						" ",
						entry.productCount === 1 ? "product" : "products"
					]
				})]
			}),
			/* @__PURE__ */ jsx(StatusBadge, { status: entry.status }),
			/* @__PURE__ */ jsx(Link, {
				to: editHref,
				className: secondaryButtonClass,
				"aria-label": `Edit ${entry.name}`,
				children: "Edit"
			}),
			/* @__PURE__ */ jsxs(Form, {
				method: "post",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "slug",
						value: entry.slug
					}),
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "name",
						value: entry.name
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						name: "intent",
						value: active ? "deactivate" : "activate",
						className: secondaryButtonClass,
						"aria-label": `${active ? "Deactivate" : "Activate"} ${kind.noun.toLowerCase()} ${entry.name}`,
						children: active ? "Deactivate" : "Activate"
					})
				]
			})
		]
	});
}
/** `/admin/categories`, `/admin/sub-categories` and `/admin/brands`: list, filters, create and edit. */
function CataloguePage({ kind, data, outcome }) {
	const path = `/admin/${kind.collection}`;
	const filters = [STATUS_FILTER$1];
	if (kind.hasParent) filters.push({
		name: "cat_slug",
		label: "Category",
		options: [{
			value: "",
			label: "Every category"
		}, ...data.parents.map((parent) => ({
			value: parent.slug,
			label: parent.name
		}))]
	});
	const parentName = (slug) => slug ? data.parents.find((parent) => parent.slug === slug)?.name ?? slug : null;
	return /* @__PURE__ */ jsx(AdminListPage, {
		id: `admin-${kind.collection}`,
		title: kind.plural,
		path,
		count: data.count,
		page: data.page,
		limit: 20,
		searchLabel: `Search ${kind.plural.toLowerCase()}`,
		searchPlaceholder: "Name",
		filters,
		values: data.values,
		outcome,
		emptyTitle: `No ${kind.plural.toLowerCase()} match`,
		isEmpty: data.entries.length === 0,
		before: /* @__PURE__ */ jsx(CatalogueForm, {
			kind,
			entry: data.editing,
			parents: data.parents,
			outcome,
			cancelHref: withQuery$1(path, data.values)
		}),
		children: /* @__PURE__ */ jsx("ul", {
			className: "divide-y divide-line rounded-card border border-line bg-white",
			children: data.entries.map((entry) => /* @__PURE__ */ jsx(CatalogueRow, {
				kind,
				entry,
				parentName: parentName(entry.parentSlug),
				editHref: withQuery$1(path, {
					...data.values,
					page: String(data.page),
					edit: entry.slug
				})
			}, entry.slug))
		})
	});
}
// app/routes/admin.categories.tsx
var admin_categories_exports = /* @__PURE__ */ __exportAll({
	action: () => action$16,
	default: () => admin_categories_default,
	loader: () => loader$18
});
async function loader$18({ request, context }) {
	return loadCatalogue(apiFor(context, request), CATEGORY_KIND, new URL(request.url));
}
async function action$16({ request, context }) {
	return catalogueAction(apiFor(context, request), CATEGORY_KIND, await request.formData());
}
var admin_categories_default = UNSAFE_withComponentProps(function AdminCategoriesPage({ loaderData, actionData }) {
	return /* @__PURE__ */ jsx(CataloguePage, {
		kind: CATEGORY_KIND,
		data: loaderData,
		outcome: actionData
	});
});
// app/routes/admin.sub-categories.tsx
var admin_sub_categories_exports = /* @__PURE__ */ __exportAll({
	action: () => action$15,
	default: () => admin_sub_categories_default,
	loader: () => loader$17
});
async function loader$17({ request, context }) {
	return loadCatalogue(apiFor(context, request), SUB_CATEGORY_KIND, new URL(request.url));
}
async function action$15({ request, context }) {
	return catalogueAction(apiFor(context, request), SUB_CATEGORY_KIND, await request.formData());
}
var admin_sub_categories_default = UNSAFE_withComponentProps(function AdminSubCategoriesPage({ loaderData, actionData }) {
	return /* @__PURE__ */ jsx(CataloguePage, {
		kind: SUB_CATEGORY_KIND,
		data: loaderData,
		outcome: actionData
	});
});
// app/routes/admin.brands.tsx
var admin_brands_exports = /* @__PURE__ */ __exportAll({
	action: () => action$14,
	default: () => admin_brands_default,
	loader: () => loader$16
});
async function loader$16({ request, context }) {
	return loadCatalogue(apiFor(context, request), BRAND_KIND, new URL(request.url));
}
async function action$14({ request, context }) {
	return catalogueAction(apiFor(context, request), BRAND_KIND, await request.formData());
}
var admin_brands_default = UNSAFE_withComponentProps(function AdminBrandsPage({ loaderData, actionData }) {
	return /* @__PURE__ */ jsx(CataloguePage, {
		kind: BRAND_KIND,
		data: loaderData,
		outcome: actionData
	});
});
// app/features/admin/coupon-form.server.ts
var DAY = /^\d{4}-\d{2}-\d{2}$/;
/**
* A date field (`YYYY-MM-DD`) as the API's ISO instant. A coupon starts at the first moment of its first day
* and ends at the last moment of its last day (UTC), so "valid until the 31st" includes the 31st.
*/
function dayToInstant(day, edge) {
	if (!DAY.test(day)) return null;
	const instant = /* @__PURE__ */ new Date(`${day}T${edge === "start" ? "00:00:00.000" : "23:59:59.999"}Z`);
	return Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 10) !== day ? null : instant.toISOString();
}
/**
* The API body of the coupon form. Numbers, dates and the discount are checked here so a mistyped form
* names its field without a round trip; the API still has the last word (code taken, limits). The code and
* the shop of a coupon are fixed once it exists, so an edit never sends them.
*/
function couponBodyFrom(form, editing) {
	const fields = {};
	const body = {};
	const text = (name) => formText(form, name);
	if (!editing) {
		const code = text("code");
		if (!/^[A-Za-z0-9_-]{3,40}$/.test(code)) fields.code = "Use 3 to 40 letters, digits, _ or -.";
		else body.code = code;
		const seller = text("seller_slug");
		if (seller) body.seller_slug = seller;
	}
	const name = text("name");
	if (!name) fields.name = "Enter a name.";
	else body.name = name;
	const role = text("discount_role") === "percent" ? "percent" : "amount";
	const value = Number(text("discount_value"));
	if (!text("discount_value") || !Number.isFinite(value) || value <= 0) fields.discount_value = "Enter a discount above 0.";
	else if (role === "percent" && (value > 100 || !Number.isInteger(value))) fields.discount_value = "A percentage is a whole number from 1 to 100.";
	else body.discount = {
		role,
		value
	};
	const minimum = text("minimum_purchase") || "0";
	if (!/^\d+(\.\d{1,2})?$/.test(minimum)) fields.minimum_purchase = "Enter an amount in dollars, e.g. 25.00.";
	else body.minimum_purchase = Number(minimum);
	const startsDay = text("starts_at");
	const startsAt = startsDay ? dayToInstant(startsDay, "start") : null;
	if (startsDay && !startsAt) fields.starts_at = "Enter a date.";
	else if (startsAt) body.starts_at = startsAt;
	const expiresAt = dayToInstant(text("expired_date"), "end");
	if (!expiresAt) fields.expired_date = "Enter the last day it may be used.";
	else if (startsAt && expiresAt < startsAt) fields.expired_date = "The last day comes after the first.";
	else body.expired_date = expiresAt;
	const uses = Number(text("items_number"));
	if (!Number.isInteger(uses) || uses < 1) fields.items_number = "Enter how many uses in all (1 or more).";
	else body.items_number = uses;
	const perUser = text("per_user_limit");
	if (!perUser) body.per_user_limit = null;
	else if (!Number.isInteger(Number(perUser)) || Number(perUser) < 1 || Number(perUser) > 1e3) fields.per_user_limit = "Enter 1 to 1000, or leave blank for no limit.";
	else body.per_user_limit = Number(perUser);
	const status = text("status");
	if (status === "active" || status === "inactive") body.status = status;
	if (Object.keys(fields).length > 0) return {
		ok: false,
		message: "Please correct the marked fields.",
		fields
	};
	return {
		ok: true,
		body
	};
}
// app/features/admin/coupon-types.ts
/** The day of an ISO instant, for a date field ('' when absent). */
function instantToDay(instant) {
	return instant ? instant.slice(0, 10) : "";
}
// app/features/admin/coupon-action.server.ts
async function loadCoupons(api, url) {
	const editCode = url.searchParams.get("edit")?.trim();
	const [list, edited] = await Promise.all([api(`/api/admin/coupons${adminListQuery(url, [
		"search",
		"status",
		"page"
	], 20)}`), editCode ? api(`/api/admin/coupons/${encodeURIComponent(editCode)}`) : null]);
	return {
		coupons: bodyOrThrow(list, "The coupons"),
		editing: edited && isOk(edited) ? edited.body : null,
		values: listParams(url, ["search", "status"])
	};
}
/** The `create`, `update`, `activate` and `deactivate` intents of the coupon page. */
async function couponAction(api, form) {
	const intent = formText(form, "intent");
	const code = formText(form, "code");
	const item = `/api/admin/coupons/${encodeURIComponent(code)}`;
	if (intent === "create" || intent === "update") {
		const editing = intent === "update";
		const which = editing ? code : "create";
		const parsed = couponBodyFrom(form, editing);
		if (!parsed.ok) return outcome(false, parsed.message, which, parsed.fields, submitted(form));
		return withValues(editing ? await send(api, item, "PATCH", parsed.body, `Coupon ${code} saved.`, which) : await send(api, "/api/admin/coupons", "POST", parsed.body, `Coupon ${code} created.`, which), form);
	}
	if ((intent === "activate" || intent === "deactivate") && code) return send(api, item, "PATCH", { status: intent === "activate" ? "active" : "inactive" }, `Coupon ${code} ${intent}d.`, code);
	return outcome(false, "Unknown action.", "");
}
// app/features/admin/coupon-page.tsx
function withQuery(params) {
	const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value)).toString();
	return query ? `/admin/coupons?${query}` : "/admin/coupons";
}
function discountText(coupon) {
	return coupon.discount.role === "percent" ? `${coupon.discount.value}% off` : `${formatDollars(coupon.discount.value)} off`;
}
function CouponForm({ coupon, outcome, cancelHref }) {
	const navigation = useNavigation();
	const formId = coupon ? coupon.code : "create";
	const mine = outcome?.form === formId ? outcome : void 0;
	const refused = mine && !mine.ok ? mine.values : void 0;
	const fields = mine?.fields ?? {};
	const value = (field, current) => refused?.[field] ?? (current === null || current === void 0 ? "" : String(current));
	const title = coupon ? `Edit coupon ${coupon.code}` : "Add a coupon";
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		"aria-label": title,
		className: "mb-6 grid gap-4 rounded-card border border-line bg-white p-4 shadow-sm sm:grid-cols-2",
		children: [
			/* @__PURE__ */ jsx("h3", {
				className: "text-lg font-semibold sm:col-span-2",
				children: title
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: coupon ? "update" : "create"
			}),
			coupon ? /* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "code",
				value: coupon.code
			}) : /* @__PURE__ */ jsx(InputField, {
				label: "Code",
				name: "code",
				required: true,
				pattern: "[A-Za-z0-9_\\-]{3,40}",
				defaultValue: value("code", ""),
				error: fields.code,
				hint: "What shoppers type at checkout: 3 to 40 letters, digits, _ or -."
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Name",
				name: "name",
				required: true,
				maxLength: 100,
				defaultValue: value("name", coupon?.name),
				error: fields.name
			}),
			/* @__PURE__ */ jsx(SelectField, {
				label: "Discount type",
				name: "discount_role",
				defaultValue: value("discount_role", coupon?.discount.role ?? "amount"),
				options: [{
					value: "amount",
					label: "Amount off (USD)"
				}, {
					value: "percent",
					label: "Percent off"
				}]
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Discount",
				name: "discount_value",
				inputMode: "decimal",
				required: true,
				defaultValue: value("discount_value", coupon?.discount.value),
				error: fields.discount_value ?? fields.discount ?? fields.value,
				hint: "Dollars for an amount, a whole number (1–100) for a percentage."
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Minimum spend (USD)",
				name: "minimum_purchase",
				inputMode: "decimal",
				defaultValue: value("minimum_purchase", coupon?.minimum_purchase ?? 0),
				error: fields.minimum_purchase
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Uses in all",
				name: "items_number",
				type: "number",
				min: 1,
				required: true,
				defaultValue: value("items_number", coupon?.items_number),
				error: fields.items_number,
				hint: coupon ? `Used ${coupon.apply_qty} times so far.` : void 0
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Uses per shopper",
				name: "per_user_limit",
				type: "number",
				min: 1,
				max: 1e3,
				defaultValue: value("per_user_limit", coupon ? coupon.per_user_limit : 1),
				error: fields.per_user_limit,
				hint: "Leave blank for no limit."
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "First day",
				name: "starts_at",
				type: "date",
				defaultValue: value("starts_at", instantToDay(coupon?.starts_at)),
				error: fields.starts_at,
				hint: coupon ? void 0 : "Blank: from today."
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Last day",
				name: "expired_date",
				type: "date",
				required: true,
				defaultValue: value("expired_date", instantToDay(coupon?.expired_date)),
				error: fields.expired_date,
				hint: "Valid through the end of this day (UTC)."
			}),
			coupon ? null : /* @__PURE__ */ jsx(InputField, {
				label: "Only for the shop",
				name: "seller_slug",
				defaultValue: value("seller_slug", ""),
				error: fields.seller_slug,
				hint: "A shop's slug to discount only its products; blank for the whole marketplace."
			}),
			/* @__PURE__ */ jsx(SelectField, {
				label: "Status",
				name: "status",
				defaultValue: value("status", coupon?.status ?? "active"),
				options: [{
					value: "active",
					label: "Active"
				}, {
					value: "inactive",
					label: "Inactive"
				}]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center gap-3 sm:col-span-2",
				children: [/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: buttonClass,
					disabled: navigation.state === "submitting",
					children: coupon ? "Save changes" : "Add coupon"
				}), coupon ? /* @__PURE__ */ jsx(Link, {
					to: cancelHref,
					className: "text-sm text-accent-ink underline",
					children: "Close without saving"
				}) : null]
			})
		]
	}, `${formId}-${mine?.at ?? 0}`);
}
function CouponRow({ coupon, editHref }) {
	const active = coupon.status === "active";
	return /* @__PURE__ */ jsxs("li", {
		className: "flex flex-wrap items-center gap-3 p-3 text-sm",
		"data-testid": "admin-coupon",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "min-w-0 flex-1",
				children: [/* @__PURE__ */ jsxs("p", {
					className: "font-semibold",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "font-mono",
							children: coupon.code
						}),
						" · ",
						coupon.name
					]
				}), /* @__PURE__ */ jsxs("p", {
					className: "text-xs text-muted",
					children: [
						discountText(coupon),
						" · min. spend ",
						formatDollars(coupon.minimum_purchase),
						" · used",
						" ",
						coupon.apply_qty,
						"/",
						coupon.items_number,
						coupon.per_user_limit === null ? " · no limit per shopper" : ` · ${coupon.per_user_limit} per shopper`,
						" ",
						"· ",
						instantToDay(coupon.starts_at),
						" to ",
						instantToDay(coupon.expired_date),
						coupon.seller_slug ? ` · shop ${coupon.seller_slug}` : ""
					]
				})]
			}),
			/* @__PURE__ */ jsx(StatusBadge, { status: coupon.status }),
			/* @__PURE__ */ jsx(Link, {
				to: editHref,
				className: secondaryButtonClass,
				"aria-label": `Edit coupon ${coupon.code}`,
				children: "Edit"
			}),
			/* @__PURE__ */ jsxs(Form, {
				method: "post",
				children: [/* @__PURE__ */ jsx("input", {
					type: "hidden",
					name: "code",
					value: coupon.code
				}), /* @__PURE__ */ jsx("button", {
					type: "submit",
					name: "intent",
					value: active ? "deactivate" : "activate",
					className: secondaryButtonClass,
					"aria-label": `${active ? "Deactivate" : "Activate"} coupon ${coupon.code}`,
					children: active ? "Deactivate" : "Activate"
				})]
			})
		]
	});
}
/** `/admin/coupons`: list, filters, create and edit. */
function CouponPage({ data, outcome }) {
	const { coupons, editing, values } = data;
	return /* @__PURE__ */ jsx(AdminListPage, {
		id: "admin-coupons",
		title: "Coupons",
		path: "/admin/coupons",
		count: coupons.count,
		page: coupons.page,
		limit: 20,
		searchLabel: "Search coupons",
		searchPlaceholder: "Code or name",
		filters: [STATUS_FILTER$1],
		values,
		outcome,
		emptyTitle: "No coupons match",
		isEmpty: coupons.items.length === 0,
		before: /* @__PURE__ */ jsx(CouponForm, {
			coupon: editing,
			outcome,
			cancelHref: withQuery(values)
		}),
		children: /* @__PURE__ */ jsx("ul", {
			className: "divide-y divide-line rounded-card border border-line bg-white",
			children: coupons.items.map((coupon) => /* @__PURE__ */ jsx(CouponRow, {
				coupon,
				editHref: withQuery({
					...values,
					page: String(coupons.page),
					edit: coupon.code
				})
			}, coupon.code))
		})
	});
}
// app/routes/admin.coupons.tsx
var admin_coupons_exports = /* @__PURE__ */ __exportAll({
	action: () => action$13,
	default: () => admin_coupons_default,
	loader: () => loader$15
});
async function loader$15({ request, context }) {
	return loadCoupons(apiFor(context, request), new URL(request.url));
}
async function action$13({ request, context }) {
	return couponAction(apiFor(context, request), await request.formData());
}
var admin_coupons_default = UNSAFE_withComponentProps(function AdminCouponsPage({ loaderData, actionData }) {
	return /* @__PURE__ */ jsx(CouponPage, {
		data: loaderData,
		outcome: actionData
	});
});
// app/features/admin/catalogue-product.server.ts
/**
* The admin's PATCH body: the seller's fields plus the five flags and the status. The flags are checkboxes,
* so an unticked flag (absent from the form) is sent as false: the form always shows all five.
*/
function adminProductBodyFrom(form) {
	const body = productBodyFrom(form, true);
	for (const [flag] of PRODUCT_FLAGS) body[flag] = form.get(flag) === "on";
	const status = formText(form, "status");
	if (status === "active" || status === "inactive") body.status = status;
	return body;
}
/** The `save`, `approve` and `reject` intents of `/admin/products/:slug`. */
async function adminProductAction(api, slug, form) {
	const base = `/api/admin/products/${encodeURIComponent(slug)}`;
	const intent = formText(form, "intent");
	if (intent === "save") {
		const response = await api(base, {
			method: "PATCH",
			body: adminProductBodyFrom(form)
		});
		if (isOk(response)) return outcome(true, "Product saved.", "save");
		const message = errorMessage(response, "The product could not be saved. Please try again.");
		const fields = fieldErrorsFrom(message);
		if (response.body.code === "sku_taken") fields.sku = message;
		return outcome(false, message, "save", fields);
	}
	if (intent === "approve") {
		const note = formText(form, "note");
		return send(api, `${base}/approve`, "POST", note ? { note } : {}, "Product approved.", "approve");
	}
	if (intent === "reject") {
		const note = formText(form, "note");
		if (note.length < 3) return outcome(false, "Give the seller a reason (at least 3 characters).", "reject", { note: "At least 3 characters." });
		return send(api, `${base}/reject`, "POST", { note }, "Product rejected; the seller sees the note.", "reject");
	}
	return outcome(false, "Unknown action.", "");
}
// app/routes/admin.product-edit.tsx
var admin_product_edit_exports = /* @__PURE__ */ __exportAll({
	action: () => action$12,
	default: () => admin_product_edit_default,
	loader: () => loader$14
});
/** `/admin/products/:slug`: every field the admin product API accepts, plus approve and reject. */
async function loader$14({ request, context, params }) {
	const api = apiFor(context, request);
	const [taxonomy, product] = await Promise.all([loadTaxonomy(api), api(`/api/admin/products/${encodeURIComponent(params.slug)}`)]);
	if (!isOk(product)) throw data("There is no such product.", { status: product.status === 404 ? 404 : 503 });
	return {
		taxonomy,
		product: product.body
	};
}
async function action$12({ request, context, params }) {
	const result = await adminProductAction(apiFor(context, request), params.slug, await request.formData());
	return data(result, { status: result.ok ? 200 : 400 });
}
var admin_product_edit_default = UNSAFE_withComponentProps(function AdminProductEditPage({ loaderData, actionData }) {
	const { product, taxonomy } = loaderData;
	useActionToast(actionData);
	const saveRefused = actionData && !actionData.ok && actionData.form === "save" ? actionData : void 0;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "admin-product-heading",
		children: [
			/* @__PURE__ */ jsx(Link, {
				to: "/admin/products",
				className: "text-sm text-accent-ink underline",
				children: "← All products"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-2 mb-1 flex flex-wrap items-center gap-2",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "admin-product-heading",
						className: "text-xl font-semibold",
						children: product.productName
					}),
					/* @__PURE__ */ jsx(StatusBadge, { status: product.approvalStatus }),
					/* @__PURE__ */ jsx(StatusBadge, { status: product.status })
				]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "mb-4 text-sm text-muted",
				children: [
					formatDollars(product.offerPrice ?? product.price),
					" · seller ",
					product.seller_slug,
					" ·",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: `/single_product?slug=${encodeURIComponent(product.slug)}`,
						className: "underline",
						children: "View in the shop"
					})
				]
			}),
			actionData && !saveRefused ? /* @__PURE__ */ jsx("div", {
				className: "mb-3",
				children: /* @__PURE__ */ jsx(FormMessage, { result: actionData })
			}) : null,
			product.approvalNote ? /* @__PURE__ */ jsxs("p", {
				className: "mb-3 text-sm text-muted",
				children: ["Approval note: ", product.approvalNote]
			}) : null,
			/* @__PURE__ */ jsxs(ProductForm, {
				product,
				taxonomy,
				result: saveRefused ? {
					ok: false,
					message: saveRefused.message,
					fields: saveRefused.fields
				} : void 0,
				saveNote: "An admin’s edit keeps the approval as it is.",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "intent",
						value: "save"
					}),
					/* @__PURE__ */ jsxs("fieldset", {
						className: "sm:col-span-2",
						children: [/* @__PURE__ */ jsx("legend", {
							className: "mb-1.5 text-sm font-medium text-ink",
							children: "Shown in the shop’s lists"
						}), /* @__PURE__ */ jsx("div", {
							className: "flex flex-wrap gap-4",
							children: PRODUCT_FLAGS.map(([flag, label]) => /* @__PURE__ */ jsxs("label", {
								className: "inline-flex items-center gap-2 text-sm",
								children: [/* @__PURE__ */ jsx("input", {
									type: "checkbox",
									name: flag,
									defaultChecked: product[flag],
									className: "size-4"
								}), label]
							}, flag))
						})]
					}),
					/* @__PURE__ */ jsx(SelectField, {
						label: "Status",
						name: "status",
						defaultValue: product.status,
						options: [{
							value: "active",
							label: "Active (shown once approved)"
						}, {
							value: "inactive",
							label: "Inactive (hidden)"
						}]
					})
				]
			}, product.slug),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "approval-heading",
				className: "mt-6 rounded-card border border-line bg-white p-4",
				children: [/* @__PURE__ */ jsx("h3", {
					id: "approval-heading",
					className: "mb-3 text-lg font-semibold",
					children: "Approval"
				}), /* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap gap-3",
					children: [product.approvalStatus !== "approved" ? /* @__PURE__ */ jsxs(Form, {
						method: "post",
						className: "flex min-w-0 flex-1 flex-wrap items-center gap-2",
						children: [
							/* @__PURE__ */ jsx("label", {
								htmlFor: "approve-note",
								className: "sr-only",
								children: "Note for the seller (optional)"
							}),
							/* @__PURE__ */ jsx("input", {
								id: "approve-note",
								name: "note",
								maxLength: 1e3,
								placeholder: "Note for the seller (optional)",
								className: "min-w-0 flex-1 rounded-card border border-line px-3 py-1.5 text-sm"
							}),
							/* @__PURE__ */ jsx("button", {
								type: "submit",
								name: "intent",
								value: "approve",
								className: buttonClass,
								children: "Approve"
							})
						]
					}) : null, product.approvalStatus !== "rejected" ? /* @__PURE__ */ jsxs(Form, {
						method: "post",
						className: "flex min-w-0 flex-1 flex-wrap items-center gap-2",
						children: [
							/* @__PURE__ */ jsx("label", {
								htmlFor: "reject-note",
								className: "sr-only",
								children: "Reason for rejecting"
							}),
							/* @__PURE__ */ jsx("input", {
								id: "reject-note",
								name: "note",
								required: true,
								minLength: 3,
								maxLength: 1e3,
								placeholder: "Reason for rejecting",
								className: "min-w-0 flex-1 rounded-card border border-line px-3 py-1.5 text-sm"
							}),
							/* @__PURE__ */ jsx("button", {
								type: "submit",
								name: "intent",
								value: "reject",
								className: secondaryButtonClass,
								children: "Reject"
							})
						]
					}) : null]
				})]
			})
		]
	});
});
// app/features/admin/content-tabs.tsx
var TABS = [
	{
		to: "/admin/home-content",
		label: "Sliders",
		end: true
	},
	{
		to: "/admin/home-content/ads",
		label: "Advertisements"
	},
	{
		to: "/admin/home-content/categories",
		label: "Home categories"
	},
	{
		to: "/admin/home-content/mega-menu",
		label: "Mega menu"
	},
	{
		to: "/admin/home-content/flash-sale",
		label: "Flash sale"
	}
];
/** The home content sub-pages, one tab each (plain links, so they work without scripts). */
function ContentTabs() {
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "Home content sections",
		className: "mb-5 border-b border-line",
		children: /* @__PURE__ */ jsx("ul", {
			className: "-mb-px flex flex-wrap gap-1",
			children: TABS.map((tab) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
				to: tab.to,
				end: tab.end ?? false,
				className: ({ isActive }) => `inline-block rounded-t-card border px-3 py-2 text-sm font-medium ${isActive ? "border-line border-b-white bg-white text-ink" : "border-transparent text-muted hover:text-ink"}`,
				children: tab.label
			}) }, tab.to))
		})
	});
}
// app/routes/admin.home-content.tsx
var admin_home_content_exports = /* @__PURE__ */ __exportAll({ default: () => admin_home_content_default });
/** Home content: sliders, ads, home categories, mega menu and the flash sale, one tab each. */
var admin_home_content_default = UNSAFE_withComponentProps(function AdminHomeContentLayout() {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "admin-home-content-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "admin-home-content-heading",
				className: "mb-3 text-xl font-semibold",
				children: "Home content"
			}),
			/* @__PURE__ */ jsx(ContentTabs, {}),
			/* @__PURE__ */ jsx(Outlet, {})
		]
	});
});
// app/features/admin/content-action.server.ts
function refused(message) {
	return {
		ok: false,
		message,
		at: Date.now()
	};
}
/** Calls the admin API with a parsed form (or a fixed body); a parse failure never reaches the API. */
async function sendToApi(api, path, method, parsed, success) {
	if (parsed && !parsed.ok) return refused(parsed.message);
	return {
		...await adminCall(api, path, {
			method,
			...parsed ? { body: parsed.body } : {}
		}, success),
		at: Date.now()
	};
}
/** `/api/admin/<collection>/<slug of the form>`. */
function itemPath(collection, form, field = "slug") {
	return `/api/admin/${collection}/${encodeURIComponent(formText(form, field))}`;
}
// app/features/admin/content-fields.tsx
/** The `active` checkbox every content form has (unchecked posts nothing: inactive). */
function ActiveCheckbox({ defaultChecked = true, label = "Active" }) {
	return /* @__PURE__ */ jsxs("label", {
		className: "inline-flex items-center gap-2 text-sm font-medium",
		children: [/* @__PURE__ */ jsx("input", {
			type: "checkbox",
			name: "active",
			defaultChecked,
			className: "size-4"
		}), label]
	});
}
/** A submit button carrying the action's `intent`. */
function IntentButton({ intent, children, secondary = false, danger = false, label }) {
	const className = danger ? `${secondaryButtonClass} text-danger` : secondary ? secondaryButtonClass : buttonClass;
	return /* @__PURE__ */ jsx("button", {
		type: "submit",
		name: "intent",
		value: intent,
		className,
		"aria-label": label,
		children
	});
}
/** A card around one item of a content list. */
function ContentCard({ children, testId }) {
	return /* @__PURE__ */ jsx("li", {
		className: "rounded-card border border-line bg-white p-3 text-sm",
		"data-testid": testId,
		children
	});
}
/** An edit form folded away under its item (a native disclosure, so it opens without scripts). */
function EditDisclosure({ summary, children }) {
	return /* @__PURE__ */ jsxs("details", {
		className: "mt-2 border-t border-line pt-2",
		children: [/* @__PURE__ */ jsx("summary", {
			className: "cursor-pointer text-sm font-medium text-accent-ink",
			children: summary
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-3",
			children
		})]
	});
}
// app/features/admin/content-forms.server.ts
/**
* Form posts of the admin content pages turned into admin API bodies. Each parser checks what a browser form
* cannot (a dollar amount, a date, a position) so that the admin gets a plain sentence before the API is
* called; the API still validates everything and its message is shown when it refuses.
*/
var refuse = (message) => ({
	ok: false,
	message
});
/** `YYYY-MM-DDTHH:MM[:SS]` as typed in a `datetime-local` field. */
var LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
/**
* A `datetime-local` value read as UTC (the page labels it so: the server cannot know the admin's time zone
* when the form is posted without scripts) → ISO-8601 with `Z`, or null when it is not a real date and time.
*/
function isoFromUtcInput(value) {
	const match = LOCAL_DATE_TIME.exec(value.trim());
	if (!match) return null;
	const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
	const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
	if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59) return null;
	return date.toISOString();
}
/** The value for a `datetime-local` field showing an ISO instant in UTC (minutes precision). */
function utcInputValue(iso) {
	const date = new Date(iso);
	return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 16);
}
/** A dollar amount as typed ("12", "12.5", "12.50") → a number, or null (blank, negative, 3+ decimals). */
function dollarsFrom(value) {
	const text = value.trim().replace(/^\$/, "").replaceAll(",", "");
	if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
	return Number(text);
}
/** A display position: a whole number from 0 to 100000 (blank is 0), or null. */
function serialFrom(value) {
	const text = value.trim();
	if (text === "") return 0;
	if (!/^\d{1,6}$/.test(text)) return null;
	const serial = Number(text);
	return serial <= 1e5 ? serial : null;
}
/** A checkbox named `active`: checked → active, else inactive. */
function statusFrom(form) {
	return form.get("active") === null ? "inactive" : "active";
}
/** Blank optional texts become null so that an edit can clear them. */
var textOrNull = (form, name) => formText(form, name) || null;
function imageFrom(form, name) {
	return formUrls(form, name)[0] ?? "";
}
function sliderBody(form) {
	const image = imageFrom(form, "image");
	if (!image) return refuse("Upload an image or paste its address.");
	const serial = serialFrom(formText(form, "serial"));
	if (serial === null) return refuse("Position must be a whole number from 0 to 100000.");
	return {
		ok: true,
		body: {
			image,
			badge: textOrNull(form, "badge"),
			titleOne: formText(form, "titleOne"),
			titleTWo: formText(form, "titleTWo"),
			productLink: textOrNull(form, "productLink"),
			serial,
			status: statusFrom(form)
		}
	};
}
function advertisementBody(form) {
	const adName = formText(form, "adName");
	if (!adName) return refuse("The ad needs its slot name.");
	const adImage = imageFrom(form, "adImage");
	if (!adImage) return refuse("Upload an image or paste its address.");
	return {
		ok: true,
		body: {
			adName,
			adImage,
			title: formText(form, "title"),
			title_one: formText(form, "title_one"),
			title_two: formText(form, "title_two"),
			badge: textOrNull(form, "badge"),
			category_link: textOrNull(form, "category_link"),
			status: statusFrom(form)
		}
	};
}
/** A popular/featured category entry: the category when adding, always its position and status. */
function categoryEntryBody(form, adding) {
	const serial = serialFrom(formText(form, "serial"));
	if (serial === null) return refuse("Position must be a whole number from 0 to 100000.");
	if (!adding) return {
		ok: true,
		body: {
			serial,
			status: statusFrom(form)
		}
	};
	const catSlug = formText(form, "cat_slug");
	if (!catSlug) return refuse("Choose a category.");
	return {
		ok: true,
		body: {
			cat_slug: catSlug,
			serial,
			status: "active"
		}
	};
}
/** A mega menu column: the chosen sub-categories in the order they are listed. */
function megaMenuBody(form, adding) {
	const serial = serialFrom(formText(form, "serial"));
	if (serial === null) return refuse("Position must be a whole number from 0 to 100000.");
	const body = {
		sub_cat_slugs: form.getAll("sub_cat_slugs").filter((value) => typeof value === "string" && value.trim() !== "").map((value) => value.trim()),
		serial,
		status: statusFrom(form)
	};
	if (adding) {
		const catSlug = formText(form, "cat_slug");
		if (!catSlug) return refuse("Choose a category.");
		body.cat_slug = catSlug;
		body.status = "active";
	}
	return {
		ok: true,
		body
	};
}
function flashSaleBody(form) {
	const name = formText(form, "name");
	if (!name) return refuse("The sale needs a name.");
	const time = isoFromUtcInput(formText(form, "time"));
	if (!time) return refuse("End time must be a date and time (UTC).");
	return {
		ok: true,
		body: {
			name,
			title: formText(form, "title"),
			offer: formText(form, "offer"),
			time,
			imageHome: imageFrom(form, "imageHome") || null,
			imageFlash: imageFrom(form, "imageFlash") || null,
			status: statusFrom(form)
		}
	};
}
/** A sale item: the product when adding, and the sale price in dollars. */
function flashSaleItemBody(form, adding) {
	const salePrice = dollarsFrom(formText(form, "salePrice"));
	if (salePrice === null || salePrice <= 0) return refuse("Sale price must be an amount in dollars above 0, like 19.99.");
	if (!adding) return {
		ok: true,
		body: {
			salePrice,
			status: statusFrom(form)
		}
	};
	const productSlug = formText(form, "product_slug");
	if (!productSlug) return refuse("Choose a product.");
	return {
		ok: true,
		body: {
			product_slug: productSlug,
			salePrice,
			status: "active"
		}
	};
}
function blogBody(form) {
	const title = formText(form, "title");
	if (!title) return refuse("The post needs a title.");
	const html = form.get("long_description");
	if (typeof html !== "string" || html.trim() === "") return refuse("The post needs a text.");
	return {
		ok: true,
		body: {
			title,
			description: formText(form, "description"),
			long_description: html,
			imageURL: imageFrom(form, "imageURL") || null,
			category_slug: textOrNull(form, "category_slug"),
			seo_title: textOrNull(form, "seo_title"),
			seo_description: textOrNull(form, "seo_description"),
			status: statusFrom(form)
		}
	};
}
// app/features/admin/content-outcome.tsx
/**
* An action's answer shown twice on purpose: as a toast once scripts run, and as a message in the page so
* that a post without scripts (a full page load) still tells the admin what happened.
*/
function ActionOutcome({ result }) {
	useActionToast(result);
	return result ? /* @__PURE__ */ jsx("div", {
		className: "mb-3",
		children: /* @__PURE__ */ jsx(FormMessage, { result })
	}) : null;
}
// app/features/admin/content-slider-form.tsx
/** Add a slider (no `slider`) or edit one. */
function SliderForm({ slider }) {
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		"aria-label": slider ? `Edit slider ${slider.titleOne || slider.slug}` : "Add a slider",
		className: "grid gap-3 sm:grid-cols-2",
		children: [
			slider ? /* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "slug",
				value: slider.slug
			}) : null,
			/* @__PURE__ */ jsx("div", {
				className: "sm:col-span-2",
				children: /* @__PURE__ */ jsx(ImageUploadField, {
					label: "Slider image",
					name: "image",
					defaultValue: slider?.image ?? null
				})
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Title",
				name: "titleOne",
				maxLength: 200,
				defaultValue: slider?.titleOne ?? ""
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Subtitle",
				name: "titleTWo",
				maxLength: 200,
				defaultValue: slider?.titleTWo ?? ""
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Badge",
				name: "badge",
				maxLength: 60,
				defaultValue: slider?.badge ?? ""
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Link",
				name: "productLink",
				maxLength: 500,
				placeholder: "/products?category=%2Bfashion",
				defaultValue: slider?.productLink ?? ""
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Position",
				name: "serial",
				type: "number",
				min: 0,
				max: 1e5,
				defaultValue: slider?.serial ?? 0,
				hint: "Lower numbers come first."
			}),
			/* @__PURE__ */ jsx("div", {
				className: "flex items-end gap-3",
				children: /* @__PURE__ */ jsx(ActiveCheckbox, { defaultChecked: slider ? slider.status === "active" : true })
			}),
			/* @__PURE__ */ jsx("div", {
				className: "sm:col-span-2",
				children: /* @__PURE__ */ jsx(IntentButton, {
					intent: slider ? "update" : "create",
					children: slider ? "Save slider" : "Add slider"
				})
			})
		]
	});
}
// app/routes/admin.home-content.sliders.tsx
var admin_home_content_sliders_exports = /* @__PURE__ */ __exportAll({
	action: () => action$11,
	default: () => admin_home_content_sliders_default,
	loader: () => loader$13
});
async function loader$13({ request, context }) {
	return { sliders: bodyOrThrow(await apiFor(context, request)("/api/admin/sliders?limit=100"), "The sliders") };
}
async function action$11({ request, context }) {
	const form = await request.formData();
	const api = apiFor(context, request);
	const intent = formText(form, "intent");
	if (intent === "create") return sendToApi(api, "/api/admin/sliders", "POST", sliderBody(form), "Slider added.");
	if (intent === "update") return sendToApi(api, itemPath("sliders", form), "PATCH", sliderBody(form), "Slider saved.");
	if (intent === "delete") return sendToApi(api, itemPath("sliders", form), "DELETE", null, "Slider deleted.");
	return refused("Unknown action.");
}
var admin_home_content_sliders_default = UNSAFE_withComponentProps(function AdminSlidersPage({ loaderData, actionData }) {
	const { sliders } = loaderData;
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx(ActionOutcome, { result: actionData }),
		/* @__PURE__ */ jsx("h3", {
			className: "mb-2 font-semibold",
			children: "Add a slider"
		}),
		/* @__PURE__ */ jsx("div", {
			className: "mb-6 rounded-card border border-line bg-white p-4",
			children: /* @__PURE__ */ jsx(SliderForm, {}, actionData?.ok ? actionData.at : "new")
		}),
		/* @__PURE__ */ jsxs("h3", {
			className: "mb-2 font-semibold",
			children: ["Sliders ", /* @__PURE__ */ jsxs("span", {
				className: "font-normal text-muted",
				children: [
					"(",
					sliders.count,
					")"
				]
			})]
		}),
		sliders.items.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: "No sliders yet" }) : /* @__PURE__ */ jsx("ul", {
			className: "space-y-3",
			children: sliders.items.map((slider) => /* @__PURE__ */ jsxs(ContentCard, {
				testId: "admin-slider",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-center gap-3",
					children: [
						/* @__PURE__ */ jsx("img", {
							src: slider.image,
							alt: "",
							className: "h-14 w-24 rounded-card border border-line object-cover"
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "min-w-0 flex-1",
							children: [/* @__PURE__ */ jsx("p", {
								className: "font-semibold",
								children: slider.titleOne || "(no title)"
							}), /* @__PURE__ */ jsxs("p", {
								className: "text-xs text-muted",
								children: [
									"Position ",
									slider.serial,
									slider.titleTWo ? ` · ${slider.titleTWo}` : "",
									slider.productLink ? ` · ${slider.productLink}` : ""
								]
							})]
						}),
						/* @__PURE__ */ jsx(StatusBadge, { status: slider.status }),
						/* @__PURE__ */ jsxs(Form, {
							method: "post",
							children: [/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "slug",
								value: slider.slug
							}), /* @__PURE__ */ jsx(IntentButton, {
								intent: "delete",
								danger: true,
								label: `Delete slider ${slider.titleOne || slider.slug}`,
								children: "Delete"
							})]
						})
					]
				}), /* @__PURE__ */ jsx(EditDisclosure, {
					summary: "Edit",
					children: /* @__PURE__ */ jsx(SliderForm, { slider })
				})]
			}, slider.slug))
		})
	] });
});
// app/features/admin/content-ad-form.tsx
/** One named ad slot of the home page: edits the ad in it, or fills an empty slot. */
function AdForm({ adName, ad }) {
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		"aria-label": `Ad ${adName}`,
		className: "grid gap-3 sm:grid-cols-2",
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "adName",
				value: adName
			}),
			ad ? /* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "slug",
				value: ad.slug
			}) : null,
			/* @__PURE__ */ jsx("div", {
				className: "sm:col-span-2",
				children: /* @__PURE__ */ jsx(ImageUploadField, {
					label: "Ad image",
					name: "adImage",
					defaultValue: ad?.adImage ?? null
				})
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Link",
				name: "category_link",
				maxLength: 500,
				placeholder: "/products?category=%2Bfashion",
				defaultValue: ad?.category_link ?? ""
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Badge",
				name: "badge",
				maxLength: 60,
				defaultValue: ad?.badge ?? ""
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Title",
				name: "title",
				maxLength: 200,
				defaultValue: ad?.title ?? ""
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "First line",
				name: "title_one",
				maxLength: 200,
				defaultValue: ad?.title_one ?? ""
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Second line",
				name: "title_two",
				maxLength: 200,
				defaultValue: ad?.title_two ?? ""
			}),
			/* @__PURE__ */ jsx("div", {
				className: "flex items-end",
				children: /* @__PURE__ */ jsx(ActiveCheckbox, { defaultChecked: ad ? ad.status === "active" : true })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex gap-2 sm:col-span-2",
				children: [/* @__PURE__ */ jsx(IntentButton, {
					intent: ad ? "update" : "create",
					children: ad ? "Save ad" : "Add ad"
				}), ad ? /* @__PURE__ */ jsx(IntentButton, {
					intent: "delete",
					danger: true,
					label: `Delete ad ${adName}`,
					children: "Delete"
				}) : null]
			})
		]
	});
}
// app/routes/admin.home-content.ads.tsx
var admin_home_content_ads_exports = /* @__PURE__ */ __exportAll({
	action: () => action$10,
	default: () => admin_home_content_ads_default,
	loader: () => loader$12
});
async function loader$12({ request, context }) {
	return {
		ads: bodyOrThrow(await apiFor(context, request)("/api/admin/advertisements?limit=100"), "The advertisements").items,
		slots: Object.values(homeAdNames)
	};
}
async function action$10({ request, context }) {
	const form = await request.formData();
	const api = apiFor(context, request);
	const intent = formText(form, "intent");
	if (intent === "create") return sendToApi(api, "/api/admin/advertisements", "POST", advertisementBody(form), "Ad added.");
	if (intent === "update") return sendToApi(api, itemPath("advertisements", form), "PATCH", advertisementBody(form), "Ad saved.");
	if (intent === "delete") return sendToApi(api, itemPath("advertisements", form), "DELETE", null, "Ad deleted.");
	return refused("Unknown action.");
}
var admin_home_content_ads_default = UNSAFE_withComponentProps(function AdminAdsPage({ loaderData, actionData }) {
	const { ads, slots } = loaderData;
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx(ActionOutcome, { result: actionData }),
		/* @__PURE__ */ jsx("p", {
			className: "mb-4 text-sm text-muted",
			children: "The home page shows these four ads: two beside the sliders and two banners further down."
		}),
		/* @__PURE__ */ jsx("ul", {
			className: "space-y-4",
			children: slots.map((adName) => {
				const ad = ads.find((item) => item.adName === adName);
				return /* @__PURE__ */ jsxs("li", {
					className: "rounded-card border border-line bg-white p-4",
					"data-testid": "admin-ad",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "mb-3 flex items-center gap-2",
						children: [/* @__PURE__ */ jsx("h3", {
							className: "font-semibold",
							children: adName
						}), /* @__PURE__ */ jsx(StatusBadge, { status: ad ? ad.status : "empty" })]
					}), /* @__PURE__ */ jsx(AdForm, {
						adName,
						ad
					}, `${adName}-${ad?.slug ?? "new"}-${actionData?.at ?? 0}`)]
				}, adName);
			})
		})
	] });
});
// app/features/admin/content-category-entries.tsx
/** The popular or featured categories of the home page: order, (de)activate, remove, add. */
function CategoryEntries({ kind, title, entries, categories }) {
	const used = new Set(entries.map((entry) => entry.cat_slug));
	const choices = categories.filter((category) => !used.has(category.cat_slug));
	const nextSerial = entries.reduce((max, entry) => Math.max(max, entry.serial + 1), 0);
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": `${kind}-heading`,
		className: "mb-8",
		children: [
			/* @__PURE__ */ jsxs("h3", {
				id: `${kind}-heading`,
				className: "mb-2 font-semibold",
				children: [
					title,
					" ",
					/* @__PURE__ */ jsxs("span", {
						className: "font-normal text-muted",
						children: [
							"(",
							entries.length,
							")"
						]
					})
				]
			}),
			entries.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: `No ${kind} categories yet` }) : /* @__PURE__ */ jsx("ol", {
				className: "space-y-2",
				children: entries.map((entry) => /* @__PURE__ */ jsx(ContentCard, {
					testId: `${kind}-category`,
					children: /* @__PURE__ */ jsxs(Form, {
						method: "post",
						className: "flex flex-wrap items-end gap-3",
						"aria-label": `${title}: ${entry.categoriesData.cat_name}`,
						children: [
							/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "kind",
								value: kind
							}),
							/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "slug",
								value: entry.slug
							}),
							/* @__PURE__ */ jsx("p", {
								className: "min-w-40 flex-1 font-semibold",
								children: entry.categoriesData.cat_name
							}),
							/* @__PURE__ */ jsx(StatusBadge, { status: entry.status }),
							/* @__PURE__ */ jsx(InputField, {
								label: "Position",
								name: "serial",
								type: "number",
								min: 0,
								max: 1e5,
								defaultValue: entry.serial,
								className: "w-24"
							}),
							/* @__PURE__ */ jsx(ActiveCheckbox, { defaultChecked: entry.status === "active" }),
							/* @__PURE__ */ jsx(IntentButton, {
								intent: "update",
								secondary: true,
								children: "Save"
							}),
							/* @__PURE__ */ jsx(IntentButton, {
								intent: "remove",
								danger: true,
								label: `Remove ${entry.categoriesData.cat_name} from ${title}`,
								children: "Remove"
							})
						]
					})
				}, entry.slug))
			}),
			choices.length > 0 ? /* @__PURE__ */ jsxs(Form, {
				method: "post",
				className: "mt-3 flex flex-wrap items-end gap-3",
				"aria-label": `Add to ${title}`,
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "kind",
						value: kind
					}),
					/* @__PURE__ */ jsx(SelectField, {
						label: "Category",
						name: "cat_slug",
						className: "min-w-48",
						options: [{
							value: "",
							label: "Choose a category"
						}, ...choices.map((category) => ({
							value: category.cat_slug,
							label: category.cat_name
						}))]
					}),
					/* @__PURE__ */ jsx(InputField, {
						label: "Position",
						name: "serial",
						type: "number",
						min: 0,
						max: 1e5,
						defaultValue: nextSerial,
						className: "w-24"
					}),
					/* @__PURE__ */ jsx(IntentButton, {
						intent: "add",
						children: "Add"
					})
				]
			}) : null
		]
	});
}
// app/features/admin/content-lists.server.ts
var PAGE_SIZE = 100;
/** Enough for any taxonomy a form offers in a select; beyond it a search belongs on the page instead. */
var MAX_PAGES = 10;
/** Every item of an admin list (the API pages at 100), for selects and checkbox lists. */
async function wholeList(api, path, what) {
	const items = [];
	const joiner = path.includes("?") ? "&" : "?";
	for (let page = 1; page <= MAX_PAGES; page += 1) {
		const body = bodyOrThrow(await api(`${path}${joiner}limit=${PAGE_SIZE}&page=${page}`), what);
		items.push(...body.items);
		if (body.items.length < PAGE_SIZE || items.length >= body.count) break;
	}
	return items;
}
// app/routes/admin.home-content.categories.tsx
var admin_home_content_categories_exports = /* @__PURE__ */ __exportAll({
	action: () => action$9,
	default: () => admin_home_content_categories_default,
	loader: () => loader$11
});
async function loader$11({ request, context }) {
	const api = apiFor(context, request);
	const [popular, featured, categories] = await Promise.all([
		wholeList(api, "/api/admin/popular-categories", "The popular categories"),
		wholeList(api, "/api/admin/featured-categories", "The featured categories"),
		wholeList(api, "/api/admin/categories", "The categories")
	]);
	return {
		popular,
		featured,
		categories
	};
}
var isKind = (value) => value === "popular" || value === "featured";
async function action$9({ request, context }) {
	const form = await request.formData();
	const kind = formText(form, "kind");
	if (!isKind(kind)) return refused("Unknown list.");
	const api = apiFor(context, request);
	const base = `/api/admin/${kind}-categories`;
	const entry = `${base}/${encodeURIComponent(formText(form, "slug"))}`;
	const intent = formText(form, "intent");
	if (intent === "add") return sendToApi(api, base, "POST", categoryEntryBody(form, true), "Category added.");
	if (intent === "update") return sendToApi(api, entry, "PATCH", categoryEntryBody(form, false), "Category entry saved.");
	if (intent === "remove") return sendToApi(api, entry, "DELETE", null, "Category removed from the list.");
	return refused("Unknown action.");
}
var admin_home_content_categories_default = UNSAFE_withComponentProps(function AdminHomeCategoriesPage({ loaderData, actionData }) {
	const { popular, featured, categories } = loaderData;
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx(ActionOutcome, { result: actionData }),
		/* @__PURE__ */ jsx(CategoryEntries, {
			kind: "popular",
			title: "Popular categories",
			entries: popular,
			categories
		}),
		/* @__PURE__ */ jsx(CategoryEntries, {
			kind: "featured",
			title: "Featured categories",
			entries: featured,
			categories
		})
	] });
});
// app/features/admin/content-mega-menu-entry.tsx
/**
* One column of the mega menu: its category and the sub-categories it lists. The chosen ones come first in
* their current order, the others after; the menu shows the checked ones in the order they appear here.
*/
function MegaMenuEntryCard({ entry, subCategories }) {
	const chosen = entry.sub_cat_list.map((item) => item.slug);
	const others = subCategories.filter((item) => !chosen.includes(item.slug));
	const options = [...entry.sub_cat_list.map((item) => ({
		slug: item.slug,
		name: item.subcat_name,
		checked: true
	})), ...others.map((item) => ({
		slug: item.slug,
		name: item.subcat_name,
		checked: false
	}))];
	const name = entry.categoriesData.cat_name;
	return /* @__PURE__ */ jsx(ContentCard, {
		testId: "admin-mega-menu-entry",
		children: /* @__PURE__ */ jsxs(Form, {
			method: "post",
			"aria-label": `Mega menu column ${name}`,
			children: [
				/* @__PURE__ */ jsx("input", {
					type: "hidden",
					name: "slug",
					value: entry.slug
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mb-2 flex flex-wrap items-center gap-2",
					children: [/* @__PURE__ */ jsx("h3", {
						className: "flex-1 font-semibold",
						children: name
					}), /* @__PURE__ */ jsx(StatusBadge, { status: entry.status })]
				}),
				/* @__PURE__ */ jsxs("fieldset", {
					className: "mb-3",
					children: [/* @__PURE__ */ jsx("legend", {
						className: "mb-1 text-sm font-medium",
						children: "Sub-categories shown"
					}), options.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: "text-xs text-muted",
						children: "This category has no sub-categories."
					}) : /* @__PURE__ */ jsx("div", {
						className: "flex flex-wrap gap-x-4 gap-y-1",
						children: options.map((option) => /* @__PURE__ */ jsxs("label", {
							className: "inline-flex items-center gap-1.5",
							children: [/* @__PURE__ */ jsx("input", {
								type: "checkbox",
								name: "sub_cat_slugs",
								value: option.slug,
								defaultChecked: option.checked,
								className: "size-4"
							}), option.name]
						}, option.slug))
					})]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-end gap-3",
					children: [
						/* @__PURE__ */ jsx(InputField, {
							label: "Position",
							name: "serial",
							type: "number",
							min: 0,
							max: 1e5,
							defaultValue: entry.serial,
							className: "w-24"
						}),
						/* @__PURE__ */ jsx(ActiveCheckbox, { defaultChecked: entry.status === "active" }),
						/* @__PURE__ */ jsx(IntentButton, {
							intent: "update",
							secondary: true,
							children: "Save"
						}),
						/* @__PURE__ */ jsx(IntentButton, {
							intent: "remove",
							danger: true,
							label: `Remove ${name} from the mega menu`,
							children: "Remove"
						})
					]
				})
			]
		})
	});
}
// app/routes/admin.home-content.mega-menu.tsx
var admin_home_content_mega_menu_exports = /* @__PURE__ */ __exportAll({
	action: () => action$8,
	default: () => admin_home_content_mega_menu_default,
	loader: () => loader$10
});
async function loader$10({ request, context }) {
	const api = apiFor(context, request);
	const [entries, categories, subCategories] = await Promise.all([
		wholeList(api, "/api/admin/mega-menu", "The mega menu"),
		wholeList(api, "/api/admin/categories", "The categories"),
		wholeList(api, "/api/admin/sub-categories", "The sub-categories")
	]);
	return {
		entries,
		categories,
		subCategories
	};
}
async function action$8({ request, context }) {
	const form = await request.formData();
	const api = apiFor(context, request);
	const intent = formText(form, "intent");
	if (intent === "add") return sendToApi(api, "/api/admin/mega-menu", "POST", megaMenuBody(form, true), "Column added; now tick its sub-categories.");
	if (intent === "update") return sendToApi(api, itemPath("mega-menu", form), "PATCH", megaMenuBody(form, false), "Column saved.");
	if (intent === "remove") return sendToApi(api, itemPath("mega-menu", form), "DELETE", null, "Column removed.");
	return refused("Unknown action.");
}
var admin_home_content_mega_menu_default = UNSAFE_withComponentProps(function AdminMegaMenuPage({ loaderData, actionData }) {
	const { entries, categories, subCategories } = loaderData;
	const used = new Set(entries.map((entry) => entry.categoriesData.cat_slug));
	const choices = categories.filter((category) => !used.has(category.cat_slug));
	const nextSerial = entries.reduce((max, entry) => Math.max(max, entry.serial + 1), 0);
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx(ActionOutcome, { result: actionData }),
		/* @__PURE__ */ jsx("p", {
			className: "mb-4 text-sm text-muted",
			children: "Each column of the header's mega menu is a category with the sub-categories ticked below it."
		}),
		entries.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: "The mega menu is empty" }) : /* @__PURE__ */ jsx("ol", {
			className: "space-y-3",
			children: entries.map((entry) => /* @__PURE__ */ jsx(MegaMenuEntryCard, {
				entry,
				subCategories: subCategories.filter((item) => item.cat_slug === entry.categoriesData.cat_slug)
			}, `${entry.slug}-${actionData?.at ?? 0}`))
		}),
		choices.length > 0 ? /* @__PURE__ */ jsxs(Form, {
			method: "post",
			className: "mt-4 flex flex-wrap items-end gap-3",
			"aria-label": "Add a mega menu column",
			children: [
				/* @__PURE__ */ jsx(SelectField, {
					label: "Category",
					name: "cat_slug",
					className: "min-w-48",
					options: [{
						value: "",
						label: "Choose a category"
					}, ...choices.map((category) => ({
						value: category.cat_slug,
						label: category.cat_name
					}))]
				}),
				/* @__PURE__ */ jsx(InputField, {
					label: "Position",
					name: "serial",
					type: "number",
					min: 0,
					max: 1e5,
					defaultValue: nextSerial,
					className: "w-24"
				}),
				/* @__PURE__ */ jsx(IntentButton, {
					intent: "add",
					children: "Add column"
				})
			]
		}) : null
	] });
});
// app/features/admin/content-flash-sale-form.tsx
/**
* Create a flash sale (no `sale`) or edit one. The end time is typed in UTC: a form posted without scripts
* cannot tell the server the admin's time zone, so the field says which one it means.
*/
function FlashSaleForm({ sale, endValue }) {
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		"aria-label": sale ? `Edit flash sale ${sale.name}` : "Create a flash sale",
		className: "grid gap-3 sm:grid-cols-2",
		children: [
			sale ? /* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "sale",
				value: sale.slug
			}) : null,
			/* @__PURE__ */ jsx(InputField, {
				label: "Name",
				name: "name",
				required: true,
				maxLength: 100,
				defaultValue: sale?.name ?? ""
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Title",
				name: "title",
				maxLength: 200,
				defaultValue: sale?.title ?? ""
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "Offer",
				name: "offer",
				maxLength: 200,
				defaultValue: sale?.offer ?? ""
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "End time (UTC)",
				name: "time",
				type: "datetime-local",
				required: true,
				defaultValue: endValue,
				hint: "The home page counts down to this moment."
			}),
			/* @__PURE__ */ jsx(ImageUploadField, {
				label: "Home banner image",
				name: "imageHome",
				defaultValue: sale?.imageHome ?? null
			}),
			/* @__PURE__ */ jsx(ImageUploadField, {
				label: "Flash page image",
				name: "imageFlash",
				defaultValue: sale?.imageFlash ?? null
			}),
			/* @__PURE__ */ jsx("div", {
				className: "flex flex-wrap items-center gap-3 sm:col-span-2",
				children: /* @__PURE__ */ jsx(ActiveCheckbox, {
					defaultChecked: sale ? sale.status === "active" : true,
					label: "Running (activating it stops the running sale)"
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex gap-2 sm:col-span-2",
				children: [/* @__PURE__ */ jsx(IntentButton, {
					intent: sale ? "update-sale" : "create-sale",
					children: sale ? "Save sale" : "Create sale"
				}), sale ? /* @__PURE__ */ jsx(IntentButton, {
					intent: "delete-sale",
					danger: true,
					label: `Delete flash sale ${sale.name}`,
					children: "Delete sale"
				}) : null]
			})
		]
	});
}
// app/features/admin/content-flash-sale-items.tsx
/** The products of a sale at their sale prices: change the price or status, or take one out. */
function FlashSaleItems({ saleSlug, items }) {
	if (items.length === 0) return /* @__PURE__ */ jsx(EmptyState, { title: "No products in this sale yet" });
	return /* @__PURE__ */ jsx("ul", {
		className: "space-y-2",
		children: items.map((item) => /* @__PURE__ */ jsx(ContentCard, {
			testId: "admin-flash-item",
			children: /* @__PURE__ */ jsxs(Form, {
				method: "post",
				className: "flex flex-wrap items-end gap-3",
				"aria-label": `Sale item ${item.productName}`,
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "sale",
						value: saleSlug
					}),
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "item",
						value: item.slug
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "min-w-40 flex-1",
						children: [/* @__PURE__ */ jsx("p", {
							className: "font-semibold",
							children: item.productName
						}), /* @__PURE__ */ jsxs("p", {
							className: "text-xs text-muted",
							children: [
								"Price ",
								formatDollars(item.price),
								item.offerPrice != null ? ` · offer ${formatDollars(item.offerPrice)}` : ""
							]
						})]
					}),
					/* @__PURE__ */ jsx(StatusBadge, { status: item.status }),
					/* @__PURE__ */ jsx(InputField, {
						label: "Sale price (USD)",
						name: "salePrice",
						inputMode: "decimal",
						required: true,
						defaultValue: item.salePrice.toFixed(2),
						className: "w-32"
					}),
					/* @__PURE__ */ jsx(ActiveCheckbox, { defaultChecked: item.status === "active" }),
					/* @__PURE__ */ jsx(IntentButton, {
						intent: "update-item",
						secondary: true,
						children: "Save"
					}),
					/* @__PURE__ */ jsx(IntentButton, {
						intent: "remove-item",
						danger: true,
						label: `Remove ${item.productName} from the sale`,
						children: "Remove"
					})
				]
			})
		}, item.slug))
	});
}
/** Find products by name or SKU, then add one at a sale price. */
function FlashSaleProductSearch({ saleSlug, query, results, inSale }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "mt-4 rounded-card border border-line bg-surface p-3",
		children: [
			/* @__PURE__ */ jsxs(Form, {
				method: "get",
				role: "search",
				className: "flex flex-wrap gap-2",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "sale",
						value: saleSlug
					}),
					/* @__PURE__ */ jsx("label", {
						htmlFor: "flash-product-search",
						className: "sr-only",
						children: "Find a product to add"
					}),
					/* @__PURE__ */ jsx("input", {
						id: "flash-product-search",
						type: "search",
						name: "q",
						defaultValue: query,
						placeholder: "Find a product by name or SKU",
						className: "min-w-0 flex-1 rounded-card border border-line bg-white px-3 py-2 text-sm"
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: secondaryButtonClass,
						children: "Find"
					})
				]
			}),
			query && results.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "mt-2 text-sm text-muted",
				children: "No active product matches."
			}) : null,
			results.length > 0 ? /* @__PURE__ */ jsx("ul", {
				className: "mt-3 space-y-2",
				children: results.map((product) => /* @__PURE__ */ jsx("li", {
					className: "rounded-card border border-line bg-white p-2 text-sm",
					children: /* @__PURE__ */ jsxs(Form, {
						method: "post",
						className: "flex flex-wrap items-end gap-3",
						"aria-label": `Add ${product.productName}`,
						children: [
							/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "sale",
								value: saleSlug
							}),
							/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "product_slug",
								value: product.slug
							}),
							/* @__PURE__ */ jsxs("div", {
								className: "min-w-40 flex-1",
								children: [/* @__PURE__ */ jsx("p", {
									className: "font-semibold",
									children: product.productName
								}), /* @__PURE__ */ jsxs("p", {
									className: "text-xs text-muted",
									children: [
										"Price ",
										formatDollars(product.price),
										product.offerPrice != null ? ` · offer ${formatDollars(product.offerPrice)}` : ""
									]
								})]
							}),
							inSale.has(product.slug) ? /* @__PURE__ */ jsx("p", {
								className: "text-xs text-muted",
								children: "Already in this sale"
							}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(InputField, {
								label: "Sale price (USD)",
								name: "salePrice",
								inputMode: "decimal",
								required: true,
								className: "w-32"
							}), /* @__PURE__ */ jsx(IntentButton, {
								intent: "add-item",
								children: "Add to sale"
							})] })
						]
					})
				}, product.slug))
			}) : null
		]
	});
}
// app/routes/admin.home-content.flash-sale.tsx
var admin_home_content_flash_sale_exports = /* @__PURE__ */ __exportAll({
	action: () => action$7,
	default: () => admin_home_content_flash_sale_default,
	loader: () => loader$9
});
var WEEK_MS = 6048e5;
var SEARCH_LIMIT = 10;
async function loader$9({ request, context }) {
	const url = new URL(request.url);
	const api = apiFor(context, request);
	const sales = await wholeList(api, "/api/admin/flash-sales", "The flash sales");
	const wanted = url.searchParams.get("sale");
	const sale = sales.find((item) => item.slug === wanted) ?? sales.find((item) => item.status === "active") ?? sales[0];
	const query = url.searchParams.get("q")?.trim() ?? "";
	const [items, found] = await Promise.all([sale ? wholeList(api, `/api/admin/flash-sales/${encodeURIComponent(sale.slug)}/items`, "The sale items") : Promise.resolve([]), sale && query ? api(`/api/admin/products?${new URLSearchParams({
		search: query,
		status: "active",
		limit: String(SEARCH_LIMIT)
	})}`) : Promise.resolve(null)]);
	return {
		sales,
		sale: sale ?? null,
		saleEnd: sale ? utcInputValue(sale.time) : "",
		newSaleEnd: utcInputValue(new Date(Date.now() + WEEK_MS).toISOString()),
		items,
		query,
		results: found ? bodyOrThrow(found, "The products").items : []
	};
}
async function action$7({ request, context }) {
	const form = await request.formData();
	const api = apiFor(context, request);
	const intent = formText(form, "intent");
	const sale = `/api/admin/flash-sales/${encodeURIComponent(formText(form, "sale"))}`;
	const item = `${sale}/items/${encodeURIComponent(formText(form, "item"))}`;
	switch (intent) {
		case "create-sale": return sendToApi(api, "/api/admin/flash-sales", "POST", flashSaleBody(form), "Flash sale created.");
		case "update-sale": return sendToApi(api, sale, "PATCH", flashSaleBody(form), "Flash sale saved.");
		case "delete-sale": return sendToApi(api, sale, "DELETE", null, "Flash sale deleted.");
		case "add-item": return sendToApi(api, `${sale}/items`, "POST", flashSaleItemBody(form, true), "Product added to the sale.");
		case "update-item": return sendToApi(api, item, "PATCH", flashSaleItemBody(form, false), "Sale item saved.");
		case "remove-item": return sendToApi(api, item, "DELETE", null, "Product removed from the sale.");
		default: return refused("Unknown action.");
	}
}
var admin_home_content_flash_sale_default = UNSAFE_withComponentProps(function AdminFlashSalePage({ loaderData, actionData }) {
	const { sales, sale, saleEnd, newSaleEnd, items, query, results } = loaderData;
	const stamp = actionData?.at ?? 0;
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx(ActionOutcome, { result: actionData }),
		sales.length > 1 ? /* @__PURE__ */ jsx("nav", {
			"aria-label": "Flash sales",
			className: "mb-4",
			children: /* @__PURE__ */ jsx("ul", {
				className: "flex flex-wrap gap-2 text-sm",
				children: sales.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
					to: `?sale=${encodeURIComponent(item.slug)}`,
					"aria-current": item.slug === sale?.slug ? "page" : void 0,
					className: "inline-flex items-center gap-1.5 rounded-card border border-line bg-white px-2 py-1 aria-[current=page]:border-ink",
					children: [
						item.name,
						" ",
						/* @__PURE__ */ jsx(StatusBadge, { status: item.status })
					]
				}) }, item.slug))
			})
		}) : null,
		sale ? /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "flash-sale-edit-heading",
			className: "mb-8",
			children: [
				/* @__PURE__ */ jsxs("h3", {
					id: "flash-sale-edit-heading",
					className: "mb-1 font-semibold",
					children: [
						sale.name,
						" ",
						/* @__PURE__ */ jsx(StatusBadge, { status: sale.status })
					]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "mb-3 text-xs text-muted",
					children: [
						"Ends ",
						formatDateTime(sale.time),
						" · ",
						sale.itemCount,
						" products"
					]
				}),
				/* @__PURE__ */ jsx("div", {
					className: "rounded-card border border-line bg-white p-4",
					children: /* @__PURE__ */ jsx(FlashSaleForm, {
						sale,
						endValue: saleEnd
					}, `${sale.slug}-${stamp}`)
				}),
				/* @__PURE__ */ jsx("h3", {
					className: "mt-6 mb-2 font-semibold",
					children: "Products in the sale"
				}),
				/* @__PURE__ */ jsx(FlashSaleItems, {
					saleSlug: sale.slug,
					items
				}, `items-${stamp}`),
				/* @__PURE__ */ jsx(FlashSaleProductSearch, {
					saleSlug: sale.slug,
					query,
					results,
					inSale: new Set(items.map((entry) => entry.product_slug))
				}, `search-${stamp}`)
			]
		}) : /* @__PURE__ */ jsx(EmptyState, { title: "No flash sale yet" }),
		/* @__PURE__ */ jsxs("details", {
			className: "rounded-card border border-line bg-white p-4",
			open: !sale,
			children: [/* @__PURE__ */ jsx("summary", {
				className: "cursor-pointer font-semibold",
				children: "Create a new flash sale"
			}), /* @__PURE__ */ jsx("div", {
				className: "mt-3",
				children: /* @__PURE__ */ jsx(FlashSaleForm, { endValue: newSaleEnd }, `new-${stamp}`)
			})]
		})
	] });
});
// app/features/admin/blog-form.tsx
/** Styles for the preview document, which sees none of the shop's CSS. */
var PREVIEW_STYLE = "<style>body{font:15px/1.6 system-ui,sans-serif;margin:12px;color:#1f2937}a{color:#92400e}</style>";
/**
* Write or edit a blog post. The body is HTML in a plain textarea; the preview beside it renders what is
* typed inside a sandboxed frame (no scripts, no same-origin access), so even a pasted `<script>` or
* `onerror` cannot run while writing. The API keeps only p, ul, ol, li, strong, em, h3, br and links.
*/
function BlogForm({ blog, categories }) {
	const [html, setHtml] = useState(blog?.long_description ?? "");
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		"aria-label": blog ? `Edit ${blog.title}` : "Write a post",
		className: "grid gap-3 sm:grid-cols-2",
		children: [
			blog ? /* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "slug",
				value: blog.slug
			}) : null,
			/* @__PURE__ */ jsx(InputField, {
				label: "Title",
				name: "title",
				required: true,
				maxLength: 200,
				defaultValue: blog?.title ?? "",
				className: "sm:col-span-2"
			}),
			/* @__PURE__ */ jsx(TextAreaField, {
				label: "Summary",
				name: "description",
				rows: 2,
				maxLength: 1e3,
				defaultValue: blog?.description ?? "",
				className: "sm:col-span-2"
			}),
			/* @__PURE__ */ jsx(SelectField, {
				label: "Category",
				name: "category_slug",
				defaultValue: blog?.category_slug ?? "",
				options: [{
					value: "",
					label: "No category"
				}, ...categories.map((category) => ({
					value: category.slug,
					label: category.status === "active" ? category.name : `${category.name} (inactive)`
				}))]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "flex items-end",
				children: /* @__PURE__ */ jsx(ActiveCheckbox, {
					defaultChecked: blog ? blog.status === "active" : true,
					label: "Published"
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "sm:col-span-2",
				children: /* @__PURE__ */ jsx(ImageUploadField, {
					label: "Cover image",
					name: "imageURL",
					defaultValue: blog?.imageURL ?? null
				})
			}),
			/* @__PURE__ */ jsx(TextAreaField, {
				label: "Text (HTML)",
				name: "long_description",
				rows: 14,
				required: true,
				value: html,
				onChange: (event) => setHtml(event.target.value),
				hint: "Paragraphs (p), lists (ul, ol, li), strong, em, h3, br and http(s) links are kept; everything else is removed on save.",
				className: "font-mono"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex min-w-0 flex-col gap-1.5",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-sm font-medium",
					children: "Preview"
				}), /* @__PURE__ */ jsx("iframe", {
					title: "Preview of the text",
					sandbox: "",
					srcDoc: `${PREVIEW_STYLE}${html}`,
					className: "h-full min-h-72 w-full rounded-card border border-line bg-white"
				})]
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "SEO title",
				name: "seo_title",
				maxLength: 200,
				defaultValue: blog?.seo_title ?? ""
			}),
			/* @__PURE__ */ jsx(InputField, {
				label: "SEO description",
				name: "seo_description",
				maxLength: 500,
				defaultValue: blog?.seo_description ?? ""
			}),
			/* @__PURE__ */ jsx("div", {
				className: "sm:col-span-2",
				children: /* @__PURE__ */ jsx(IntentButton, {
					intent: blog ? "update" : "create",
					children: blog ? "Save post" : "Publish post"
				})
			})
		]
	});
}
// app/features/admin/blog-stored.tsx
/** What the API stored after sanitizing: rendered as the blog page shows it, and as source. */
function BlogStoredText({ blog }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "blog-stored-heading",
		className: "mt-4 rounded-card border border-line bg-white p-4",
		children: [
			/* @__PURE__ */ jsx("h3", {
				id: "blog-stored-heading",
				className: "mb-2 font-semibold",
				children: "Stored text (after sanitizing)"
			}),
			/* @__PURE__ */ jsx("div", {
				"data-testid": "blog-stored-render",
				children: /* @__PURE__ */ jsx(RichText, { html: blog.long_description })
			}),
			/* @__PURE__ */ jsxs("details", {
				className: "mt-3",
				children: [/* @__PURE__ */ jsx("summary", {
					className: "cursor-pointer text-sm font-medium text-accent-ink",
					children: "Stored HTML source"
				}), /* @__PURE__ */ jsx("pre", {
					className: "mt-2 overflow-x-auto whitespace-pre-wrap rounded-card bg-surface p-2 text-xs",
					"data-testid": "blog-stored-source",
					children: blog.long_description
				})]
			})
		]
	});
}
// app/routes/admin.blogs.tsx
var admin_blogs_exports = /* @__PURE__ */ __exportAll({
	action: () => action$6,
	default: () => admin_blogs_default,
	loader: () => loader$8
});
var LIMIT$2 = 20;
async function loader$8({ request, context }) {
	const url = new URL(request.url);
	const api = apiFor(context, request);
	const editing = url.searchParams.get("edit");
	const [blogs, categories, blog] = await Promise.all([
		api(`/api/admin/blogs${adminListQuery(url, [
			"search",
			"status",
			"page"
		], LIMIT$2)}`),
		wholeList(api, "/api/admin/blog-categories", "The blog categories"),
		editing ? api(`/api/admin/blogs/${encodeURIComponent(editing)}`) : Promise.resolve(null)
	]);
	return {
		blogs: bodyOrThrow(blogs, "The blog posts"),
		categories,
		blog: blog ? bodyOrThrow(blog, "The blog post") : null,
		saved: url.searchParams.get("saved") === "1",
		values: listParams(url, ["search", "status"])
	};
}
async function action$6({ request, context }) {
	const form = await request.formData();
	const api = apiFor(context, request);
	const intent = formText(form, "intent");
	if (intent === "create") {
		const parsed = blogBody(form);
		if (!parsed.ok) return refused(parsed.message);
		const response = await api("/api/admin/blogs", {
			method: "POST",
			body: parsed.body
		});
		if (!isOk(response)) return refused(errorMessage(response, "The post could not be saved."));
		throw redirect(`/admin/blogs?${new URLSearchParams({
			edit: response.body.slug,
			saved: "1"
		})}`);
	}
	if (intent === "update") return sendToApi(api, itemPath("blogs", form), "PATCH", blogBody(form), "Post saved.");
	if (intent === "activate" || intent === "deactivate") {
		const status = intent === "activate" ? "active" : "inactive";
		const parsed = {
			ok: true,
			body: { status }
		};
		return sendToApi(api, itemPath("blogs", form), "PATCH", parsed, `Post ${status === "active" ? "published" : "hidden"}.`);
	}
	if (intent === "delete") return sendToApi(api, itemPath("blogs", form), "DELETE", null, "Post deleted.");
	return refused("Unknown action.");
}
var BLOG_STATUS_FILTER = {
	...STATUS_FILTER$1,
	options: [
		{
			value: "",
			label: "Any status"
		},
		{
			value: "active",
			label: "Published"
		},
		{
			value: "inactive",
			label: "Hidden"
		}
	]
};
var admin_blogs_default = UNSAFE_withComponentProps(function AdminBlogsPage({ loaderData, actionData }) {
	const { blogs, categories, blog, saved, values } = loaderData;
	const savedNotice = useMemo(() => saved ? {
		ok: true,
		message: "Post published."
	} : void 0, [saved]);
	const editor = /* @__PURE__ */ jsxs("div", {
		className: "mb-6 rounded-card border border-line bg-white p-4",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "mb-3 flex flex-wrap items-center gap-2",
				children: [/* @__PURE__ */ jsx("h3", {
					className: "flex-1 font-semibold",
					children: blog ? `Edit “${blog.title}”` : "Write a post"
				}), blog ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Link, {
					to: `/blogs/${encodeURIComponent(blog.slug)}`,
					className: secondaryButtonClass,
					children: "View on the site"
				}), /* @__PURE__ */ jsx(Link, {
					to: "/admin/blogs",
					className: secondaryButtonClass,
					children: "Write a new post"
				})] }) : null]
			}),
			/* @__PURE__ */ jsx(BlogForm, {
				blog,
				categories
			}, `${blog?.slug ?? "new"}-${actionData?.at ?? 0}`),
			blog ? /* @__PURE__ */ jsx(BlogStoredText, { blog }) : null
		]
	});
	return /* @__PURE__ */ jsx(AdminListPage, {
		id: "admin-blogs",
		title: "Blog posts",
		path: "/admin/blogs",
		count: blogs.count,
		page: blogs.page,
		limit: LIMIT$2,
		searchLabel: "Search posts",
		searchPlaceholder: "Title",
		filters: [BLOG_STATUS_FILTER],
		values,
		outcome: actionData ?? savedNotice,
		emptyTitle: "No posts match",
		isEmpty: blogs.items.length === 0,
		before: editor,
		children: /* @__PURE__ */ jsx("ul", {
			className: "divide-y divide-line rounded-card border border-line bg-white",
			children: blogs.items.map((item) => /* @__PURE__ */ jsxs("li", {
				className: "flex flex-wrap items-center gap-3 p-3 text-sm",
				"data-testid": "admin-blog",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ jsx("p", {
							className: "font-semibold",
							children: item.title
						}), /* @__PURE__ */ jsxs("p", {
							className: "text-xs text-muted",
							children: [
								formatDate(item.createdAt),
								" · ",
								item.category ?? "No category",
								" · by ",
								item.postBy
							]
						})]
					}),
					/* @__PURE__ */ jsx(StatusBadge, { status: item.status }),
					/* @__PURE__ */ jsxs(Link, {
						to: `/admin/blogs?edit=${encodeURIComponent(item.slug)}`,
						className: secondaryButtonClass,
						children: ["Edit", /* @__PURE__ */ jsxs("span", {
							className: "sr-only",
							children: [" ", item.title]
						})]
					}),
					/* @__PURE__ */ jsxs(Form, {
						method: "post",
						className: "flex gap-2",
						children: [
							/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "slug",
								value: item.slug
							}),
							/* @__PURE__ */ jsxs(IntentButton, {
								intent: item.status === "active" ? "deactivate" : "activate",
								secondary: true,
								children: [item.status === "active" ? "Hide" : "Publish", /* @__PURE__ */ jsxs("span", {
									className: "sr-only",
									children: [" ", item.title]
								})]
							}),
							/* @__PURE__ */ jsx(IntentButton, {
								intent: "delete",
								danger: true,
								label: `Delete ${item.title}`,
								children: "Delete"
							})
						]
					})
				]
			}, item.slug))
		})
	});
});
// app/routes/admin.blog-categories.tsx
var admin_blog_categories_exports = /* @__PURE__ */ __exportAll({
	action: () => action$5,
	default: () => admin_blog_categories_default,
	loader: () => loader$7
});
async function loader$7({ request, context }) {
	return { categories: await wholeList(apiFor(context, request), "/api/admin/blog-categories", "The blog categories") };
}
async function action$5({ request, context }) {
	const form = await request.formData();
	const api = apiFor(context, request);
	const intent = formText(form, "intent");
	const name = formText(form, "name");
	if ((intent === "create" || intent === "update") && !name) return refused("The category needs a name.");
	const body = {
		ok: true,
		body: {
			name,
			status: statusFrom(form)
		}
	};
	if (intent === "create") return sendToApi(api, "/api/admin/blog-categories", "POST", body, "Category created.");
	if (intent === "update") return sendToApi(api, itemPath("blog-categories", form), "PATCH", body, "Category saved.");
	if (intent === "delete") return sendToApi(api, itemPath("blog-categories", form), "DELETE", null, "Category deleted.");
	return refused("Unknown action.");
}
var admin_blog_categories_default = UNSAFE_withComponentProps(function AdminBlogCategoriesPage({ loaderData, actionData }) {
	const { categories } = loaderData;
	const stamp = actionData?.at ?? 0;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "admin-blog-categories-heading",
		children: [
			/* @__PURE__ */ jsxs("h2", {
				id: "admin-blog-categories-heading",
				className: "mb-4 text-xl font-semibold",
				children: ["Blog categories ", /* @__PURE__ */ jsxs("span", {
					className: "text-base font-normal text-muted",
					children: [
						"(",
						categories.length,
						")"
					]
				})]
			}),
			/* @__PURE__ */ jsx(ActionOutcome, { result: actionData }),
			/* @__PURE__ */ jsxs(Form, {
				method: "post",
				"aria-label": "Create a blog category",
				className: "mb-6 flex flex-wrap items-end gap-3 rounded-card border border-line bg-white p-4",
				children: [
					/* @__PURE__ */ jsx(InputField, {
						label: "New category",
						name: "name",
						required: true,
						maxLength: 100,
						className: "min-w-48 flex-1"
					}),
					/* @__PURE__ */ jsx(ActiveCheckbox, {}),
					/* @__PURE__ */ jsx(IntentButton, {
						intent: "create",
						children: "Create"
					})
				]
			}, `new-${stamp}`),
			categories.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: "No blog categories yet" }) : /* @__PURE__ */ jsx("ul", {
				className: "space-y-2",
				children: categories.map((category) => /* @__PURE__ */ jsx("li", {
					className: "rounded-card border border-line bg-white p-3 text-sm",
					children: /* @__PURE__ */ jsxs(Form, {
						method: "post",
						"aria-label": `Blog category ${category.name}`,
						className: "flex flex-wrap items-end gap-3",
						children: [
							/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "slug",
								value: category.slug
							}),
							/* @__PURE__ */ jsx(InputField, {
								label: "Name",
								name: "name",
								required: true,
								maxLength: 100,
								defaultValue: category.name,
								className: "min-w-48 flex-1"
							}),
							/* @__PURE__ */ jsxs("p", {
								className: "pb-2 text-xs text-muted",
								children: [category.blogCount, " posts"]
							}),
							/* @__PURE__ */ jsx(StatusBadge, { status: category.status }),
							/* @__PURE__ */ jsx(ActiveCheckbox, { defaultChecked: category.status === "active" }),
							/* @__PURE__ */ jsx(IntentButton, {
								intent: "update",
								secondary: true,
								children: "Save"
							}),
							/* @__PURE__ */ jsx(IntentButton, {
								intent: "delete",
								danger: true,
								label: `Delete ${category.name}`,
								children: "Delete"
							})
						]
					})
				}, `${category.slug}-${stamp}`))
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-xs text-muted",
				children: "Only a category without posts can be deleted; hide it instead."
			})
		]
	});
});
// app/routes/admin.reports.tsx
var admin_reports_exports = /* @__PURE__ */ __exportAll({
	action: () => action$4,
	default: () => admin_reports_default,
	loader: () => loader$6
});
var LIMIT$1 = 20;
/** What each button asks the API for (`hide` resolves and takes the product off the shop in one go). */
var DECISIONS = {
	resolve: {
		body: { status: "resolved" },
		message: "Report resolved."
	},
	hide: {
		body: {
			status: "resolved",
			deactivateProduct: true
		},
		message: "Report resolved; the product is hidden."
	},
	dismiss: {
		body: { status: "dismissed" },
		message: "Report dismissed."
	},
	reopen: {
		body: { status: "open" },
		message: "Report reopened."
	}
};
async function loader$6({ request, context }) {
	const url = new URL(request.url);
	const status = url.searchParams.get("status") || "open";
	const query = new URLSearchParams({
		page: url.searchParams.get("page") || "1",
		limit: String(LIMIT$1)
	});
	if (status !== "all") query.set("status", status);
	return {
		reports: bodyOrThrow(await apiFor(context, request)(`/api/admin/reports?${query}`), "The reports"),
		status
	};
}
async function action$4({ request, context }) {
	const form = await request.formData();
	const decision = DECISIONS[formText(form, "intent")];
	if (!decision) return refused("Unknown action.");
	return sendToApi(apiFor(context, request), itemPath("reports", form), "PATCH", {
		ok: true,
		body: decision.body
	}, decision.message);
}
var FILTERS = [
	["open", "Open"],
	["resolved", "Resolved"],
	["dismissed", "Dismissed"],
	["all", "All"]
];
var admin_reports_default = UNSAFE_withComponentProps(function AdminReportsPage({ loaderData, actionData }) {
	const { reports, status } = loaderData;
	const pages = Math.max(1, Math.ceil(reports.count / LIMIT$1));
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "admin-reports-heading",
		children: [
			/* @__PURE__ */ jsxs("h2", {
				id: "admin-reports-heading",
				className: "mb-4 text-xl font-semibold",
				children: ["Reported items ", /* @__PURE__ */ jsxs("span", {
					className: "text-base font-normal text-muted",
					children: [
						"(",
						reports.count,
						")"
					]
				})]
			}),
			/* @__PURE__ */ jsx("nav", {
				"aria-label": "Report status",
				className: "mb-4 flex flex-wrap gap-2",
				children: FILTERS.map(([value, label]) => /* @__PURE__ */ jsx(Link, {
					to: `/admin/reports?status=${value}`,
					"aria-current": status === value ? "page" : void 0,
					className: `${secondaryButtonClass} aria-[current=page]:border-ink aria-[current=page]:bg-accent-soft`,
					children: label
				}, value))
			}),
			/* @__PURE__ */ jsx(ActionOutcome, { result: actionData }),
			reports.items.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: "No reports here" }) : /* @__PURE__ */ jsx("ul", {
				className: "space-y-3",
				children: reports.items.map((report) => /* @__PURE__ */ jsxs("li", {
					className: "rounded-card border border-line bg-white p-3 text-sm",
					"data-testid": "admin-report",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "flex flex-wrap items-start gap-3",
						children: [/* @__PURE__ */ jsxs("div", {
							className: "min-w-0 flex-1",
							children: [
								/* @__PURE__ */ jsx("p", {
									className: "font-semibold",
									children: report.title
								}),
								/* @__PURE__ */ jsxs("p", {
									className: "text-xs text-muted",
									children: [
										"Product",
										" ",
										/* @__PURE__ */ jsx(Link, {
											to: productHref(report.product_slug),
											className: "font-medium text-accent-ink underline",
											children: report.productName
										}),
										" ",
										"(",
										report.product_status,
										") · reported by ",
										report.reporter.name,
										" ·",
										" ",
										formatDateTime(report.createdAt)
									]
								}),
								report.note ? /* @__PURE__ */ jsx("p", {
									className: "mt-2 whitespace-pre-line",
									children: report.note
								}) : null
							]
						}), /* @__PURE__ */ jsx(StatusBadge, { status: report.status })]
					}), /* @__PURE__ */ jsxs(Form, {
						method: "post",
						className: "mt-2 flex flex-wrap gap-2 border-t border-line pt-2",
						children: [/* @__PURE__ */ jsx("input", {
							type: "hidden",
							name: "slug",
							value: report.slug
						}), report.status === "open" ? /* @__PURE__ */ jsxs(Fragment, { children: [
							/* @__PURE__ */ jsxs(IntentButton, {
								intent: "resolve",
								secondary: true,
								children: ["Resolve", /* @__PURE__ */ jsxs("span", {
									className: "sr-only",
									children: [
										" “",
										report.title,
										"”"
									]
								})]
							}),
							report.product_status === "active" ? /* @__PURE__ */ jsx(IntentButton, {
								intent: "hide",
								secondary: true,
								children: "Resolve and hide the product"
							}) : null,
							/* @__PURE__ */ jsxs(IntentButton, {
								intent: "dismiss",
								secondary: true,
								children: ["Dismiss", /* @__PURE__ */ jsxs("span", {
									className: "sr-only",
									children: [
										" “",
										report.title,
										"”"
									]
								})]
							})
						] }) : /* @__PURE__ */ jsxs(IntentButton, {
							intent: "reopen",
							secondary: true,
							children: ["Reopen", /* @__PURE__ */ jsxs("span", {
								className: "sr-only",
								children: [
									" “",
									report.title,
									"”"
								]
							})]
						})]
					})]
				}, report.slug))
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-4",
				children: /* @__PURE__ */ jsx(Pagination, {
					current: reports.page,
					total: pages,
					hrefFor: (page) => `/admin/reports?${new URLSearchParams({
						status,
						page: String(page)
					})}`
				})
			})
		]
	});
});
// app/features/admin/contact-message-view.tsx
var MOVES = [
	{
		status: "read",
		label: "Mark read"
	},
	{
		status: "unread",
		label: "Mark unread"
	},
	{
		status: "archived",
		label: "Archive"
	}
];
/** One opened message: sender, subject and the text (plain text, rendered escaped), with its status moves. */
function ContactMessageView({ message, closeHref }) {
	return /* @__PURE__ */ jsxs("article", {
		"aria-labelledby": "contact-message-subject",
		className: "mb-6 rounded-card border border-line bg-white p-4 text-sm",
		"data-testid": "contact-message-open",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "mb-2 flex flex-wrap items-start gap-2",
				children: [/* @__PURE__ */ jsx("h3", {
					id: "contact-message-subject",
					className: "flex-1 text-base font-semibold",
					children: message.subject
				}), /* @__PURE__ */ jsx(StatusBadge, { status: message.status })]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "text-xs text-muted",
				children: [
					"From ",
					message.name,
					" <",
					/* @__PURE__ */ jsx("a", {
						href: `mailto:${message.email}`,
						className: "underline",
						children: message.email
					}),
					">",
					message.phone ? ` · ${message.phone}` : "",
					" · ",
					formatDateTime(message.createdAt)
				]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 whitespace-pre-line",
				children: message.message
			}),
			/* @__PURE__ */ jsxs(Form, {
				method: "post",
				className: "mt-3 flex flex-wrap gap-2 border-t border-line pt-3",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "slug",
						value: message.slug
					}),
					MOVES.filter((move) => move.status !== message.status).map((move) => /* @__PURE__ */ jsx(IntentButton, {
						intent: move.status,
						secondary: true,
						children: move.label
					}, move.status)),
					/* @__PURE__ */ jsx(Link, {
						to: closeHref,
						className: secondaryButtonClass,
						children: "Close"
					})
				]
			})
		]
	});
}
// app/routes/admin.contact-messages.tsx
var admin_contact_messages_exports = /* @__PURE__ */ __exportAll({
	action: () => action$3,
	default: () => admin_contact_messages_default,
	loader: () => loader$5
});
var LIMIT = 20;
var STATUSES = [
	"unread",
	"read",
	"archived"
];
var KEYS = [
	"search",
	"status",
	"page"
];
var STATUS_FILTER = {
	name: "status",
	label: "Status",
	options: [
		{
			value: "",
			label: "All messages"
		},
		{
			value: "unread",
			label: "Unread"
		},
		{
			value: "read",
			label: "Read"
		},
		{
			value: "archived",
			label: "Archived"
		}
	]
};
async function loader$5({ request, context }) {
	const url = new URL(request.url);
	const messages = bodyOrThrow(await apiFor(context, request)(`/api/admin/contact-messages${adminListQuery(url, KEYS, LIMIT)}`), "The messages");
	const opened = url.searchParams.get("open");
	return {
		messages,
		values: listParams(url, ["search", "status"]),
		page: url.searchParams.get("page") ?? "",
		open: messages.items.find((message) => message.slug === opened) ?? null
	};
}
async function action$3({ request, context }) {
	const form = await request.formData();
	const status = formText(form, "intent");
	if (!STATUSES.includes(status)) return refused("Unknown action.");
	return sendToApi(apiFor(context, request), itemPath("contact-messages", form), "PATCH", {
		ok: true,
		body: { status }
	}, status === "archived" ? "Message archived." : `Message marked ${status}.`);
}
var admin_contact_messages_default = UNSAFE_withComponentProps(function AdminContactMessagesPage({ loaderData, actionData }) {
	const { messages, values, page, open } = loaderData;
	const hrefWith = (extra) => {
		const query = new URLSearchParams({
			...values,
			page,
			...extra
		});
		for (const [key, value] of [...query]) if (!value) query.delete(key);
		return `/admin/contact-messages${query.size > 0 ? `?${query}` : ""}`;
	};
	return /* @__PURE__ */ jsx(AdminListPage, {
		id: "admin-contact",
		title: "Contact messages",
		path: "/admin/contact-messages",
		count: messages.count,
		page: messages.page,
		limit: LIMIT,
		searchLabel: "Search messages",
		searchPlaceholder: "Name, e-mail or subject",
		filters: [STATUS_FILTER],
		values,
		outcome: actionData,
		emptyTitle: "No messages here",
		isEmpty: messages.items.length === 0,
		before: open ? /* @__PURE__ */ jsx(ContactMessageView, {
			message: open,
			closeHref: hrefWith({})
		}) : null,
		children: /* @__PURE__ */ jsx("ul", {
			className: "divide-y divide-line rounded-card border border-line bg-white",
			children: messages.items.map((message) => /* @__PURE__ */ jsxs("li", {
				className: "flex flex-wrap items-center gap-3 p-3 text-sm",
				"data-testid": "contact-message",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "min-w-0 flex-1",
					children: [/* @__PURE__ */ jsx(Link, {
						to: hrefWith({ open: message.slug }),
						className: `underline-offset-2 hover:underline ${message.status === "unread" ? "font-bold" : "font-medium"}`,
						children: message.subject
					}), /* @__PURE__ */ jsxs("p", {
						className: "text-xs text-muted",
						children: [
							message.name,
							" · ",
							message.email,
							" · ",
							formatDateTime(message.createdAt)
						]
					})]
				}), /* @__PURE__ */ jsx(StatusBadge, { status: message.status })]
			}, message.slug))
		})
	});
});
// app/features/admin/order-detail-parts.tsx
/** Every line with the shop that sells it and the line's own status. */
function OrderLinesTable({ order }) {
	return /* @__PURE__ */ jsx("div", {
		className: "overflow-x-auto",
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full min-w-[36rem] text-left text-sm",
			children: [/* @__PURE__ */ jsx("thead", {
				className: "border-b border-line text-xs text-muted uppercase",
				children: /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						className: "py-2 pr-3 font-semibold",
						children: "Product"
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						className: "py-2 pr-3 font-semibold",
						children: "Seller"
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						className: "py-2 pr-3 text-right font-semibold",
						children: "Qty × unit"
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						className: "py-2 pr-3 text-right font-semibold",
						children: "Total"
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						className: "py-2 font-semibold",
						children: "Status"
					})
				] })
			}), /* @__PURE__ */ jsx("tbody", {
				className: "divide-y divide-line",
				children: order.product_list.map((line) => /* @__PURE__ */ jsxs("tr", {
					"data-testid": "admin-order-line",
					children: [
						/* @__PURE__ */ jsx("td", {
							className: "py-2 pr-3",
							children: /* @__PURE__ */ jsx(Link, {
								to: productHref(line.product_slug),
								className: "font-medium hover:underline",
								children: line.productName
							})
						}),
						/* @__PURE__ */ jsxs("td", {
							className: "py-2 pr-3",
							children: [
								line.shop_name,
								" ",
								/* @__PURE__ */ jsxs("span", {
									className: "text-xs text-muted",
									children: [
										"(",
										line.seller_slug,
										")"
									]
								})
							]
						}),
						/* @__PURE__ */ jsxs("td", {
							className: "py-2 pr-3 text-right whitespace-nowrap",
							children: [
								line.quantity,
								" × ",
								formatDollars(line.offerPrice ?? line.price)
							]
						}),
						/* @__PURE__ */ jsx("td", {
							className: "py-2 pr-3 text-right font-semibold",
							children: formatDollars(line.lineTotal)
						}),
						/* @__PURE__ */ jsx("td", {
							className: "py-2",
							children: /* @__PURE__ */ jsx(StatusBadge, { status: line.line_status })
						})
					]
				}, line.line_slug))
			})]
		})
	});
}
/** The status history, oldest first, with who moved what (a whole order or one line) and the note. */
function OrderStatusHistory({ order }) {
	const names = new Map(order.product_list.map((line) => [line.line_slug, line.productName]));
	return /* @__PURE__ */ jsx("ol", {
		className: "space-y-2 text-sm",
		"aria-label": "Status history",
		children: order.status_history.map((event) => /* @__PURE__ */ jsxs("li", {
			className: "flex flex-wrap items-baseline gap-2",
			children: [
				/* @__PURE__ */ jsx(StatusBadge, { status: event.status }),
				/* @__PURE__ */ jsx("time", {
					dateTime: event.at,
					className: "text-xs text-muted",
					children: formatDateTime(event.at)
				}),
				/* @__PURE__ */ jsx("span", {
					className: "text-xs text-muted",
					children: event.line_slug ? `line: ${names.get(event.line_slug) ?? event.line_slug}` : "whole order"
				}),
				event.note ? /* @__PURE__ */ jsxs("span", {
					className: "w-full pl-1 text-ink-soft",
					children: [
						"“",
						event.note,
						"”"
					]
				}) : null
			]
		}, `${event.at}-${event.status}-${event.line_slug ?? "order"}`))
	});
}
var MOVE_LABELS = {
	pending: "Back to pending",
	processing: "Mark processing",
	shipped: "Mark shipped",
	delivered: "Mark delivered",
	cancelled: "Cancel the order"
};
/** One button per allowed next status, with an optional note that goes into the history. */
function OrderStatusMoves({ next }) {
	if (next.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "text-sm text-muted",
		children: "This order is final; it cannot move any more."
	});
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		"aria-label": "Move the order",
		className: "flex flex-wrap items-end gap-2",
		children: [/* @__PURE__ */ jsx(InputField, {
			label: "Note (optional)",
			name: "note",
			maxLength: 500,
			className: "min-w-48 flex-1"
		}), next.map((status) => /* @__PURE__ */ jsx(IntentButton, {
			intent: status,
			secondary: status !== next[0],
			danger: status === "cancelled",
			children: MOVE_LABELS[status]
		}, status))]
	});
}
// app/routes/admin.order-detail.tsx
var admin_order_detail_exports = /* @__PURE__ */ __exportAll({
	action: () => action$2,
	default: () => admin_order_detail_default,
	loader: () => loader$4
});
async function loader$4({ request, context, params }) {
	const api = apiFor(context, request);
	const slug = encodeURIComponent(params.slug);
	const [order, summaries] = await Promise.all([api(`/api/admin/orders/${slug}`), api(`/api/admin/orders?search=${slug}&limit=5`)]);
	if (order.status === 404 || order.status === 400) throw data("No such order.", { status: 404 });
	if (!isOk(order)) throw data("The order could not be loaded.", { status: order.status });
	const buyer = isOk(summaries) ? summaries.body.items.find((item) => item.slug === order.body.slug)?.buyer ?? null : null;
	return {
		order: order.body,
		buyer
	};
}
var isStatus = (value) => value in ORDER_TRANSITIONS;
async function action$2({ request, context, params }) {
	const form = await request.formData();
	const status = formText(form, "intent");
	if (!isStatus(status)) return refused("Unknown status.");
	const note = formText(form, "note");
	return {
		...await adminCall(apiFor(context, request), `/api/admin/orders/${encodeURIComponent(params.slug)}/status`, {
			method: "PATCH",
			body: {
				order_status: status,
				...note ? { note } : {}
			}
		}, `The order is now ${status}.`),
		at: Date.now()
	};
}
var admin_order_detail_default = UNSAFE_withComponentProps(function AdminOrderDetailPage({ loaderData, actionData }) {
	const { order, buyer } = loaderData;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "admin-order-heading",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "mb-2 text-sm",
				children: /* @__PURE__ */ jsx(Link, {
					to: "/admin/orders",
					className: "text-accent-ink underline",
					children: "← All orders"
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mb-4 flex flex-wrap items-center gap-3",
				children: [
					/* @__PURE__ */ jsxs("h2", {
						id: "admin-order-heading",
						className: "text-xl font-semibold",
						children: ["Order ", order.slug]
					}),
					/* @__PURE__ */ jsx(StatusBadge, { status: order.order_status }),
					/* @__PURE__ */ jsxs("span", {
						className: "text-sm text-muted",
						children: ["placed ", formatDateTime(order.createdAt)]
					})
				]
			}),
			/* @__PURE__ */ jsx(ActionOutcome, { result: actionData }),
			/* @__PURE__ */ jsxs("div", {
				className: "mb-4 rounded-card border border-line bg-white p-4",
				children: [/* @__PURE__ */ jsx("h3", {
					className: "mb-2 font-semibold",
					children: "Move the order"
				}), /* @__PURE__ */ jsx(OrderStatusMoves, { next: ORDER_TRANSITIONS[order.order_status] }, actionData?.at ?? 0)]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "rounded-card border border-line bg-white p-4",
					children: [
						/* @__PURE__ */ jsx("h3", {
							className: "mb-2 font-semibold",
							children: "Lines"
						}),
						/* @__PURE__ */ jsx(OrderLinesTable, { order }),
						/* @__PURE__ */ jsx("div", {
							className: "mt-4 border-t border-line pt-3",
							children: /* @__PURE__ */ jsx(OrderTotals, { order })
						})
					]
				}), /* @__PURE__ */ jsxs("div", {
					className: "space-y-4",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: "rounded-card border border-line bg-white p-4 text-sm",
							children: [
								/* @__PURE__ */ jsx("h3", {
									className: "mb-2 font-semibold",
									children: "Buyer"
								}),
								/* @__PURE__ */ jsx("p", { children: buyer ? `${buyer.name} (${buyer.email})` : order.user_slug }),
								order.address.email ? /* @__PURE__ */ jsxs("p", {
									className: "text-xs text-muted",
									children: ["Delivery e-mail: ", order.address.email]
								}) : null
							]
						}),
						/* @__PURE__ */ jsx("div", {
							className: "rounded-card border border-line bg-white p-4",
							children: /* @__PURE__ */ jsx(OrderDelivery, { order })
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "rounded-card border border-line bg-white p-4",
							children: [/* @__PURE__ */ jsx("h3", {
								className: "mb-2 font-semibold",
								children: "Status history"
							}), /* @__PURE__ */ jsx(OrderStatusHistory, { order })]
						})
					]
				})]
			})
		]
	});
});
// app/routes/logout.tsx
var logout_exports = /* @__PURE__ */ __exportAll({
	action: () => action$1,
	loader: () => loader$3
});
function expiredCookie(name, httpOnly) {
	return `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${httpOnly ? "; HttpOnly" : ""}`;
}
/**
* Spec §4 logout: the API ends the session and clears both cookies; its Set-Cookie headers are passed on.
* Should the API be unreachable or not clear a cookie, the cookie is expired here anyway, so the browser
* always ends up signed out. Local and session storage are cleared by the sign-out forms on the client.
*/
async function action$1({ request, context }) {
	const response = await apiFor(context, request)("/api/users/logout", {
		method: "POST",
		body: {}
	});
	const headers = new Headers();
	const fromApi = setCookieHeaders(response);
	for (const cookie of fromApi) headers.append("Set-Cookie", cookie);
	const cleared = (name) => fromApi.some((cookie) => cookie.trimStart().startsWith(`${name}=`));
	if (!cleared("access_token")) headers.append("Set-Cookie", expiredCookie(ACCESS_TOKEN_COOKIE, true));
	if (!cleared("user_slug")) headers.append("Set-Cookie", expiredCookie(USER_SLUG_COOKIE, false));
	return redirect("/", { headers });
}
/** Visiting /logout directly signs nobody out (GET must be safe); it just goes home. */
function loader$3() {
	return redirect("/");
}
// app/routes/newsletter.tsx
var newsletter_exports = /* @__PURE__ */ __exportAll({
	action: () => action,
	default: () => newsletter_default,
	meta: () => meta
});
var meta = () => [{ title: pageTitle("Newsletter") }];
/** The footer's subscribe form (spec §5: signed-in users only; POST /subscriber { email, user_slug }). */
async function action({ request, context }) {
	const form = await request.formData();
	const email = String(form.get("email") ?? "").trim();
	const { userSlug } = sessionFromCookies(request.headers.get("cookie"));
	if (!userSlug) return data({
		ok: false,
		message: messages.logInFirst
	}, { status: 401 });
	if (!email) return data({
		ok: false,
		message: messages.invalidEmail
	}, { status: 400 });
	const response = await apiFor(context, request)("/api/subscriber", {
		method: "POST",
		body: {
			email,
			user_slug: userSlug
		}
	});
	if (!isOk(response)) return data({
		ok: false,
		message: errorMessage(response, messages.genericFailure)
	}, { status: response.status >= 400 ? response.status : 502 });
	return {
		ok: true,
		message: messages.subscribed
	};
}
/** Shown after a subscribe post without scripts; with scripts the footer shows a toast instead. */
var newsletter_default = UNSAFE_withComponentProps(function NewsletterPage({ actionData }) {
	return /* @__PURE__ */ jsx(PageContainer, {
		title: "Newsletter",
		children: /* @__PURE__ */ jsx("p", {
			role: "status",
			className: "font-medium",
			children: actionData ? actionData.message : "Subscribe with the form at the bottom of any page."
		})
	});
});
// app/features/seo/sitemap-xml.ts
function escapeXml(value) {
	return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
/** A sitemaps.org `urlset` document. */
function sitemapXml(urls) {
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : ""}</url>`).join("\n")}\n</urlset>\n`;
}
/** Pages with nothing to index: a shopper's own pages and the API. */
var privatePaths = [
	"/api/",
	"/cart",
	"/checkout",
	"/wishlist",
	"/profile",
	"/track_order",
	"/login",
	"/register",
	"/logout",
	"/forgot-password",
	"/reset-password",
	"/verify-email",
	"/newsletter"
];
function robotsTxt(origin) {
	return [
		"User-agent: *",
		"Allow: /",
		...privatePaths.map((path) => `Disallow: ${path}`),
		"",
		`Sitemap: ${origin}/sitemap.xml`,
		""
	].join("\n");
}
// app/routes/sitemap.ts
var sitemap_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$2 });
var staticPaths = [
	"/",
	"/products",
	"/sellers",
	"/blogs",
	"/about",
	"/contact",
	"/faq",
	"/privacy_policy",
	"/terms_condition",
	"/seller_terms_condition",
	"/become_seller"
];
/** `/sitemap.xml`: the fixed pages, then categories, shops, blog posts and products (GET /api/sitemap-entries). */
async function loader$2({ request, context }) {
	const origin = new URL(request.url).origin;
	const response = await apiFor(context, request)("/api/sitemap-entries");
	if (!isOk(response)) return new Response("Sitemap temporarily unavailable", { status: 503 });
	const { products, categories, sellers, blogs } = response.body;
	const at = (path) => `${origin}${path}`;
	const urls = [
		...staticPaths.map((path) => ({ loc: at(path) })),
		...categories.map((entry) => ({
			loc: at(filterHref("/products", selectCategory(emptyFilterState, entry.slug))),
			lastmod: entry.updatedAt
		})),
		...sellers.map((entry) => ({
			loc: at(`/sellers/${encodeURIComponent(entry.slug)}`),
			lastmod: entry.updatedAt
		})),
		...blogs.map((entry) => ({
			loc: at(`/blogs/${encodeURIComponent(entry.slug)}`),
			lastmod: entry.updatedAt
		})),
		...products.map((entry) => ({
			loc: at(productHref(entry.slug)),
			lastmod: entry.updatedAt
		}))
	];
	return new Response(sitemapXml(urls), { headers: {
		"content-type": "application/xml; charset=utf-8",
		"cache-control": "public, max-age=600"
	} });
}
// app/routes/robots.ts
var robots_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$1 });
/** `/robots.txt`: crawl the shop, not shoppers' own pages; the sitemap is on the same origin. */
function loader$1({ request }) {
	return new Response(robotsTxt(new URL(request.url).origin), { headers: {
		"content-type": "text/plain; charset=utf-8",
		"cache-control": "public, max-age=3600"
	} });
}
// app/routes/not-found.tsx
var not_found_exports = /* @__PURE__ */ __exportAll({
	default: () => not_found_default,
	loader: () => loader
});
/** Any unknown path: a 404 rendered by the root error boundary inside the shop's shell. */
function loader() {
	throw data(null, {
		status: 404,
		statusText: "Not Found"
	});
}
var not_found_default = UNSAFE_withComponentProps(function NotFound() {
	return null;
});
// \0virtual:react-router/server-manifest
var server_manifest_default = {
	"entry": {
		"module": "/assets/entry.client-BNuOxf_E.js",
		"imports": [
			"/assets/rolldown-runtime-WkwZ5CU-.js",
			"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
			"/assets/react-dom-BP9vSDDn.js",
			"/assets/jsx-runtime-BZi9cxqW.js"
		],
		"css": []
	},
	"routes": {
		"root": {
			"id": "root",
			"parentId": void 0,
			"path": "",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/root-BCqQtAIA.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/react-dom-BP9vSDDn.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/shell-data-P8mR_3JR.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/messages-CvbQXxYw.js",
				"/assets/toaster-BdKr9oX5.js",
				"/assets/toast-B8OyamrN.js",
				"/assets/header-lists-CCv51MzU.js",
				"/assets/phone-CIKSho3v.js",
				"/assets/shopping-cart-DoMsZ-W6.js",
				"/assets/catalogue.links-lCBaVXpG.js",
				"/assets/money-y24tQYja.js",
				"/assets/x-C_YIY3os.js",
				"/assets/cart-totals-CNd0A_W7.js",
				"/assets/hydrated-B_MKqJTk.js",
				"/assets/user-menu-BB962YAM.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/menu-BWq-2NBK.js",
				"/assets/store-BPay9iR1.js",
				"/assets/chevron-down-cIaQHbq2.js",
				"/assets/layout-grid-oY7eIdoU.js",
				"/assets/menu-styles-5nWEuJoh.js",
				"/assets/search-BvpS3sFG.js",
				"/assets/user-round-BxM_WIle.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/home": {
			"id": "routes/home",
			"parentId": "root",
			"path": void 0,
			"index": true,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/home--6TmJdoF.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/product-rail-LjQIbUeF.js",
				"/assets/catalogue.links-lCBaVXpG.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/image-srcset-DF5S8sW5.js",
				"/assets/format-date-B5IExESs.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/seo-meta-DPiMRvok.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/product-card-CJ22TZ97.js",
				"/assets/price-tag-BMq2KjN4.js",
				"/assets/rating-stars-BmmQ0QWi.js",
				"/assets/money-y24tQYja.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/login": {
			"id": "routes/login",
			"parentId": "root",
			"path": "login",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": true,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/login-pYx95cdM.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/network-y0PJgdgM.js",
				"/assets/messages-CvbQXxYw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/shell-data-P8mR_3JR.js",
				"/assets/site-BVVhn5dN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"features/account/require-session": {
			"id": "features/account/require-session",
			"parentId": "root",
			"path": void 0,
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/require-session-CtKdB5Yr.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/profile": {
			"id": "routes/profile",
			"parentId": "features/account/require-session",
			"path": "profile",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": true,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/profile-BpVLjxlz.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/messages-CvbQXxYw.js",
				"/assets/image-upload-field-CG9YwlTW.js",
				"/assets/page-container-gUw5CljE.js",
				"/assets/network-y0PJgdgM.js",
				"/assets/money-y24tQYja.js",
				"/assets/chevron-down-cIaQHbq2.js",
				"/assets/package-Hyx47TI2.js",
				"/assets/format-date-B5IExESs.js",
				"/assets/order-status-badge-6HQjzpQJ.js",
				"/assets/order-totals-BDkeSvsU.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/application-status-Dflil65K.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/hydrated-B_MKqJTk.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/catalogue.links-lCBaVXpG.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/track-order": {
			"id": "routes/track-order",
			"parentId": "features/account/require-session",
			"path": "track_order",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/track-order-4coAfhcR.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/money-y24tQYja.js",
				"/assets/package-Hyx47TI2.js",
				"/assets/search-BvpS3sFG.js",
				"/assets/format-date-B5IExESs.js",
				"/assets/page-container-gUw5CljE.js",
				"/assets/order-address-Bd8ZCpyR.js",
				"/assets/order-status-badge-6HQjzpQJ.js",
				"/assets/check-D7hZpn0x.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/x-C_YIY3os.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/order-totals-BDkeSvsU.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/catalogue.links-lCBaVXpG.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/wishlist": {
			"id": "routes/wishlist",
			"parentId": "features/account/require-session",
			"path": "wishlist",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/wishlist-MIRORzEC.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/shopping-cart-DoMsZ-W6.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/page-container-gUw5CljE.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/hydrated-B_MKqJTk.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/catalogue.links-lCBaVXpG.js",
				"/assets/trash-DZhdCe4_.js",
				"/assets/price-tag-BMq2KjN4.js",
				"/assets/shell-data-P8mR_3JR.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/toast-B8OyamrN.js",
				"/assets/money-y24tQYja.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/cart": {
			"id": "routes/cart",
			"parentId": "features/account/require-session",
			"path": "cart",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/cart-BGOCF-2X.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/messages-CvbQXxYw.js",
				"/assets/shopping-bag-BnxDM1Ke.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/page-container-gUw5CljE.js",
				"/assets/catalogue.links-lCBaVXpG.js",
				"/assets/money-y24tQYja.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/trash-DZhdCe4_.js",
				"/assets/price-tag-BMq2KjN4.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/hydrated-B_MKqJTk.js",
				"/assets/cart-totals-CNd0A_W7.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/shell-data-P8mR_3JR.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/checkout": {
			"id": "routes/checkout",
			"parentId": "features/account/require-session",
			"path": "checkout",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/checkout-B0GX3Ikb.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/shopping-bag-BnxDM1Ke.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/page-container-gUw5CljE.js",
				"/assets/map-pin-C4Og6rgt.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/money-y24tQYja.js",
				"/assets/truck-D_Zy21Pj.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/page-title-CfDuGgh6.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/order-confirmation": {
			"id": "routes/order-confirmation",
			"parentId": "features/account/require-session",
			"path": "orders/:slug/confirmation",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/order-confirmation-BPLFddr5.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/circle-check-COc0WatL.js",
				"/assets/format-date-B5IExESs.js",
				"/assets/page-container-gUw5CljE.js",
				"/assets/order-address-Bd8ZCpyR.js",
				"/assets/order-status-badge-6HQjzpQJ.js",
				"/assets/order-totals-BDkeSvsU.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/catalogue.links-lCBaVXpG.js",
				"/assets/money-y24tQYja.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/register": {
			"id": "routes/register",
			"parentId": "root",
			"path": "register",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": true,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/register-BrXQ25vX.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/network-y0PJgdgM.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/messages-CvbQXxYw.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/forgot-password": {
			"id": "routes/forgot-password",
			"parentId": "root",
			"path": "forgot-password",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": false,
			"hasClientAction": true,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/forgot-password-DA9FCoSc.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/network-y0PJgdgM.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/messages-CvbQXxYw.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/reset-password": {
			"id": "routes/reset-password",
			"parentId": "root",
			"path": "reset-password",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": true,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/reset-password-F3tMjrJM.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/network-y0PJgdgM.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/messages-CvbQXxYw.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/verify-email": {
			"id": "routes/verify-email",
			"parentId": "root",
			"path": "verify-email",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": true,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/verify-email-Cj0Iq85l.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/network-y0PJgdgM.js",
				"/assets/shell-data-P8mR_3JR.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/messages-CvbQXxYw.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/products": {
			"id": "routes/products",
			"parentId": "root",
			"path": "products",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/products-DKGM9csM.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/product-results-Q3bY4jUP.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/seo-meta-DPiMRvok.js",
				"/assets/shell-data-P8mR_3JR.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/messages-CvbQXxYw.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/check-D7hZpn0x.js",
				"/assets/x-C_YIY3os.js",
				"/assets/money-y24tQYja.js",
				"/assets/product-card-CJ22TZ97.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/catalogue.links-lCBaVXpG.js",
				"/assets/image-srcset-DF5S8sW5.js",
				"/assets/price-tag-BMq2KjN4.js",
				"/assets/rating-stars-BmmQ0QWi.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/single-product": {
			"id": "routes/single-product",
			"parentId": "root",
			"path": "single_product",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/single-product-BU-HXis0.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/catalogue.links-lCBaVXpG.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/product-rail-LjQIbUeF.js",
				"/assets/rating-stars-BmmQ0QWi.js",
				"/assets/rich-text-BpHuAqgu.js",
				"/assets/shopping-cart-DoMsZ-W6.js",
				"/assets/toast-B8OyamrN.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/hydrated-B_MKqJTk.js",
				"/assets/header-lists-CCv51MzU.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/image-srcset-DF5S8sW5.js",
				"/assets/messages-CvbQXxYw.js",
				"/assets/money-y24tQYja.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/truck-D_Zy21Pj.js",
				"/assets/price-tag-BMq2KjN4.js",
				"/assets/message-square-w-e7FNKW.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/format-date-B5IExESs.js",
				"/assets/map-pin-C4Og6rgt.js",
				"/assets/store-BPay9iR1.js",
				"/assets/seo-meta-DPiMRvok.js",
				"/assets/return-path-DZ0t_bh5.js",
				"/assets/shell-data-P8mR_3JR.js",
				"/assets/product-card-CJ22TZ97.js",
				"/assets/site-BVVhn5dN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/sellers": {
			"id": "routes/sellers",
			"parentId": "root",
			"path": "sellers",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/sellers-CaMKwTgg.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/store-BPay9iR1.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/map-pin-C4Og6rgt.js",
				"/assets/image-srcset-DF5S8sW5.js",
				"/assets/rating-stars-BmmQ0QWi.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/search-BvpS3sFG.js",
				"/assets/seo-meta-DPiMRvok.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/createLucideIcon-CuTbUMhR.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/seller-shop": {
			"id": "routes/seller-shop",
			"parentId": "root",
			"path": "sellers/:shop",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/seller-shop-BQaDHKQ4.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/product-results-Q3bY4jUP.js",
				"/assets/search-BvpS3sFG.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/phone-CIKSho3v.js",
				"/assets/map-pin-C4Og6rgt.js",
				"/assets/store-BPay9iR1.js",
				"/assets/image-srcset-DF5S8sW5.js",
				"/assets/rating-stars-BmmQ0QWi.js",
				"/assets/seo-meta-DPiMRvok.js",
				"/assets/shell-data-P8mR_3JR.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/messages-CvbQXxYw.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/check-D7hZpn0x.js",
				"/assets/x-C_YIY3os.js",
				"/assets/money-y24tQYja.js",
				"/assets/product-card-CJ22TZ97.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/catalogue.links-lCBaVXpG.js",
				"/assets/price-tag-BMq2KjN4.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/blogs": {
			"id": "routes/blogs",
			"parentId": "root",
			"path": "blogs",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/blogs-BMBo4zqo.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/blog-card-D6DMQZyz.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/seo-meta-DPiMRvok.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/format-date-B5IExESs.js",
				"/assets/image-srcset-DF5S8sW5.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/blog-post": {
			"id": "routes/blog-post",
			"parentId": "root",
			"path": "blogs/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/blog-post-DTVi6ijv.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/format-date-B5IExESs.js",
				"/assets/image-srcset-DF5S8sW5.js",
				"/assets/rich-text-BpHuAqgu.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/blog-card-D6DMQZyz.js",
				"/assets/message-square-w-e7FNKW.js",
				"/assets/seo-meta-DPiMRvok.js",
				"/assets/return-path-DZ0t_bh5.js",
				"/assets/shell-data-P8mR_3JR.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/createLucideIcon-CuTbUMhR.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/about": {
			"id": "routes/about",
			"parentId": "root",
			"path": "about",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/about-DRutyq94.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/content-layout-tZ0HxTEM.js",
				"/assets/seo-meta-DPiMRvok.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/site-BVVhn5dN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/contact": {
			"id": "routes/contact",
			"parentId": "root",
			"path": "contact",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/contact-BZLBuGw3.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/message-square-w-e7FNKW.js",
				"/assets/store-BPay9iR1.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/circle-check-COc0WatL.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/seo-meta-DPiMRvok.js",
				"/assets/site-BVVhn5dN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/faq": {
			"id": "routes/faq",
			"parentId": "root",
			"path": "faq",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/faq-Dc8a_gwp.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/content-layout-tZ0HxTEM.js",
				"/assets/chevron-down-cIaQHbq2.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/seo-meta-DPiMRvok.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/site-BVVhn5dN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/privacy-policy": {
			"id": "routes/privacy-policy",
			"parentId": "root",
			"path": "privacy_policy",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/privacy-policy-BpLiAKe8.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/content-layout-tZ0HxTEM.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/seo-meta-DPiMRvok.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/site-BVVhn5dN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/terms-condition": {
			"id": "routes/terms-condition",
			"parentId": "root",
			"path": "terms_condition",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/terms-condition-CO2fmzpr.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/content-layout-tZ0HxTEM.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/seo-meta-DPiMRvok.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/site-BVVhn5dN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/seller-terms-condition": {
			"id": "routes/seller-terms-condition",
			"parentId": "root",
			"path": "seller_terms_condition",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/seller-terms-condition-CbIspDoQ.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/content-layout-tZ0HxTEM.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/seo-meta-DPiMRvok.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/site-BVVhn5dN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/become-seller": {
			"id": "routes/become-seller",
			"parentId": "root",
			"path": "become_seller",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/become-seller-DqQYS6dt.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/page-container-gUw5CljE.js",
				"/assets/application-status-Dflil65K.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/image-upload-field-CG9YwlTW.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/page-title-CfDuGgh6.js",
				"/assets/hydrated-B_MKqJTk.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/seller.layout": {
			"id": "routes/seller.layout",
			"parentId": "root",
			"path": "seller",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/seller.layout-CAAAoksJ.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/seller.shop": {
			"id": "routes/seller.shop",
			"parentId": "routes/seller.layout",
			"path": void 0,
			"index": true,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/seller.shop-CqjZZ0Z_.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/image-upload-field-CG9YwlTW.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/hydrated-B_MKqJTk.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/seller.products": {
			"id": "routes/seller.products",
			"parentId": "routes/seller.layout",
			"path": "products",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/seller.products-C2nVvEJQ.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/money-y24tQYja.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"seller-product-new": {
			"id": "seller-product-new",
			"parentId": "routes/seller.layout",
			"path": "products/new",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/seller.product-edit-CxpyM1EJ.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/product-form-DzALgqvU.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/image-upload-field-CG9YwlTW.js",
				"/assets/hydrated-B_MKqJTk.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"seller-product-edit": {
			"id": "seller-product-edit",
			"parentId": "routes/seller.layout",
			"path": "products/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/seller.product-edit-CxpyM1EJ.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/product-form-DzALgqvU.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/image-upload-field-CG9YwlTW.js",
				"/assets/hydrated-B_MKqJTk.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/seller.orders": {
			"id": "routes/seller.orders",
			"parentId": "routes/seller.layout",
			"path": "orders",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/seller.orders-Ce-O3-Ts.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/money-y24tQYja.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/seller.earnings": {
			"id": "routes/seller.earnings",
			"parentId": "routes/seller.layout",
			"path": "earnings",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/seller.earnings-AsDMOvLB.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/money-y24tQYja.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.layout": {
			"id": "routes/admin.layout",
			"parentId": "root",
			"path": "admin",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/admin.layout-wrW3P3MA.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.overview": {
			"id": "routes/admin.overview",
			"parentId": "routes/admin.layout",
			"path": void 0,
			"index": true,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.overview-Z0Xoy9BV.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/money-y24tQYja.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.applications": {
			"id": "routes/admin.applications",
			"parentId": "routes/admin.layout",
			"path": "applications",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.applications-BR9U-Z49.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/admin-list-page-B-k0wIVx.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.products": {
			"id": "routes/admin.products",
			"parentId": "routes/admin.layout",
			"path": "products",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.products-CiD4TpDD.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/money-y24tQYja.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/admin-list-page-B-k0wIVx.js",
				"/assets/admin-types-Bm2Qe7_T.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.orders": {
			"id": "routes/admin.orders",
			"parentId": "routes/admin.layout",
			"path": "orders",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.orders-BQOc1Waj.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/money-y24tQYja.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/admin-types-Bm2Qe7_T.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.users": {
			"id": "routes/admin.users",
			"parentId": "routes/admin.layout",
			"path": "users",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.users-C34KymPB.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/admin-list-page-B-k0wIVx.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.settings": {
			"id": "routes/admin.settings",
			"parentId": "routes/admin.layout",
			"path": "settings",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.settings-BQCLhrpJ.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.subscribers": {
			"id": "routes/admin.subscribers",
			"parentId": "routes/admin.layout",
			"path": "subscribers",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.subscribers-DXfSrvDE.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.categories": {
			"id": "routes/admin.categories",
			"parentId": "routes/admin.layout",
			"path": "categories",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.categories-3_39bura.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/catalogue-page-DLRRlF0K.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/image-upload-field-CG9YwlTW.js",
				"/assets/admin-list-page-B-k0wIVx.js",
				"/assets/hydrated-B_MKqJTk.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.sub-categories": {
			"id": "routes/admin.sub-categories",
			"parentId": "routes/admin.layout",
			"path": "sub-categories",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.sub-categories-DuOLTyCD.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/catalogue-page-DLRRlF0K.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/image-upload-field-CG9YwlTW.js",
				"/assets/admin-list-page-B-k0wIVx.js",
				"/assets/hydrated-B_MKqJTk.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.brands": {
			"id": "routes/admin.brands",
			"parentId": "routes/admin.layout",
			"path": "brands",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.brands-B1vWNcp0.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/catalogue-page-DLRRlF0K.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/image-upload-field-CG9YwlTW.js",
				"/assets/admin-list-page-B-k0wIVx.js",
				"/assets/hydrated-B_MKqJTk.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.coupons": {
			"id": "routes/admin.coupons",
			"parentId": "routes/admin.layout",
			"path": "coupons",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.coupons-BHdc92Dr.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/money-y24tQYja.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/admin-list-page-B-k0wIVx.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.product-edit": {
			"id": "routes/admin.product-edit",
			"parentId": "routes/admin.layout",
			"path": "products/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.product-edit-FQUBIMCs.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/money-y24tQYja.js",
				"/assets/product-form-DzALgqvU.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/admin-types-Bm2Qe7_T.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/image-upload-field-CG9YwlTW.js",
				"/assets/hydrated-B_MKqJTk.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.home-content": {
			"id": "routes/admin.home-content",
			"parentId": "routes/admin.layout",
			"path": "home-content",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.home-content-D9ndEQ7U.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.home-content.sliders": {
			"id": "routes/admin.home-content.sliders",
			"parentId": "routes/admin.home-content",
			"path": void 0,
			"index": true,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.home-content.sliders-HX2C0MlL.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/content-fields-DaW9KzSl.js",
				"/assets/content-outcome-Dxg_Dy2S.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/image-upload-field-CG9YwlTW.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/toast-B8OyamrN.js",
				"/assets/hydrated-B_MKqJTk.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.home-content.ads": {
			"id": "routes/admin.home-content.ads",
			"parentId": "routes/admin.home-content",
			"path": "ads",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.home-content.ads-CEph6Tdq.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/image-upload-field-CG9YwlTW.js",
				"/assets/content-fields-DaW9KzSl.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/content-outcome-Dxg_Dy2S.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/hydrated-B_MKqJTk.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.home-content.categories": {
			"id": "routes/admin.home-content.categories",
			"parentId": "routes/admin.home-content",
			"path": "categories",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.home-content.categories-DO3maida.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/content-fields-DaW9KzSl.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/content-outcome-Dxg_Dy2S.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.home-content.mega-menu": {
			"id": "routes/admin.home-content.mega-menu",
			"parentId": "routes/admin.home-content",
			"path": "mega-menu",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.home-content.mega-menu-CGe1tLE2.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/content-fields-DaW9KzSl.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/content-outcome-Dxg_Dy2S.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.home-content.flash-sale": {
			"id": "routes/admin.home-content.flash-sale",
			"parentId": "routes/admin.home-content",
			"path": "flash-sale",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.home-content.flash-sale-1XqZxYBs.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/format-date-B5IExESs.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/image-upload-field-CG9YwlTW.js",
				"/assets/content-fields-DaW9KzSl.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/money-y24tQYja.js",
				"/assets/content-outcome-Dxg_Dy2S.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/hydrated-B_MKqJTk.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.blogs": {
			"id": "routes/admin.blogs",
			"parentId": "routes/admin.layout",
			"path": "blogs",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.blogs-CrRhOONz.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/format-date-B5IExESs.js",
				"/assets/admin-list-page-B-k0wIVx.js",
				"/assets/image-upload-field-CG9YwlTW.js",
				"/assets/content-fields-DaW9KzSl.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rich-text-BpHuAqgu.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/toast-B8OyamrN.js",
				"/assets/hydrated-B_MKqJTk.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.blog-categories": {
			"id": "routes/admin.blog-categories",
			"parentId": "routes/admin.layout",
			"path": "blog-categories",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.blog-categories-Dr2FV8Gj.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/content-fields-DaW9KzSl.js",
				"/assets/content-outcome-Dxg_Dy2S.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.reports": {
			"id": "routes/admin.reports",
			"parentId": "routes/admin.layout",
			"path": "reports",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.reports-D751b_gI.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/catalogue.links-lCBaVXpG.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/format-date-B5IExESs.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/content-fields-DaW9KzSl.js",
				"/assets/content-outcome-Dxg_Dy2S.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.contact-messages": {
			"id": "routes/admin.contact-messages",
			"parentId": "routes/admin.layout",
			"path": "contact-messages",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.contact-messages-FOcF56De.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/format-date-B5IExESs.js",
				"/assets/admin-list-page-B-k0wIVx.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/content-fields-DaW9KzSl.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/empty-state-UeYE_2xa.js",
				"/assets/pagination-wENi0ebr.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/chevron-left-B4w0YpPZ.js",
				"/assets/chevron-right-Dal3f9S6.js",
				"/assets/createLucideIcon-CuTbUMhR.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin.order-detail": {
			"id": "routes/admin.order-detail",
			"parentId": "routes/admin.layout",
			"path": "orders/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin.order-detail-BuAgC2ZC.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/dashboard-frame-R8qkzk7I.js",
				"/assets/format-date-B5IExESs.js",
				"/assets/admin-types-Bm2Qe7_T.js",
				"/assets/content-outcome-Dxg_Dy2S.js",
				"/assets/catalogue.links-lCBaVXpG.js",
				"/assets/money-y24tQYja.js",
				"/assets/form-field-B5op2yuz.js",
				"/assets/content-fields-DaW9KzSl.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/order-address-Bd8ZCpyR.js",
				"/assets/order-totals-BDkeSvsU.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/action-toast-CxN5S4Q3.js",
				"/assets/toast-B8OyamrN.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/logout": {
			"id": "routes/logout",
			"parentId": "root",
			"path": "logout",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/logout-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/newsletter": {
			"id": "routes/newsletter",
			"parentId": "root",
			"path": "newsletter",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/newsletter-C5nvG1H3.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D_xw2-YN.js",
				"/assets/page-container-gUw5CljE.js",
				"/assets/site-BVVhn5dN.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/page-title-CfDuGgh6.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/sitemap": {
			"id": "routes/sitemap",
			"parentId": "root",
			"path": "sitemap.xml",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/sitemap-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/robots": {
			"id": "routes/robots",
			"parentId": "root",
			"path": "robots.txt",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/robots-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/not-found": {
			"id": "routes/not-found",
			"parentId": "root",
			"path": "*",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/not-found-DsR1Fhf0.js",
			"imports": ["/assets/chunk-OB3PAWPO-D_xw2-YN.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		}
	},
	"url": "/assets/manifest-edf032f4.js",
	"version": "edf032f4",
	"sri": void 0
};
// \0virtual:react-router/server-build
var assetsBuildDirectory = ".sec-debug-build/client";
var basename = "/";
var future = {
	"unstable_optimizeDeps": false,
	"v8_passThroughRequests": false,
	"v8_trailingSlashAwareDataRequests": false,
	"unstable_previewServerPrerendering": false,
	"v8_middleware": false,
	"v8_splitRouteModules": false,
	"v8_viteEnvironmentApi": false
};
var ssr = true;
var isSpaMode = false;
var prerender = [];
var routeDiscovery = {
	"mode": "lazy",
	"manifestPath": "/__manifest"
};
var publicPath = "/";
var entry = { module: entry_server_exports };
var routes = {
	"root": {
		id: "root",
		parentId: void 0,
		path: "",
		index: void 0,
		caseSensitive: void 0,
		module: root_exports
	},
	"routes/home": {
		id: "routes/home",
		parentId: "root",
		path: void 0,
		index: true,
		caseSensitive: void 0,
		module: home_exports
	},
	"routes/login": {
		id: "routes/login",
		parentId: "root",
		path: "login",
		index: void 0,
		caseSensitive: void 0,
		module: login_exports
	},
	"features/account/require-session": {
		id: "features/account/require-session",
		parentId: "root",
		path: void 0,
		index: void 0,
		caseSensitive: void 0,
		module: require_session_exports
	},
	"routes/profile": {
		id: "routes/profile",
		parentId: "features/account/require-session",
		path: "profile",
		index: void 0,
		caseSensitive: void 0,
		module: profile_exports
	},
	"routes/track-order": {
		id: "routes/track-order",
		parentId: "features/account/require-session",
		path: "track_order",
		index: void 0,
		caseSensitive: void 0,
		module: track_order_exports
	},
	"routes/wishlist": {
		id: "routes/wishlist",
		parentId: "features/account/require-session",
		path: "wishlist",
		index: void 0,
		caseSensitive: void 0,
		module: wishlist_exports
	},
	"routes/cart": {
		id: "routes/cart",
		parentId: "features/account/require-session",
		path: "cart",
		index: void 0,
		caseSensitive: void 0,
		module: cart_exports
	},
	"routes/checkout": {
		id: "routes/checkout",
		parentId: "features/account/require-session",
		path: "checkout",
		index: void 0,
		caseSensitive: void 0,
		module: checkout_exports
	},
	"routes/order-confirmation": {
		id: "routes/order-confirmation",
		parentId: "features/account/require-session",
		path: "orders/:slug/confirmation",
		index: void 0,
		caseSensitive: void 0,
		module: order_confirmation_exports
	},
	"routes/register": {
		id: "routes/register",
		parentId: "root",
		path: "register",
		index: void 0,
		caseSensitive: void 0,
		module: register_exports
	},
	"routes/forgot-password": {
		id: "routes/forgot-password",
		parentId: "root",
		path: "forgot-password",
		index: void 0,
		caseSensitive: void 0,
		module: forgot_password_exports
	},
	"routes/reset-password": {
		id: "routes/reset-password",
		parentId: "root",
		path: "reset-password",
		index: void 0,
		caseSensitive: void 0,
		module: reset_password_exports
	},
	"routes/verify-email": {
		id: "routes/verify-email",
		parentId: "root",
		path: "verify-email",
		index: void 0,
		caseSensitive: void 0,
		module: verify_email_exports
	},
	"routes/products": {
		id: "routes/products",
		parentId: "root",
		path: "products",
		index: void 0,
		caseSensitive: void 0,
		module: products_exports
	},
	"routes/single-product": {
		id: "routes/single-product",
		parentId: "root",
		path: "single_product",
		index: void 0,
		caseSensitive: void 0,
		module: single_product_exports
	},
	"routes/sellers": {
		id: "routes/sellers",
		parentId: "root",
		path: "sellers",
		index: void 0,
		caseSensitive: void 0,
		module: sellers_exports
	},
	"routes/seller-shop": {
		id: "routes/seller-shop",
		parentId: "root",
		path: "sellers/:shop",
		index: void 0,
		caseSensitive: void 0,
		module: seller_shop_exports$1
	},
	"routes/blogs": {
		id: "routes/blogs",
		parentId: "root",
		path: "blogs",
		index: void 0,
		caseSensitive: void 0,
		module: blogs_exports
	},
	"routes/blog-post": {
		id: "routes/blog-post",
		parentId: "root",
		path: "blogs/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: blog_post_exports
	},
	"routes/about": {
		id: "routes/about",
		parentId: "root",
		path: "about",
		index: void 0,
		caseSensitive: void 0,
		module: about_exports
	},
	"routes/contact": {
		id: "routes/contact",
		parentId: "root",
		path: "contact",
		index: void 0,
		caseSensitive: void 0,
		module: contact_exports
	},
	"routes/faq": {
		id: "routes/faq",
		parentId: "root",
		path: "faq",
		index: void 0,
		caseSensitive: void 0,
		module: faq_exports
	},
	"routes/privacy-policy": {
		id: "routes/privacy-policy",
		parentId: "root",
		path: "privacy_policy",
		index: void 0,
		caseSensitive: void 0,
		module: privacy_policy_exports
	},
	"routes/terms-condition": {
		id: "routes/terms-condition",
		parentId: "root",
		path: "terms_condition",
		index: void 0,
		caseSensitive: void 0,
		module: terms_condition_exports
	},
	"routes/seller-terms-condition": {
		id: "routes/seller-terms-condition",
		parentId: "root",
		path: "seller_terms_condition",
		index: void 0,
		caseSensitive: void 0,
		module: seller_terms_condition_exports
	},
	"routes/become-seller": {
		id: "routes/become-seller",
		parentId: "root",
		path: "become_seller",
		index: void 0,
		caseSensitive: void 0,
		module: become_seller_exports
	},
	"routes/seller.layout": {
		id: "routes/seller.layout",
		parentId: "root",
		path: "seller",
		index: void 0,
		caseSensitive: void 0,
		module: seller_layout_exports
	},
	"routes/seller.shop": {
		id: "routes/seller.shop",
		parentId: "routes/seller.layout",
		path: void 0,
		index: true,
		caseSensitive: void 0,
		module: seller_shop_exports
	},
	"routes/seller.products": {
		id: "routes/seller.products",
		parentId: "routes/seller.layout",
		path: "products",
		index: void 0,
		caseSensitive: void 0,
		module: seller_products_exports
	},
	"seller-product-new": {
		id: "seller-product-new",
		parentId: "routes/seller.layout",
		path: "products/new",
		index: void 0,
		caseSensitive: void 0,
		module: seller_product_edit_exports
	},
	"seller-product-edit": {
		id: "seller-product-edit",
		parentId: "routes/seller.layout",
		path: "products/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: seller_product_edit_exports
	},
	"routes/seller.orders": {
		id: "routes/seller.orders",
		parentId: "routes/seller.layout",
		path: "orders",
		index: void 0,
		caseSensitive: void 0,
		module: seller_orders_exports
	},
	"routes/seller.earnings": {
		id: "routes/seller.earnings",
		parentId: "routes/seller.layout",
		path: "earnings",
		index: void 0,
		caseSensitive: void 0,
		module: seller_earnings_exports
	},
	"routes/admin.layout": {
		id: "routes/admin.layout",
		parentId: "root",
		path: "admin",
		index: void 0,
		caseSensitive: void 0,
		module: admin_layout_exports
	},
	"routes/admin.overview": {
		id: "routes/admin.overview",
		parentId: "routes/admin.layout",
		path: void 0,
		index: true,
		caseSensitive: void 0,
		module: admin_overview_exports
	},
	"routes/admin.applications": {
		id: "routes/admin.applications",
		parentId: "routes/admin.layout",
		path: "applications",
		index: void 0,
		caseSensitive: void 0,
		module: admin_applications_exports
	},
	"routes/admin.products": {
		id: "routes/admin.products",
		parentId: "routes/admin.layout",
		path: "products",
		index: void 0,
		caseSensitive: void 0,
		module: admin_products_exports
	},
	"routes/admin.orders": {
		id: "routes/admin.orders",
		parentId: "routes/admin.layout",
		path: "orders",
		index: void 0,
		caseSensitive: void 0,
		module: admin_orders_exports
	},
	"routes/admin.users": {
		id: "routes/admin.users",
		parentId: "routes/admin.layout",
		path: "users",
		index: void 0,
		caseSensitive: void 0,
		module: admin_users_exports
	},
	"routes/admin.settings": {
		id: "routes/admin.settings",
		parentId: "routes/admin.layout",
		path: "settings",
		index: void 0,
		caseSensitive: void 0,
		module: admin_settings_exports
	},
	"routes/admin.subscribers": {
		id: "routes/admin.subscribers",
		parentId: "routes/admin.layout",
		path: "subscribers",
		index: void 0,
		caseSensitive: void 0,
		module: admin_subscribers_exports
	},
	"routes/admin.categories": {
		id: "routes/admin.categories",
		parentId: "routes/admin.layout",
		path: "categories",
		index: void 0,
		caseSensitive: void 0,
		module: admin_categories_exports
	},
	"routes/admin.sub-categories": {
		id: "routes/admin.sub-categories",
		parentId: "routes/admin.layout",
		path: "sub-categories",
		index: void 0,
		caseSensitive: void 0,
		module: admin_sub_categories_exports
	},
	"routes/admin.brands": {
		id: "routes/admin.brands",
		parentId: "routes/admin.layout",
		path: "brands",
		index: void 0,
		caseSensitive: void 0,
		module: admin_brands_exports
	},
	"routes/admin.coupons": {
		id: "routes/admin.coupons",
		parentId: "routes/admin.layout",
		path: "coupons",
		index: void 0,
		caseSensitive: void 0,
		module: admin_coupons_exports
	},
	"routes/admin.product-edit": {
		id: "routes/admin.product-edit",
		parentId: "routes/admin.layout",
		path: "products/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: admin_product_edit_exports
	},
	"routes/admin.home-content": {
		id: "routes/admin.home-content",
		parentId: "routes/admin.layout",
		path: "home-content",
		index: void 0,
		caseSensitive: void 0,
		module: admin_home_content_exports
	},
	"routes/admin.home-content.sliders": {
		id: "routes/admin.home-content.sliders",
		parentId: "routes/admin.home-content",
		path: void 0,
		index: true,
		caseSensitive: void 0,
		module: admin_home_content_sliders_exports
	},
	"routes/admin.home-content.ads": {
		id: "routes/admin.home-content.ads",
		parentId: "routes/admin.home-content",
		path: "ads",
		index: void 0,
		caseSensitive: void 0,
		module: admin_home_content_ads_exports
	},
	"routes/admin.home-content.categories": {
		id: "routes/admin.home-content.categories",
		parentId: "routes/admin.home-content",
		path: "categories",
		index: void 0,
		caseSensitive: void 0,
		module: admin_home_content_categories_exports
	},
	"routes/admin.home-content.mega-menu": {
		id: "routes/admin.home-content.mega-menu",
		parentId: "routes/admin.home-content",
		path: "mega-menu",
		index: void 0,
		caseSensitive: void 0,
		module: admin_home_content_mega_menu_exports
	},
	"routes/admin.home-content.flash-sale": {
		id: "routes/admin.home-content.flash-sale",
		parentId: "routes/admin.home-content",
		path: "flash-sale",
		index: void 0,
		caseSensitive: void 0,
		module: admin_home_content_flash_sale_exports
	},
	"routes/admin.blogs": {
		id: "routes/admin.blogs",
		parentId: "routes/admin.layout",
		path: "blogs",
		index: void 0,
		caseSensitive: void 0,
		module: admin_blogs_exports
	},
	"routes/admin.blog-categories": {
		id: "routes/admin.blog-categories",
		parentId: "routes/admin.layout",
		path: "blog-categories",
		index: void 0,
		caseSensitive: void 0,
		module: admin_blog_categories_exports
	},
	"routes/admin.reports": {
		id: "routes/admin.reports",
		parentId: "routes/admin.layout",
		path: "reports",
		index: void 0,
		caseSensitive: void 0,
		module: admin_reports_exports
	},
	"routes/admin.contact-messages": {
		id: "routes/admin.contact-messages",
		parentId: "routes/admin.layout",
		path: "contact-messages",
		index: void 0,
		caseSensitive: void 0,
		module: admin_contact_messages_exports
	},
	"routes/admin.order-detail": {
		id: "routes/admin.order-detail",
		parentId: "routes/admin.layout",
		path: "orders/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: admin_order_detail_exports
	},
	"routes/logout": {
		id: "routes/logout",
		parentId: "root",
		path: "logout",
		index: void 0,
		caseSensitive: void 0,
		module: logout_exports
	},
	"routes/newsletter": {
		id: "routes/newsletter",
		parentId: "root",
		path: "newsletter",
		index: void 0,
		caseSensitive: void 0,
		module: newsletter_exports
	},
	"routes/sitemap": {
		id: "routes/sitemap",
		parentId: "root",
		path: "sitemap.xml",
		index: void 0,
		caseSensitive: void 0,
		module: sitemap_exports
	},
	"routes/robots": {
		id: "routes/robots",
		parentId: "root",
		path: "robots.txt",
		index: void 0,
		caseSensitive: void 0,
		module: robots_exports
	},
	"routes/not-found": {
		id: "routes/not-found",
		parentId: "root",
		path: "*",
		index: void 0,
		caseSensitive: void 0,
		module: not_found_exports
	}
};
var allowedActionOrigins = false;
export { allowedActionOrigins, server_manifest_default as assets, assetsBuildDirectory, basename, entry, future, isSpaMode, prerender, publicPath, routeDiscovery, routes, ssr };
