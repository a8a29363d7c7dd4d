// Bundles the API (and the workspace's TypeScript packages) into dist/server.js; npm packages stay
// external and load from node_modules, so native/WASM packages (sharp, PGlite) work unchanged.
import { build } from 'esbuild';

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@shop/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: ['src/server.ts', 'src/cli/create-admin.cli.ts', 'src/db/seed/seed.cli.ts'],
  outdir: 'dist',
  outbase: 'src',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
