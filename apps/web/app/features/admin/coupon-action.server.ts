import { pageSizeFrom, type TableSort, tableSortFrom } from '../../components/ui/table-state';
import { type ApiFetch, isOk } from '../../lib/api.server';
import { formText } from '../../lib/api-field-errors';
import { eachRow, ticked } from '../../lib/table-bulk.server';
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
import { type AdminCoupon, COUPON_SORT_KEYS } from './coupon-types';

export interface CouponData {
  coupons: Page<AdminCoupon>;
  /** The coupon being edited (`?edit=<code>`), when it exists. */
  editing: AdminCoupon | null;
  values: Record<string, string>;
  sort: TableSort | null;
  limit: number;
}

export async function loadCoupons(api: ApiFetch, url: URL): Promise<CouponData> {
  const editCode = url.searchParams.get('edit')?.trim();
  const limit = pageSizeFrom(url);
  const keys = ['search', 'status', 'sort', 'order', 'page'];
  const [list, edited] = await Promise.all([
    api<Page<AdminCoupon>>(`/api/admin/coupons${adminListQuery(url, keys, limit)}`),
    editCode ? api<AdminCoupon>(`/api/admin/coupons/${encodeURIComponent(editCode)}`) : null,
  ]);
  return {
    coupons: bodyOrThrow(list, 'The coupons'),
    editing: edited && isOk(edited) ? edited.body : null,
    values: listParams(url, ['search', 'status']),
    sort: tableSortFrom(url, COUPON_SORT_KEYS),
    limit,
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
  if (intent === 'bulk-activate' || intent === 'bulk-deactivate' || intent === 'bulk-delete') {
    return bulkCouponAction(api, intent, form);
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

/** A bulk action on the ticked coupons: each through its own call, in order (the API has no bulk call). */
async function bulkCouponAction(
  api: ApiFetch,
  intent: 'bulk-activate' | 'bulk-deactivate' | 'bulk-delete',
  form: FormData,
): Promise<FormOutcome> {
  const result = await eachRow(
    ticked(form),
    async (code) => {
      const item = `/api/admin/coupons/${encodeURIComponent(code)}`;
      const response =
        intent === 'bulk-delete'
          ? await api(item, { method: 'DELETE' })
          : await api(item, {
              method: 'PATCH',
              body: { status: intent === 'bulk-activate' ? 'active' : 'inactive' },
            });
      return isOk(response);
    },
    intent === 'bulk-delete'
      ? { noun: 'coupon', done: 'deleted', refused: 'could not be deleted: already used at checkout' }
      : { noun: 'coupon', done: intent === 'bulk-activate' ? 'activated' : 'deactivated' },
  );
  return outcome(result.ok, result.message, 'bulk');
}
