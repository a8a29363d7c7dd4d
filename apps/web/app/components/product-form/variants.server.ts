/**
 * The variants editor's loader and action, for the seller's and the admin's product pages: the
 * same calls under `/api/seller/products` or `/api/admin/products`.
 */
import { type ApiFetch, errorMessage, isOk } from '../../lib/api.server';
import {
  applyBulk,
  draftFromData,
  type EditorOption,
  generateRows,
  optionsFromForm,
  type PostedRow,
  postedRows,
  type VariantRow,
  type VariantsData,
  type VariantsDraft,
  variantLabel,
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

/**
 * Uploads each row's chosen image through `POST /api/uploads` (the product images' endpoint: same types,
 * size and pixel limits, same storage) and puts the stored image in place of the row's images. The first
 * refusal stops the uploads and is named by row ("Image for EU 40 / Black: …"); rows uploaded before it
 * keep their new image, so the seller does not send them again.
 */
export async function withUploadedImages(
  api: ApiFetch,
  posted: readonly PostedRow[],
  optionNames: readonly string[],
): Promise<{ rows: VariantRow[]; problem: string | null }> {
  const rows = posted.map((entry) => entry.row);
  for (const [index, { row, imageFile }] of posted.entries()) {
    if (!imageFile) continue;
    const body = new FormData();
    body.append('image', imageFile, imageFile instanceof File ? imageFile.name : 'image');
    const response = await api<{ url: string }>('/api/uploads', { method: 'POST', body });
    if (!isOk(response) || typeof response.body.url !== 'string') {
      const why = errorMessage(response, 'The image could not be uploaded.');
      return { rows, problem: `Image for ${variantLabel(row, optionNames)}: ${why}` };
    }
    rows[index] = { ...row, images: response.body.url };
  }
  return { rows, problem: null };
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
  const options = optionsFromForm(form);
  if (intent === 'variants-generate' || intent === 'variants-save') {
    // Images chosen in the grid are uploaded first, whichever button was pressed: a file is never lost.
    const uploaded = await withUploadedImages(
      api,
      postedRows(form),
      options.map((option) => option.name),
    );
    if (uploaded.problem !== null) {
      return {
        ...answer(false, uploaded.problem),
        draft: { options, rows: uploaded.rows },
      };
    }
    if (intent === 'variants-generate') return generated(options, uploaded.rows, form, slug);
    const draft = { options, rows: applyBulk(uploaded.rows, form) };
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

/** "Generate variants": one row per combination, keeping the rows already in the grid. */
function generated(
  options: EditorOption[],
  posted: VariantRow[],
  form: FormData,
  slug: string,
): VariantsActionData {
  const rows = generateRows(options, posted, String(form.get('sku-base') ?? slug));
  return {
    form: 'variants',
    ok: true,
    message: `${rows.length} variant${rows.length === 1 ? '' : 's'}: check SKUs, prices and stock, then save.`,
    draft: { options, rows },
    problems: [],
  };
}
