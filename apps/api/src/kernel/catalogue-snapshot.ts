/**
 * A structure built from the whole catalogue (the facet index, decision 65), kept by the catalogue
 * version without ever making a request wait for a build. The first build is asked for (`refresh`: the
 * server, before it listens); until then nothing is held and nothing is built, so an app made without it
 * (tests, tools) runs no statement of its own in the background. After it, a request made after the
 * catalogue version moved starts a build in the background and is answered from what is held. Builds run
 * one at a time, at most every `gapMs` or ten times their own duration (a build at a million products
 * reads the whole table), and at least every `maxAgeMs` for writes that bypass the app (SQL by hand) and
 * so never move the version. A failed build is retried after the same gap.
 */
export interface SnapshotOptions {
  gapMs: number;
  maxAgeMs: number;
  now?: () => number;
}

const BUILD_SPACING = 10;

interface Held<T> {
  value: T;
  version: number | undefined;
  builtAt: number;
  buildMs: number;
}

export class CatalogueSnapshot<T> {
  private held: Held<T> | undefined;
  private building: Promise<Held<T>> | undefined;
  private lastBuildEnd = Number.NEGATIVE_INFINITY;
  private asked = false;
  private readonly now: () => number;

  constructor(
    private readonly build: () => Promise<T>,
    private readonly options: SnapshotOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** What is held now (possibly behind `version`), starting a build when it is behind and one is due. */
  current(version: number | undefined): T | undefined {
    if (!this.asked) return undefined;
    const held = this.held;
    const fresh =
      held !== undefined && held.version === version && this.now() - held.builtAt < this.options.maxAgeMs;
    if (!fresh && !this.building) {
      const gap = Math.max(BUILD_SPACING * (held?.buildMs ?? 0), this.options.gapMs);
      if (this.now() - this.lastBuildEnd >= gap) void this.rebuild(version).catch(() => {});
    }
    return held?.value;
  }

  /** Builds now (or joins the build under way) and resolves with it: the server's first build, and tests. */
  async refresh(version: number | undefined): Promise<T> {
    this.asked = true;
    return (await this.rebuild(version)).value;
  }

  private rebuild(version: number | undefined): Promise<Held<T>> {
    this.building ??= this.run(version).finally(() => {
      this.building = undefined;
      this.lastBuildEnd = this.now();
    });
    return this.building;
  }

  private async run(version: number | undefined): Promise<Held<T>> {
    const started = this.now();
    const value = await this.build();
    this.held = { value, version, builtAt: started, buildMs: this.now() - started };
    return this.held;
  }
}
