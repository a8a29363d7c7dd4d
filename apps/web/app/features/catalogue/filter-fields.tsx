import type { FilterState } from './filter-state';

type Field =
  | 'search'
  | 'category'
  | 'sub_category'
  | 'brand'
  | 'highlight'
  | 'rating'
  | 'min'
  | 'max'
  | 'sort';

/**
 * Hidden inputs carrying the rest of the listing state through a GET form, so the price and sort forms
 * work without scripts. `omit` names the fields the form itself edits.
 */
export function FilterHiddenFields({ state, omit }: { state: FilterState; omit: Field[] }) {
  const values: [Field, string][] = [
    ['search', state.search],
    ['category', state.categories.map((slug) => `+${slug}`).join('')],
    ['sub_category', state.subCategory ?? ''],
    ['brand', state.brands.join('+')],
    ['highlight', state.highlight ?? ''],
    ['rating', state.rating === null ? '' : String(state.rating)],
    ['min', state.min === null ? '' : String(state.min)],
    ['max', state.max === null ? '' : String(state.max)],
    ['sort', state.sort ?? ''],
  ];
  return (
    <>
      {values
        .filter(([name, value]) => value !== '' && !omit.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
