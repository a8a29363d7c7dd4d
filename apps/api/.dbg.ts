import { sanitizeRichText } from './src/modules/seller/seller.rich-text.ts';
for (const [name, make] of [
  ['<p ', (n: number) => '<p '.repeat(n)],
  ['<a href="', (n: number) => '<a href="'.repeat(n)],
  ['<p a="x>"', (n: number) => `${'<p a="x>" '.repeat(n)}>`],
  ['<!--', (n: number) => '<!--'.repeat(n)],
  ['<script>', (n: number) => '<script>'.repeat(n)],
  ['&#', (n: number) => '&#'.repeat(n)],
  ['<p>', (n: number) => '<p><em>x'.repeat(n)],
] as const) {
  for (const n of [10_000, 40_000]) {
    const input = make(n);
    const t0 = performance.now();
    sanitizeRichText(input);
    console.log(name, n, input.length, Math.round(performance.now() - t0), 'ms');
  }
}
