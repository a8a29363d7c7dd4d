/**
 * The one way the site writes dates: Intl.DateTimeFormat in en-US, always UTC. Only the parts are taken from
 * Intl and joined here, because the joined output differs between ICU versions (e.g. the space before "AM"),
 * which would make the server's HTML and the browser's render disagree.
 */
const dateParts = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

function partsOf(iso: string | number | Date): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(dateParts.formatToParts(date).map((part) => [part.type, part.value]));
}

/** "Nov 19, 2026". */
export function formatDate(iso: string | number | Date): string {
  const parts = partsOf(iso);
  return parts ? `${parts.month} ${parts.day}, ${parts.year}` : '';
}

/** "Nov 19, 2026, 14:05 UTC". */
export function formatDateTime(iso: string | number | Date): string {
  const parts = partsOf(iso);
  return parts ? `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} UTC` : '';
}
