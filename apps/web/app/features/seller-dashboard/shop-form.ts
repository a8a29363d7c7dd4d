import { shopUpdateBody } from '@shop/shared/dashboard-forms.contract';
import { formText } from '../../lib/api-field-errors';
import { fieldIssues } from '../../lib/form-issues';

/** The shop profile form as the API's `PATCH /api/seller/shop` body (a blank field clears it). */
export function shopBodyFrom(form: FormData): Record<string, string | null> {
  const field = (name: string) => formText(form, name) || null;
  return {
    shop_logo: field('shop_logo'),
    shop_cover: field('shop_cover'),
    description: field('description'),
    shop_address: field('shop_address'),
    contact_email: field('contact_email'),
    contact_phone: field('contact_phone'),
  };
}

const shopFieldMessages: Record<string, string> = {
  shop_logo: 'Upload a logo or paste its web address.',
  shop_cover: 'Upload a cover or paste its web address.',
  description: 'Keep the description to 2000 characters.',
  shop_address: 'Keep the address to 300 characters.',
  contact_email: 'Enter an e-mail address like orders@example.com.',
  contact_phone: 'Use digits, spaces and + ( ) . / - only (3 to 32 characters).',
};

/**
 * The shop profile form's notes beside its fields, from the API's own request schema: the browser checks
 * them before saving and the action again before calling the API (decision 36).
 */
export function shopFormIssues(form: FormData): Record<string, string> {
  const parsed = shopUpdateBody.safeParse(shopBodyFrom(form));
  return parsed.success ? {} : fieldIssues(parsed.error, { messages: shopFieldMessages });
}
