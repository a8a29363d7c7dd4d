/**
 * Draws every picture of the demo shop locally, with no downloads: product photos are Fluent Emoji 3D
 * renders (MIT, npm `@lobehub/fluent-emoji-3d`) placed with sharp on tinted studio backdrops; logos and
 * the payment strip are SVG written by code; banners, covers and tiles are SVG backdrops with emoji
 * composited on top and encoded to WebP. Rasters carry no text (the server may have no fonts, and the
 * web app writes titles over banners), and their left side is kept calm for that text.
 *
 * A manifest in `outDir` makes a second run a few file checks instead of a few seconds of encoding.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import {
  type DemoProduct,
  demoBrands,
  demoCategories,
  demoSellers,
  PRODUCT_IMAGE_VIEWS,
} from './demo-catalogue.ts';
import {
  demoAdvertisements,
  demoBlogs,
  demoFlashSale,
  demoMegaMenuPromo,
  demoSliders,
} from './demo-content.ts';
import { COLOUR_SWATCHES, colourKinds, PRODUCT_KINDS, type ProductKind } from './demo-words.ts';

export type { ProductKind } from './demo-words.ts';

/**
 * All values are public URLs `${publicPrefix}/<file>`. Srcset variants sit beside the full image:
 * product images (800×800) have a `-400.webp` twin; banners, covers and blog images (≥ 1200 px wide) have
 * a `-800.webp` twin. Sizes: category tiles 400×400, slider images 1600×600, ads 'slider-banner-*' 800×400,
 * 'homepage-single-banner-*' 1200×500, 'mega-menu-smart-watch' 480×600, shop covers 1600×400,
 * blog images 1200×675, flash sale home 1600×500 and flash 1600×600, avatars 256×256.
 */
export interface DemoImageSet {
  productImages: Record<ProductKind, string[]>;
  /**
   * By kind, then colour name: the kind's first view with the object tinted in that colour, for the colour
   * variants of the kinds sold in colours (800×800 with a 400 px twin).
   */
  colourImages: Partial<Record<ProductKind, Record<string, string>>>;
  /** By `DemoCategory.imageKey`. */
  categoryImages: Record<string, string>;
  /** By `DemoBrand.logoKey` (SVG). */
  brandLogos: Record<string, string>;
  /** By `DemoSeller.logoKey` (SVG) and `coverKey` (WebP). */
  shopLogos: Record<string, string>;
  shopCovers: Record<string, string>;
  /** By `DemoSlider.imageIndex`. */
  sliderImages: string[];
  /** By `DemoAdvertisement.imageKey` and `demoMegaMenuPromo.imageKey`. */
  adImages: Record<string, string>;
  /** By `DemoBlog.imageIndex`. */
  blogImages: string[];
  flashSaleImages: { home: string; flash: string };
  /** SVG. */
  paymentStrip: string;
  /** SVG. */
  logo: string;
  /** By `DemoCustomer.avatarIndex`. */
  avatars: string[];
}

export interface GenerateDemoImagesOptions {
  /** Folder to write into, e.g. `./data/uploads/demo`. */
  outDir: string;
  /** URL path the folder is served under, e.g. `/uploads/demo`. */
  publicPrefix: string;
  /** Wordmark of `logo.svg`. */
  siteName?: string;
  /** Images encoded at once; sharp's own thread pool does the rest. */
  concurrency?: number;
}

/** Bump when the drawings change so existing demo folders are redrawn. */
export const DEMO_IMAGES_VERSION = 2;
const MANIFEST_FILE = 'manifest.json';
const WEBP_QUALITY = 78;
/** libwebp effort 3 of 6: about a third faster than the default for ~4% bigger files, on demo pictures. */
const WEBP_EFFORT = 3;

