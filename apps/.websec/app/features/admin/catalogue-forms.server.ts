import { formText, formUrls } from '../../lib/api-field-errors';
import type { CatalogueKind } from './catalogue-kinds';

export type CatalogueParse =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; message: string; fields: Record<string, string> };

/**
 * The API body of a catalogue form (create or edit). A blank name or a missing parent category is refused
 * here, with the field named, so the API is only asked with a complete form; a blank image clears the
 * image when editing and is left out when creating.
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

  if (Object.keys(fields).length > 0) {
    return { ok: false, message: 'Please correct the marked fields.', fields };
  }
  return { ok: true, body };
}
