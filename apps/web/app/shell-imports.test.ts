import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every page's first load carries what the root layout imports statically (the `shell` chunk, see
 * vite.config.ts). The product page's budget is 120 KB of JavaScript (gzip), 105 KB of which is React and
 * React Router; a dashboard-only module reaching the root had put the dashboard frame and a dialog library
 * (14 KB gzip) into every shopper's download. Dynamic `import()` is not followed: it loads on demand.
 */
const appDirectory = dirname(fileURLToPath(import.meta.url));
const staticImport = /^\s*import\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const extensions = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return extensions
    .map((extension) => base + extension)
    .find((path) => existsSync(path) && path.match(/\.tsx?$/));
}

/** The files and packages `entry` reaches through static, value imports. */
function reach(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const stack = [entry];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      if (specifier.startsWith('.')) {
        const target = resolveLocal(file, specifier.replace(/\?.*$/, ''));
        if (target) stack.push(target);
      } else {
        packages.add(specifier);
      }
    }
  }
  return { files, packages };
}

describe('the root layout’s static imports (every page’s first load)', () => {
  const { files, packages } = reach(join(appDirectory, 'root.tsx'));
  const local = [...files].map((file) => file.slice(appDirectory.length + 1));

  it('follows the imports far enough to mean something (header, search, mini cart)', () => {
    expect(local).toEqual(
      expect.arrayContaining([
        'site-shell.tsx',
        'features/search/search-combobox.tsx',
        'features/header/mini-cart.tsx',
      ]),
    );
  });

  it('leaves out the dashboards’ frame, tables and charts', () => {
    expect(
      local.filter((file) =>
        /dashboard-frame|data-table|bar-chart|features\/(admin|seller-dashboard)\//.test(file),
      ),
    ).toEqual([]);
  });

  it('leaves out the dialog, table and chart libraries', () => {
    expect(
      [...packages].filter((name) => /^@radix-ui\/react-dialog|^@tanstack\/|^@visx\//.test(name)),
    ).toEqual([]);
  });
});
