/**
 * The variants editor's loader and action, for the seller's and the admin's product pages: the
 * same calls under `/api/seller/products` or `/api/admin/products`.
 */
import { type ApiFetch, errorMessage, isOk } from '../../lib/api.server';
import {
  applyBulk,
  draftFromData,
  generateRows,
  optionsFromForm,
  rowsFromForm,
  type VariantsData,
  type VariantsDraft,
  variantsBodyFrom,
} from './variants-form';

export type VariantsApiBase = '/api/seller/products' | '/api/admin/products';

/** What the variants forms answer; `draft` is the grid to show again (generated, or refused as typed). */
export interface VariantsActionData {
  form: 'variants';
  ok: boolean;
  message: string;
  draft: VariantsDraft | null;
  /** A refused import: every problem, by row. */
  problems: { row: number; message: string }[];
}

const answer = (ok: boolean, message: string): VariantsActionData => ({
  form: 'variants',
  ok,
  message,
  draft: null,
  problems: [],
});

export async function loadVariants(
  api: ApiFetch,
  base: VariantsApiBase,
  slug: string,
): Promise<VariantsDraft> {
  const response = await api<VariantsData>(`${base}/${encodeURIComponent(slug)}/variants`);
  return isOk(response) ? draftFromData(response.body) : { options: [], rows: [] };
}

export function isVariantsIntent(form: FormData): boolean {
  return String(form.get('intent') ?? '').startsWith('variants-');
}

export async function variantsAction(
  api: ApiFetch,
  base: VariantsApiBase,
  slug: string,
  form: FormData,
): Promise<VariantsActionData> {
  const intent = form.get('intent');
  if (intent === 'variants-generate') {
    const options = optionsFromForm(form);
    const rows = generateRows(options, rowsFromForm(form), String(form.get('sku-base') ?? slug));
    return {
      form: 'variants',
      ok: true,
      message: `${rows.length} variant${rows.length === 1 ? '' : 's'}: check SKUs, prices and stock, then save.`,
      draft: { options, rows },
      problems: [],
    };
  }
  if (intent === 'variants-save') {
    const draft = { options: optionsFromForm(form), rows: applyBulk(rowsFromForm(form), form) };
    const response = await api(`${base}/${encodeURIComponent(slug)}/variants`, {
      method: 'PUT',
      body: variantsBodyFrom(draft),
    });
    if (isOk(response)) return answer(true, 'Variants saved.');
    return {
      ...answer(false, ''),
      message: errorMessage(response, 'The variants could not be saved.'),
      draft,
    };
  }
  if (intent === 'variants-import') {
    const file = form.get('csv');
    const csv = file instanceof Blob ? await file.text() : '';
    if (csv.trim() === '') return answer(false, 'Choose a CSV file to import.');
    const response = await api<{ variants: number; problems?: { row: number; message: string }[] }>(
      `${base}/variants/import`,
      // Without a slug (the products list), the file names its products; with one, only that product.
      { method: 'POST', body: slug ? { csv, product: slug } : { csv } },
    );
    if (isOk(response)) {
      const count = response.body.variants;
      return answer(true, `Imported ${count} variant${count === 1 ? '' : 's'}.`);
    }
    const problems = Array.isArray(response.body.problems) ? response.body.problems : [];
    return {
      ...answer(false, ''),
      message:
        problems.length > 0
          ? `The file has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was imported.`
          : errorMessage(response, 'The file could not be imported.'),
      problems,
    };
  }
  return answer(false, 'Unknown variants action');
}
