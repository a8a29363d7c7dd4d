/**
 * Group commit for hot writes (docs/decisions/0006-checkout-group-commit.md). Items submitted
 * while a batch is being written wait for it; once it is done, the next batch takes everything that
 * queued meanwhile (up to `maxBatchSize`). Nothing waits on purpose: an idle group commit writes a batch
 * of one at once, and batches only grow while the database is busy, like PostgreSQL's own group commit.
 *
 * Why: each COMMIT waits for its WAL flush (about 5 ms on this project's machines), and orders of one hot
 * product hold its row lock until then, so they took turns at one flush each. Written together, N orders
 * share one flush, and one statement carries them all: no order waits for a round trip of another.
 *
 * `writeBatch` answers one result per item, in the order given, once the batch is durable; when it
 * throws, every item of the batch is rejected with that error. One batch is written at a time.
 */
export interface GroupCommit<Item, Result> {
  /** Queues `item`; settles once the batch that carried it has been written (see the module comment). */
  submit(item: Item): Promise<Result>;
  /** Counters for tests and diagnostics. */
  readonly stats: Readonly<GroupCommitStats>;
}

export interface GroupCommitStats {
  /** Batches written (successfully or not). */
  batches: number;
  /** Items handed to `writeBatch`. */
  items: number;
  /** The largest batch so far. */
  largestBatch: number;
}

interface Queued<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export function createGroupCommit<Item, Result>(
  writeBatch: (items: Item[]) => Promise<Result[]>,
  options: { maxBatchSize: number },
): GroupCommit<Item, Result> {
  const stats: GroupCommitStats = { batches: 0, items: 0, largestBatch: 0 };
  const queue: Queued<Item, Result>[] = [];
  let writing = false;

  async function write(batch: Queued<Item, Result>[]): Promise<void> {
    stats.batches += 1;
    stats.items += batch.length;
    stats.largestBatch = Math.max(stats.largestBatch, batch.length);
    try {
      const results = await writeBatch(batch.map((queued) => queued.item));
      if (results.length !== batch.length) {
        throw new Error(`writeBatch answered ${results.length} results for ${batch.length} items`);
      }
      for (const [index, queued] of batch.entries()) queued.resolve(results[index] as Result);
    } catch (error) {
      for (const queued of batch) queued.reject(error);
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (queue.length > 0) await write(queue.splice(0, options.maxBatchSize));
    } finally {
      writing = false;
    }
  }

  return {
    stats,
    submit(item: Item): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
