// Bundles the API, the workspace's TypeScript packages and the pure-JS npm packages into dist/*.js.
// One bundle file starts much faster than resolving and reading thousands of files in node_modules
// (BENCHMARKS.md target: start-up <= 2 s). Packages listed in `external` still load from node_modules: each one
// either ships native or WASM files, reads files relative to its own folder, or must be the same
// instance as the storefront's server build uses.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const external = [
  // Native addon (libvips) and WASM PostgreSQL with its data files.
  'sharp',
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  // Optional native driver `pg` requires only when asked for.
  'pg-native',
  // Serves the Swagger UI's static files from its own package folder.
  '@fastify/swagger-ui',
  // Reads its standard fonts' metrics (data/*.afm) from its own package folder; loaded on the first PDF.
  'pdfkit',
  // The seed resolves the emoji images' folder through the package.
  '@lobehub/fluent-emoji-3d',
  '@lobehub/fluent-emoji-3d/*',
  // apps/web/build/server/index.js imports these from node_modules: a bundled second copy of React Router
  // would not recognise the build's objects (contexts, data() results).
  'react-router',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  // `npm run dev` only (Vite dev server), never reached from the bundle.
  'vite',
  '@fastify/middie',
];

// sharp loads libvips (about 100 ms of CPU) but is needed only to process an upload or draw the demo
// images, so the bundle loads it on first use. The API only calls `sharp(...)`; the Proxy also forwards
// property reads (sharp.cache(), sharp.format) in case that changes.
const lazySharp = {
  name: 'lazy-sharp',
  setup(b) {
    b.onResolve({ filter: /^sharp$/ }, (args) =>
      args.namespace === 'lazy-sharp'
        ? { path: 'sharp', external: true }
        : { path: 'sharp', namespace: 'lazy-sharp' },
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-sharp' }, () => ({
      contents: `
        let loaded;
        const load = () => (loaded ??= require('sharp'));
        export default new Proxy(function sharp() {}, {
          apply: (_target, thisArg, args) => Reflect.apply(load(), thisArg, args),
          construct: (_target, args) => Reflect.construct(load(), args),
          get: (_target, key) => Reflect.get(load(), key),
        });
      `,
      loader: 'js',
    }));
  },
};

await build({
  entryPoints: [
    'src/server.ts',
    'src/cli/create-admin.cli.ts',
    'src/db/seed/seed.cli.ts',
    // The server runs it as a child process to draw the demo images (db/seed/demo-images-apart.ts).
    'src/db/seed/demo-images.cli.ts',
  ],
  outdir: 'dist',
  outbase: 'src',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Whitespace and comments out, names kept (stack traces stay readable; the source map has the rest).
  // Measured: the server bundle was 10.5 MB with a few non-ASCII characters in dependencies' comments, so
  // V8 held its source as a two-byte string of 21 MB for the process's life; the licence comments go to
  // a file beside each bundle (`*.LEGAL.txt`) instead of the bundle's end.
  minifyWhitespace: true,
  legalComments: 'linked',
  treeShaking: true,
  external,
  plugins: [lazySharp],
  // Bundled CommonJS packages call require() for Node built-ins; an ES module has no `require` of its own.
  banner: {
    js: "import { createRequire as __bundleCreateRequire } from 'node:module';\nconst require = __bundleCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// V8 keeps a script's source for the life of the process, as one-byte text only while every character is
// ASCII: a single other character (esbuild escapes them everywhere but in tagged template literals, such
// as SQL) doubles the server bundle's resident source from 7 to 14 MB. Say so, with the culprit.
const bundle = readFileSync('dist/server.js', 'utf8');
const wide = /[\u0080-\u{10ffff}]/u.exec(bundle);
if (wide) {
  const around = bundle.slice(Math.max(0, wide.index - 60), wide.index + 20).replace(/\s+/g, ' ');
  console.warn(
    `[build] dist/server.js is not ASCII (${JSON.stringify(wide[0])} in "…${around}…"): V8 will hold its source at twice the size. Write the character as an escape or in ASCII.`,
  );
}
