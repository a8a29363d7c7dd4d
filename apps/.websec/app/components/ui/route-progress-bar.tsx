/** A thin indeterminate bar at the top of the window while a route is loading. */
export function RouteProgressBar({ active, label }: { active: boolean; label: string }) {
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-accent/40 print:hidden"
    >
      <div className="h-full w-full origin-left animate-route-progress bg-accent-strong motion-reduce:animate-none" />
    </div>
  );
}
