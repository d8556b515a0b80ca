import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '#src/services/storage/storage.ts';

/**
 * Writes generated media through the storage service (the uploads folder, or the S3 bucket when S3_BUCKET is set).
 * Files are served with immutable caching, so every name carries a hash of what was drawn: changed artwork gets a
 * new URL, and an object that already exists under its name is known to be right and is not rendered again.
 */

// The seed draws each artwork once and exits: libvips' operation cache (up to 100 MB by default) would only hold
// bitmaps that are never asked for again, in a process whose peak counts on a first start (docs/decisions/0063).
sharp.cache(false);

/** Bump when the renderer's settings change in a way the SVG text does not show (quality, sharp upgrade...). */
const RENDER_VERSION = 'webp-q80-v1';

export type Picture = { image: string; image_small: string };

export type PictureJob = {
  /** Sub-folder of uploads, e.g. 'gallery'. */
  folder: string;
  /** Readable part of the file name, e.g. 'temple-lamps'. */
  slug: string;
  /** The artwork at its large size; its width/height attributes are the large rendition's pixel size. */
  svg: string;
  largeWidth: number;
  smallWidth: number;
};

export type WriteStats = { written: number; reused: number };

export const contentHash = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 10);
};

/**
 * Renders one artwork as WebP in two widths. The small one is rasterised from the vector at its own size
 * (SVG density), which is both sharper and faster than downscaling the large bitmap.
 */
export async function writePicture(storage: Storage, job: PictureJob, stats: WriteStats): Promise<Picture> {
  const hash = contentHash(RENDER_VERSION, job.svg);
  const names = {
    image: `${job.folder}/${job.slug}-${hash}-${job.largeWidth}.webp`,
    image_small: `${job.folder}/${job.slug}-${hash}-${job.smallWidth}.webp`,
  };
  const svg = Buffer.from(job.svg);
  const sizes = [
    [names.image, job.largeWidth],
    [names.image_small, job.smallWidth],
  ] as const;
  for (const [name, width] of sizes) {
    if (await storage.exists(name)) {
      stats.reused++;
      continue;
    }
    const density = (72 * width) / job.largeWidth;
    const webp = await sharp(svg, { density }).webp({ quality: 80, effort: 2 }).toBuffer();
    // The local storage writes to a temporary name first: a second process never serves half a file.
    await storage.put(name, webp, 'image/webp');
    stats.written++;
  }
  return { image: storage.publicUrl(names.image), image_small: storage.publicUrl(names.image_small) };
}

/**
 * Caps how many renders run at once: sharp already uses several threads per image, and starting all of them
 * together would only queue work in libuv while holding every SVG and bitmap in memory.
 */
export function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < limit) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, so a newcomer cannot slip in between and exceed the cap.
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
