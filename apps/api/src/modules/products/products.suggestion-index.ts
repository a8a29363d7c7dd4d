/**
 * The suggestions' own order, in memory: which products hold which words in their name, brand or
 * category (the full-text document's weights A and B, stemmed as full text stems them), and every visible
 * product's place in one popularity order. A keystroke then finds its six products by set operations on
 * a few thousand groups instead of gathering and ranking 200 matches in the database (decision 44).
 *
 * Products are held in groups of the same name, brand and category (a million products hold 30–70
 * thousand such groups; the words belong to the group), each group listing its products' places in the
 * popularity order. A match is a group holding a spelling of every word; matches are ordered by the
 * summed cost of the cheapest spellings (search.plan.ts: as typed 0, completed 1, a typo 2), then by
 * how many words only the brand or category holds (a name match first, as on a listing), then by
 * popularity. Description words are not held: a text found in no name falls back to the database.
 */

/** One group as the build reads it: its stemmed words, and its products (places and ids, pairwise). */
export interface SuggestionGroup {
  /** Of the name (weight A). */
  nameLexemes: readonly string[];
  /** Of the brand and category (weight B). */
  otherLexemes: readonly string[];
  ranks: Int32Array;
  ids: Int32Array;
}

/** A spelling of one word as the index matches it: the lexemes full text makes of it (all must be held). */
export interface IndexedSpelling {
  lexemes: readonly string[];
  cost: number;
}

export interface IndexMatch {
  /** Product ids, best first: at most the number asked for. */
  ids: number[];
  /** Matching products, at most `cap`. */
  count: number;
  /** Of them, those holding every word as typed (or a synonym), at most `cap`. */
  exactMatches: number;
}

const ABSENT = 255;
/** Orders by cost first: more than the words a text may have (a handful), times the outside-name count. */
const COST_WEIGHT = 64;

export class SuggestionIndex {
  private readonly groupsOf = new Map<string, Int32Array>();
  private readonly nameGroupsOf = new Map<string, Int32Array>();
  private readonly ranksOf: Int32Array[];
  private readonly idOfRank: Int32Array;

  constructor(groups: readonly SuggestionGroup[]) {
    const lists = new Map<string, number[]>();
    const nameLists = new Map<string, number[]>();
    const add = (to: Map<string, number[]>, lexeme: string, at: number) => {
      const list = to.get(lexeme);
      if (list) list.push(at);
      else to.set(lexeme, [at]);
    };
    let products = 0;
    groups.forEach((group, at) => {
      products += group.ranks.length;
      for (const lexeme of new Set([...group.nameLexemes, ...group.otherLexemes])) add(lists, lexeme, at);
      for (const lexeme of new Set(group.nameLexemes)) add(nameLists, lexeme, at);
    });
    for (const [lexeme, list] of lists) this.groupsOf.set(lexeme, Int32Array.from(list));
    for (const [lexeme, list] of nameLists) this.nameGroupsOf.set(lexeme, Int32Array.from(list));
    this.idOfRank = new Int32Array(products);
    for (const group of groups) {
      for (let at = 0; at < group.ranks.length; at += 1) this.idOfRank[group.ranks[at]!] = group.ids[at]!;
    }
    // Each group's places ascending (a typed array sorts numerically): its most popular first.
    this.ranksOf = groups.map((group) => group.ranks.slice().sort());
  }

  get products(): number {
    return this.idOfRank.length;
  }

  /** Bytes held by the typed arrays (the maps' keys aside), for the memory figures. */
  get bytes(): number {
    let bytes = this.idOfRank.byteLength;
    for (const list of this.groupsOf.values()) bytes += list.byteLength;
    for (const list of this.nameGroupsOf.values()) bytes += list.byteLength;
    for (const ranks of this.ranksOf) bytes += ranks.byteLength;
    return bytes;
  }

  /** Groups holding every lexeme of a spelling, in ascending order. */
  private groupsHolding(lexemes: readonly string[], of: Map<string, Int32Array>): Int32Array | number[] {
    if (lexemes.length === 0) return [];
    const lists = lexemes.map((lexeme) => of.get(lexeme));
    if (lists.some((list) => list === undefined)) return [];
    const sorted = (lists as Int32Array[]).sort((a, b) => a.length - b.length);
    const [first, ...others] = sorted;
    if (others.length === 0) return first!;
    return Array.from(first!).filter((group) => others.every((list) => hasSorted(list, group)));
  }

