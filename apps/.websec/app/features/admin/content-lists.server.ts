import type { ApiFetch } from '../../lib/api.server';
import { bodyOrThrow } from './admin.server';
import type { Page } from './admin-types';

const PAGE_SIZE = 100;
/** Enough for any taxonomy a form offers in a select; beyond it a search belongs on the page instead. */
const MAX_PAGES = 10;

/** Every item of an admin list (the API pages at 100), for selects and checkbox lists. */
export async function wholeList<T>(api: ApiFetch, path: string, what: string): Promise<T[]> {
  const items: T[] = [];
  const joiner = path.includes('?') ? '&' : '?';
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const body = bodyOrThrow(await api<Page<T>>(`${path}${joiner}limit=${PAGE_SIZE}&page=${page}`), what);
    items.push(...body.items);
    if (body.items.length < PAGE_SIZE || items.length >= body.count) break;
  }
  return items;
}
