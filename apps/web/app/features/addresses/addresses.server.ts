/**
 * The address book's calls (docs/api.md Addresses) as the profile and checkout pages use them: both pages
 * post the same intents (address-save, address-default, address-delete) to their own action.
 */
import type { AddressData } from '@shop/shared/address.contract';
import { messages } from '@shop/shared/messages';
import { type AddressErrors, addressValuesFrom, checkAddress } from '../../lib/address-validation';
import { type ApiFetch, type ApiResponse, errorMessage, isOk } from '../../lib/api.server';
import { fieldErrorsFrom } from '../../lib/api-field-errors';
import type { AddressSaveResult } from './address-book';

export const ADDRESS_INTENTS = ['address-save', 'address-default', 'address-delete'] as const;
export type AddressIntent = (typeof ADDRESS_INTENTS)[number];

export type AddressActionData =
  | ({ intent: 'address-save' } & AddressSaveResult)
  | { intent: 'address-default' | 'address-delete'; ok: boolean; message: string };

export interface AddressOutcome {
  status: number;
  data: AddressActionData;
}

export function isAddressIntent(intent: unknown): intent is AddressIntent {
  return (ADDRESS_INTENTS as readonly unknown[]).includes(intent);
}

/** The user's addresses, the default first; null when they could not be read. */
export async function loadAddresses(api: ApiFetch, userSlug: string): Promise<AddressData[] | null> {
  const response = await api<AddressData[]>(`/api/addresses/${encodeURIComponent(userSlug)}`);
  return isOk(response) && Array.isArray(response.body) ? response.body : null;
}

const failureText = (response: ApiResponse) => errorMessage(response, messages.genericFailure);
const statusOf = (response: ApiResponse, ok: number) =>
  isOk(response) ? ok : response.status >= 400 ? response.status : 502;

async function saveAddress(api: ApiFetch, userSlug: string, form: FormData): Promise<AddressOutcome> {
  const formSlug = String(form.get('slug') ?? '').trim();
  const values = addressValuesFrom(form);
  const checked = checkAddress(values);
  const refused = (status: number, message: string, fieldErrors?: AddressErrors): AddressOutcome => ({
    status,
    data: { intent: 'address-save', ok: false, message, formSlug, fieldErrors, values },
  });
  if (!checked.ok) return refused(400, 'Please check the highlighted fields.', checked.errors);
  // The form's raw values go to the API, which checks and normalises them again with the same contract.
  const { isDefault, ...fields } = values;
  const body = { ...fields, isDefault, user_slug: userSlug };
  const response = formSlug
    ? await api<AddressData>(`/api/addresses/${encodeURIComponent(formSlug)}`, { method: 'PUT', body })
    : await api<AddressData>('/api/addresses', { method: 'POST', body });
  if (!isOk(response)) {
    const message = failureText(response);
    const fieldErrors = response.status === 400 ? fieldErrorsFrom(message) : {};
    return Object.keys(fieldErrors).length > 0
      ? refused(400, 'Please check the highlighted fields.', fieldErrors)
      : refused(statusOf(response, 0), message);
  }
  return {
    status: formSlug ? 200 : 201,
    data: {
      intent: 'address-save',
      ok: true,
      message: formSlug ? 'Address updated' : 'Address saved',
      formSlug,
      savedSlug: response.body.slug,
    },
  };
}

async function deleteAddress(api: ApiFetch, slug: string): Promise<AddressOutcome> {
  const response = await api(`/api/addresses/${encodeURIComponent(slug)}`, { method: 'DELETE' });
  return {
    status: statusOf(response, 200),
    data: {
      intent: 'address-delete',
      ok: isOk(response),
      message: isOk(response) ? 'Address deleted' : failureText(response),
    },
  };
}

async function makeDefaultAddress(api: ApiFetch, slug: string): Promise<AddressOutcome> {
  const response = await api(`/api/addresses/${encodeURIComponent(slug)}/default`, { method: 'POST' });
  return {
    status: statusOf(response, 200),
    data: {
      intent: 'address-default',
      ok: isOk(response),
      message: isOk(response) ? 'Default address changed' : failureText(response),
    },
  };
}

/** Runs one of the address intents a page's action received. */
export function addressAction(
  api: ApiFetch,
  userSlug: string,
  intent: AddressIntent,
  form: FormData,
): Promise<AddressOutcome> {
  const slug = String(form.get('slug') ?? '').trim();
  switch (intent) {
    case 'address-save':
      return saveAddress(api, userSlug, form);
    case 'address-delete':
      return deleteAddress(api, slug);
    case 'address-default':
      return makeDefaultAddress(api, slug);
  }
}
