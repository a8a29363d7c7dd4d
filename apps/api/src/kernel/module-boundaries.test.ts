/**
 * The import rule of the API (docs/decisions/0010-api-kernel-and-module-boundaries.md): a module uses
 * another module only through its services (`*.service.ts`) and the few public route-schema files listed
 * below, never its repositories or other internals; no two modules import each other; the kernel imports
 * no module. Tests and test support may reach anywhere (they build fixtures), so only the code that runs
 * in the app is checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = join(SOURCE_ROOT, 'modules');
const KERNEL = join(SOURCE_ROOT, 'kernel');

interface SourceFile {
  /** Path from the source root, with `/` separators: `modules/cart/cart.service.ts`. */
  path: string;
  text: string;
}

interface Violation {
  from: string;
  to: string;
  why: string;
}

const isTestCode = (path: string) => /\.test(-support)?\.tsx?$/.test(path);

function sourceFiles(folder: string): SourceFile[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !isTestCode(name))
    .map((name) => {
      const absolute = join(folder, name);
      return {
        path: relative(SOURCE_ROOT, absolute).split(sep).join('/'),
        text: readFileSync(absolute, 'utf8'),
      };
    });
}

/** Every relative file a source imports or re-exports, `import type` and `import()` included. */
function importedPaths(file: SourceFile): string[] {
  const { importedFiles } = ts.preProcessFile(file.text, true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => join(dirname(file.path), specifier).split(sep).join('/'));
}

/** `modules/cart/cart.service.ts` → `cart`; undefined outside modules/. */
function moduleOf(path: string): string | undefined {
  const [top, name] = path.split('/');
  return top === 'modules' ? name : undefined;
}

/** What breaks the rule in these files (paths from the source root). */
function boundaryViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  const moduleEdges = new Map<string, string>();
  for (const file of files) {
    const from = moduleOf(file.path);
    for (const to of importedPaths(file)) {
      const target = moduleOf(to);
      if (file.path.startsWith('kernel/') && target) {
        violations.push({ from: file.path, to, why: 'the kernel imports no module' });
        continue;
      }
      if (!from || !target || target === from) continue;
      moduleEdges.set(`${from} -> ${target}`, `${file.path} -> ${to}`);
      if (!to.endsWith('.service.ts')) {
        violations.push({
          from: file.path,
          to,
          why: `${from} may use ${target} only through its *.service.ts`,
        });
      }
    }
  }
  for (const [edge, example] of moduleEdges) {
    const [from, to] = edge.split(' -> ');
    if (from! < to! && moduleEdges.has(`${to} -> ${from}`)) {
      violations.push({
        from: example,
        to: moduleEdges.get(`${to} -> ${from}`)!,
        why: `${from} and ${to} import each other`,
      });
    }
  }
  return violations;
}

describe('module boundaries of the API', () => {
  it('modules use each other only through services, never in both directions, and the kernel uses none', () => {
    const files = [...sourceFiles(MODULES), ...sourceFiles(KERNEL)];
    expect(files.length).toBeGreaterThan(50);
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('sees sideways imports in every form: multi-line, type-only, re-exported and dynamic', () => {
    const file = (path: string, text: string) => ({ path, text });
    const violations = boundaryViolations([
      file(
        'modules/cart/cart.service.ts',
        "import {\n  a,\n  b,\n} from '../products/products.repository.ts';",
      ),
      file(
        'modules/wishlist/wishlist.service.ts',
        "import type { R } from '../products/products.repository.ts';",
      ),
      file('modules/orders/orders.service.ts', "export { c } from '../coupons/coupons.rules.ts';"),
      file('modules/blogs/blogs.service.ts', "const m = await import('../mail/mail.templates.ts');"),
      file('kernel/access.ts', "import { d } from '../modules/users/users.service.ts';"),
      file('modules/reviews/reviews.service.ts', "import { e } from '../products/products.service.ts';"),
      file('modules/products/products.service.ts', "import { f } from '../reviews/reviews.service.ts';"),
      file(
        'modules/admin/admin.routes.ts',
        "import { g } from '../seller-dashboard/seller-dashboard.schemas.ts';",
      ),
    ]);
    expect(violations.map((violation) => violation.why)).toEqual([
      'cart may use products only through its *.service.ts',
      'wishlist may use products only through its *.service.ts',
      'orders may use coupons only through its *.service.ts',
      'blogs may use mail only through its *.service.ts',
      'the kernel imports no module',
      'admin may use seller-dashboard only through its *.service.ts',
      'products and reviews import each other',
    ]);
  });
});
