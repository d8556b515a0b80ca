import type { Crossword, Leader, Literature, Media, Page, PageQuery, Testimonial } from '@charity/shared';
import { PAGE_SIZE } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { paginate } from '#src/shared/pagination.ts';

/** Curated order first (sort_order, higher first), then newest. Unpublished rows are never read here. */
const curated = { sort: 'sort_order', id: 'id' } as const;

export function listCrosswords(db: Db, { page }: PageQuery): Promise<Page<Crossword>> {
  return paginate(db.selectFrom('crosswords').where('published', '=', 1), {
    page,
    perPage: PAGE_SIZE,
    select: (q) =>
      q
        .select(['id', 'image', 'image_small', 'title'])
        .orderBy(curated.sort, 'desc')
        .orderBy(curated.id, 'desc'),
    map: (row) => row,
  });
}

export function listLiterature(db: Db, { page }: PageQuery): Promise<Page<Literature>> {
  return paginate(db.selectFrom('literature').where('published', '=', 1), {
    page,
    perPage: PAGE_SIZE,
    select: (q) =>
      q
        .select(['id', 'title', 'image', 'image_small', 'file', 'is_pdf'])
        .orderBy(curated.sort, 'desc')
        .orderBy(curated.id, 'desc'),
    map: (row) => ({ ...row, is_pdf: row.is_pdf === 1 }),
  });
}

export function listMedia(db: Db, { page }: PageQuery): Promise<Page<Media>> {
  return paginate(db.selectFrom('media').where('published', '=', 1), {
    page,
    perPage: PAGE_SIZE,
    select: (q) =>
      q.select(['id', 'title', 'type', 'media']).orderBy(curated.sort, 'desc').orderBy(curated.id, 'desc'),
    map: (row) => row,
  });
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
