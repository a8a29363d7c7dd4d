import { type ApiFetch, isOk } from './api.server';

/** The ticked rows a bulk form posted (the DataTable's checkboxes are named `slugs`). */
export function ticked(form: FormData): string[] {
  return form.getAll('slugs').filter((slug): slug is string => typeof slug === 'string' && slug !== '');
}

const plural = (count: number, noun: string, nouns = `${noun}s`) => `${count} ${count === 1 ? noun : nouns}`;

/**
 * One bulk call of an API that changes every row in one transaction or none (`{ updated }`), answered in
 * plain words: the count on success, otherwise what the rows' API refusal means for the person.
 */
export async function bulkCall(
  api: ApiFetch,
  path: string,
  body: { slugs: string[] } & Record<string, unknown>,
  words: { noun: string; done: string; refused?: Record<number, string> },
): Promise<{ ok: boolean; message: string }> {
  if (body.slugs.length === 0) return { ok: false, message: `Select at least one ${words.noun} first.` };
  const response = await api<{ updated?: number }>(path, { method: 'POST', body });
  if (isOk(response)) {
    const updated = response.body.updated ?? body.slugs.length;
    return { ok: true, message: `${plural(updated, words.noun)} ${words.done}.` };
  }
  const refused = words.refused?.[response.status];
  if (refused) return { ok: false, message: refused };
  if (response.status === 404) {
    return {
      ok: false,
      message: `Some of the selected ${words.noun}s no longer exist; nothing was changed.`,
    };
  }
  return { ok: false, message: `The selected ${words.noun}s could not be changed. Please try again.` };
}

/**
 * A bulk action for rows whose API has no bulk call (each row's change has its own side effects, such as a
 * seller application's approval creating a shop and sending a mail): one call per row, in order, and a
 * summary that says how many went through and which did not.
 */
export async function eachRow(
  slugs: string[],
  call: (slug: string) => Promise<boolean>,
  words: {
    noun: string;
    done: string;
    nouns?: string;
    /** What a refused row means, e.g. "could not be deleted: products still use them". */
    refused?: string;
  },
): Promise<{ ok: boolean; message: string }> {
  if (slugs.length === 0) return { ok: false, message: `Select at least one ${words.noun} first.` };
  const failed: string[] = [];
  for (const slug of slugs) if (!(await call(slug))) failed.push(slug);
  const done = slugs.length - failed.length;
  const counted = plural(done, words.noun, words.nouns);
  if (failed.length === 0) return { ok: true, message: `${counted} ${words.done}.` };
  return {
    ok: false,
    message: `${counted} ${words.done}; ${failed.length} ${words.refused ?? 'could not be changed'} (${failed.slice(0, 3).join(', ')}${failed.length > 3 ? ', …' : ''}).`,
  };
}
