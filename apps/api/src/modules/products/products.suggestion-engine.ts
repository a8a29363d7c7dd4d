/**
 * Keeps one suggestion index per database (products.suggestion-index.ts) current with the catalogue, and
 * answers a keystroke's products from it (decision 44).
 *
 * The index follows the catalogue version (shared by the instances through Redis), as the search
 * vocabulary does, and is rebuilt after a minute (half an hour above 20,000 products) for writes that
 * bypass the API. A small catalogue's build takes milliseconds and is awaited, so its suggestions are
 * never behind; a large one's (seconds from a hundred thousand products, 20 s at a million) runs in the
 * background while the previous index keeps answering, one at a time, at most every 5 minutes or ten
 * build-times; the server builds the first one before it listens. A stale index can only lack a product
 * added since, or place it by its former popularity: every candidate is checked for visibility when its
 * card is read (`visibleProductCards`), and priced then.
 */
import type { Database } from '../../db/client.ts';
import { parseIntegers } from '../../lib/integer-list.ts';
import type { WordPlan } from '../search/search.service.ts';
import {
  type IndexMatch,
  type ListedSpelling,
  type OptionPosting,
  type SuggestionGroup,
  SuggestionIndex,
  type TierMatch,
} from './products.suggestion-index.ts';
import {
  lexemesOf,
  type OptionValueRow,
  optionValueHolders,
  type SuggestionGroupRow,
  suggestionGroups,
} from './products.suggestions.repository.ts';

/** Older than this, an index is rebuilt even if the version did not move (writes outside the API). */
const MAX_AGE_MS = 60_000;
/** The same for a large catalogue, whose build is a full-table statement (writes outside the API are rare). */
const LARGE_MAX_AGE_MS = 30 * 60_000;
/**
 * Up to this many products, a stale index is rebuilt before answering (tens of milliseconds), so a small
 * catalogue's suggestions are never behind; a larger one answers from the previous index meanwhile.
 */
const AWAITED_UP_TO_PRODUCTS = 20_000;
/**
 * A background build waits this many times its own duration after the last one, and at least
 * `BUILD_GAP_MS`, before it starts again: at a million products a build is a 10–20 s statement (a scan
 * of the table and two sorts), which must not run back to back while sellers edit.
 */
const BUILD_SPACING = 10;
const BUILD_GAP_MS = 5 * 60_000;
/** The most a server waits for the first index before it listens (it then answers as soon as it is built). */
const FIRST_BUILD_WAIT_MS = 60_000;
/** Spellings whose lexemes are remembered (stemming is the database's; a text stems the same forever). */
export const LEXEMES_KEPT = 20_000;

/**
 * What a test may replace: the threshold above which builds run in the background, the clock the ages and
 * gaps are measured by, and the read of the groups. The server uses the defaults.
 */
export interface SuggestionEngineOptions {
  awaitedUpToProducts?: number;
  now?: () => number;
  readGroups?: (db: Database) => Promise<SuggestionGroupRow[]>;
  readOptionValues?: (db: Database) => Promise<OptionValueRow[]>;
}

interface Built {
  index: SuggestionIndex;
  version: number | undefined;
  builtAt: number;
  buildMs: number;
}

/**
 * A product's place by its id: ids are a serial, so an array indexed by id (4 bytes per id ever issued,
 * 4 MB at a million products, for the build only) unless they are sparse, then a map.
 */
function placesById(groups: readonly SuggestionGroup[]): (id: number) => number | undefined {
  let products = 0;
  let largest = 0;
  for (const group of groups) {
    products += group.ids.length;
    for (const id of group.ids) if (id > largest) largest = id;
  }
  if (largest <= 4 * products + 1_000) {
    const places = new Int32Array(largest + 1).fill(-1);
    for (const group of groups) {
      for (let at = 0; at < group.ids.length; at += 1) places[group.ids[at]!] = group.ranks[at]!;
    }
    return (id) => (id >= 0 && id <= largest && places[id] !== -1 ? places[id] : undefined);
  }
  const places = new Map<number, number>();
  for (const group of groups) {
    for (let at = 0; at < group.ids.length; at += 1) places.set(group.ids[at]!, group.ranks[at]!);
  }
  return (id) => places.get(id);
}

/**
 * A plan's words as the index matches them: each spelling's lexemes, its cost, and its cost when held only
 * outside the name (`costOutsideName`: a word the vocabulary lacks costs a typo there).
 */
function indexedWords(plan: readonly WordPlan[], lexemes: ReadonlyMap<string, string[]>): ListedSpelling[][] {
  return plan.map((word) =>
    word.spellings.map((spelling) => ({
      lexemes: lexemes.get(spelling.text) ?? [],
      cost: spelling.cost,
      costElsewhere: spelling.costOutsideName ?? spelling.cost,
    })),
  );
}

export class SuggestionEngine {
  private built: Built | undefined;
  private building: Promise<Built> | undefined;
  private lastBuildEnd = 0;
  private catalogueVersion: (() => number) | undefined;
  private readonly lexemes = new Map<string, string[]>();
  private readonly awaitedUpToProducts: number;
  private readonly now: () => number;
  private readonly readGroups: (db: Database) => Promise<SuggestionGroupRow[]>;
  private readonly readOptionValues: (db: Database) => Promise<OptionValueRow[]>;

  constructor(
    private readonly db: Database,
    options: SuggestionEngineOptions = {},
  ) {
    this.awaitedUpToProducts = options.awaitedUpToProducts ?? AWAITED_UP_TO_PRODUCTS;
    this.now = options.now ?? Date.now;
    this.readGroups = options.readGroups ?? suggestionGroups;
    this.readOptionValues = options.readOptionValues ?? optionValueHolders;
  }

