/** A small round counter on an icon; the count itself belongs in the icon's accessible name. */
export function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1.5 -right-2 flex min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[11px] leading-5 font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
