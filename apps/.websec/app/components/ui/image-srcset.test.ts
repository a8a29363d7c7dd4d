import { describe, expect, it } from 'vitest';
import { srcSetFor } from './image-srcset';

describe('srcSetFor', () => {
  it('pairs a demo product image with its -400 twin', () => {
    expect(srcSetFor('/uploads/demo/p-headphones-2.webp')).toBe(
      '/uploads/demo/p-headphones-2-400.webp 400w, /uploads/demo/p-headphones-2.webp 800w',
    );
    expect(srcSetFor('/uploads/demo/p-running-shoe-1.webp')).toBe(
      '/uploads/demo/p-running-shoe-1-400.webp 400w, /uploads/demo/p-running-shoe-1.webp 800w',
    );
  });

  it('pairs demo banners, covers and blog images with their -800 twin', () => {
    expect(srcSetFor('/uploads/demo/slider-1.webp')).toBe(
      '/uploads/demo/slider-1-800.webp 800w, /uploads/demo/slider-1.webp 1600w',
    );
    expect(srcSetFor('/uploads/demo/s-voltage-avenue-cover.webp')).toBe(
      '/uploads/demo/s-voltage-avenue-cover-800.webp 800w, /uploads/demo/s-voltage-avenue-cover.webp 1600w',
    );
    expect(srcSetFor('/uploads/demo/blog-3.webp')).toBe(
      '/uploads/demo/blog-3-800.webp 800w, /uploads/demo/blog-3.webp 1200w',
    );
    expect(srcSetFor('/uploads/demo/ad-homepage-single-banner-one.webp')).toBe(
      '/uploads/demo/ad-homepage-single-banner-one-800.webp 800w, /uploads/demo/ad-homepage-single-banner-one.webp 1200w',
    );
  });

  it('leaves twins, images without twins and other URLs alone', () => {
    expect(srcSetFor('/uploads/demo/p-apple-1-400.webp')).toBeUndefined();
    expect(srcSetFor('/uploads/demo/slider-1-800.webp')).toBeUndefined();
    expect(srcSetFor('/uploads/demo/c-electronics.webp')).toBeUndefined();
    expect(srcSetFor('/uploads/demo/ad-slider-banner-one.webp')).toBeUndefined();
    expect(srcSetFor('/uploads/demo/s-voltage-avenue-logo.svg')).toBeUndefined();
    expect(srcSetFor('/uploads/products/p-watch-1.webp')).toBeUndefined();
    expect(srcSetFor('https://cdn.example.com/uploads/demo/p-watch-1.webp')).toBeUndefined();
    expect(srcSetFor(null)).toBeUndefined();
  });
});
