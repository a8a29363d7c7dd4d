/**
 * Which letters of a suggestion to highlight: at the start of each of its words, the longest stretch a
 * word of the query begins with ("wirel" marks "Wirel" of "Wireless"). A corrected word ("wirless") marks
 * nothing in the words it was corrected to, which is honest: those letters were not typed.
 */
export interface TextPiece {
  text: string;
  matched: boolean;
}

export function highlightPieces(label: string, query: string): TextPiece[] {
  const words = (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 0);
  if (words.length === 0) return [{ text: label, matched: false }];
  const pieces: TextPiece[] = [];
  const push = (text: string, matched: boolean) => {
    if (text.length === 0) return;
    const last = pieces.at(-1);
    if (last && last.matched === matched) last.text += text;
    else pieces.push({ text, matched });
  };
  for (const token of label.split(/([\p{L}\p{N}]+)/u)) {
    const lower = token.toLowerCase();
    const longest = words.reduce(
      (best, word) => (lower.startsWith(word) && word.length > best ? word.length : best),
      0,
    );
    push(token.slice(0, longest), true);
    push(token.slice(longest), false);
  }
  return pieces;
}