/** Codepoint file names in `@lobehub/fluent-emoji-3d/assets`; the Record type makes a missing kind a compile error. */
const KIND_EMOJI: Record<ProductKind, string> = {
  headphones: '1f3a7',
  radio: '1f4fb',
  tv: '1f4fa',
  camera: '1f4f7',
  microphone: '1f399-fe0f',
  phone: '1f4f1',
  battery: '1f50b',
  telephone: '260e-fe0f',
  laptop: '1f4bb',
  desktop: '1f5a5-fe0f',
  keyboard: '2328-fe0f',
  mouse: '1f5b1-fe0f',
  printer: '1f5a8-fe0f',
  't-shirt': '1f455',
  dress: '1f457',
  jeans: '1f456',
  coat: '1f9e5',
  cap: '1f9e2',
  'running-shoe': '1f45f',
  'hiking-boot': '1f97e',
  'high-heel': '1f460',
  boot: '1f462',
  chair: '1fa91',
  sofa: '1f6cb-fe0f',
  lamp: '1f4a1',
  plant: '1fab4',
  'frying-pan': '1f373',
  lipstick: '1f484',
  lotion: '1f9f4',
  soap: '1f9fc',
  vitamins: '1f48a',
  football: '26bd',
  basketball: '1f3c0',
  tennis: '1f3be',
  bicycle: '1f6b2',
  tent: '26fa',
  'teddy-bear': '1f9f8',
  puzzle: '1f9e9',
  dice: '1f3b2',
  'game-controller': '1f3ae',
  book: '1f4d6',
  books: '1f4da',
  cd: '1f4bf',
  guitar: '1f3b8',
  piano: '1f3b9',
  drum: '1f941',
  violin: '1f3bb',
  watch: '231a',
  sunglasses: '1f576-fe0f',
  handbag: '1f45c',
  backpack: '1f392',
  coffee: '2615',
  tea: '1f375',
  chocolate: '1f36b',
  apple: '1f34e',
  honey: '1f36f',
};

const AVATAR_EMOJI = [
  '1f469',
  '1f468',
  '1f9d1-1f3fd',
  '1f469-1f3fe',
  '1f468-1f3fd',
  '1f9d4',
  '1f469-200d-1f9b0',
  '1f468-200d-1f9b1',
  '1f469-1f3fc',
  '1f468-1f3ff',
  '1f9d1-200d-1f9b3',
  '1f471',
];

// Product rules §11: one warm yellow accent on white and warm greys; backdrops are soft tints so objects pop.
const ACCENT = '#f5b301';
const INK = '#1f1b16';
const WARM_GREY = '#6b645c';
const CREAM = '#fffaf0';
const TINTS = ['#fff1c2', '#fde6d4', '#f1ebe1', '#e6f0e8', '#e5ecf5', '#f7e4e8', '#ece6f6', '#fcefd9'];
const MARK_COLOURS = [INK, '#a86f12', '#3f6b4f', '#2f4a6b', '#8c3b2f', '#5b4a8a'];
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

interface Placement {
  emoji: string;
  size: number;
  /** Centre of the emoji on the canvas. */
  x: number;
  y: number;
  rotate: number;
  /** Recolours the object (keeping its shading), for a colour variant's picture. */
  tint?: string;
}

interface RasterJob {
  type: 'raster';
  file: string;
  width: number;
  height: number;
  svg: string;
  art: Placement[];
  /** Extra widths written as `<name>-<width>.webp`. */
  variants: number[];
}

interface SvgJob {
  type: 'svg';
  file: string;
  svg: string;
}

type Job = RasterJob | SvgJob;

interface Manifest {
  version: number;
  fingerprint: string;
  files: string[];
  /** For people and scripts reading the folder; `generateDemoImages` rebuilds the URLs itself. */
  images: DemoImageSet;
}

function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function pickBy<T>(items: readonly T[], key: string, salt = ''): T {
  return items[hashOf(key + salt) % items.length]!;
}

