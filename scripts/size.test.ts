import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { documentClosure, documentScripts, preloadedFonts, routeRest, staticClosure } from './size.ts';

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

describe('routeRest', () => {
  // The shape of Vite's manifest: the entry, a route it loads lazily, and the route's own lazy sections.
  const chunk = (file: string, imports: string[] = [], dynamicImports: string[] = []) => ({
    file,
    imports,
    dynamicImports,
  });
  const manifest: Manifest = {
    'index.html': { ...chunk('assets/index.js', ['_react.js'], ['src/home.tsx']), isEntry: true },
    '_react.js': chunk('assets/react.js'),
    '_api.js': chunk('assets/api.js', ['_react.js']),
    'src/home.tsx': chunk('assets/home.js', ['index.html', '_api.js'], ['src/below.tsx', 'src/popup.tsx']),
    'src/below.tsx': chunk('assets/below.js', ['_api.js', '_forms.js'], ['src/lightbox.tsx']),
    '_forms.js': chunk('assets/forms.js', ['_react.js']),
    'src/popup.tsx': chunk('assets/popup.js', ['index.html']),
    'src/lightbox.tsx': chunk('assets/lightbox.js'),
  };

  it("is the route, its sections and their imports, without the first load's chunks, each once", () => {
    const firstLoad = new Set(staticClosure(manifest, ['index.html']));
    expect(routeRest(manifest, 'src/home.tsx', firstLoad)).toEqual([
      'src/home.tsx',
      '_api.js',
      'src/below.tsx',
      '_forms.js',
      'src/popup.tsx',
    ]);
    // What a section loads on a click (the lightbox) is not part of the page's load; the set passed in is untouched.
    expect(firstLoad).toEqual(new Set(['index.html', '_react.js']));
  });
});

describe('documentScripts and documentClosure', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-a1.js', imports: ['_runtime.js'], isEntry: true },
    '_runtime.js': { file: 'assets/runtime-b2.js' },
    'src/kn.ts': { file: 'assets/kn-c3.js', imports: ['_runtime.js'] },
  };

  it("finds a served page's module scripts and module preloads, its own files only, each once", () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/runtime-b2.js">
      <link rel=modulepreload href=/assets/runtime-b2.js>
      <link rel="preload" as="font" href="/assets/lora.woff2">
      <script src="/assets/legacy.js"></script>
      <script type="module" src="https://elsewhere.example/tag.js"></script>
      <script type="application/json" id="ssr-state">{}</script>
    </head>`;
    expect(documentScripts(html)).toEqual(['assets/index-a1.js', 'assets/runtime-b2.js']);
  });

  it('counts what a page adds beyond the entry, such as a preloaded chunk of its own', () => {
    const english = documentClosure(manifest, ['assets/index-a1.js']);
    const kannada = documentClosure(manifest, ['assets/index-a1.js', 'assets/kn-c3.js']);
    expect(english).toEqual(['index.html', '_runtime.js']);
    expect(kannada).toEqual(['index.html', '_runtime.js', 'src/kn.ts']);
  });

  it('stops with the file when a document names a script the build does not know', () => {
    expect(() => documentClosure(manifest, ['assets/stale-d4.js'])).toThrow(/assets\/stale-d4\.js/);
  });
});
