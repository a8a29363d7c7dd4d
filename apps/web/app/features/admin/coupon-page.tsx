import { formatDollars } from '@shop/shared/money';
import { Form, Link, useNavigation } from 'react-router';
import { FormNote, useCheckedForm } from '../../components/ui/checked-form';
import { StatusBadge } from '../../components/ui/dashboard-frame';
import { buttonClass, InputField, SelectField, secondaryButtonClass } from '../../components/ui/form-field';
import type { FormOutcome } from './admin-list-action.server';
import { AdminListPage, STATUS_FILTER } from './admin-list-page';
import type { CouponData } from './coupon-action.server';
import { couponBodyFrom } from './coupon-form';
import { type AdminCoupon, COUPON_LIMIT, instantToDay as day } from './coupon-types';
import { DeleteButton } from './delete-button';

function withQuery(params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value)).toString();
  return query ? `/admin/coupons?${query}` : '/admin/coupons';
}

export function discountText(coupon: Pick<AdminCoupon, 'discount'>): string {
  return coupon.discount.role === 'percent'
    ? `${coupon.discount.value}% off`
    : `${formatDollars(coupon.discount.value)} off`;
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

function CouponRow({ coupon, editHref }: { coupon: AdminCoupon; editHref: string }) {
  const active = coupon.status === 'active';
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 text-sm" data-testid="admin-coupon">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          <span className="font-mono">{coupon.code}</span> · {coupon.name}
        </p>
        <p className="text-xs text-muted">
          {discountText(coupon)} · min. spend {formatDollars(coupon.minimum_purchase)} · used{' '}
          {coupon.apply_qty}/{coupon.items_number}
          {coupon.per_user_limit === null
            ? ' · no limit per shopper'
            : ` · ${coupon.per_user_limit} per shopper`}{' '}
          · {day(coupon.starts_at)} to {day(coupon.expired_date)}
          {coupon.seller_slug ? ` · shop ${coupon.seller_slug}` : ''}
        </p>
      </div>
      <StatusBadge status={coupon.status} />
      <Link to={editHref} className={secondaryButtonClass} aria-label={`Edit coupon ${coupon.code}`}>
        Edit
      </Link>
      <Form method="post">
        <input type="hidden" name="code" value={coupon.code} />
        <button
          type="submit"
          name="intent"
          value={active ? 'deactivate' : 'activate'}
          className={secondaryButtonClass}
          aria-label={`${active ? 'Deactivate' : 'Activate'} coupon ${coupon.code}`}
        >
          {active ? 'Deactivate' : 'Activate'}
        </button>
      </Form>
      {/* A redeemed coupon stays for the record (the API refuses its delete): deactivate it instead. */}
      {coupon.apply_qty === 0 ? (
        <DeleteButton fields={{ code: coupon.code }} label={`Delete coupon ${coupon.code}`} />
      ) : null}
    </li>
  );
}

/** `/admin/coupons`: list, filters, create and edit. */
export function CouponPage({ data, outcome }: { data: CouponData; outcome: FormOutcome | undefined }) {
  const { coupons, editing, values } = data;
  return (
    <AdminListPage
      id="admin-coupons"
      title="Coupons"
      path="/admin/coupons"
      count={coupons.count}
      page={coupons.page}
      limit={COUPON_LIMIT}
      searchLabel="Search coupons"
      searchPlaceholder="Code or name"
      filters={[STATUS_FILTER]}
      values={values}
      outcome={outcome}
      emptyTitle="No coupons match"
      isEmpty={coupons.items.length === 0}
      before={<CouponForm coupon={editing} outcome={outcome} cancelHref={withQuery(values)} />}
    >
      <ul className="divide-y divide-line rounded-card border border-line bg-white">
        {coupons.items.map((coupon) => (
          <CouponRow
            key={coupon.code}
            coupon={coupon}
            editHref={withQuery({ ...values, page: String(coupons.page), edit: coupon.code })}
          />
        ))}
      </ul>
    </AdminListPage>
  );
}
