/**
 * `node demo-images.cli.js <outDir>`: draws the demo images into `outDir` and exits. The server runs it as
 * a child process before seeding (`demo-images-apart.ts`), so the memory libvips' threads leave behind
 * goes away with the child.
 */
import { generateDemoImages } from './demo-images.ts';

const [outDir] = process.argv.slice(2);
if (!outDir) {
  console.error('Usage: demo-images.cli <outDir>');
  process.exit(2);
}
await generateDemoImages({ outDir, publicPrefix: '/uploads/demo' });
