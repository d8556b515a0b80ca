import type { Executor } from '#src/db/executor.ts';

/**
 * The public pages' alt text for content pictures (docs/product/console.md "Media library"): the media
 * library's, when an editor wrote one, for whichever rendition a record stores. One query for a whole answer
 * (a page of events, a gallery page, the banners), never one per picture; a picture without one gets no
 * `image_alt` and the page falls back to the record's own name or title.
 */

type Pictured = { image: string | null; image_small?: string | null };

/** Reads the alt text of every picture of `rows` in one query; the answer adds it to any of them. */
export async function imageAltLookup(
  db: Executor,
  rows: readonly Pictured[],
): Promise<<Row extends Pictured>(row: Row) => Row & { image_alt?: string }> {
  const addresses = [
    ...new Set(
      rows.flatMap((row) => [row.image, row.image_small]).filter((value): value is string => !!value),
    ),
  ];
  const found =
    addresses.length === 0
      ? []
      : await db
          .selectFrom('media_addresses')
          .innerJoin('media_files', 'media_files.id', 'media_addresses.media_id')
          .select(['media_addresses.address', 'media_files.alt'])
          .where('media_addresses.address', 'in', addresses)
          .where('media_files.alt', '<>', '')
          .execute();
  const alt = new Map(found.map((row) => [row.address, row.alt]));
  return (row) => {
    const text = (row.image && alt.get(row.image)) || (row.image_small && alt.get(row.image_small));
    return text ? { ...row, image_alt: text } : row;
  };
}

/** `rows` with the library's alt text of each picture that has one. */
export async function withImageAlt<Row extends Pictured>(
  db: Executor,
  rows: Row[],
): Promise<(Row & { image_alt?: string })[]> {
  const withAlt = await imageAltLookup(db, rows);
  return rows.map(withAlt);
}
