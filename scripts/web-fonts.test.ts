import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FONT_SUBSETS, PRELOADED_FONTS, writeFontSubsets } from '../apps/web/fonts.config.ts';

/** The web build's font step (apps/web/fonts.config.ts, docs/decisions/0035). */

const fromWeb = createRequire(new URL('../apps/web/package.json', import.meta.url));
let folder: string | undefined;

afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('web fonts', () => {
  it('cuts the rupee sign out of Source Sans 3 into a woff2 of about a kilobyte', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'charity-fonts-'));
    await writeFontSubsets(folder);
    for (const subset of FONT_SUBSETS) {
      const font = readFileSync(path.join(folder, subset.file));
      expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
      // The glyph and .notdef: far below the 60 kB Latin Extended file it comes from.
      expect(font.length).toBeGreaterThan(500);
      expect(font.length).toBeLessThan(4_000);
    }
  });

  it('preloads files that the installed Fontsource packages still ship', () => {
    const shipped = [
      fromWeb.resolve('@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2'),
      fromWeb.resolve('@fontsource/lora/files/lora-latin-600-normal.woff2'),
    ];
    expect(shipped.map((file) => path.basename(file))).toEqual([...PRELOADED_FONTS]);
    for (const file of shipped) expect(existsSync(file)).toBe(true);
    const styles = readFileSync(new URL('../apps/web/src/styles.css', import.meta.url), 'utf8');
    for (const name of PRELOADED_FONTS) expect(styles).toContain(`/files/${name}')`);
  });
});
