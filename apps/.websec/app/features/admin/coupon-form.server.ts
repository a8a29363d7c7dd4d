import { formText } from '../../lib/api-field-errors';

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

/**
 * The API body of the coupon form. Numbers, dates and the discount are checked here so a mistyped form
 * names its field without a round trip; the API still has the last word (code taken, limits). The code and
 * the shop of a coupon are fixed once it exists, so an edit never sends them.
 */
export function couponBodyFrom(form: FormData, editing: boolean): CouponParse {
  const fields: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  const text = (name: string) => formText(form, name);

  if (!editing) {
    const code = text('code');
    if (!/^[A-Za-z0-9_-]{3,40}$/.test(code)) fields.code = 'Use 3 to 40 letters, digits, _ or -.';
    else body.code = code;
    const seller = text('seller_slug');
    if (seller) body.seller_slug = seller;
  }

  const name = text('name');
  if (!name) fields.name = 'Enter a name.';
  else body.name = name;

  const role = text('discount_role') === 'percent' ? 'percent' : 'amount';
  const value = Number(text('discount_value'));
  if (!text('discount_value') || !Number.isFinite(value) || value <= 0) {
    fields.discount_value = 'Enter a discount above 0.';
  } else if (role === 'percent' && (value > 100 || !Number.isInteger(value))) {
    fields.discount_value = 'A percentage is a whole number from 1 to 100.';
  } else {
    body.discount = { role, value };
  }

  const minimum = text('minimum_purchase') || '0';
  if (!/^\d+(\.\d{1,2})?$/.test(minimum)) fields.minimum_purchase = 'Enter an amount in dollars, e.g. 25.00.';
  else body.minimum_purchase = Number(minimum);

  const startsDay = text('starts_at');
  const startsAt = startsDay ? dayToInstant(startsDay, 'start') : null;
  if (startsDay && !startsAt) fields.starts_at = 'Enter a date.';
  else if (startsAt) body.starts_at = startsAt;

  const expiresAt = dayToInstant(text('expired_date'), 'end');
  if (!expiresAt) fields.expired_date = 'Enter the last day it may be used.';
  else if (startsAt && expiresAt < startsAt) fields.expired_date = 'The last day comes after the first.';
  else body.expired_date = expiresAt;

  const uses = Number(text('items_number'));
  if (!Number.isInteger(uses) || uses < 1) fields.items_number = 'Enter how many uses in all (1 or more).';
  else body.items_number = uses;

  const perUser = text('per_user_limit');
  if (!perUser) body.per_user_limit = null;
  else if (!Number.isInteger(Number(perUser)) || Number(perUser) < 1 || Number(perUser) > 1000) {
    fields.per_user_limit = 'Enter 1 to 1000, or leave blank for no limit.';
  } else body.per_user_limit = Number(perUser);

  const status = text('status');
  if (status === 'active' || status === 'inactive') body.status = status;

  if (Object.keys(fields).length > 0)
    return { ok: false, message: 'Please correct the marked fields.', fields };
  return { ok: true, body };
}
