// app/lib/sign-out.ts
/** Where sign-out forms post (spec §4 logout). */
var SIGN_OUT_ACTION = "/logout";
/** Spec §4: logging out clears local and session storage; the server clears the cookies. */
function clearBrowserStorage() {
	try {
		window.localStorage.clear();
		window.sessionStorage.clear();
	} catch {}
}
export { clearBrowserStorage as n, SIGN_OUT_ACTION as t };
