import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBrands, demoCategories, demoSellers, PRODUCT_IMAGE_VIEWS } from './demo-catalogue.ts';
import {
  demoAdvertisements,
  demoBlogs,
  demoCustomers,
  demoMegaMenuPromo,
  demoSliders,
} from './demo-content.ts';
import {
  type DemoImageSet,
  demoImageVariant,
  generateDemoImages,
  productImageUrls,
  variantImageUrls,
} from './demo-images.ts';
import { colourKinds, PRODUCT_KINDS } from './demo-words.ts';

const PREFIX = '/uploads/demo';

describe('generateDemoImages', () => {
  let outDir: string;
  let images: DemoImageSet;

  const fileOf = (url: string) => {
    expect(url.startsWith(`${PREFIX}/`)).toBe(true);
    return path.join(outDir, url.slice(PREFIX.length + 1));
  };

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'demo-images-'));
    const started = performance.now();
    images = await generateDemoImages({ outDir, publicPrefix: `${PREFIX}/` });
    console.info(`demo-images: first run in ${(performance.now() - started).toFixed(0)} ms`);
  }, 180_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('draws at least 30 product kinds with three or more views each', () => {
    expect(PRODUCT_KINDS.length).toBeGreaterThanOrEqual(30);
    for (const kind of PRODUCT_KINDS) expect(images.productImages[kind]).toHaveLength(PRODUCT_IMAGE_VIEWS);
    expect(PRODUCT_IMAGE_VIEWS).toBeGreaterThanOrEqual(3);
  });

  it('writes product views as 800×800 WebP with a 400 px wide twin', async () => {
    for (const kind of ['watch', 'headphones', 'running-shoe'] as const) {
      for (const url of images.productImages[kind]) {
        const full = await sharp(fileOf(url)).metadata();
        expect([full.format, full.width, full.height]).toEqual(['webp', 800, 800]);
        const small = await sharp(fileOf(demoImageVariant(url, 400))).metadata();
        expect([small.format, small.width, small.height]).toEqual(['webp', 400, 400]);
      }
    }
  });

  it('makes the views of one product differ', async () => {
    const [a, b] = await Promise.all(
      images.productImages.watch.slice(0, 2).map((url) => readFile(fileOf(url))),
    );
    expect(a!.equals(b!)).toBe(false);
  });

  it('has an image for every key the catalogue and content refer to', async () => {
    const urls = [
      ...demoCategories.map((c) => images.categoryImages[c.imageKey]),
      ...demoBrands.map((b) => images.brandLogos[b.logoKey]),
      ...demoSellers.flatMap((s) => [images.shopLogos[s.logoKey], images.shopCovers[s.coverKey]]),
      ...demoSliders.map((s) => images.sliderImages[s.imageIndex]),
      ...demoAdvertisements.map((a) => images.adImages[a.imageKey]),
      images.adImages[demoMegaMenuPromo.imageKey],
      ...demoBlogs.map((b) => images.blogImages[b.imageIndex]),
      ...demoCustomers.map((c) => images.avatars[c.avatarIndex]),
      images.flashSaleImages.home,
      images.flashSaleImages.flash,
      images.paymentStrip,
      images.logo,
    ];
    for (const url of urls) {
      expect(url).toBeDefined();
      expect((await stat(fileOf(url!))).size).toBeGreaterThan(0);
    }
  });

  it('writes banners at their documented sizes', async () => {
    const slider = await sharp(fileOf(images.sliderImages[0]!)).metadata();
    expect([slider.format, slider.width, slider.height]).toEqual(['webp', 1600, 600]);
    const tile = await sharp(fileOf(images.categoryImages.electronics!)).metadata();
    expect([tile.width, tile.height]).toEqual([400, 400]);
  });

  it('writes well-formed SVG logos with escaped names', async () => {
    const svg = await readFile(fileOf(images.brandLogos['marlowe-finch']!), 'utf8');
    expect(svg).toContain('Marlowe &amp; Finch');
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta.format).toBe('svg');
    expect((await sharp(fileOf(images.paymentStrip)).metadata()).format).toBe('svg');
  });

  it('gives every colour of a kind sold in colours its own tinted picture, and its variant leads with it', async () => {
    const kinds = colourKinds();
    expect(kinds.get('headphones')).toContain('Ocean Blue');
    for (const [kind, colours] of kinds) {
      const files = await Promise.all(
        colours.map((colour) => readFile(fileOf(images.colourImages[kind]![colour]!))),
      );
      // Pixels, not just bytes: each colour's picture looks different from the others and from the plain view.
      const plain = await sharp(fileOf(images.productImages[kind][0]!)).resize(16, 16).raw().toBuffer();
      const looks = await Promise.all(files.map((file) => sharp(file).resize(16, 16).raw().toBuffer()));
      expect(new Set(looks.map((pixels) => pixels.toString('base64'))).size).toBe(colours.length);
      for (const pixels of looks) expect(pixels.equals(plain)).toBe(false);
      const meta = await sharp(files[0]).metadata();
      expect([meta.width, meta.height]).toEqual([800, 800]);
    }
    const product = { kind: 'headphones' as const, imageVariant: 1 };
    const blue = variantImageUrls(images, product, { options: { Colour: 'Ocean Blue' } });
    expect(blue[0]).toBe(images.colourImages.headphones!['Ocean Blue']);
    expect(blue.slice(1)).toEqual(productImageUrls(images, product));
    expect(variantImageUrls(images, product, { options: { Size: 'M' } })).toEqual(
      productImageUrls(images, product),
    );
  });

  it('rotates a product gallery by its image variant', () => {
    const views = images.productImages.camera;
    expect(productImageUrls(images, { kind: 'camera', imageVariant: 0 })).toEqual(views);
    expect(productImageUrls(images, { kind: 'camera', imageVariant: 1 })[0]).toBe(views[1]);
  });

  it('returns from the manifest on a second run without re-encoding', async () => {
    const before = (await stat(fileOf(images.productImages.watch[0]!))).mtimeMs;
    const started = performance.now();
    const again = await generateDemoImages({ outDir, publicPrefix: PREFIX });
    const ms = performance.now() - started;
    expect(again).toEqual(images);
    expect(ms).toBeLessThan(1000);
    expect((await stat(fileOf(images.productImages.watch[0]!))).mtimeMs).toBe(before);
    const manifest = JSON.parse(await readFile(path.join(outDir, 'manifest.json'), 'utf8'));
    expect(manifest.version).toBeTypeOf('number');
  });

  it('serves the same files under another prefix without redrawing them', async () => {
    const before = (await stat(fileOf(images.logo))).mtimeMs;
    const moved = await generateDemoImages({ outDir, publicPrefix: '/static/demo' });
    expect(moved.logo).toBe('/static/demo/logo.svg');
    expect((await stat(fileOf(images.logo))).mtimeMs).toBe(before);
  });

  it('redraws only the files that went missing', async () => {
    const logo = fileOf(images.logo);
    const photo = fileOf(demoImageVariant(images.productImages.lamp[2]!, 400));
    const untouched = (await stat(fileOf(images.productImages.watch[0]!))).mtimeMs;
    await Promise.all([rm(logo), rm(photo)]);
    await generateDemoImages({ outDir, publicPrefix: PREFIX });
    expect((await stat(logo)).size).toBeGreaterThan(0);
    expect((await sharp(photo).metadata()).width).toBe(400);
    expect((await stat(fileOf(images.productImages.watch[0]!))).mtimeMs).toBe(untouched);
  });
});
