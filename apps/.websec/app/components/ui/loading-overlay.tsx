/** A full-screen veil with a status text, shown while a request the user started is in progress. */
export function LoadingOverlay({ show, label }: { show: boolean; label: string }) {
  if (!show) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[70] flex items-center justify-center bg-white/60 backdrop-blur-[1px] print:hidden"
    >
      <div className="flex items-center gap-3 rounded-card bg-white px-6 py-4 text-base font-semibold shadow-pop">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-line border-t-accent-strong motion-reduce:animate-none"
        />
        {label}
      </div>
    </div>
  );
}
