/**
 * The demo catalogue as plain data: categories, sub-categories, brands, sellers and a deterministic
 * product generator. No database code here — the seeder maps these objects to rows, and
 * `demo-images.ts` turns the image keys into files. Money is integer cents throughout.
 */
import {
  CLOSING_FRAMES,
  FEATURE_FRAMES,
  INTRO_FRAMES,
  type ProductKind,
  SUB_CATEGORY_TEMPLATES,
  type SubCategoryTemplate,
  TITLE_INTRO_FRAMES,
  variantOptionOf,
} from './demo-words.ts';

export type { ProductKind } from './demo-words.ts';

export interface DemoCategory {
  cat_name: string;
  cat_slug: string;
  /** Key into `DemoImageSet.categoryImages`. */
  imageKey: string;
  /** The object drawn on the category tile. */
  artKind: ProductKind;
}

export interface DemoSubCategory {
  subcat_name: string;
  slug: string;
  cat_slug: string;
}

export interface DemoBrand {
  name: string;
  slug: string;
  /** Key into `DemoImageSet.brandLogos`. */
  logoKey: string;
}

export interface DemoSeller {
  user: { fullName: string; displayName: string; email: string; phone: string };
  shop: {
    shop_name: string;
    shop_slug: string;
    shop_address: string;
    description: string;
    /** 0–5, one decimal. */
    rating: number;
  };
  /** Keys into `DemoImageSet.shopLogos` / `shopCovers`. */
  logoKey: string;
  coverKey: string;
  /** The categories this shop sells in; products are only assigned to shops that carry their category. */
  catSlugs: readonly string[];
}

export interface DemoProduct {
  slug: string;
  productName: string;
  /** Plain text, 2–4 sentences. */
  description: string;
  priceCents: number;
  /** Always below `priceCents` when present. */
  offerPriceCents: number | null;
  /** Picks the images: `DemoImageSet.productImages[kind]`, rotated by `imageVariant` (see `productImageUrls`). */
  kind: ProductKind;
  imageVariant: number;
  catSlug: string;
  subCatSlug: string;
  brandSlug: string;
  /** The shop slug of the seller. */
  sellerSlug: string;
  stock: number;
  sku: string;
  /** Grams. */
  weight: number;
  /** 3.0–5.0, one decimal. */
  rating: number;
  reviewCount: number;
  isTopProduct: boolean;
  isNewArrival: boolean;
  isBestProduct: boolean;
  isFeatured: boolean;
  isPopular: boolean;
  status: 'active' | 'inactive';
  approvalStatus: 'approved' | 'pending';
  seoTitle: string;
  seoDescription: string;
  /** ISO-8601. */
  createdAt: string;
  updatedAt: string;
  /** The one option a product sold in sizes or colours has (decision 16); empty for a single-variant product. */
  options: { name: string; values: string[] }[];
  /** Its variants, in option order (empty for a single-variant product); stock is theirs, summed in `stock`. */
  variants: DemoVariant[];
}

export interface DemoVariant {
  sku: string;
  options: Record<string, string>;
  stock: number;
  /** Which of the kind's views shows this variant (colours get their own picture). */
  imageVariant: number;
}

/** How many views `demo-images.ts` renders per product kind; `imageVariant` is below this. */
export const PRODUCT_IMAGE_VIEWS = 3;

function category(cat_name: string, cat_slug: string, artKind: ProductKind): DemoCategory {
  return { cat_name, cat_slug, imageKey: cat_slug, artKind };
}

export const demoCategories: readonly DemoCategory[] = [
  category('Electronics', 'electronics', 'headphones'),
  category('Phones & Tablets', 'phones-tablets', 'phone'),
  category('Computers', 'computers', 'laptop'),
  category('Fashion', 'fashion', 'dress'),
  category('Shoes', 'shoes', 'running-shoe'),
  category('Home & Living', 'home-living', 'sofa'),
  category('Beauty & Health', 'beauty-health', 'lipstick'),
  category('Sports & Outdoors', 'sports-outdoors', 'basketball'),
  category('Toys & Games', 'toys-games', 'teddy-bear'),
  category('Books & Media', 'books-media', 'books'),
  category('Musical Instruments', 'musical-instruments', 'guitar'),
  category('Watches & Accessories', 'watches-accessories', 'watch'),
  category('Grocery', 'grocery', 'coffee'),
];

export const demoSubCategories: readonly DemoSubCategory[] = SUB_CATEGORY_TEMPLATES.map((t) => ({
  subcat_name: t.name,
  slug: t.slug,
  cat_slug: t.catSlug,
}));

