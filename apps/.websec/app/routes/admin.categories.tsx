import { catalogueAction, loadCatalogue } from '../features/admin/catalogue-action.server';
import { CATEGORY_KIND } from '../features/admin/catalogue-kinds';
import { CataloguePage } from '../features/admin/catalogue-page';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/admin.categories';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCatalogue(apiFor(context, request), CATEGORY_KIND, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return catalogueAction(apiFor(context, request), CATEGORY_KIND, await request.formData());
}

export default function AdminCategoriesPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CataloguePage kind={CATEGORY_KIND} data={loaderData} outcome={actionData} />;
}
