/** English plural categories; one instance, since every count on the site is written in en-US. */
const englishPlurals = new Intl.PluralRules('en-US');

/**
 * A count with its noun in the right form: `countOf(1, 'rating')` → "1 rating", `countOf(2, 'rating')` →
 * "2 ratings", `countOf(1200, 'item')` → "1,200 items". Give `plural` when adding "s" is wrong.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  const noun = englishPlurals.select(count) === 'one' ? singular : plural;
  return `${count.toLocaleString('en-US')} ${noun}`;
}
