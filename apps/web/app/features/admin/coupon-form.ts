import { couponCreateBody, couponUpdateBody } from '@shop/shared/admin-coupons.contract';
import { formText } from '../../lib/api-field-errors';
import { formIssues, formNumber, withoutBlanks } from '../../lib/form-issues';

export type CouponParse =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; message: string; fields: Record<string, string> };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date field (`YYYY-MM-DD`) as the API's ISO instant. A coupon starts at the first moment of its first day
 * and ends at the last moment of its last day (UTC), so "valid until the 31st" includes the 31st.
 */
export function dayToInstant(day: string, edge: 'start' | 'end'): string | null {
  if (!DAY.test(day)) return null;
  const instant = new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`);
  return Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 10) !== day
    ? null
    : instant.toISOString();
}

const fieldMessages = {
  code: 'Use 3 to 40 letters, digits, _ or -.',
  name: 'Enter a name.',
  discount_value: 'Enter a discount above 0.',
  minimum_purchase: 'Enter an amount in dollars, e.g. 25.00.',
  starts_at: 'Enter a date.',
  expired_date: 'Enter the last day it may be used.',
  items_number: 'Enter how many uses in all (1 or more).',
  per_user_limit: 'Enter 1 to 1000, or leave blank for no limit.',
  seller_slug: 'Enter a shop’s slug, or leave blank for the whole marketplace.',
};

/**
 * The API body of the coupon form, parsed with the API's own request schema so a mistyped form names its
 * field without a round trip; the API still has the last word (code taken, limits). The three rules between
 * fields that the API's coupon service applies (a whole percent up to 100, an amount off within the minimum
 * spend, the last day after the first) are checked here too, for the same reason. The code and the
 * shop of a coupon are fixed once it exists, so an edit never sends them.
 */
export function couponBodyFrom(form: FormData, editing: boolean): CouponParse {
  const text = (name: string) => formText(form, name);
  const role = text('discount_role') === 'percent' ? 'percent' : 'amount';
  const discountValue = formNumber(text('discount_value'));
  const startsDay = text('starts_at');
  const startsAt = startsDay ? (dayToInstant(startsDay, 'start') ?? startsDay) : undefined;
  const expiresDay = text('expired_date');
  const expiresAt = dayToInstant(expiresDay, 'end') ?? expiresDay;
  const perUser = text('per_user_limit');
  const status = text('status');
  const candidate = withoutBlanks({
    ...(editing ? {} : { code: text('code'), seller_slug: text('seller_slug') || undefined }),
    name: text('name'),
    discount: { role, value: discountValue },
    minimum_purchase: text('minimum_purchase') || '0',
    starts_at: startsAt,
    expired_date: expiresAt,
    items_number: formNumber(text('items_number')),
    per_user_limit: perUser ? Number(perUser) : null,
    status: status === 'active' || status === 'inactive' ? status : undefined,
  });

  const parsed = (editing ? couponUpdateBody : couponCreateBody).safeParse(candidate);
  const fields = parsed.success
    ? {}
    : formIssues(parsed.error, {
        messages: fieldMessages,
        formFieldOf: { discount: 'discount_value' },
        fallback: 'Please correct the marked fields.',
      });
  if (
    !fields.discount_value &&
    role === 'percent' &&
    discountValue !== undefined &&
    (discountValue > 100 || !Number.isInteger(discountValue))
  ) {
    fields.discount_value = 'A percentage is a whole number from 1 to 100.';
  }
  const minimum = Number(text('minimum_purchase') || '0');
  if (
    !fields.discount_value &&
    !fields.minimum_purchase &&
    role === 'amount' &&
    discountValue !== undefined &&
    Number.isFinite(minimum) &&
    Math.round(discountValue * 100) > Math.round(minimum * 100)
  ) {
    fields.discount_value = 'An amount off cannot be more than the minimum spend.';
  }
  if (!fields.expired_date && !fields.starts_at && startsAt && expiresAt < startsAt) {
    fields.expired_date = 'The last day comes after the first.';
  }

  if (!parsed.success || Object.keys(fields).length > 0)
    return { ok: false, message: 'Please correct the marked fields.', fields };
  return { ok: true, body: parsed.data };
}
