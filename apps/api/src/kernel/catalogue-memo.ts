/**
 * One answer per catalogue version, for reads that depend on the catalogue alone and not on who asks
 * (header menus, the site's category/brand lists): a signed-in page render asks for them on every request,
 * and the anonymous answer caches (plugins/catalogue-cache.ts) do not serve a request carrying a session.
 * Decision 33.
 *
 * The version is the one read when the computation STARTS: a write during it bumps the version before its
 * answer leaves, so what was computed from the old catalogue is never used at the new version. Concurrent
 * callers of one version share one computation. `maxAgeMs` bounds what changes outside the app's writes
 * (SQL by hand). Held per database (tests run several apps, each on its own database, in one process).
 */
const DEFAULT_MAX_AGE_MS = 60_000;

interface Held<T> {
  version: number;
  at: number;
  value: Promise<T>;
}

export function catalogueMemo<Db extends object, T>(
  compute: (db: Db) => Promise<T>,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
): (db: Db, version: number | undefined) => Promise<T> {
  const held = new WeakMap<Db, Held<T>>();
  return (db, version) => {
    if (version === undefined) return compute(db);
    const now = Date.now();
    const current = held.get(db);
    if (current && current.version === version && now - current.at < maxAgeMs) return current.value;
    const value = compute(db);
    const entry = { version, at: now, value };
    held.set(db, entry);
    // A failed computation is not kept: the next caller tries again.
    value.catch(() => {
      if (held.get(db) === entry) held.delete(db);
    });
    return value;
  };
}

/** The catalogue version of `app` when the catalogue cache plugin gave it one (tests may build without). */
export function catalogueVersionOf(app: {
  hasDecorator(name: string): boolean;
  catalogueVersion(): number;
}): number | undefined {
  return app.hasDecorator('catalogueVersion') ? app.catalogueVersion() : undefined;
}