/**
 * The navigation's "Smart Watch" promo tile. It is a sub-category (smart watches sit inside Watches &
 * Accessories), so the link uses `sub_category`, which `/products` accepts as a plain slug.
 */
export const smartWatchPromoSlug = 'smart-watch';
export const smartWatchPromoLink = `/products?sub_category=${smartWatchPromoSlug}`;

function brand(name: string, slug: string): DemoBrand {
  return { name, slug, logoKey: slug };
}

/** Invented names; any likeness to a real company is accidental. */
export const demoBrands: readonly DemoBrand[] = [
  brand('Aurora Sound', 'aurora-sound'),
  brand('Voltix', 'voltix'),
  brand('Nordlys', 'nordlys'),
  brand('Kestrel Optics', 'kestrel-optics'),
  brand('Lumora', 'lumora'),
  brand('Pinecrest Outfitters', 'pinecrest'),
  brand('Tessel', 'tessel'),
  brand('Quillon Press', 'quillon-press'),
  brand('Brightwater', 'brightwater'),
  brand('Solenne', 'solenne'),
  brand('Marlowe & Finch', 'marlowe-finch'),
  brand('Ironbark', 'ironbark'),
  brand('Halcyon Home', 'halcyon-home'),
  brand('Fennic', 'fennic'),
  brand('Orbita', 'orbita'),
  brand('Zephyra', 'zephyra'),
  brand('Cobaltline', 'cobaltline'),
  brand('Juniper Row', 'juniper-row'),
  brand('Vantor', 'vantor'),
  brand('Maplewood Music', 'maplewood-music'),
  brand('Emberly Roasters', 'emberly-roasters'),
  brand('Koru Kids', 'koru-kids'),
  brand('Bellhaven', 'bellhaven'),
  brand('Tidewell', 'tidewell'),
  brand('Paperlane', 'paperlane'),
  brand('Resonance Works', 'resonance-works'),
  brand('Goldfield Farms', 'goldfield-farms'),
];

function seller(
  shop_name: string,
  shop_slug: string,
  owner: string,
  phone: string,
  shop_address: string,
  rating: number,
  catSlugs: readonly string[],
  description: string,
): DemoSeller {
  return {
    user: {
      fullName: owner,
      displayName: owner.split(' ')[0] ?? owner,
      email: `${shop_slug}@demo.shop`,
      phone,
    },
    shop: { shop_name, shop_slug, shop_address, description, rating },
    logoKey: shop_slug,
    coverKey: shop_slug,
    catSlugs,
  };
}

// Phones: the shop's area code and a line in the 555-01xx block reserved for fiction, in E.164 (valid for
// libphonenumber-js, like every phone the address book and the shop forms accept).
export const demoSellers: readonly DemoSeller[] = [
  seller(
    'Golden Hour Goods',
    'golden-hour-goods',
    'Maya Lindqvist',
    '+15035550142',
    '48 Market Street, Portland, OR 97204, USA',
    4.8,
    ['home-living', 'watches-accessories', 'electronics', 'toys-games'],
    'A bright little general store for the things that make a home and a day better: lamps, watches, speakers and gifts, packed by hand within a day.',
  ),
  seller(
    'Voltage Avenue',
    'voltage-avenue',
    'Daniel Okafor',
    '+15125550117',
    '1200 Circuit Road, Austin, TX 78701, USA',
    4.6,
    ['electronics', 'phones-tablets', 'computers'],
    'Phones, laptops and audio from brands we test ourselves. Every device ships sealed, with a 30-day no-quibble return.',
  ),
  seller(
    'Threadline Studio',
    'threadline-studio',
    'Sofia Marchetti',
    '+12125550168',
    '77 Mercer Street, New York, NY 10012, USA',
    4.7,
    ['fashion', 'shoes', 'watches-accessories'],
    'Wardrobe staples in natural fabrics, chosen to last more than a season.',
  ),
  seller(
    'Stride Supply Co.',
    'stride-supply',
    'Jamal Rivers',
    '+13035550183',
    '9 Trailhead Way, Boulder, CO 80302, USA',
    4.5,
    ['shoes', 'sports-outdoors'],
    'Run, hike and play: footwear and kit fitted by people who use it every weekend.',
  ),
  seller(
    'Hearth & Home',
    'hearth-and-home',
    'Elena Novak',
    '+16125550129',
    '310 Willow Avenue, Minneapolis, MN 55403, USA',
    4.9,
    ['home-living', 'grocery'],
    'Furniture, cookware and pantry treats for a warm, unhurried home.',
  ),
  seller(
    'Glow Apothecary',
    'glow-apothecary',
    'Priya Raman',
    '+16195550156',
    '22 Bloom Lane, San Diego, CA 92101, USA',
    4.6,
    ['beauty-health'],
    'Clean skincare, make-up and everyday wellness, with ingredients listed in plain words.',
  ),
  seller(
    'Playtime Planet',
    'playtime-planet',
    'Tom Becker',
    '+16145550134',
    '5 Carousel Court, Columbus, OH 43215, USA',
    4.4,
    ['toys-games', 'books-media'],
    'Toys, puzzles and games that get played with long after the wrapping paper is gone.',
  ),
  seller(
    'Pageturner Books & Music',
    'pageturner',
    'Grace Whitfield',
    '+16175550191',
    '64 Chapter Row, Boston, MA 02116, USA',
    4.8,
    ['books-media', 'musical-instruments'],
    'An independent shop for readers and players: new fiction, cookbooks, records and instruments set up by hand.',
  ),
  seller(
    'Harvest Pantry',
    'harvest-pantry',
    'Luis Herrera',
    '+19165550105',
    '18 Orchard Road, Sacramento, CA 95814, USA',
    4.7,
    ['grocery'],
    'Coffee, tea, honey and fruit from small producers we know by name.',
  ),
  seller(
    'Trailhead Outfitters',
    'trailhead-outfitters',
    'Hannah Brooks',
    '+12065550176',
    '401 Summit Drive, Seattle, WA 98101, USA',
    4.5,
    ['sports-outdoors', 'fashion', 'watches-accessories'],
    'Outdoor gear and clothing for long days outside, tested on the trails around Seattle.',
  ),
];

