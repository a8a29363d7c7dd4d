import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

/**
 * Visual checks: a viewport screenshot compared with a committed baseline PNG (pixelmatch).
 *
 * Baselines live in `e2e/visual-baselines/` and were taken with Debian's Chromium and this machine's system
 * fonts (the storefront uses `system-ui`, no web font). To accept an intended change, or to take them on a
 * machine with other fonts, run the journey with `UPDATE_VISUAL_BASELINES=1` and commit the new PNGs after
 * looking at them. A failing comparison writes `<name>.actual.png` and `<name>.diff.png` (differences in
 * red) to `data/test-cache/visual-diffs/`.
 */
export const BASELINE_DIR = path.resolve(import.meta.dirname, 'visual-baselines');
const DIFF_DIR = path.resolve(import.meta.dirname, '../../../data/test-cache/visual-diffs');
const UPDATE = process.env.UPDATE_VISUAL_BASELINES === '1';

/**
 * Tolerance. A pixel counts as different only past pixelmatch's colour distance 0.2 (a shade of grey in
 * anti-aliased text edges stays under it), and anti-aliased pixels are ignored (`includeAA: false`); then
 * up to 0.3 % of the screen may differ (about 900 pixels at 375×800: a glyph or two rendered otherwise).
 * A real layout change moves whole blocks of text and borders: the deliberate 8 px shift in phones.e2e.ts
 * changes several percent of the pixels, well past this.
 */
const PIXEL_THRESHOLD = 0.2;
export const MAX_DIFFERENT_SHARE = 0.003;

/**
 * Parts that change by themselves between two loads: the flash sale's countdown, toasts and the route
 * progress bar. They are painted over with a flat box of their own size, so a change of their size or place
 * still shows. (The hero slider stands still on its first slide: `prepareForScreenshots` asks for reduced
 * motion, for which it does not advance.)
 */
const MOVING_PARTS = [
  '[data-testid="flash-countdown"]',
  '[role="status"]',
  '[role="progressbar"][aria-label="Loading page"]',
];

/**
 * Once per page, before its first load: reduced motion, so the hero slider keeps its first slide and
 * transitions end at once (the slider reads the preference when it starts).
 */
export async function prepareForScreenshots(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Pictures in the screen decoded, so a slow decode never shows as an empty box.
    const visible = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && image.loading !== 'lazy';
    });
    await Promise.all(visible.map((image) => image.decode().catch(() => undefined)));
  });
}

/** A viewport screenshot (PNG bytes) with moving parts masked, animations stopped and the caret hidden. */
export async function steadyScreenshot(page: Page): Promise<Buffer> {
  await settle(page);
  return page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    mask: MOVING_PARTS.map((selector) => page.locator(selector)),
    maskColor: '#808080',
    scale: 'css',
  });
}

/** The share of pixels (0 to 1) that differ between two PNGs of the same size; 1 when the sizes differ. */
function differentShare(actual: PNG, expected: PNG, diff: PNG | null): number {
  if (actual.width !== expected.width || actual.height !== expected.height) return 1;
  const different = pixelmatch(actual.data, expected.data, diff?.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
  });
  return different / (actual.width * actual.height);
}

export interface VisualResult {
  name: string;
  /** Share of pixels that differ from the baseline (0 when the baseline was just written). */
  share: number;
  ok: boolean;
  /** What to tell a person when it fails. */
  note: string;
}

/**
 * Compares the page as it shows now with `visual-baselines/<name>.png`, or writes it when updating
 * (`compareOnly` never writes: for checks of the comparison itself).
 */
export async function compareWithBaseline(
  page: Page,
  name: string,
  { compareOnly = false }: { compareOnly?: boolean } = {},
): Promise<VisualResult> {
  const shot = await steadyScreenshot(page);
  const baselinePath = path.join(BASELINE_DIR, `${name}.png`);
  if (UPDATE && !compareOnly) {
    await mkdir(BASELINE_DIR, { recursive: true });
    await writeFile(baselinePath, shot);
    return { name, share: 0, ok: true, note: 'baseline written' };
  }
  if (!existsSync(baselinePath)) {
    return { name, share: 1, ok: false, note: `no baseline; run with UPDATE_VISUAL_BASELINES=1` };
  }
  const actual = PNG.sync.read(shot);
  const expected = PNG.sync.read(await readFile(baselinePath));
  const diff = new PNG({ width: actual.width, height: actual.height });
  const share = differentShare(actual, expected, diff);
  const ok = share <= MAX_DIFFERENT_SHARE;
  if (!ok && !compareOnly) {
    await mkdir(DIFF_DIR, { recursive: true });
    await writeFile(path.join(DIFF_DIR, `${name}.actual.png`), shot);
    if (actual.width === expected.width && actual.height === expected.height) {
      await writeFile(path.join(DIFF_DIR, `${name}.diff.png`), PNG.sync.write(diff));
    }
  }
  const percent = `${(share * 100).toFixed(2)} %`;
  return { name, share, ok, note: ok ? percent : `${percent} of pixels differ (see ${DIFF_DIR})` };
}
