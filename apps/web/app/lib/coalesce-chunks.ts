import { Transform } from 'node:stream';

/** The largest block passed on (decision 0057). */
export const COALESCED_BLOCK_BYTES = 64 * 1024;

/**
 * Joins a page render's small writes into blocks of up to 64 KB before they reach the compressor and the
 * socket. React writes its HTML in chunks of about 2 KB, and each one costs the compressor (zlib works in
 * libuv's thread pool) and the web-stream hops between React and Fastify a turn of the event loop: on a
 * loaded host a 180 KB product page took 50–60 s to go out and was cut at the idle timeout (decision 0057).
 *
 * Nothing is held back waiting for more: React writes everything it has in one synchronous burst, so what
 * was written is passed on one `setImmediate` after the burst's first write (the shell reaches the browser
 * as early as before), or as soon as 64 KB have gathered, or at the end. Order is kept; a single write
 * larger than a block is passed on in block-sized slices.
 */
export function coalesceChunks(blockBytes = COALESCED_BLOCK_BYTES): Transform {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let pending: ReturnType<typeof setImmediate> | undefined;

  const passOn = (stream: Transform) => {
    if (pending !== undefined) clearImmediate(pending);
    pending = undefined;
    if (heldBytes === 0) return;
    const block = held.length === 1 ? (held[0] as Buffer) : Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    stream.push(block);
  };

  return new Transform({
    transform(chunk: Buffer | string, encoding, callback) {
      let data = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
      if (heldBytes + data.length > blockBytes) passOn(this);
      while (data.length > blockBytes) {
        this.push(data.subarray(0, blockBytes));
        data = data.subarray(blockBytes);
      }
      if (data.length > 0) {
        held.push(data);
        heldBytes += data.length;
      }
      if (heldBytes === blockBytes) passOn(this);
      else if (heldBytes > 0 && pending === undefined) pending = setImmediate(() => passOn(this));
      callback();
    },
    flush(callback) {
      passOn(this);
      callback();
    },
    destroy(error, callback) {
      if (pending !== undefined) clearImmediate(pending);
      pending = undefined;
      callback(error);
    },
  });
}
