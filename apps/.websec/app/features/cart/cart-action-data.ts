/** What the /cart action answers a form (a fetcher shows it as a toast; a page post shows it on /cart). */
export interface CartActionData {
  ok: boolean;
  message: string;
  intent?: string;
}