/** The seller account the demo signs in with (password in `demoAccounts`). */
export const demoSellerEmail: string = demoSellers[0]!.user.email;

/** mulberry32: tiny, fast and good enough for demo data; the same seed always gives the same stream. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A bijection on 31-bit integers, so distinct indexes give distinct suffixes (unique slugs without a
 * lookup set, even for a million products) while still looking random. 36^6 > 2^31, so 6 base-36 chars.
 */
function slugSuffix(index: number, seed: number): string {
  let x = (index ^ Math.imul(seed, 0x2545f491)) & 0x7fffffff;
  x = Math.imul(x, 0x2c1b3c6d) & 0x7fffffff;
  x ^= x >>> 15;
  x = Math.imul(x, 0x297a2d39) & 0x7fffffff;
  x ^= x >>> 13;
  return x.toString(36).padStart(6, '0');
}

const DAY_MS = 86_400_000;
const CREATED_WITHIN_DAYS = 120;
const NO_GUARANTEE_CATEGORIES = new Set(['grocery', 'books-media']);

interface PreparedTemplate {
  t: SubCategoryTemplate;
  catName: string;
  brands: readonly { name: string; slug: string; code: string }[];
  sellers: readonly { slug: string; name: string }[];
  closings: readonly string[];
}

function prepareTemplates(): PreparedTemplate[] {
  const brandBySlug = new Map(demoBrands.map((b) => [b.slug, b]));
  const catNameBySlug = new Map(demoCategories.map((c) => [c.cat_slug, c.cat_name]));
  return SUB_CATEGORY_TEMPLATES.map((t) => {
    const brands = t.brands.map((slug) => {
      const b = brandBySlug.get(slug);
      if (!b) throw new Error(`demo-words: sub-category ${t.slug} names unknown brand ${slug}`);
      return {
        name: b.name,
        slug: b.slug,
        code: b.name
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase(),
      };
    });
    const sellers = demoSellers
      .filter((s) => s.catSlugs.includes(t.catSlug))
      .map((s) => ({ slug: s.shop.shop_slug, name: s.shop.shop_name }));
    const catName = catNameBySlug.get(t.catSlug);
    if (!catName || sellers.length === 0) {
      throw new Error(`demo-words: sub-category ${t.slug} needs a known category with at least one seller`);
    }
    const closings = NO_GUARANTEE_CATEGORIES.has(t.catSlug)
      ? CLOSING_FRAMES.filter((f) => !f.includes('{years}'))
      : CLOSING_FRAMES;
    return { t, catName, brands, sellers, closings };
  });
}

function pick<T>(items: readonly T[], rnd: () => number): T {
  return items[Math.floor(rnd() * items.length)]!;
}