function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function svgDoc(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** A soft floor shadow drawn as a radial gradient: looks like a blur but costs nothing to render. */
function shadow(
  id: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  strength = 0.22,
): { defs: string; body: string } {
  return {
    defs: `<radialGradient id="${id}"><stop offset="0" stop-color="#2a1f10" stop-opacity="${strength}"/><stop offset="1" stop-color="#2a1f10" stop-opacity="0"/></radialGradient>`,
    body: `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`,
  };
}

function dots(id: string, colour: string, opacity: number, gap = 28): string {
  return `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse"><circle cx="${gap / 2}" cy="${gap / 2}" r="2.2" fill="${colour}" fill-opacity="${opacity}"/></pattern>`;
}

// ---------------------------------------------------------------------------------------------------------
// Product views (800×800): three different studio set-ups per kind, so a gallery reads like several photos.

function productView(kind: ProductKind, view: number, backdrop?: string): { svg: string; art: Placement[] } {
  const tint = backdrop ?? pickBy(TINTS, kind);
  const emoji = KIND_EMOJI[kind];
  if (view === 0) {
    const s = shadow('s', 400, 628, 230, 34);
    const defs = `<radialGradient id="g" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/></radialGradient>${s.defs}`;
    return {
      svg: svgDoc(800, 800, defs, `<rect width="800" height="800" fill="url(#g)"/>${s.body}`),
      art: [{ emoji, size: 470, x: 400, y: 400, rotate: 0 }],
    };
  }
  if (view === 1) {
    const s = shadow('s', 420, 625, 200, 30, 0.2);
    const defs = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(tint, '#ffffff', 0.5)}"/><stop offset="1" stop-color="${mix(tint, WARM_GREY, 0.08)}"/></linearGradient>${s.defs}`;
    const body = [
      '<rect width="800" height="800" fill="url(#g)"/>',
      '<circle cx="430" cy="390" r="300" fill="#ffffff" fill-opacity="0.55"/>',
      `<circle cx="430" cy="390" r="336" fill="none" stroke="${ACCENT}" stroke-opacity="0.35" stroke-width="3"/>`,
      `<circle cx="130" cy="150" r="20" fill="${ACCENT}" fill-opacity="0.85"/>`,
      `<circle cx="690" cy="700" r="12" fill="${ACCENT}" fill-opacity="0.6"/>`,
      s.body,
    ].join('');
    return { svg: svgDoc(800, 800, defs, body), art: [{ emoji, size: 420, x: 420, y: 405, rotate: -11 }] };
  }
  // view 2: the object on a podium, seen slightly from the side.
  const top = mix(tint, '#ffffff', 0.75);
  const side = mix(tint, WARM_GREY, 0.14);
  const s = shadow('s', 400, 606, 170, 24, 0.25);
  const defs = `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(tint, '#ffffff', 0.2)}"/><stop offset="1" stop-color="${tint}"/></linearGradient>${s.defs}`;
  const body = [
    '<rect width="800" height="800" fill="url(#g)"/>',
    `<path d="M140 612 L140 800 L660 800 L660 612 Z" fill="${side}"/>`,
    `<ellipse cx="400" cy="800" rx="260" ry="40" fill="${side}"/>`,
    `<ellipse cx="400" cy="612" rx="260" ry="52" fill="${top}"/>`,
    s.body,
  ].join('');
  return { svg: svgDoc(800, 800, defs, body), art: [{ emoji, size: 400, x: 400, y: 420, rotate: 8 }] };
}

// ---------------------------------------------------------------------------------------------------------
// Tiles and banners.

function categoryTile(key: string, kind: ProductKind): { svg: string; art: Placement[] } {
  const tint = pickBy(TINTS, key);
  const s = shadow('s', 200, 318, 110, 16);
  const defs = `<radialGradient id="g" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/></radialGradient>${s.defs}`;
  const body = `<rect width="400" height="400" fill="url(#g)"/><circle cx="200" cy="195" r="150" fill="#ffffff" fill-opacity="0.6"/>${s.body}`;
  return {
    svg: svgDoc(400, 400, defs, body),
    art: [{ emoji: KIND_EMOJI[kind], size: 240, x: 200, y: 195, rotate: 0 }],
  };
}

/**
 * A wide banner: warm gradient, dotted texture on the calm left side, a big accent disc on the right with
 * the objects on it. `strong` is the flash-sale variant, with the accent as the background.
 */
function banner(
  width: number,
  height: number,
  kinds: readonly ProductKind[],
  key: string,
  strong = false,
): { svg: string; art: Placement[] } {
  const tint = pickBy(TINTS, key);
  const from = strong ? '#ffd45c' : CREAM;
  const to = strong ? ACCENT : tint;
  const discX = Math.round(width * 0.72);
  const discY = Math.round(height * 0.52);
  const discR = Math.round(height * 0.42);
  const s = shadow('s', discX, Math.round(height * 0.86), Math.round(discR * 0.9), Math.round(height * 0.05));
  const defs = [
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    dots('d', strong ? '#ffffff' : WARM_GREY, strong ? 0.35 : 0.18),
    s.defs,
  ].join('');
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<rect x="0" y="0" width="${Math.round(width * 0.45)}" height="${height}" fill="url(#d)"/>`,
    `<circle cx="${discX}" cy="${discY}" r="${discR}" fill="${strong ? '#ffffff' : ACCENT}" fill-opacity="${strong ? 0.35 : 0.9}"/>`,
    `<circle cx="${discX}" cy="${discY}" r="${Math.round(discR * 1.18)}" fill="none" stroke="${strong ? '#ffffff' : ACCENT}" stroke-opacity="0.5" stroke-width="${Math.max(2, Math.round(height / 150))}"/>`,
    `<circle cx="${Math.round(width * 0.93)}" cy="${Math.round(height * 0.16)}" r="${Math.round(height * 0.05)}" fill="#ffffff" fill-opacity="0.7"/>`,
    strong ? bolts(width, height) : '',
    s.body,
  ].join('');
  const main = Math.round(height * 0.62);
  const art: Placement[] = [];
  const [first, second, third] = kinds;
  if (second) {
    art.push({
      emoji: KIND_EMOJI[second],
      size: Math.round(main * 0.5),
      x: Math.min(width - Math.round(main * 0.3), discX + Math.round(discR * 1.05)),
      y: Math.round(height * 0.66),
      rotate: 12,
    });
  }
  if (third) {
    art.push({
      emoji: KIND_EMOJI[third],
      size: Math.round(main * 0.42),
      x: discX - Math.round(discR * 1.05),
      y: Math.round(height * 0.7),
      rotate: -12,
    });
  }
  if (first) art.push({ emoji: KIND_EMOJI[first], size: main, x: discX, y: discY, rotate: -4 });
  return { svg: svgDoc(width, height, defs, body), art };
}

/** Lightning bolts around the disc: the flash sale's visual cue, kept off the left half where text goes. */
function bolts(width: number, height: number): string {
  const bolt = (x: number, y: number, scale: number, angle: number) =>
    `<path transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" d="M12 0 L0 26 H10 L6 48 L26 16 H15 L20 0 Z" fill="${INK}" fill-opacity="0.85"/>`;
  // The bolt path is 26×48 units; scale it with the banner height.
  return [
    bolt(Math.round(width * 0.56), Math.round(height * 0.1), height / 300, -12),
    bolt(Math.round(width * 0.94), Math.round(height * 0.55), height / 420, 14),
  ].join('');
}

