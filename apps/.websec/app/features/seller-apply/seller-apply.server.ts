import { type ApiFetch, errorMessage, isOk } from '../../lib/api.server';
import { fieldErrorsFrom, formText } from '../../lib/api-field-errors';
import type { ApplyResult, SellerApplication } from './seller-application';

/** The signed-in user's newest application, or null when they never applied (404) or the API failed. */
export async function loadOwnApplication(api: ApiFetch): Promise<SellerApplication | null> {
  const response = await api<SellerApplication>('/api/users/seller_apply');
  return isOk(response) ? response.body : null;
}

const FIELDS = ['shop_name', 'email', 'phone', 'shop_address', 'description', 'shop_logo', 'shop_cover'];

/** Posts the apply form; null on success, else what the form should show. */
export async function submitApplication(api: ApiFetch, form: FormData): Promise<ApplyResult | null> {
  const values = Object.fromEntries(FIELDS.map((name) => [name, formText(form, name)]));
  const accepted = form.get('acceptTerms') === 'on';
  if (!accepted) {
    return {
      ok: false,
      message: 'Please accept the seller terms and conditions.',
      fields: { acceptTerms: 'Please accept the seller terms and conditions.' },
      values,
    };
  }
  const response = await api<SellerApplication>('/api/users/seller_apply', {
    method: 'POST',
    body: {
      email: values.email,
      phone: values.phone,
      shop: {
        shop_name: values.shop_name,
        shop_address: values.shop_address,
        shop_logo: values.shop_logo || null,
        shop_cover: values.shop_cover || null,
      },
      description: values.description,
      acceptTerms: true,
    },
  });
  if (isOk(response)) return null;
  const message = errorMessage(response, 'The application could not be sent. Please try again.');
  const code = (response.body as { code?: string }).code;
  const fields = fieldErrorsFrom(message);
  if (code === 'shop_name_taken' || code === 'seller_application_exists') fields.shop_name = message;
  return { ok: false, message, code, fields, values };
}
