import {
  brandCreateBody,
  brandUpdateBody,
  categoryCreateBody,
  categoryUpdateBody,
  subCategoryCreateBody,
  subCategoryUpdateBody,
} from '@shop/shared/dashboard-forms.contract';
import { formText, formUrls } from '../../lib/api-field-errors';
import { fieldIssues } from '../../lib/form-issues';
import type { CatalogueKind } from './catalogue-kinds';

/** The API's request schema of each list, for creating and for editing. */
const schemas = {
  categories: { create: categoryCreateBody, update: categoryUpdateBody },
  'sub-categories': { create: subCategoryCreateBody, update: subCategoryUpdateBody },
  brands: { create: brandCreateBody, update: brandUpdateBody },
} as const;

export type CatalogueParse =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; message: string; fields: Record<string, string> };

/**
 * The API body of a catalogue form (create or edit), checked with the API's own request schema, in the
 * browser before sending and again in the action: a blank name, a missing parent category, a name too long
 * or an image address the API refuses is named beside its field. A blank image clears the image when
 * editing and is left out when creating.
 */
export function catalogueBodyFrom(kind: CatalogueKind, form: FormData, editing: boolean): CatalogueParse {
  const fields: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  const name = formText(form, kind.nameField);
  if (!name) fields[kind.nameField] = 'Enter a name.';
  else body[kind.nameField] = name;

  const image = formUrls(form, kind.imageField)[0];
  if (image) body[kind.imageField] = image;
  else if (editing) body[kind.imageField] = null;

  const status = formText(form, kind.statusField);
  if (status === 'active' || status === 'inactive') body[kind.statusField] = status;

  if (kind.hasParent) {
    const parent = formText(form, 'cat_slug');
    if (parent) body.cat_slug = parent;
    else if (!editing) fields.cat_slug = 'Choose the category it belongs to.';
  }

  const schema = schemas[kind.collection][editing ? 'update' : 'create'];
  const checked = schema.safeParse(body);
  if (!checked.success) {
    for (const [field, text] of Object.entries(fieldIssues(checked.error))) fields[field] ??= text;
  }
  if (Object.keys(fields).length > 0) {
    return { ok: false, message: 'Please correct the marked fields.', fields };
  }
  return { ok: true, body };
}
