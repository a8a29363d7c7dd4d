/**
 * Toasts without react-hot-toast in the first-load JavaScript (a BENCHMARKS.md target): the library loads with the first
 * toast, and the shell's <AppToaster> mounts its toaster then (toasts raised before it mounts are kept by
 * the library's store and shown once it does).
 */
type ToastKind = 'success' | 'error';

const wantedListeners = new Set<() => void>();
let wanted = false;

function show(kind: ToastKind, message: string) {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  void import('react-hot-toast').then(({ default: hotToast }) => {
    hotToast[kind](message);
  });
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

/** Calls `listener` once a toast has been raised (at once if one already was); returns an unsubscribe. */
export function whenToastWanted(listener: () => void): () => void {
  if (wanted) {
    listener();
    return () => undefined;
  }
  wantedListeners.add(listener);
  return () => {
    wantedListeners.delete(listener);
  };
}
