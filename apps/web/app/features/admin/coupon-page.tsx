import { Form, Link, useNavigation } from 'react-router';
import { FormNote, useCheckedForm } from '../../components/ui/checked-form';
import { buttonClass, InputField, SelectField } from '../../components/ui/form-field';
import type { FormOutcome } from './admin-list-action.server';
import { AdminListPage, PAGE_SIZE_FILTER, STATUS_FILTER } from './admin-list-page';
import type { CouponData } from './coupon-action.server';
import { couponBodyFrom } from './coupon-form';
import { CouponTable } from './coupon-table';
import { type AdminCoupon, instantToDay as day } from './coupon-types';

function withQuery(params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value)).toString();
  return query ? `/admin/coupons?${query}` : '/admin/coupons';
}

function CouponForm({
  coupon,
  outcome,
  cancelHref,
}: {
  coupon: AdminCoupon | null;
  outcome: FormOutcome | undefined;
  cancelHref: string;
}) {
  const navigation = useNavigation();
  const formId = coupon ? coupon.code : 'create';
  const mine = outcome?.form === formId ? outcome : undefined;
  const refused = mine && !mine.ok ? mine.values : undefined;
  const {
    errors: fields,
    formProps,
    dialog,
  } = useCheckedForm({
    check: (data) => {
      const parsed = couponBodyFrom(data, coupon !== null);
      return parsed.ok ? {} : parsed.fields;
    },
    serverErrors: mine?.fields,
    refusedAt: refused ? mine?.at : undefined,
  });
  const value = (field: string, current: string | number | null | undefined) =>
    refused?.[field] ?? (current === null || current === undefined ? '' : String(current));
  const title = coupon ? `Edit coupon ${coupon.code}` : 'Add a coupon';
  return (
    <Form
      key={`${formId}-${mine?.at ?? 0}`}
      method="post"
      aria-label={title}
      {...formProps}
      className="mb-6 grid gap-4 rounded-card border border-line bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <h3 className="text-lg font-semibold sm:col-span-2">{title}</h3>
      <input type="hidden" name="intent" value={coupon ? 'update' : 'create'} />
      {coupon ? (
        <input type="hidden" name="code" value={coupon.code} />
      ) : (
        <InputField
          label="Code"
          name="code"
          required
          pattern="[A-Za-z0-9_\-]{3,40}"
          defaultValue={value('code', '')}
          error={fields.code}
          hint="What shoppers type at checkout: 3 to 40 letters, digits, _ or -."
        />
      )}
      <InputField
        label="Name"
        name="name"
        required
        maxLength={100}
        defaultValue={value('name', coupon?.name)}
        error={fields.name}
      />
      <SelectField
        label="Discount type"
        name="discount_role"
        defaultValue={value('discount_role', coupon?.discount.role ?? 'amount')}
        options={[
          { value: 'amount', label: 'Amount off (USD)' },
          { value: 'percent', label: 'Percent off' },
        ]}
      />
      <InputField
        label="Discount"
        name="discount_value"
        inputMode="decimal"
        required
        defaultValue={value('discount_value', coupon?.discount.value)}
        error={fields.discount_value ?? fields.discount ?? fields.value}
        hint="Dollars for an amount, a whole number (1–100) for a percentage."
      />
      <InputField
        label="Minimum spend (USD)"
        name="minimum_purchase"
        inputMode="decimal"
        defaultValue={value('minimum_purchase', coupon?.minimum_purchase ?? 0)}
        error={fields.minimum_purchase}
      />
      <InputField
        label="Uses in all"
        name="items_number"
        type="number"
        min={1}
        required
        defaultValue={value('items_number', coupon?.items_number)}
        error={fields.items_number}
        hint={coupon ? `Used ${coupon.apply_qty} times so far.` : undefined}
      />
      <InputField
        label="Uses per shopper"
        name="per_user_limit"
        type="number"
        min={1}
        max={1000}
        defaultValue={value('per_user_limit', coupon ? coupon.per_user_limit : 1)}
        error={fields.per_user_limit}
        hint="Leave blank for no limit."
      />
      <InputField
        label="First day"
        name="starts_at"
        type="date"
        defaultValue={value('starts_at', day(coupon?.starts_at))}
        error={fields.starts_at}
        hint={coupon ? undefined : 'Blank: from today.'}
      />
      <InputField
        label="Last day"
        name="expired_date"
        type="date"
        required
        defaultValue={value('expired_date', day(coupon?.expired_date))}
        error={fields.expired_date}
        hint="Valid through the end of this day (UTC)."
      />
      {coupon ? null : (
        <InputField
          label="Only for the shop"
          name="seller_slug"
          defaultValue={value('seller_slug', '')}
          error={fields.seller_slug}
          hint="A shop's slug to discount only its products; blank for the whole marketplace."
        />
      )}
      <SelectField
        label="Status"
        name="status"
        defaultValue={value('status', coupon?.status ?? 'active')}
        options={[
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
        ]}
      />
      <FormNote text={fields.form} />
      {dialog}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={navigation.state === 'submitting'}>
          {coupon ? 'Save changes' : 'Add coupon'}
        </button>
        {coupon ? (
          <Link to={cancelHref} className="text-sm text-accent-ink underline">
            Close without saving
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** `/admin/coupons`: list, filters, create and edit. */
export function CouponPage({ data, outcome }: { data: CouponData; outcome: FormOutcome | undefined }) {
  const { coupons, editing, values, sort, limit } = data;
  const keep = { sort: sort?.by ?? '', order: sort?.order ?? '' };
  const state = { ...values, ...keep, limit: String(limit) };
  return (
    <AdminListPage
      id="admin-coupons"
      title="Coupons"
      path="/admin/coupons"
      count={coupons.count}
      page={coupons.page}
      limit={limit}
      searchLabel="Search coupons"
      searchPlaceholder="Code or name"
      filters={[STATUS_FILTER, PAGE_SIZE_FILTER]}
      values={{ ...values, limit: String(limit) }}
      keep={keep}
      outcome={outcome}
      emptyTitle="No coupons match"
      isEmpty={false}
      before={<CouponForm coupon={editing} outcome={outcome} cancelHref={withQuery(state)} />}
    >
      <CouponTable
        coupons={coupons.items}
        sort={sort}
        editHref={(coupon: AdminCoupon) =>
          withQuery({ ...state, page: String(coupons.page), edit: coupon.code })
        }
      />
    </AdminListPage>
  );
}