function portraitPromo(width: number, height: number, kind: ProductKind): { svg: string; art: Placement[] } {
  const s = shadow('s', width / 2, Math.round(height * 0.84), Math.round(width * 0.32), 18);
  const defs = `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${CREAM}"/><stop offset="1" stop-color="#ffe08a"/></linearGradient>${dots('d', WARM_GREY, 0.16)}${s.defs}`;
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<rect width="${width}" height="${Math.round(height * 0.4)}" fill="url(#d)"/>`,
    `<circle cx="${width / 2}" cy="${Math.round(height * 0.62)}" r="${Math.round(width * 0.36)}" fill="${ACCENT}"/>`,
    s.body,
  ].join('');
  return {
    svg: svgDoc(width, height, defs, body),
    art: [
      {
        emoji: KIND_EMOJI[kind],
        size: Math.round(width * 0.6),
        x: width / 2,
        y: Math.round(height * 0.62),
        rotate: -6,
      },
    ],
  };
}

function shopCover(key: string, kinds: readonly ProductKind[]): { svg: string; art: Placement[] } {
  const tint = pickBy(TINTS, key);
  const defs = [
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${CREAM}"/><stop offset="1" stop-color="${tint}"/></linearGradient>`,
    `<pattern id="p" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="12" height="36" fill="${ACCENT}" fill-opacity="0.08"/></pattern>`,
  ].join('');
  const body = [
    '<rect width="1600" height="400" fill="url(#g)"/>',
    '<rect width="1600" height="400" fill="url(#p)"/>',
    `<circle cx="1250" cy="200" r="260" fill="#ffffff" fill-opacity="0.55"/>`,
    `<rect x="0" y="376" width="1600" height="24" fill="${ACCENT}" fill-opacity="0.85"/>`,
  ].join('');
  const slots = [
    { x: 1250, y: 190, size: 300, rotate: -6 },
    { x: 990, y: 230, size: 210, rotate: 10 },
    { x: 1480, y: 240, size: 200, rotate: -12 },
  ];
  const art = kinds.slice(0, 3).map((kind, i) => ({ emoji: KIND_EMOJI[kind], ...slots[i]! }));
  // Draw the centre piece last so it overlaps its neighbours.
  return { svg: svgDoc(1600, 400, defs, body), art: art.reverse() };
}

function blogCover(key: string, kinds: readonly ProductKind[]): { svg: string; art: Placement[] } {
  const tint = pickBy(TINTS, key, 'blog');
  const s = shadow('s', 600, 560, 300, 34);
  const defs = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(tint, '#ffffff', 0.4)}"/><stop offset="1" stop-color="${tint}"/></linearGradient>${dots('d', WARM_GREY, 0.15)}${s.defs}`;
  const body = [
    '<rect width="1200" height="675" fill="url(#g)"/>',
    '<rect width="1200" height="675" fill="url(#d)"/>',
    `<circle cx="600" cy="340" r="250" fill="#ffffff" fill-opacity="0.7"/>`,
    `<circle cx="600" cy="340" r="285" fill="none" stroke="${ACCENT}" stroke-width="4" stroke-opacity="0.6"/>`,
    s.body,
  ].join('');
  const [first, second] = kinds;
  const art: Placement[] = [];
  if (second) art.push({ emoji: KIND_EMOJI[second], size: 230, x: 800, y: 420, rotate: 10 });
  if (first) art.push({ emoji: KIND_EMOJI[first], size: 340, x: second ? 540 : 600, y: 330, rotate: -6 });
  return { svg: svgDoc(1200, 675, defs, body), art };
}