function fill(frame: string, values: Record<string, string>): string {
  return frame.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** Three distinct features in random order (templates hold at least four). */
function pickFeatures(features: readonly string[], rnd: () => number): [string, string, string] {
  const n = features.length;
  const a = Math.floor(rnd() * n);
  const b = (a + 1 + Math.floor(rnd() * (n - 1))) % n;
  let c = (a + 1) % n;
  while (c === b) c = (c + 1) % n;
  return [features[a]!, features[b]!, features[c]!];
}

/** Shop-like prices: $249.99 above $100, $23.49 / $23.99 / $23.95 below. */
function priceCents(range: readonly [number, number], rnd: () => number): number {
  const dollars = range[0] + (range[1] - range[0]) * rnd() ** 1.7;
  if (dollars >= 100) return (Math.round(dollars / 10) * 10 - 1) * 100 + 99;
  const ending = [99, 49, 95, 0][Math.floor(rnd() * 4)]!;
  return Math.max(1, Math.floor(dollars)) * 100 + ending;
}

function offerCents(price: number, rnd: () => number): number {
  const percent = 10 + Math.floor(rnd() * 31);
  let offer = price - Math.round((price * percent) / 100);
  // Round bigger offers down to .99 so they look like real shelf prices; this only deepens the discount.
  if (price >= 1000) offer = Math.floor(offer / 100) * 100 - 1;
  return Math.min(Math.max(offer, 1), price - 1);
}

/** "Stride Supply Co." already ends the sentence; adding a full stop would double it. */
function endSentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** Midnight UTC today: the default `now`, so calls on the same day agree without passing a date. */
function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * Yields `count` products one at a time, so a million-product seed can stream into batched inserts.
 * Same `seed` and `now` → same products. Sub-categories are dealt in shuffled rounds, so every
 * sub-category (and so every category) appears once per round of 59 products.
 */
export function* iterateDemoProducts(
  count: number,
  seed = 42,
  now: Date = startOfUtcDay(new Date()),
): Generator<DemoProduct, void, undefined> {
  const rnd = mulberry32(seed);
  const templates = prepareTemplates();
  const order = templates.map((_, i) => i);
  const nowMs = now.getTime();
  const baseSlugs = new Map<string, string>();

  for (let i = 0; i < count; i++) {
    const round = i % order.length;
    if (round === 0) {
      for (let j = order.length - 1; j > 0; j--) {
        const k = Math.floor(rnd() * (j + 1));
        [order[j], order[k]] = [order[k]!, order[j]!];
      }
    }
    const p = templates[order[round]!]!;
    const { t } = p;
    const brand = pick(p.brands, rnd);
    const line = pick(t.lines, rnd);
    const edition = pick(t.editions, rnd);
    const variant = pick(t.variants, rnd);
    const shop = pick(p.sellers, rnd);
    const option = variantOptionOf(t.variants);

    const title = t.nameStyle === 'title';
    const short = title
      ? `${line}${edition ? ` (${edition})` : ''}`
      : `${line}${edition ? ` ${edition}` : ''} ${t.noun}`;
    const model = title ? short : `${brand.name} ${short}`;
    // Sizes and colours are variants of one product; other differences (format, pack) stay in the name.
    const productName = option ? model : `${model} — ${variant}`;
    let baseSlug = baseSlugs.get(model);
    if (baseSlug === undefined) {
      baseSlug = slugify(model);
      baseSlugs.set(model, baseSlug);
    }

    // Fixed strides guarantee every status and flag shows up even in small catalogues; the random part
    // keeps large ones from looking periodic.
    const inactive = i % 53 === 26 || rnd() < 0.01;
    const pending = i % 41 === 13 || rnd() < 0.015;
    const visible = !inactive && !pending;
    const forcedNew = visible && i % 19 === 5;
    const ageMs = Math.floor(rnd() * (forcedNew ? 14 : CREATED_WITHIN_DAYS) * DAY_MS);
    const createdMs = nowMs - ageMs;
    const updatedMs = createdMs + Math.floor(rnd() * ageMs);

    const isTopProduct = visible && (i % 17 === 3 || rnd() < 0.04);
    const isNewArrival = forcedNew || (visible && ageMs < 30 * DAY_MS && rnd() < 0.15);
    const isBestProduct = visible && (i % 23 === 7 || rnd() < 0.04);
    const isFeatured = visible && (i % 13 === 1 || rnd() < 0.04);
    const isPopular = visible && (i % 29 === 11 || rnd() < 0.04);

    let rating = Math.round((3 + 2 * Math.sqrt(rnd())) * 10) / 10;
    if (isBestProduct) rating = Math.max(rating, 4.4);
    let reviewCount = 1 + Math.floor(rnd() ** 3 * 1800);
    if (isPopular || isTopProduct) reviewCount += 250;

    const price = priceCents(t.priceUsd, rnd);
    const offer = rnd() < 0.35 ? offerCents(price, rnd) : null;
    const stock = i % 31 === 30 || rnd() < 0.015 ? 0 : 1 + Math.floor(rnd() ** 1.3 * 250);
    const imageVariant = Math.floor(rnd() * PRODUCT_IMAGE_VIEWS);
    const sku = `${brand.code}-${t.code}-${String(i + 1).padStart(6, '0')}`;
    const sold = option ? variantsOf(option, sku, stock, imageVariant, rnd) : [];
    const [minG, maxG] = t.weightG;
    const grams = minG + rnd() * (maxG - minG);
    const weight = grams >= 1000 ? Math.round(grams / 50) * 50 : Math.max(5, Math.round(grams / 5) * 5);

    const [f1, f2, f3] = pickFeatures(t.features, rnd);
    const words = {
      model,
      short,
      brand: brand.name,
      use: t.use,
      aNoun: `${/^[aeiou]/i.test(t.noun) ? 'an' : 'a'} ${t.noun.toLowerCase()}`,
      f1,
      f2,
      f3,
      shop: shop.name,
      years: String(1 + Math.floor(rnd() * 3)),
    };
    const intro = title ? fill(pick(TITLE_INTRO_FRAMES, rnd), words) : fill(pick(INTRO_FRAMES, rnd), words);
    const sentences = [intro, fill(pick(FEATURE_FRAMES, rnd), words)];
    const extra = rnd();
    if (extra < 0.5) {
      const first = Math.floor(rnd() * p.closings.length);
      sentences.push(fill(p.closings[first]!, words));
      if (extra < 0.15) sentences.push(fill(p.closings[(first + 1) % p.closings.length]!, words));
    }
    const description = sentences.join(' ');

    yield {
      slug: `${baseSlug}-${slugSuffix(i, seed)}`,
      productName,
      description,
      priceCents: price,
      offerPriceCents: offer,
      kind: t.kind,
      imageVariant,
      catSlug: t.catSlug,
      subCatSlug: t.slug,
      brandSlug: brand.slug,
      sellerSlug: shop.slug,
      stock: sold.length > 0 ? sold.reduce((sum, v) => sum + v.stock, 0) : stock,
      sku: sold[0]?.sku ?? sku,
      weight,
      rating,
      reviewCount,
      isTopProduct,
      isNewArrival,
      isBestProduct,
      isFeatured,
      isPopular,
      status: inactive ? 'inactive' : 'active',
      approvalStatus: pending ? 'pending' : 'approved',
      seoTitle: truncate(`${model} | ${p.catName}`, 70),
      seoDescription: truncate(`${productName} from ${endSentence(shop.name)} ${sentences[1]}`, 160),
      createdAt: new Date(createdMs).toISOString(),
      updatedAt: new Date(updatedMs).toISOString(),
      options:
        option && sold.length > 0
          ? [{ name: option.name, values: sold.map((v) => v.options[option.name]!) }]
          : [],
      variants: sold,
    };
  }
}

/**
 * Two to all of the option's values, in order, as variants: the product's stock spread over them (one sells
 * out now and then), each colour shown by its own view of the kind's pictures.
 */
function variantsOf(
  option: { name: string; values: string[] },
  sku: string,
  stock: number,
  imageVariant: number,
  rnd: () => number,
): DemoVariant[] {
  const count = 2 + Math.floor(rnd() * (option.values.length - 1));
  const start = Math.floor(rnd() * (option.values.length - count + 1));
  return option.values.slice(start, start + count).map((value, index) => ({
    sku: `${sku}-${index + 1}`,
    options: { [option.name]: value },
    // Never more than the product's own stock in total.
    stock: stock === 0 || rnd() < 0.12 ? 0 : Math.max(1, Math.floor((stock / count) * (0.5 + rnd() / 2))),
    imageVariant: option.name === 'Colour' ? imageVariant + index : imageVariant,
  }));
}

export function generateDemoProducts(count: number, seed = 42, now?: Date): DemoProduct[] {
  const products: DemoProduct[] = [];
  for (const product of iterateDemoProducts(count, seed, now)) products.push(product);
  return products;
}
