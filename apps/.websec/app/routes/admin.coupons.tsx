import { couponAction, loadCoupons } from '../features/admin/coupon-action.server';
import { CouponPage } from '../features/admin/coupon-page';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/admin.coupons';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCoupons(apiFor(context, request), new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return couponAction(apiFor(context, request), await request.formData());
}

export default function AdminCouponsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CouponPage data={loaderData} outcome={actionData} />;
}
