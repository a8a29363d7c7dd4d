import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.ts';

/** A writer that records each batch and takes a moment, like a database round trip. */
function recordingWriter() {
  const batches: number[][] = [];
  let concurrent = 0;
  let mostConcurrent = 0;
  const write = async (items: number[]) => {
    batches.push(items);
    concurrent += 1;
    mostConcurrent = Math.max(mostConcurrent, concurrent);
    await new Promise((resolve) => setTimeout(resolve, 5));
    concurrent -= 1;
    return items.map((item) => item * 10);
  };
  return { batches, write, mostConcurrent: () => mostConcurrent };
}

describe('createGroupCommit', () => {
  it('writes an item at once when idle, and everything queued meanwhile as the next batch', async () => {
    const writer = recordingWriter();
    const group = createGroupCommit(writer.write, { maxBatchSize: 50 });
    const results = await Promise.all([1, 2, 3, 4, 5].map((item) => group.submit(item)));
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(writer.batches).toEqual([[1], [2, 3, 4, 5]]);
    expect(group.stats).toEqual({ batches: 2, items: 5, largestBatch: 4 });
  });

  it('writes one batch at a time, each within maxBatchSize, in the order submitted', async () => {
    const writer = recordingWriter();
    const group = createGroupCommit(writer.write, { maxBatchSize: 3 });
    await Promise.all(Array.from({ length: 8 }, (_, i) => group.submit(i)));
    expect(writer.batches).toEqual([[0], [1, 2, 3], [4, 5, 6], [7]]);
    expect(writer.mostConcurrent()).toBe(1);
  });

  it('rejects every item of a failed batch with its error, and goes on with the next batch', async () => {
    let calls = 0;
    const group = createGroupCommit(
      async (items: string[]) => {
        calls += 1;
        if (calls === 2) throw new Error('commit failed');
        return items.map((item) => item.toUpperCase());
      },
      { maxBatchSize: 10 },
    );
    const first = group.submit('a');
    const doomed = [group.submit('b'), group.submit('c')];
    expect(await first).toBe('A');
    for (const item of doomed) await expect(item).rejects.toThrow('commit failed');
    expect(await group.submit('d')).toBe('D');
  });

  it('rejects a batch whose writer answers the wrong number of results', async () => {
    const group = createGroupCommit(async () => ['only one'], { maxBatchSize: 10 });
    const first = group.submit(1);
    const second = group.submit(2);
    const third = group.submit(3);
    expect(await first).toBe('only one');
    await expect(second).rejects.toThrow('answered 1 results for 2 items');
    await expect(third).rejects.toThrow('answered 1 results for 2 items');
  });
});
