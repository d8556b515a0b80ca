import type { Crossword, Leader, Literature, Media, Page, PageQuery, Testimonial } from '@charity/shared';
import { PAGE_SIZE } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { paginate } from '#src/shared/pagination.ts';
import { withImageAlt } from '#src/services/media/alt-text.ts';

/** A page of pictured rows with the media library's alt text of each (docs/product/console.md "Media library"). */
async function withPageAlt<Row extends { image: string | null; image_small?: string | null }>(
  db: Db,
  page: Page<Row>,
): Promise<Page<Row & { image_alt?: string }>> {
  return { ...page, data: await withImageAlt(db, page.data) };
}

/** Curated order first (sort_order, higher first), then newest. Unpublished rows are never read here. */
const curated = { sort: 'sort_order', id: 'id' } as const;

export async function listCrosswords(db: Db, { page }: PageQuery): Promise<Page<Crossword>> {
  const found = await paginate(db.selectFrom('crosswords').where('published', '=', 1), {
    page,
    perPage: PAGE_SIZE,
    select: (q) =>
      q
        .select(['id', 'image', 'image_small', 'title'])
        .orderBy(curated.sort, 'desc')
        .orderBy(curated.id, 'desc'),
    map: (row) => row,
  });
  return withPageAlt(db, found);
}

export async function listLiterature(db: Db, { page }: PageQuery): Promise<Page<Literature>> {
  const found = await paginate(db.selectFrom('literature').where('published', '=', 1), {
    page,
    perPage: PAGE_SIZE,
    select: (q) =>
      q
        .select(['id', 'title', 'image', 'image_small', 'file', 'is_pdf'])
        .orderBy(curated.sort, 'desc')
        .orderBy(curated.id, 'desc'),
    map: (row) => ({ ...row, is_pdf: row.is_pdf === 1 }),
  });
  return withPageAlt(db, found);
}

export async function listMedia(db: Db, { page }: PageQuery): Promise<Page<Media>> {
  const found = await paginate(db.selectFrom('media').where('published', '=', 1), {
    page,
    perPage: PAGE_SIZE,
    select: (q) =>
      q.select(['id', 'title', 'type', 'media']).orderBy(curated.sort, 'desc').orderBy(curated.id, 'desc'),
    map: (row) => row,
  });
  // Only a picture (type 1) has a file in the library; a video's address never matches one.
  const pictured = await withImageAlt(
    db,
    found.data.map((item) => ({ ...item, image: item.type === 1 ? item.media : null })),
  );
  return {
    ...found,
    data: pictured.map(({ image: _image, ...item }) => item),
  };
}

/** Every testimonial of one kind (1 words, 2 videos); the carousels show them all. */
export async function listTestimonials(db: Db, kind: 1 | 2): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom('testimonials')
    .select(['id', 'kind', 'testimonial', 'author', 'role'])
    .where('kind', '=', kind)
    .where('published', '=', 1)
    .orderBy(curated.sort, 'desc')
    .orderBy(curated.id, 'desc')
    .execute();
  return rows.map((row) => ({ ...row, kind: row.kind as Testimonial['kind'] }));
}

/** Every published leader in the site's order; the page shows them all, and the chart places them by team. */
export async function listLeaders(db: Db): Promise<Leader[]> {
  const rows = await db
    .selectFrom('leaders')
    .select(['id', 'name', 'role', 'description', 'team', 'image', 'image_small'])
    .where('published', '=', 1)
    .orderBy(curated.sort, 'desc')
    .orderBy(curated.id, 'desc')
    .execute();
  return rows.map((row) => ({ ...row, team: row.team as Leader['team'] }));
}
