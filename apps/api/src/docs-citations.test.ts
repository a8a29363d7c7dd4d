import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: code, scripts and docs point to documents inside it (docs/api.md,
 * docs/product-rules.md, docs/architecture.md, decision records) or say their reason themselves. The
 * original contract, design notes and specification, and the project's issue tracker, are not part of
 * it, so a citation of them is a dead end for the next reader.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const thisFile = fileURLToPath(import.meta.url);
const scannedFolders = ['apps', 'packages', 'scripts', 'bench', 'docs', '.ci'];
const scannedRootFiles = [
  'README.md',
  'SECURITY.md',
  'BENCHMARKS.md',
  'package.json',
  'biome.json',
  'vitest.config.ts',
];
/** Generated, installed or local-only folders (see .gitignore). */
const skippedFolders = new Set([
  'node_modules',
  'data',
  'dist',
  'build',
  '.react-router',
  'coverage',
  'results',
  '.e2e',
]);
const textFile = /\.(?:[cm]?[jt]sx?|css|sql|md|json|ya?ml|html|sh)$/;

const outsideDocuments: [string, RegExp][] = [
  ['the original contract', /\bAPI\.md\b/],
  ['the design notes', /\bDESIGN\.md\b/],
  ['a section of the specification', /\bspec(?:ification)?\.?\s*§/i],
  ['an issue of the tracker', /\bissues?\s+#?\d+/i],
];

function filesUnder(folder: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      return skippedFolders.has(entry.name) || (entry.name.startsWith('.') && entry.name.endsWith('-dist'))
        ? []
        : filesUnder(full);
    }
    return textFile.test(entry.name) || entry.name === 'run' ? [full] : [];
  });
}

function citationsIn(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      outsideDocuments.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${index + 1}: ${what}`),
    );
}

describe('the repository stands alone', () => {
  it('recognises each kind of outside citation', () => {
    expect(citationsIn('// see API.md §2\n/** DESIGN.md §4 */\n// Spec §8 texts\n// (issue 7)')).toEqual([
      '1: the original contract',
      '2: the design notes',
      '3: a section of the specification',
      '4: an issue of the tracker',
    ]);
    expect(citationsIn('// docs/api.md §2, product rules §8, RFC 9110 §15.4.5, decision 6')).toEqual([]);
  });

  it('cites no document outside the repository', () => {
    const files = [
      ...scannedFolders.flatMap((folder) => filesUnder(path.join(root, folder))),
      ...scannedRootFiles.map((file) => path.join(root, file)),
    ].filter((file) => file !== thisFile);
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return [];
      }
      return citationsIn(text).map((where) => `${path.relative(root, file)}:${where}`);
    });
    expect(found).toEqual([]);
  });
});
