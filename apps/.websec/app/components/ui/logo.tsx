/** Wordmark with a shopping-bag mark, drawn inline so it needs no request. */
export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect x="3" y="9" width="26" height="20" rx="5" fill="#f5b301" />
        <path
          d="M10 12V9a6 6 0 0 1 12 0v3"
          fill="none"
          stroke="#1f1b16"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <circle cx="10" cy="13" r="1.8" fill="#1f1b16" />
        <circle cx="22" cy="13" r="1.8" fill="#1f1b16" />
        <path
          d="M11 20c1.5 2.5 8.5 2.5 10 0"
          fill="none"
          stroke="#1f1b16"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-2xl font-extrabold tracking-tight text-ink">{name}</span>
    </span>
  );
}