function avatarTile(index: number): { svg: string; art: Placement[] } {
  const tint = TINTS[index % TINTS.length]!;
  const defs = `<radialGradient id="g" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/></radialGradient>`;
  return {
    svg: svgDoc(256, 256, defs, '<rect width="256" height="256" fill="url(#g)"/>'),
    art: [{ emoji: AVATAR_EMOJI[index]!, size: 200, x: 128, y: 136, rotate: 0 }],
  };
}

// ---------------------------------------------------------------------------------------------------------
// Vector art: text is allowed here because the browser renders it with the visitor's system font.

function logoSvg(siteName: string): string {
  const width = Math.ceil(64 + siteName.length * 26 * 0.62 + 8);
  const body = [
    `<rect x="2" y="6" width="46" height="46" rx="12" fill="${ACCENT}"/>`,
    `<path d="M15 23 h20 l-1.6 19 a3 3 0 0 1 -3 2.8 h-10.8 a3 3 0 0 1 -3 -2.8 Z" fill="${INK}"/>`,
    `<path d="M19.5 24 v-3 a5.5 5.5 0 0 1 11 0 v3" fill="none" stroke="${INK}" stroke-width="2.6" stroke-linecap="round"/>`,
    `<text x="60" y="39" font-family="${FONT}" font-size="26" font-weight="800" fill="${INK}" letter-spacing="-0.5">${escapeXml(siteName)}</text>`,
  ].join('');
  return svgDoc(width, 58, '', body);
}

function paymentStripSvg(): string {
  const icons = {
    card: `<rect x="0" y="3" width="22" height="15" rx="3" fill="${INK}"/><rect x="0" y="6.5" width="22" height="3" fill="${ACCENT}"/><rect x="3" y="12" width="6" height="3" rx="1" fill="#ffffff"/>`,
    cash: `<rect x="0" y="3" width="22" height="15" rx="2.5" fill="#3f6b4f"/><circle cx="11" cy="10.5" r="4" fill="none" stroke="#ffffff" stroke-width="1.6"/><circle cx="4" cy="10.5" r="1.2" fill="#ffffff"/><circle cx="18" cy="10.5" r="1.2" fill="#ffffff"/>`,
    bank: `<path d="M11 1 L22 7 H0 Z" fill="${WARM_GREY}"/><rect x="2.5" y="8.5" width="3" height="8" fill="${WARM_GREY}"/><rect x="9.5" y="8.5" width="3" height="8" fill="${WARM_GREY}"/><rect x="16.5" y="8.5" width="3" height="8" fill="${WARM_GREY}"/><rect x="0" y="17.5" width="22" height="2.5" fill="${WARM_GREY}"/>`,
  };
  const items: [keyof typeof icons, string][] = [
    ['card', 'Card'],
    ['cash', 'Cash on delivery'],
    ['bank', 'Bank transfer'],
  ];
  let x = 1;
  const parts: string[] = [];
  for (const [icon, label] of items) {
    const w = Math.ceil(54 + label.length * 7.8);
    parts.push(
      `<g transform="translate(${x} 1)"><rect width="${w}" height="34" rx="8" fill="#ffffff" stroke="#ddd5c8"/><g transform="translate(11 7)">${icons[icon]}</g><text x="40" y="22" font-family="${FONT}" font-size="13" font-weight="600" fill="${INK}">${escapeXml(label)}</text></g>`,
    );
    x += w + 8;
  }
  return svgDoc(x - 7, 36, '', parts.join(''));
}

