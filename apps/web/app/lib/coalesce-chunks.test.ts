import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { COALESCED_BLOCK_BYTES, coalesceChunks } from './coalesce-chunks';

/** Collects what the coalescer passes on, block by block. */
function collect(stream: ReturnType<typeof coalesceChunks>): Buffer[] {
  const blocks: Buffer[] = [];
  stream.on('data', (block: Buffer) => blocks.push(block));
  return blocks;
}

const chunkOf = (index: number, size = 2048) => Buffer.alloc(size, index % 251);

describe('coalesceChunks', () => {
  it('joins a burst of 2 KB writes into blocks of at most 64 KB, in order, the rest at the end', async () => {
    const stream = coalesceChunks();
    const blocks = collect(stream);
    const chunks = Array.from({ length: 90 }, (_, index) => chunkOf(index)); // a 180 KB page
    for (const chunk of chunks) stream.write(chunk);
    stream.end();
    await new Promise((resolve) => stream.once('end', resolve));

    expect(blocks.map((block) => block.length)).toEqual([
      COALESCED_BLOCK_BYTES,
      COALESCED_BLOCK_BYTES,
      53248,
    ]);
    expect(Buffer.concat(blocks).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('passes on what a burst wrote one turn later, without waiting for 64 KB or the end (the shell)', async () => {
    const stream = coalesceChunks();
    const blocks = collect(stream);
    stream.write('<!DOCTYPE html><html><head>');
    stream.write('<title>Shell</title></head><body>');
    expect(blocks).toEqual([]); // still the same burst: nothing sent chunk by chunk
    await nextTurn();
    await nextTurn();
    expect(Buffer.concat(blocks).toString()).toBe(
      '<!DOCTYPE html><html><head><title>Shell</title></head><body>',
    );
    expect(blocks).toHaveLength(1);
    expect(stream.writableEnded).toBe(false);
    stream.destroy();
  });

  it('cuts a single write larger than a block into block-sized slices', async () => {
    const stream = coalesceChunks(1000);
    const blocks = collect(stream);
    const big = Buffer.from('x'.repeat(2500));
    stream.write('ab');
    stream.write(big);
    stream.end('cd');
    await new Promise((resolve) => stream.once('end', resolve));
    expect(blocks.every((block) => block.length <= 1000)).toBe(true);
    expect(Buffer.concat(blocks).toString()).toBe(`ab${'x'.repeat(2500)}cd`);
  });
});
