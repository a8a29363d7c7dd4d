/**
 * The search's in-memory state for one database: the vocabulary (rebuilt when the catalogue version moves,
 * so instances sharing a version through Redis correct against the same words) and the tally of searches
 * not yet written (written in batches: one upsert every few seconds instead of one per search).
 */
import type { Database } from '../../db/client.ts';
import { addSearchTallies, type SearchTally, synonymGroups, vocabularyWords } from './search.repository.ts';
import { Vocabulary } from './search.vocabulary.ts';

/**
 * A vocabulary older than this is rebuilt even if the version did not move: writes that do not go
 * through the API (the seed command, SQL by hand) do not bump the version of a lone instance.
 */
const VOCABULARY_MAX_AGE_MS = 60_000;
/** Without a catalogue version to follow (a database used outside the app), rebuild this often. */
const UNVERSIONED_MAX_AGE_MS = 2_000;
const TALLY_FLUSH_MS = 5_000;

interface Built {
  vocabulary: Vocabulary;
  version: number | undefined;
  builtAt: number;
}

export class SearchEngine {
  private built: Built | undefined;
  private building: Promise<Built> | undefined;
  private catalogueVersion: (() => number) | undefined;
  private readonly tallies = new Map<string, SearchTally>();
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database) {}

  /** Rebuild the vocabulary whenever `version()` changes (the catalogue cache's shared version). */
  followCatalogueVersion(version: () => number): void {
    this.catalogueVersion = version;
  }

  async vocabulary(): Promise<Vocabulary> {
    const version = this.catalogueVersion?.();
    const maxAge = version === undefined ? UNVERSIONED_MAX_AGE_MS : VOCABULARY_MAX_AGE_MS;
    const built = this.built;
    if (built && built.version === version && Date.now() - built.builtAt < maxAge) return built.vocabulary;
    this.building ??= this.build(version).finally(() => {
      this.building = undefined;
    });
    return (await this.building).vocabulary;
  }

  private async build(version: number | undefined): Promise<Built> {
    const [words, groups] = await Promise.all([vocabularyWords(this.db), synonymGroups(this.db)]);
    this.built = { vocabulary: new Vocabulary(words, groups), version, builtAt: Date.now() };
    return this.built;
  }

  /** Forget the vocabulary (the synonyms changed): the next search rebuilds it. */
  invalidate(): void {
    this.built = undefined;
  }

  /** Counts one search of `query` (normalised text) that found `found` products. */
  record(query: string, found: number): void {
    const day = new Date().toISOString().slice(0, 10);
    const key = `${day}\n${query}`;
    const tally = this.tallies.get(key) ?? { day, query, searches: 0, zeroResults: 0 };
    tally.searches += 1;
    if (found === 0) tally.zeroResults += 1;
    this.tallies.set(key, tally);
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = undefined;
      void this.flush().catch(() => {});
    }, TALLY_FLUSH_MS).unref();
  }

  /** Writes the pending tallies (before the admin reads them, and when the app closes). */
  async flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const pending = [...this.tallies.values()];
    this.tallies.clear();
    await addSearchTallies(this.db, pending);
  }
}