function brandLogoSvg(name: string, key: string): string {
  const colour = pickBy(MARK_COLOURS, key);
  const shape = hashOf(`${key}shape`) % 6;
  const initial = escapeXml(name.charAt(0).toUpperCase());
  const letter = (fill: string) =>
    `<text x="50" y="51" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="30" font-weight="800" fill="${fill}">${initial}</text>`;
  const marks = [
    `<circle cx="50" cy="50" r="30" fill="${colour}"/>${letter('#ffffff')}`,
    `<rect x="20" y="20" width="60" height="60" rx="14" fill="${colour}"/>${letter('#ffffff')}`,
    `<rect x="27" y="27" width="46" height="46" rx="6" transform="rotate(45 50 50)" fill="${colour}"/>${letter('#ffffff')}`,
    `<path d="M50 18 L78 34 L78 66 L50 82 L22 66 L22 34 Z" fill="${colour}"/>${letter('#ffffff')}`,
    `<circle cx="50" cy="50" r="27" fill="none" stroke="${colour}" stroke-width="6"/>${letter(colour)}`,
    `<circle cx="40" cy="50" r="22" fill="${colour}"/><circle cx="62" cy="50" r="22" fill="${ACCENT}" fill-opacity="0.9"/>`,
  ];
  const upper = hashOf(`${key}case`) % 3 === 0;
  const label = upper ? name.toUpperCase() : name;
  const spacing = upper ? 2 : 0;
  const fontSize = Math.min(32, Math.floor(204 / (label.length * (upper ? 0.72 : 0.6) + spacing / 10)));
  const body = [
    marks[shape],
    `<text x="96" y="51" dominant-baseline="central" font-family="${FONT}" font-size="${fontSize}" font-weight="${upper ? 700 : 800}" letter-spacing="${spacing}" fill="${INK}">${escapeXml(label)}</text>`,
  ].join('');
  return svgDoc(320, 100, '', body);
}

function shopLogoSvg(name: string, key: string): string {
  const initials = name
    .replace(/&/g, ' ')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  const style = hashOf(key) % 3;
  const [bg, fg, ring] = [
    [ACCENT, INK, '#ffffff'],
    [INK, ACCENT, ACCENT],
    [CREAM, INK, ACCENT],
  ][style]!;
  const body = [
    `<circle cx="100" cy="100" r="98" fill="${bg}"/>`,
    `<circle cx="100" cy="100" r="84" fill="none" stroke="${ring}" stroke-width="3" stroke-opacity="0.8"/>`,
    `<text x="100" y="102" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="68" font-weight="800" fill="${fg}" letter-spacing="-1">${escapeXml(initials)}</text>`,
  ].join('');
  return svgDoc(200, 200, '', body);
}

// ---------------------------------------------------------------------------------------------------------
// Plan, render, manifest.

