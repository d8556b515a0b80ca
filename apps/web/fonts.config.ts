import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/*
 * The site's two web fonts (docs/product/content-and-pages.md, docs/decisions/0035), self-hosted from npm's
 * Fontsource packages: Source Sans 3 (variable, 400-700) for text and Lora (600) for headings, each as its Latin
 * subset, the file every page needs. styles.css declares them; this plugin does the two things CSS cannot:
 *
 * - The rupee sign. Fontsource's Latin files stop at the euro; U+20B9 sits in the Latin Extended file, 60 kB of
 *   which a page would fetch for one glyph. The build cuts that glyph out with subset-font (harfbuzz's
 *   hb-subset) into a file of about a kilobyte under src/fonts/generated/ (not in git), which styles.css declares
 *   for U+20B9 alone, so only a page that shows an amount fetches it. Lora has no rupee sign at all; headings
 *   take it from the fallback fonts.
 * - Preloading. The browser would otherwise find the fonts only once the CSS has arrived and the page is laid out;
 *   a <link rel="preload"> for each Latin file in index.html's head starts both downloads with the CSS. The file
 *   names carry Vite's content hash, so the tags are written from the bundle.
 */

const require = createRequire(import.meta.url);

/** Where the build writes the subsets it cuts; styles.css points at this folder. */
export const GENERATED_FONTS = fileURLToPath(new URL('./src/fonts/generated/', import.meta.url));

/** Subsets cut at build time: the characters `text` from a Fontsource file, written as `file`. */
export const FONT_SUBSETS = [
  {
    source: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2',
    text: '\u20B9',
    file: 'source-sans-3-rupee-wght-normal.woff2',
  },
] as const;

/** The Latin files styles.css uses on every page, preloaded by index.html (matched by their source file name). */
export const PRELOADED_FONTS = [
  'source-sans-3-latin-wght-normal.woff2',
  'lora-latin-600-normal.woff2',
] as const;

/** Writes each subset unless the file already holds exactly those bytes (the dev server and both builds call it). */
export async function writeFontSubsets(folder = GENERATED_FONTS): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const subset of FONT_SUBSETS) {
    const font = await subsetFont(await readFile(require.resolve(subset.source)), subset.text, {
      targetFormat: 'woff2',
    });
    const target = path.join(folder, subset.file);
    const current = await readFile(target).catch(() => undefined);
    if (!current?.equals(font)) await writeFile(target, font);
  }
}

/** Vite: cuts the subsets before any CSS is read, and preloads the Latin files in the built index.html. */
export function webFonts(): Plugin {
  let base = '/';
  return {
    name: 'charity:web-fonts',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      await writeFontSubsets();
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The dev server has no bundle: it serves the fonts as the CSS asks for them.
        if (!context.bundle) return [];
        const assets = Object.values(context.bundle).filter((output) => output.type === 'asset');
        return PRELOADED_FONTS.map((name): HtmlTagDescriptor => {
          const asset = assets.find((output) =>
            output.originalFileNames.some((original) => path.basename(original) === name),
          );
          // A renamed file in a new package version must not silently lose its preload.
          if (!asset)
            throw new Error(`web fonts: ${name} is not in the bundle; is it still used in styles.css?`);
          return {
            tag: 'link',
            // Fonts are always fetched in CORS mode; a preload without `crossorigin` would be fetched twice.
            attrs: {
              rel: 'preload',
              href: `${base}${asset.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
