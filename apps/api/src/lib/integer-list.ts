/**
 * A list of integers a statement aggregated into one text (`string_agg(id::text, ',')`), as a typed array:
 * the in-memory indexes read a million ids or prices this way in one row, where a row per product made a
 * million objects, and splitting the text made a million strings.
 */
export function parseIntegers(text: string | null): Int32Array {
  if (!text) return new Int32Array(0);
  let commas = 0;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 44) commas += 1;
  const numbers = new Int32Array(commas + 1);
  let value = 0;
  let negative = false;
  let at = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 44) {
      numbers[at++] = negative ? -value : value;
      value = 0;
      negative = false;
    } else if (code === 45) negative = true;
    else value = value * 10 + (code - 48);
  }
  numbers[at] = negative ? -value : value;
  return numbers;
}
