import { ADMIN_EXPORTS } from '../features/admin/admin-exports';
import { apiFor } from '../lib/api.server';
import { csvResponse, exportRows, type TableExport } from '../lib/table-export.server';
import type { Route } from './+types/admin.export';

/**
 * CSV of an admin table's current rows (a resource route: no page, only the file). The API lists it reads
 * check the admin role, so a visitor without it gets their refusal.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const table = params.table as keyof typeof ADMIN_EXPORTS;
  if (!Object.hasOwn(ADMIN_EXPORTS, table)) throw new Response('No such table.', { status: 404 });
  const spec = ADMIN_EXPORTS[table] as TableExport<unknown>;
  const result = await exportRows(apiFor(context, request), spec, new URL(request.url));
  if (!result.ok) throw new Response('The rows could not be exported.', { status: result.status });
  return csvResponse(table, result.csv);
}
