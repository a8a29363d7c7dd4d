import "./toaster-BVoFPqTg.js";
import { useEffect } from "react";
import { jsx } from "react/jsx-runtime";
import { Toaster, toast, useToasterStore } from "react-hot-toast";
// app/components/ui/toaster.loaded.tsx
/**
* Spec §8 toast rules: 4 s for blank and error, 2 s for success, unlimited for loading, at most 20 listed,
* max width 350 px. These are react-hot-toast's defaults; they are written out so a change is deliberate.
* Loaded by ./toaster with the first toast.
*/
function LoadedToaster() {
	const { toasts } = useToasterStore();
	useEffect(() => {
		toasts.filter((item) => item.visible).slice(20).forEach((item) => {
			toast.dismiss(item.id);
		});
	}, [toasts]);
	return /* @__PURE__ */ jsx(Toaster, {
		position: "top-center",
		toastOptions: {
			duration: 4e3,
			blank: { duration: 4e3 },
			error: { duration: 4e3 },
			success: { duration: 2e3 },
			loading: { duration: Number.POSITIVE_INFINITY },
			style: { maxWidth: "350px" }
		}
	});
}
export { LoadedToaster as default };
