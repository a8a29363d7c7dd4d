import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8's full garbage collection as a function, without running the whole process under `--expose-gc`: the
 * flag is on only while a new context reads `gc`, then off again. A WebAssembly memory, and the heap pages
 * a burst of work grew, go back to the system only after a full collection, which V8 may not run for a
 * long while on a quiet server.
 */
export function fullCollection(): (() => void) | undefined {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as (() => void) | undefined;
  setFlagsFromString('--no-expose-gc');
  return collect;
}
