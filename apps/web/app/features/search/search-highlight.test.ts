import { describe, expect, it } from 'vitest';
import { highlightPieces } from './search-highlight';

describe('highlightPieces', () => {
  it('marks the typed start of each word of the suggestion', () => {
    expect(highlightPieces('Aria Wireless Headphones', 'wirel head')).toEqual([
      { text: 'Aria ', matched: false },
      { text: 'Wirel', matched: true },
      { text: 'ess ', matched: false },
      { text: 'Head', matched: true },
      { text: 'phones', matched: false },
    ]);
  });

  it('marks nothing for a corrected word or an empty query', () => {
    expect(highlightPieces('Wireless', 'wirless')).toEqual([{ text: 'Wireless', matched: false }]);
    expect(highlightPieces('Wireless', '  ')).toEqual([{ text: 'Wireless', matched: false }]);
  });

  it('marks the longest word that fits when two query words start alike', () => {
    expect(highlightPieces('Watches', 'wa watch')).toEqual([
      { text: 'Watch', matched: true },
      { text: 'es', matched: false },
    ]);
  });
});