function plan(publicPrefix: string, siteName: string): { jobs: Job[]; images: DemoImageSet } {
  const prefix = publicPrefix.replace(/\/+$/, '');
  const url = (file: string) => `${prefix}/${file}`;
  const jobs: Job[] = [];
  const raster = (
    file: string,
    width: number,
    height: number,
    art: { svg: string; art: Placement[] },
    variants: number[] = [],
  ) => {
    jobs.push({ type: 'raster', file, width, height, svg: art.svg, art: art.art, variants });
    return url(file);
  };
  const vector = (file: string, svg: string) => {
    jobs.push({ type: 'svg', file, svg });
    return url(file);
  };
  const wide = (width: number) => (width >= 1200 ? [800] : []);

  const productImages = {} as Record<ProductKind, string[]>;
  for (const kind of PRODUCT_KINDS) {
    productImages[kind] = Array.from({ length: PRODUCT_IMAGE_VIEWS }, (_, view) =>
      raster(`p-${kind}-${view + 1}.webp`, 800, 800, productView(kind, view), [400]),
    );
  }

  // One picture per colour of the kinds sold in colours: the object tinted, on a backdrop of that colour.
  const colourImages: DemoImageSet['colourImages'] = {};
  for (const [kind, colours] of colourKinds()) {
    const byColour: Record<string, string> = {};
    for (const colour of colours) {
      const swatch = COLOUR_SWATCHES[colour] ?? '#888888';
      const view = productView(kind, 0, mix(swatch, '#ffffff', 0.72));
      byColour[colour] = raster(
        `p-${kind}-${colour.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.webp`,
        800,
        800,
        { svg: view.svg, art: view.art.map((placement) => ({ ...placement, tint: swatch })) },
        [400],
      );
    }
    colourImages[kind] = byColour;
  }

  const categoryImages: Record<string, string> = {};
  for (const c of demoCategories) {
    categoryImages[c.imageKey] = raster(
      `c-${c.imageKey}.webp`,
      400,
      400,
      categoryTile(c.imageKey, c.artKind),
    );
  }

  const brandLogos: Record<string, string> = {};
  for (const b of demoBrands)
    brandLogos[b.logoKey] = vector(`b-${b.logoKey}.svg`, brandLogoSvg(b.name, b.logoKey));

  const artByCategory = new Map(demoCategories.map((c) => [c.cat_slug, c.artKind]));
  const shopLogos: Record<string, string> = {};
  const shopCovers: Record<string, string> = {};
  for (const s of demoSellers) {
    shopLogos[s.logoKey] = vector(`s-${s.logoKey}-logo.svg`, shopLogoSvg(s.shop.shop_name, s.logoKey));
    const kinds = s.catSlugs
      .map((slug) => artByCategory.get(slug))
      .filter((k): k is ProductKind => k !== undefined);
    shopCovers[s.coverKey] = raster(
      `s-${s.coverKey}-cover.webp`,
      1600,
      400,
      shopCover(s.coverKey, kinds),
      [800],
    );
  }

  const sliderImages: string[] = [];
  for (const s of demoSliders) {
    sliderImages[s.imageIndex] = raster(
      `slider-${s.imageIndex + 1}.webp`,
      1600,
      600,
      banner(1600, 600, s.art, `slider-${s.imageIndex}`),
      wide(1600),
    );
  }

  const adImages: Record<string, string> = {};
  for (const ad of demoAdvertisements) {
    const [width, height] = ad.imageKey.startsWith('slider-banner') ? [800, 400] : [1200, 500];
    adImages[ad.imageKey] = raster(
      `ad-${ad.imageKey}.webp`,
      width,
      height,
      banner(width, height, ad.art, ad.imageKey),
      wide(width),
    );
  }
  adImages[demoMegaMenuPromo.imageKey] = raster(
    `ad-${demoMegaMenuPromo.imageKey}.webp`,
    480,
    600,
    portraitPromo(480, 600, demoMegaMenuPromo.art[0]),
  );

  const blogImages: string[] = [];
  for (const b of demoBlogs) {
    blogImages[b.imageIndex] = raster(
      `blog-${b.imageIndex + 1}.webp`,
      1200,
      675,
      blogCover(b.slug, b.art),
      [800],
    );
  }

  const flashSaleImages = {
    home: raster(
      'flash-home.webp',
      1600,
      500,
      banner(1600, 500, demoFlashSale.art, 'flash-home', true),
      [800],
    ),
    flash: raster(
      'flash-page.webp',
      1600,
      600,
      banner(1600, 600, demoFlashSale.art, 'flash-page', true),
      [800],
    ),
  };

  const avatars = AVATAR_EMOJI.map((_, i) => raster(`avatar-${i + 1}.webp`, 256, 256, avatarTile(i)));

  const images: DemoImageSet = {
    productImages,
    colourImages,
    categoryImages,
    brandLogos,
    shopLogos,
    shopCovers,
    sliderImages,
    adImages,
    blogImages,
    flashSaleImages,
    paymentStrip: vector('payment-strip.svg', paymentStripSvg()),
    logo: vector('logo.svg', logoSvg(siteName)),
    avatars,
  };
  return { jobs, images };
}

function outputFiles(job: Job): string[] {
  if (job.type === 'svg') return [job.file];
  return [job.file, ...job.variants.map((w) => job.file.replace(/\.webp$/, `-${w}.webp`))];
}

/** Write-then-rename, so a reader (or a second app instance seeding at once) never sees half a file. */
async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

function emojiDir(): string {
  const pkg = createRequire(import.meta.url).resolve('@lobehub/fluent-emoji-3d/package.json');
  return path.join(path.dirname(pkg), 'assets');
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** 0.45 for black to 1.3 for white: how much a tinted object is darkened or lightened. */
function brightnessFor(colour: string): number {
  const rgb = Number.parseInt(colour.slice(1), 16);
  const luminance = (0.2126 * ((rgb >> 16) & 255) + 0.7152 * ((rgb >> 8) & 255) + 0.0722 * (rgb & 255)) / 255;
  return Math.min(1.3, Math.max(0.45, 0.35 + luminance));
}

async function renderRaster(job: RasterJob, outDir: string, assets: string): Promise<void> {
  const overlays = await Promise.all(
    job.art.map(async (p) => {
      let pipeline = sharp(path.join(assets, `${p.emoji}.webp`))
        .ensureAlpha()
        .resize(p.size, p.size, { kernel: 'lanczos3' });
      if (p.rotate !== 0) pipeline = pipeline.rotate(p.rotate, { background: TRANSPARENT });
      // tint() keeps lightness, so dark and light colours also move the brightness (black stays dark).
      if (p.tint) pipeline = pipeline.tint(p.tint).modulate({ brightness: brightnessFor(p.tint) });
      const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
      // sharp refuses overlays that leave the canvas, so nudge edge pieces back inside.
      const left = Math.min(Math.max(Math.round(p.x - info.width / 2), 0), job.width - info.width);
      const top = Math.min(Math.max(Math.round(p.y - info.height / 2), 0), job.height - info.height);
      return {
        input: data,
        raw: { width: info.width, height: info.height, channels: info.channels },
        left,
        top,
      };
    }),
  );
  const { data, info } = await sharp(Buffer.from(job.svg))
    .composite(overlays)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const writes = [
    sharp(data, { raw })
      .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
      .toBuffer()
      .then((buf) => writeAtomic(path.join(outDir, job.file), buf)),
    ...job.variants.map((width) =>
      sharp(data, { raw })
        .resize(width)
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer()
        .then((buf) => writeAtomic(path.join(outDir, job.file.replace(/\.webp$/, `-${width}.webp`)), buf)),
    ),
  ];
  await Promise.all(writes);
}

async function runPool<T>(
  items: readonly T[],
  limit: number,
  worker: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await worker(item);
    }
  });
  await Promise.all(lanes);
}

