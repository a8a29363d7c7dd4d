import sharp from 'sharp';
for (const opts of [{ palette: true, colours: 2, compressionLevel: 9 }, { palette: true, colours: 2, effort: 1, compressionLevel: 9, dither: 0 }, { compressionLevel: 9, adaptiveFiltering: false }]) {
  const t0 = performance.now();
  const buf = await sharp({ create: { width: 20000, height: 20000, channels: 3, background: '#000' }, limitInputPixels: false }).png(opts).toBuffer();
  console.log(JSON.stringify(opts), buf.length, Math.round(performance.now() - t0));
}
const t0 = performance.now();
const buf = await sharp(Buffer.alloc(20000 * 20000 / 8 | 0), { raw: { width: 20000, height: 2500, channels: 1 } }).toColourspace('b-w').png({ compressionLevel: 9 }).toBuffer();
console.log('raw', buf.length, Math.round(performance.now() - t0));
