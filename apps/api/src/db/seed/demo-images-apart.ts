/**
 * Draws the demo images in a child process before the server seeds (docs/decisions/0038-memory-and-wire-for-the-long-tail.md).
 * libvips' threads fill glibc's per-thread malloc arenas while drawing, and glibc keeps that memory for the
 * life of the process: about 160 MB of RSS a first start then held for good. Drawn apart, it goes away
 * with the child, and the seed's own `generateDemoImages` finds every file in place (a few dozen `stat`s).
 * Should the child fail, the seed draws them itself, as before: the outcome is the same files.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The CLI next to this code: `dist/demo-images.cli.js` in the bundle, the TypeScript file from source. */
function cliPath(): string {
  const fromSource = import.meta.url.endsWith('.ts');
  return fileURLToPath(
    new URL(fromSource ? './demo-images.cli.ts' : './demo-images.cli.js', import.meta.url),
  );
}

export function drawDemoImagesApart(outDir: string, log: (line: string) => void): Promise<void> {
  return new Promise((resolve) => {
    // execArgv carries tsx's loader when running from source.
    const child = spawn(process.execPath, [...process.execArgv, cliPath(), outDir], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', (error) => {
      log(`seed: drawing the demo images apart failed (${error.message}); drawing them here`);
      resolve();
    });
    child.once('exit', (code) => {
      if (code !== 0) log(`seed: drawing the demo images apart exited with ${code}; drawing them here`);
      resolve();
    });
  });
}