  followCatalogueVersion(version: () => number): void {
    this.catalogueVersion = version;
  }

  /**
   * Builds the first index (the server, before it listens), so no keystroke waits for it; gives up
   * waiting after `FIRST_BUILD_WAIT_MS`, and a failed build is left to the first keystroke to retry.
   * Resolves with the milliseconds it took, or null when not finished.
   */
  async warm(): Promise<number | null> {
    const started = Date.now();
    const built = this.current().then(
      () => Date.now() - started,
      () => null,
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), FIRST_BUILD_WAIT_MS);
    });
    try {
      return await Promise.race([built, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async current(): Promise<SuggestionIndex> {
    const version = this.catalogueVersion?.();
    const built = this.built;
    const large = built !== undefined && built.index.products > this.awaitedUpToProducts;
    const maxAge = large ? LARGE_MAX_AGE_MS : MAX_AGE_MS;
    if (built && built.version === version && this.now() - built.builtAt < maxAge) return built.index;
    if (built && large) {
      const gap = Math.max(BUILD_SPACING * built.buildMs, BUILD_GAP_MS);
      if (!this.building && this.now() - this.lastBuildEnd >= gap) {
        void this.rebuild(version).catch(() => {});
      }
      return built.index;
    }
    return (await this.rebuild(version)).index;
  }

  private rebuild(version: number | undefined): Promise<Built> {
    this.building ??= this.build(version).finally(() => {
      this.building = undefined;
      this.lastBuildEnd = this.now();
    });
    return this.building;
  }

  private async build(version: number | undefined): Promise<Built> {
    const started = this.now();
    const rows = await this.readGroups(this.db);
    const groups = rows.map((row) => ({
      nameLexemes: row.nameLexemes,
      otherLexemes: row.otherLexemes,
      ranks: parseIntegers(row.ranks),
      ids: parseIntegers(row.ids),
    }));
    const index = new SuggestionIndex(groups, await this.optionPostings(groups));
    this.built = { index, version, builtAt: started, buildMs: this.now() - started };
    return this.built;
  }

  /**
   * Per lexeme of the option values, the places of the products offering one: values stemmed in one
   * statement (a few hundred texts), products read by id and placed through the groups just read (a
   * product the groups do not hold is hidden and left out).
   */
  private async optionPostings(groups: readonly SuggestionGroup[]): Promise<OptionPosting[]> {
    const values = await this.readOptionValues(this.db);
    if (values.length === 0) return [];
    const placeOf = placesById(groups);
    const lexemes = await lexemesOf(
      this.db,
      values.map((row) => row.value),
    );
    const places = new Map<string, number[]>();
    for (const row of values) {
      const offered: number[] = [];
      for (const id of parseIntegers(row.ids)) {
        const place = placeOf(id);
        if (place !== undefined) offered.push(place);
      }
      if (offered.length === 0) continue;
      for (const lexeme of lexemes.get(row.value) ?? []) {
        const list = places.get(lexeme);
        if (list) list.push(...offered);
        else places.set(lexeme, offered.slice());
      }
    }
    return [...places].map(([lexeme, list]) => ({ lexeme, ranks: Int32Array.from(list) }));
  }

  /**
   * Lexemes of each spelling (none for a stop word), asking the database only for texts not seen before
   * (one statement). The memory is emptied before the texts are looked up, never after, so a text it held
   * a moment ago cannot go missing from the answer (it would read as a stop word and match nothing).
   */
  async spellingLexemes(texts: readonly string[]): Promise<Map<string, string[]>> {
    if (this.lexemes.size >= LEXEMES_KEPT) this.lexemes.clear();
    const missing = [...new Set(texts.filter((text) => !this.lexemes.has(text)))];
    if (missing.length > 0) {
      const found = await lexemesOf(this.db, missing);
      for (const text of missing) this.lexemes.set(text, found.get(text) ?? []);
    }
    return new Map(texts.map((text) => [text, this.lexemes.get(text) ?? []]));
  }

  /**
   * The first `want` products of the first spelling plan that matches any (as typed, then every word
   * completed), with its counts; null when no plan matches a name, brand, category or option value.
   */
  async match(
    plans: readonly (readonly WordPlan[])[],
    want: number,
    cap: number,
  ): Promise<(IndexMatch & { plan: number }) | null> {
    const index = await this.current();
    const lexemes = await this.spellingLexemes(
      plans.flatMap((plan) => plan.flatMap((word) => word.spellings.map((spelling) => spelling.text))),
    );
    for (const [at, plan] of plans.entries()) {
      const found = index.match(indexedWords(plan, lexemes), want, cap);
      if (found.count > 0) return { ...found, plan: at };
    }
    return null;
  }

  /**
   * A listing's best matches for one spelling plan, when no product outside them can rank above them
   * (`SuggestionIndex.bestTier`, decision 63). Null at once, before any spelling is stemmed, when the
   * index holds no more than `moreThan` products: no tier could.
   */
  async bestTier(
    plan: readonly WordPlan[],
    want: number,
    cap: number,
    moreThan: number,
  ): Promise<TierMatch | null> {
    const index = await this.current();
    if (index.products <= moreThan) return null;
    const lexemes = await this.spellingLexemes(
      plan.flatMap((word) => word.spellings.map((spelling) => spelling.text)),
    );
    return index.bestTier(indexedWords(plan, lexemes), want, cap);
  }
}

const engines = new WeakMap<Database, SuggestionEngine>();

/** The one suggestion engine of a database handle. */
export function suggestionEngineOf(db: Database): SuggestionEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = new SuggestionEngine(db);
    engines.set(db, engine);
  }
  return engine;
}
