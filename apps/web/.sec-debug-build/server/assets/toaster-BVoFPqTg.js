import { useEffect, useState } from "react";
import { jsx } from "react/jsx-runtime";
// app/lib/toast.ts
var wantedListeners = /* @__PURE__ */ new Set();
var wanted = false;
function show(kind, message) {
	if (!wanted) {
		wanted = true;
		for (const listener of wantedListeners) listener();
	}
	import("react-hot-toast").then(({ default: hotToast }) => {
		hotToast[kind](message);
	});
}
var toast = {
	success: (message) => show("success", message),
	error: (message) => show("error", message)
};
/** Calls `listener` once a toast has been raised (at once if one already was); returns an unsubscribe. */
function whenToastWanted(listener) {
	if (wanted) {
		listener();
		return () => void 0;
	}
	wantedListeners.add(listener);
	return () => {
		wantedListeners.delete(listener);
	};
}
// app/components/ui/toaster.tsx
var loadToaster = () => import("./toaster.loaded-z07n72zU.js").then((module) => module.default);
/** The shell's toaster (spec §8 rules in ./toaster.loaded); its code loads with the first toast. */
function AppToaster() {
	const [Loaded, setLoaded] = useState(null);
	useEffect(() => whenToastWanted(() => {
		loadToaster().then((component) => setLoaded(() => component));
	}), []);
	return Loaded ? /* @__PURE__ */ jsx(Loaded, {}) : null;
}
export { toast as n, AppToaster as t };
