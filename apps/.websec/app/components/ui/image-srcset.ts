/**
 * Responsive image sources for pictures whose smaller twins sit beside them. The demo seed writes
 * `/uploads/demo/p-<kind>-<n>.webp` (800 px) with a `-400.webp` twin, and banners, covers and blog images
 * (1200–1600 px) with a `-800.webp` twin. Other URLs (shoppers' uploads, remote images) have no known
 * twins and are used as they are.
 */
const DEMO_PREFIX = '/uploads/demo/';

interface Variant {
  pattern: RegExp;
  /** Width of the file itself. */
  full: number;
  /** Width of its `-<twin>.webp` sibling. */
  twin: number;
}

const demoVariants: Variant[] = [
  // Kinds are lower-case words joined by "-" (never digits), so a twin like `p-apple-1-400.webp` is not matched.
  { pattern: /^p-[a-z]+(?:-[a-z]+)*-\d+\.webp$/, full: 800, twin: 400 },
  { pattern: /^(?:slider-\d+|flash-(?:home|page)|s-[a-z0-9-]+-cover)\.webp$/, full: 1600, twin: 800 },
  { pattern: /^(?:blog-\d+|ad-homepage-single-banner-[a-z]+)\.webp$/, full: 1200, twin: 800 },
];

/** The `srcset` of an image URL, or undefined when no smaller twin is known. */
export function srcSetFor(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(DEMO_PREFIX)) return undefined;
  const file = url.slice(DEMO_PREFIX.length);
  const variant = demoVariants.find((candidate) => candidate.pattern.test(file));
  if (!variant) return undefined;
  const twin = url.replace(/\.webp$/, `-${variant.twin}.webp`);
  return `${twin} ${variant.twin}w, ${url} ${variant.full}w`;
}
