import type { Seller } from '@shop/shared/catalogue.contract';
import { type ApiFetch, isOk } from '../../lib/api.server';
import { SELLERS_PAGE_SIZE } from './seller-paging';

/** One page of approved shops (`GET /api/users/sellers`), optionally searched. */
export async function loadSellers(
  api: ApiFetch,
  query: { search: string; page: number },
): Promise<{ sellers: Seller[]; failed: boolean }> {
  const params = new URLSearchParams({ page: String(query.page), limit: String(SELLERS_PAGE_SIZE) });
  if (query.search) params.set('search', query.search);
  const response = await api<Seller[]>(`/api/users/sellers?${params}`);
  if (!isOk(response) || !Array.isArray(response.body)) return { sellers: [], failed: !isOk(response) };
  return { sellers: response.body, failed: false };
}
