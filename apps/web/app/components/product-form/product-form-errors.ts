import { type ApiResponse, errorMessage } from '../../lib/api.server';
import { fieldErrorsFrom, plainFormMessage } from '../../lib/api-field-errors';

/** Refusals the API names by code, as a note beside the field they are about. */
const FIELD_OF_CODE: Record<string, { field: string; text: string }> = {
  invalid_offer_price: { field: 'offerPrice', text: 'The offer price must be below the price.' },
};

/**
 * What a refused product save shows: each complaint beside its field in plain words, and above the form a
 * message without internal field paths.
 */
export function productSaveFailure(response: ApiResponse): {
  message: string;
  fields: Record<string, string>;
} {
  const raw = errorMessage(response, 'The product could not be saved. Please try again.');
  const fields = fieldErrorsFrom(raw);
  const code = (response.body as { code?: string } | null)?.code ?? '';
  if (code === 'sku_taken') fields.sku = raw;
  const known = FIELD_OF_CODE[code];
  if (known) {
    fields[known.field] = known.text;
    return { message: 'Some fields need attention: see the notes beside them.', fields };
  }
  return { message: plainFormMessage(raw), fields };
}
