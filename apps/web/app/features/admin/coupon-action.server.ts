import { type ApiFetch, isOk } from '../../lib/api.server';
import { formText } from '../../lib/api-field-errors';
import { adminListQuery, bodyOrThrow } from './admin.server';
import {
  type FormOutcome,
  outcome,
  send,
  sendDelete,
  submitted,
  withValues,
} from './admin-list-action.server';
import { listParams } from './admin-list-query';
import type { Page } from './admin-types';
import { couponBodyFrom } from './coupon-form';
import { type AdminCoupon, COUPON_LIMIT } from './coupon-types';

export interface CouponData {
  coupons: Page<AdminCoupon>;
  /** The coupon being edited (`?edit=<code>`), when it exists. */
  editing: AdminCoupon | null;
  values: Record<string, string>;
}

export async function loadCoupons(api: ApiFetch, url: URL): Promise<CouponData> {
  const editCode = url.searchParams.get('edit')?.trim();
  const [list, edited] = await Promise.all([
    api<Page<AdminCoupon>>(
      `/api/admin/coupons${adminListQuery(url, ['search', 'status', 'page'], COUPON_LIMIT)}`,
    ),
    editCode ? api<AdminCoupon>(`/api/admin/coupons/${encodeURIComponent(editCode)}`) : null,
  ]);
  return {
    coupons: bodyOrThrow(list, 'The coupons'),
    editing: edited && isOk(edited) ? edited.body : null,
    values: listParams(url, ['search', 'status']),
  };
}

/** The `create`, `update`, `activate`, `deactivate`, `delete` and `restore` intents of the coupon page. */
export async function couponAction(api: ApiFetch, form: FormData): Promise<FormOutcome> {
  const intent = formText(form, 'intent');
  const code = formText(form, 'code');
  const item = `/api/admin/coupons/${encodeURIComponent(code)}`;
  if (intent === 'create' || intent === 'update') {
    const editing = intent === 'update';
    const which = editing ? code : 'create';
    const parsed = couponBodyFrom(form, editing);
    if (!parsed.ok) return outcome(false, parsed.message, which, parsed.fields, submitted(form));
    const result = editing
      ? await send(api, item, 'PATCH', parsed.body, `Coupon ${code} saved.`, which)
      : await send(api, '/api/admin/coupons', 'POST', parsed.body, `Coupon ${code} created.`, which);
    return withValues(result, form);
  }
  if ((intent === 'activate' || intent === 'deactivate') && code) {
    const status = intent === 'activate' ? 'active' : 'inactive';
    return send(api, item, 'PATCH', { status }, `Coupon ${code} ${intent}d.`, code);
  }
  if (intent === 'delete' && code) {
    return sendDelete(api, item, `Coupon ${code} deleted.`, code, {
      fields: { intent: 'restore', code },
      label: `Undo deleting coupon ${code}`,
    });
  }
  if (intent === 'restore' && code) {
    return send(api, `${item}/restore`, 'POST', undefined, `Coupon ${code} is back.`, code);
  }
  return outcome(false, 'Unknown action.', '');
}
