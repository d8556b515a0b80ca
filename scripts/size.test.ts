import { describe, expect, it } from 'vitest';
import { preloadedFonts } from './size.ts';

describe('preloadedFonts', () => {
  it("finds the fonts index.html preloads, whatever the attributes' order and quoting", () => {
    const html = `<head>
      <link rel="stylesheet" crossorigin href="/assets/index-a1.css">
      <link rel="modulepreload" href="/assets/react-b2.js">
      <link rel="preload" href="/assets/source-sans-3-latin-wght-normal-c3.woff2" as="font" type="font/woff2" crossorigin>
      <link as=font rel=preload crossorigin href=/assets/lora-latin-600-normal-d4.woff2>
      <link rel="preload" as="image" href="/uploads/banner.webp">
    </head>`;
    expect(preloadedFonts(html)).toEqual([
      'assets/source-sans-3-latin-wght-normal-c3.woff2',
      'assets/lora-latin-600-normal-d4.woff2',
    ]);
  });
});