async function missingFiles(outDir: string, files: readonly string[]): Promise<Set<string>> {
  const present = await Promise.all(
    files.map((f) =>
      stat(path.join(outDir, f)).then(
        (s) => s.size > 0,
        () => false,
      ),
    ),
  );
  return new Set(files.filter((_, i) => !present[i]));
}

async function readManifest(outDir: string, fingerprint: string): Promise<Manifest | null> {
  try {
    const manifest = JSON.parse(await readFile(path.join(outDir, MANIFEST_FILE), 'utf8')) as Manifest;
    return manifest.version === DEMO_IMAGES_VERSION && manifest.fingerprint === fingerprint ? manifest : null;
  } catch {
    return null;
  }
}

/**
 * Writes the demo images into `outDir` and returns their public URLs. Idempotent: when `manifest.json`
 * matches this version and these drawings (a hash of every SVG and placement), it only redraws files that
 * have gone missing — usually none, so a second run is a few dozen `stat` calls.
 */
export async function generateDemoImages(options: GenerateDemoImagesOptions): Promise<DemoImageSet> {
  const { outDir, publicPrefix, siteName = 'Marketplace', concurrency = 4 } = options;
  const { jobs, images } = plan(publicPrefix, siteName);
  // The URLs are left out on purpose: serving the same folder under another prefix needs no redraw.
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify({ version: DEMO_IMAGES_VERSION, quality: WEBP_QUALITY, effort: WEBP_EFFORT, jobs }),
    )
    .digest('hex');

  let todo = jobs;
  const existing = await readManifest(outDir, fingerprint);
  if (existing) {
    const missing = await missingFiles(outDir, existing.files);
    if (missing.size === 0) return images;
    todo = jobs.filter((job) => outputFiles(job).some((file) => missing.has(file)));
  }

  await mkdir(outDir, { recursive: true });
  // Each source and result is used once: libvips' operation cache (up to 50 MB by default) would only keep
  // memory the server holds for the rest of its life.
  sharp.cache(false);
  const assets = emojiDir();
  await runPool(todo, concurrency, (job) =>
    job.type === 'svg'
      ? writeAtomic(path.join(outDir, job.file), job.svg)
      : renderRaster(job, outDir, assets),
  );

  // Written last: a run that dies half-way leaves no manifest, so the next run starts over.
  const manifest: Manifest = {
    version: DEMO_IMAGES_VERSION,
    fingerprint,
    files: jobs.flatMap(outputFiles),
    images,
  };
  await writeAtomic(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return images;
}

/** A product's gallery: the kind's views, rotated by `imageVariant` so neighbours on a grid differ. */
export function productImageUrls(
  images: DemoImageSet,
  product: Pick<DemoProduct, 'kind' | 'imageVariant'>,
): string[] {
  const views = images.productImages[product.kind];
  const shift = product.imageVariant % views.length;
  return [...views.slice(shift), ...views.slice(0, shift)];
}

/** The srcset twin of a generated WebP, e.g. `-400` for product images and `-800` for banners. */
export function demoImageVariant(url: string, width: number): string {
  return url.replace(/\.webp$/, `-${width}.webp`);
}

/**
 * A variant's pictures: a colour variant of a kind sold in colours leads with its own tinted picture, then the
 * product's gallery; any other variant shows the product's gallery.
 */
export function variantImageUrls(
  images: DemoImageSet,
  product: Pick<DemoProduct, 'kind' | 'imageVariant'>,
  variant: { options: Record<string, string> },
): string[] {
  const colour = variant.options.Colour;
  const own = colour ? images.colourImages[product.kind]?.[colour] : undefined;
  const gallery = productImageUrls(images, product);
  return own ? [own, ...gallery] : gallery;
}
