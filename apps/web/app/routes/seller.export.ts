import { SELLER_EXPORTS } from '../features/seller-dashboard/seller-exports';
import { apiFor } from '../lib/api.server';
import { csvResponse, exportRows, type TableExport } from '../lib/table-export.server';
import type { Route } from './+types/seller.export';

/**
 * CSV of a seller table's current rows (a resource route: no page, only the file). The seller API it reads
 * checks the role and keeps to the signed-in seller's own shop.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const table = params.table as keyof typeof SELLER_EXPORTS;
  if (!Object.hasOwn(SELLER_EXPORTS, table)) throw new Response('No such table.', { status: 404 });
  const spec = SELLER_EXPORTS[table] as TableExport<unknown>;
  const result = await exportRows(apiFor(context, request), spec, new URL(request.url));
  if (!result.ok) throw new Response('The rows could not be exported.', { status: result.status });
  return csvResponse(table, result.csv);
}
