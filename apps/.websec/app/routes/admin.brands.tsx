import { catalogueAction, loadCatalogue } from '../features/admin/catalogue-action.server';
import { BRAND_KIND } from '../features/admin/catalogue-kinds';
import { CataloguePage } from '../features/admin/catalogue-page';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/admin.brands';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCatalogue(apiFor(context, request), BRAND_KIND, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return catalogueAction(apiFor(context, request), BRAND_KIND, await request.formData());
}

export default function AdminBrandsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CataloguePage kind={BRAND_KIND} data={loaderData} outcome={actionData} />;
}