  /**
   * The first `want` products holding a spelling of every word (one array of spellings per word, cheapest
   * first), cheapest reading first, then the fewest words held outside the name, then most popular; with the number of matches and of exact ones, both
   * counted up to `cap`.
   */
  match(words: readonly (readonly IndexedSpelling[])[], want: number, cap: number): IndexMatch {
    const groupCount = this.ranksOf.length;
    const costs: Uint8Array[] = [];
    const outsideName: Uint8Array[] = [];
    const touched: number[][] = [];
    for (const spellings of words) {
      const cost = new Uint8Array(groupCount).fill(ABSENT);
      // 1 until a spelling of the word's cheapest cost for the group is found in its name.
      const outside = new Uint8Array(groupCount);
      const holders: number[] = [];
      for (const spelling of [...spellings].sort((a, b) => a.cost - b.cost)) {
        for (const group of this.groupsHolding(spelling.lexemes, this.groupsOf)) {
          if (cost[group] !== ABSENT) continue;
          holders.push(group);
          cost[group] = spelling.cost;
          outside[group] = 1;
        }
        for (const group of this.groupsHolding(spelling.lexemes, this.nameGroupsOf)) {
          if (cost[group] === spelling.cost) outside[group] = 0;
        }
      }
      if (holders.length === 0) return { ids: [], count: 0, exactMatches: 0 };
      costs.push(cost);
      outsideName.push(outside);
      touched.push(holders);
    }
    // Every match holds a spelling of the word with the fewest holders: test only those.
    const driver = touched.reduce((a, b) => (b.length < a.length ? b : a));
    const byCost = new Map<number, number[]>();
    let count = 0;
    let exactMatches = 0;
    for (const group of driver) {
      let total = 0;
      let held = true;
      for (const cost of costs) {
        const spent = cost[group]!;
        if (spent === ABSENT) {
          held = false;
          break;
        }
        total += spent * COST_WEIGHT;
      }
      for (const outside of outsideName) total += outside[group]!;
      if (!held) continue;
      const size = this.ranksOf[group]!.length;
      count += size;
      if (costs.every((cost) => cost[group] === 0)) exactMatches += size;
      const level = byCost.get(total);
      if (level) level.push(group);
      else byCost.set(total, [group]);
    }
    const ids: number[] = [];
    for (const total of [...byCost.keys()].sort((a, b) => a - b)) {
      if (ids.length >= want) break;
      for (const rank of this.mostPopular(byCost.get(total)!, want - ids.length)) {
        ids.push(this.idOfRank[rank]!);
      }
    }
    return { ids, count: Math.min(count, cap), exactMatches: Math.min(exactMatches, cap) };
  }

  /** The `want` lowest places among the groups' products: a merge of their sorted lists by a heap. */
  private mostPopular(groups: readonly number[], want: number): number[] {
    const lists = groups.map((group) => this.ranksOf[group]!);
    const heap = new MinHeap(lists.length);
    lists.forEach((list, at) => {
      if (list.length > 0) heap.push(list[0]!, at, 0);
    });
    const ranks: number[] = [];
    while (ranks.length < want && heap.size > 0) {
      const { key, list, at } = heap.pop();
      ranks.push(key);
      const next = lists[list]!;
      if (at + 1 < next.length) heap.push(next[at + 1]!, list, at + 1);
    }
    return ranks;
  }
}

function hasSorted(list: Int32Array, value: number): boolean {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return list[low] === value;
}

/** A binary min-heap of (key, list, position) entries in three parallel typed arrays. */
class MinHeap {
  private readonly keys: Int32Array;
  private readonly lists: Int32Array;
  private readonly ats: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.keys = new Int32Array(capacity);
    this.lists = new Int32Array(capacity);
    this.ats = new Int32Array(capacity);
  }

  push(key: number, list: number, at: number): void {
    let index = this.size++;
    while (index > 0) {
      const parent = (index - 1) >>> 1;
      if (this.keys[parent]! <= key) break;
      this.move(parent, index);
      index = parent;
    }
    this.keys[index] = key;
    this.lists[index] = list;
    this.ats[index] = at;
  }

  pop(): { key: number; list: number; at: number } {
    const top = { key: this.keys[0]!, list: this.lists[0]!, at: this.ats[0]! };
    this.size -= 1;
    const last = this.size;
    const key = this.keys[last]!;
    const list = this.lists[last]!;
    const at = this.ats[last]!;
    let index = 0;
    for (;;) {
      let child = 2 * index + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.keys[child + 1]! < this.keys[child]!) child += 1;
      if (this.keys[child]! >= key) break;
      this.move(child, index);
      index = child;
    }
    this.keys[index] = key;
    this.lists[index] = list;
    this.ats[index] = at;
    return top;
  }

  private move(from: number, to: number): void {
    this.keys[to] = this.keys[from]!;
    this.lists[to] = this.lists[from]!;
    this.ats[to] = this.ats[from]!;
  }
}
