/** What the /cart action answers a form (a fetcher shows it as a toast; a page post shows it on /cart). */
export interface CartActionData {
  ok: boolean;
  message: string;
  intent?: string;
  /** A quantity the server corrected, said at the line it belongs to. */
  lineNote?: { cartSlug: string; note: string };
}
