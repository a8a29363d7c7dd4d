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
 *
 * Option values (Colour: Teal, Size: XL) differ between the products of one group, so they are held per
 * product instead: for each lexeme of a value, the sorted places of the products offering it. Keying the
 * groups by their option values too split the common names by colour sets (at a million products 7,334
 * groups became 13,901, and one keystroke's match cost 3–14 times as much: decision 49). A product whose
 * group lacks a word but whose option values hold it matches on its own, the word counted as held outside
 * the name (as a brand or category word is); a text without an option word never touches these lists.
 */
import { holdsSorted } from '../../lib/sorted-search.ts';

/** One group as the build reads it: its stemmed words, and its products (places and ids, pairwise). */
export interface SuggestionGroup {
  /** Of the name (weight A). */
  nameLexemes: readonly string[];
  /** Of the brand and category (weight B). */
  otherLexemes: readonly string[];
  ranks: Int32Array;
  ids: Int32Array;
}

/** The products offering an option value with this lexeme: their places in the popularity order. */
export interface OptionPosting {
  lexeme: string;
  ranks: Int32Array;
}

/** A spelling of one word as the index matches it: the lexemes full text makes of it (all must be held). */
export interface IndexedSpelling {
  lexemes: readonly string[];
  cost: number;
}

/** A spelling as a listing costs it: `cost` in a name, brand or category, `costElsewhere` only outside them. */
export interface ListedSpelling extends IndexedSpelling {
  costElsewhere: number;
}

/** A listing's best tier (`bestTier`). */
export interface TierMatch {
  /** Product ids of the tier, best first: at most the number asked for. */
  ids: number[];
  /** Products in the tier. */
  tierSize: number;
  /** Products holding every word in their name, brand or category, at most `cap`. */
  count: number;
  /** Of them, those holding every word as typed (or a synonym), at most `cap`. */
  exactMatches: number;
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
const NO_OPTIONS: readonly OptionHolders[] = [];

/** The places of the products whose option values hold one spelling of a word, at that spelling's cost. */
interface OptionHolders {
  cost: number;
  ranks: Int32Array | number[];
  /** The groups of those products (for a spelling of several lexemes, groups with a holder of each). */
  groups: Int32Array | number[];
}
/** Orders by cost first: more than the words a text may have (a handful), times the outside-name count. */
const COST_WEIGHT = 64;

export class SuggestionIndex {
  private readonly groupsOf = new Map<string, Int32Array>();
  private readonly nameGroupsOf = new Map<string, Int32Array>();
  private readonly ranksOf: Int32Array[];
  private readonly idOfRank: Int32Array;
  private readonly groupOfRank: Int32Array;
  private readonly optionRanksOf = new Map<string, Int32Array>();
  /** Per option lexeme, the groups with a product offering it (ascending). */
  private readonly optionGroupsOf = new Map<string, Int32Array>();

  constructor(groups: readonly SuggestionGroup[], options: readonly OptionPosting[] = []) {
    const lists = new Map<string, number[]>();
    const nameLists = new Map<string, number[]>();
    let products = 0;
    groups.forEach((group, at) => {
      products += group.ranks.length;
      for (const lexeme of new Set([...group.nameLexemes, ...group.otherLexemes])) pushTo(lists, lexeme, at);
      for (const lexeme of new Set(group.nameLexemes)) pushTo(nameLists, lexeme, at);
    });
    for (const [lexeme, list] of lists) this.groupsOf.set(lexeme, Int32Array.from(list));
    for (const [lexeme, list] of nameLists) this.nameGroupsOf.set(lexeme, Int32Array.from(list));
    this.idOfRank = new Int32Array(products);
    this.groupOfRank = new Int32Array(products);
    groups.forEach((group, index) => {
      for (let at = 0; at < group.ranks.length; at += 1) {
        this.idOfRank[group.ranks[at]!] = group.ids[at]!;
        this.groupOfRank[group.ranks[at]!] = index;
      }
    });
    // Each group's places ascending (a typed array sorts numerically): its most popular first.
    this.ranksOf = groups.map((group) => group.ranks.slice().sort());
    for (const { lexeme, ranks } of options) {
      // A product offering two values with one lexeme ("Light Blue", "Dark Blue") is listed once.
      const held = sortedDistinct(ranks.filter((rank) => rank >= 0 && rank < products));
      if (held.length === 0) continue;
      this.optionRanksOf.set(lexeme, held);
      this.optionGroupsOf.set(lexeme, sortedDistinct(held.map((rank) => this.groupOfRank[rank]!)));
    }
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
    for (const ranks of this.optionRanksOf.values()) bytes += ranks.byteLength;
    for (const groups of this.optionGroupsOf.values()) bytes += groups.byteLength;
    return bytes + this.groupOfRank.byteLength;
  }

  /**
   * What every lexeme of a spelling lists (groups, or places for option values), in ascending order.
   */
  private groupsHolding(lexemes: readonly string[], of: Map<string, Int32Array>): Int32Array | number[] {
    if (lexemes.length === 0) return [];
    const lists = lexemes.map((lexeme) => of.get(lexeme));
    if (lists.some((list) => list === undefined)) return [];
    const sorted = (lists as Int32Array[]).sort((a, b) => a.length - b.length);
    const [first, ...others] = sorted;
    if (others.length === 0) return first!;
    return Array.from(first!).filter((group) => others.every((list) => holdsSorted(list, group)));
  }

  /** Per spelling (cheapest first) whose lexemes some product's option values all hold: those products. */
  private optionHolders(spellings: readonly IndexedSpelling[]): readonly OptionHolders[] {
    if (this.optionRanksOf.size === 0) return NO_OPTIONS;
    const holders: OptionHolders[] = [];
    for (const spelling of spellings) {
      const ranks = this.groupsHolding(spelling.lexemes, this.optionRanksOf);
      if (ranks.length === 0) continue;
      holders.push({
        cost: spelling.cost,
        ranks,
        groups: this.groupsHolding(spelling.lexemes, this.optionGroupsOf),
      });
    }
    return holders;
  }

  /**
   * Per group, the cost of the cheapest spelling of one word it holds (`ABSENT` if none) and whether that
   * spelling is held only by its brand or category (1) rather than its name (0); the groups holding one.
   */
  private wordHolders(spellings: readonly IndexedSpelling[]) {
    const groupCount = this.ranksOf.length;
    const cost = new Uint8Array(groupCount).fill(ABSENT);
    // 1 until a spelling of the word's cheapest cost for the group is found in its name.
    const outside = new Uint8Array(groupCount);
    const holders: number[] = [];
    const cheapestFirst = [...spellings].sort((a, b) => a.cost - b.cost);
    for (const spelling of cheapestFirst) {
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
    return { cost, outside, holders, cheapestFirst };
  }

  /**
   * A listing's best matches for a broad text (decision 63): the products holding a spelling of every word
   * in their name, brand or category at the least total cost, when no product can cost less (the cheapest
   * spelling of each word the index holds, or one found only elsewhere, in a description or an option
   * value, at its `costElsewhere`, whichever is less: the listing's order is cost first, then whether every
   * word is in the name, brand or category). Their first `want`, names before brands and categories, then
   * most popular; null when another product might rank above them or no product holds every word.
   */
  bestTier(words: readonly (readonly ListedSpelling[])[], want: number, cap: number): TierMatch | null {
    const costs: Uint8Array[] = [];
    const outsideName: Uint8Array[] = [];
    let driver: number[] | undefined;
    let floor = 0;
    for (const spellings of words) {
      const { cost, outside, holders } = this.wordHolders(spellings);
      if (holders.length === 0) return null;
      let cheapest = ABSENT;
      for (const group of holders) if (cost[group]! < cheapest) cheapest = cost[group]!;
      for (const spelling of spellings) {
        if (spelling.lexemes.length > 0 && spelling.costElsewhere < cheapest)
          cheapest = spelling.costElsewhere;
      }
      floor += cheapest;
      costs.push(cost);
      outsideName.push(outside);
      if (!driver || holders.length < driver.length) driver = holders;
    }
    let least = Number.POSITIVE_INFINITY;
    let tier: number[] = [];
    let count = 0;
    let exactMatches = 0;
    for (const group of driver ?? []) {
      if (costs.some((cost) => cost[group] === ABSENT)) continue;
      let total = 0;
      for (const cost of costs) total += cost[group]!;
      const size = this.ranksOf[group]!.length;
      count += size;
      if (total === 0) exactMatches += size;
      if (total < least) {
        least = total;
        tier = [];
      }
      if (total === least) tier.push(group);
    }
    if (least !== floor) return null;
    // Within the tier, the fewest words held only by the brand or category first, as suggestions order.
    const byOutside = new Map<number, number[]>();
    let tierSize = 0;
    for (const group of tier) {
      tierSize += this.ranksOf[group]!.length;
      let outside = 0;
      for (const word of outsideName) outside += word[group]!;
      pushTo(byOutside, outside, group);
    }
    const ids: number[] = [];
    for (const outside of [...byOutside.keys()].sort((a, b) => a - b)) {
      if (ids.length >= want) break;
      for (const rank of this.mostPopular(byOutside.get(outside)!, [], want - ids.length)) {
        ids.push(this.idOfRank[rank]!);
      }
    }
    return { ids, tierSize, count: Math.min(count, cap), exactMatches: Math.min(exactMatches, cap) };
  }

  /**
   * The first `want` products holding a spelling of every word (one array of spellings per word, cheapest
   * first), cheapest reading first, then the fewest words held outside the name, then most popular; with
   * the number of matches and of exact ones, both counted up to `cap`.
   */
  match(words: readonly (readonly IndexedSpelling[])[], want: number, cap: number): IndexMatch {
    const costs: Uint8Array[] = [];
    const outsideName: Uint8Array[] = [];
    const touched: number[][] = [];
    const optionHolders: (readonly OptionHolders[])[] = [];
    for (const spellings of words) {
      const { cost, outside, holders, cheapestFirst } = this.wordHolders(spellings);
      const options = this.optionHolders(cheapestFirst);
      if (holders.length === 0 && options.length === 0) return { ids: [], count: 0, exactMatches: 0 };
      costs.push(cost);
      outsideName.push(outside);
      touched.push(holders);
      optionHolders.push(options);
    }
    const groupsByCost = new Map<number, number[]>();
    const productsByCost = new Map<number, number[]>();
    let count = 0;
    let exactMatches = 0;
    // Groups holding every word: every match of this kind holds a spelling of the word with the fewest
    // holding groups, so only those are tested.
    if (touched.every((holders) => holders.length > 0)) {
      const driver = touched.reduce((a, b) => (b.length < a.length ? b : a));
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
        pushTo(groupsByCost, total, group);
      }
    }
    // Products whose group lacks a word that their option values hold, most popular first (a merge of the
    // spellings' sorted lists), until they can change neither the first `want` nor the capped counts.
    if (optionHolders.some((options) => options.length > 0)) {
      const floor = lowestOptionTotal(costs, optionHolders);
      const exactPossible = costs.every(
        (cost, word) => cost.includes(0) || optionHolders[word]!.some((holders) => holders.cost === 0),
      );
      // Group matches that any product met from here on follows: those below the floor.
      let ahead = 0;
      for (const [total, groups] of groupsByCost) {
        if (total < floor) for (const group of groups) ahead += this.ranksOf[group]!.length;
      }
      const candidates = this.optionCandidates(costs, touched, optionHolders);
      for (const rank of ascendingUnion(candidates.map((group) => this.ranksOf[group]!))) {
        if (ahead >= want && count >= cap && (exactMatches >= cap || !exactPossible)) break;
        const found = this.productMatch(rank, costs, outsideName, optionHolders);
        if (found < 0) continue;
        const total = found >> 1;
        count += 1;
        if ((found & 1) === 1) exactMatches += 1;
        // Met most popular first, a product at the floor goes ahead of every product met after it.
        if (total === floor) ahead += 1;
        pushTo(productsByCost, total, rank);
      }
    }
    const ids: number[] = [];
    const totals = [...new Set([...groupsByCost.keys(), ...productsByCost.keys()])].sort((a, b) => a - b);
    for (const total of totals) {
      if (ids.length >= want) break;
      const single = productsByCost.get(total) ?? [];
      for (const rank of this.mostPopular(groupsByCost.get(total) ?? [], single, want - ids.length)) {
        ids.push(this.idOfRank[rank]!);
      }
    }
    return { ids, count: Math.min(count, cap), exactMatches: Math.min(exactMatches, cap) };
  }

  /**
   * The groups whose products may match through option values: per word, the group holds it or has a
   * product offering it, and not every word is the group's own (then the group's match counts them).
   * "blue jeans" looks only at the jeans groups with a blue pair, not at every blue product.
   */
  private optionCandidates(
    costs: readonly Uint8Array[],
    touched: readonly number[][],
    optionHolders: readonly (readonly OptionHolders[])[],
  ): number[] {
    const groupCount = this.ranksOf.length;
    const wordsHeld = new Uint8Array(groupCount);
    const lastWord = new Uint8Array(groupCount);
    const hold = (group: number, word: number) => {
      if (lastWord[group] === word + 1) return;
      lastWord[group] = word + 1;
      wordsHeld[group]! += 1;
    };
    touched.forEach((groups, word) => {
      for (const group of groups) hold(group, word);
      for (const holders of optionHolders[word]!) for (const group of holders.groups) hold(group, word);
    });
    const candidates: number[] = [];
    for (let group = 0; group < groupCount; group += 1) {
      if (wordsHeld[group] !== costs.length) continue;
      if (costs.every((cost) => cost[group] !== ABSENT)) continue;
      candidates.push(group);
    }
    return candidates;
  }

  /**
   * How a product matches when its group does not hold every word: per word, the cheaper of its group's
   * spelling and its option values' (an option value counts as held outside the name). As one number,
   * twice the total plus 1 when every word is held as typed; -1 when a word is held by neither, or when
   * the group holds every word (the group's match counts it).
   */
  private productMatch(
    rank: number,
    costs: readonly Uint8Array[],
    outsideName: readonly Uint8Array[],
    optionHolders: readonly (readonly OptionHolders[])[],
  ): number {
    const group = this.groupOfRank[rank]!;
    let total = 0;
    let exact = 1;
    let byGroupAlone = true;
    for (let word = 0; word < costs.length; word += 1) {
      const groupCost = costs[word]![group]!;
      let optionCost = ABSENT;
      for (const holders of optionHolders[word]!) {
        if (holders.cost < groupCost && holdsSorted(holders.ranks, rank)) {
          optionCost = holders.cost;
          break;
        }
      }
      if (groupCost === ABSENT) {
        byGroupAlone = false;
        if (optionCost === ABSENT) return -1;
      }
      const byOption = optionCost < groupCost;
      const spent = byOption ? optionCost : groupCost;
      total += spent * COST_WEIGHT + (byOption ? 1 : outsideName[word]![group]!);
      if (spent > 0) exact = 0;
    }
    return byGroupAlone ? -1 : 2 * total + exact;
  }

  /** The `want` lowest places among the groups' products and the single products' (ascending). */
  private mostPopular(groups: readonly number[], single: readonly number[], want: number): number[] {
    const ranks: number[] = [];
    if (want <= 0) return ranks;
    for (const rank of ascendingUnion([...groups.map((group) => this.ranksOf[group]!), single])) {
      ranks.push(rank);
      if (ranks.length >= want) break;
    }
    return ranks;
  }
}

/**
 * The least total a product matched through its option values can have: per word the cheaper of its
 * cheapest group spelling and its cheapest option spelling (which also counts as outside the name), and
 * one more when every word's least is a group's (at least one word is an option value's, which costs more).
 * Products at this total, met most popular first, cannot be passed by any met later.
 */
function lowestOptionTotal(
  costs: readonly Uint8Array[],
  optionHolders: readonly (readonly OptionHolders[])[],
): number {
  let total = 0;
  let allByGroups = true;
  costs.forEach((cost, word) => {
    let byGroup = ABSENT;
    for (const spent of cost) if (spent < byGroup) byGroup = spent;
    const options = optionHolders[word]!;
    const byOption = options.length > 0 ? Math.min(...options.map((holders) => holders.cost)) : ABSENT;
    const viaGroup = byGroup === ABSENT ? Number.POSITIVE_INFINITY : byGroup * COST_WEIGHT;
    const viaOption = byOption === ABSENT ? Number.POSITIVE_INFINITY : byOption * COST_WEIGHT + 1;
    if (viaOption <= viaGroup) allByGroups = false;
    total += Math.min(viaGroup, viaOption);
  });
  return allByGroups ? total + 1 : total;
}

/** Appends `item` to the list `map` holds under `key`, starting one if none. */
function pushTo<K>(map: Map<K, number[]>, key: K, item: number): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

/** The values ascending, each once. */
function sortedDistinct(values: Int32Array): Int32Array {
  const sorted = values.slice().sort();
  return sorted.filter((value, at) => at === 0 || sorted[at - 1] !== value);
}

/** The distinct values of sorted lists, ascending: a merge by a heap. */
function* ascendingUnion(lists: readonly ArrayLike<number>[]): Generator<number> {
  const heap = new MinHeap(lists.length);
  lists.forEach((list, at) => {
    if (list.length > 0) heap.push(list[0]!, at, 0);
  });
  let last = -1;
  while (heap.size > 0) {
    const { key, list, at } = heap.pop();
    if (key !== last) yield key;
    last = key;
    const next = lists[list]!;
    if (at + 1 < next.length) heap.push(next[at + 1]!, list, at + 1);
  }
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
