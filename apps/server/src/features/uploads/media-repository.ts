import { sql, type RawBuilder, type Selectable } from 'kysely';
import { sortOrder, type MEDIA_SORTS, type MediaItem, type MediaKind, type MediaSort } from '@charity/shared';
import type { MediaFilesTable } from '#src/db/schema.ts';
import type { Executor } from '#src/db/executor.ts';
import { paginate } from '#src/shared/pagination.ts';
import { containsText } from '#src/shared/text-search.ts';

/* The media library's SQL (docs/product/console.md "Media library"). */

export type MediaRow = Selectable<MediaFilesTable> & { uploaded_by_name: string | null };
export type NewMedia = {
  url: string;
  kind: MediaKind;
  renditions: { width: number; height: number; url: string }[];
  addresses: string[];
  original_name: string;
  bytes: number | null;
  width: number | null;
  height: number | null;
  uploaded_by: string | null;
  uploaded_at: string;
};

const parseList = <T>(json: string): T[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as T[]) : [];
};

export const toMediaItem = (row: MediaRow, usedIn: string[]): MediaItem => ({
  id: row.id,
  kind: row.kind,
  url: row.url,
  renditions: parseList(row.renditions),
  original_name: row.original_name,
  bytes: row.bytes === null ? null : Number(row.bytes),
  width: row.width,
  height: row.height,
  alt: row.alt,
  caption: row.caption,
  uploaded_by: row.uploaded_by_name,
  uploaded_at: row.uploaded_at,
  used_in: usedIn,
});

const withUploader = (db: Executor) =>
  db.selectFrom('media_files').leftJoin('staff', 'staff.id', 'media_files.uploaded_by');

const columns = [
  'media_files.id',
  'media_files.url',
  'media_files.kind',
  'media_files.renditions',
  'media_files.original_name',
  'media_files.bytes',
  'media_files.width',
  'media_files.height',
  'media_files.alt',
  'media_files.caption',
  'media_files.uploaded_by',
  'media_files.uploaded_at',
  'staff.name as uploaded_by_name',
] as const;

/** The columns the library may sort by (the allow-list of MEDIA_SORTS); ties go by id, the same way. */
const MEDIA_ORDER = {
  date: sql<string>`media_files.uploaded_at`,
  // The name without regard to case on either database.
  name: sql<string>`lower(media_files.original_name)`,
  // A file from before the library kept sizes counts as the smallest, so both databases place it alike (they
  // put nulls at opposite ends).
  size: sql<number>`coalesce(media_files.bytes, 0)`,
} satisfies Record<(typeof MEDIA_SORTS)[number], RawBuilder<unknown>>;

/** One page in the order asked, newest first unless asked; `q` matches the file name, alt text or caption, ignoring case. */
export function listMedia(
  db: Executor,
  filters: {
    page: number;
    perPage: number;
    q?: string | undefined;
    kind?: MediaKind | undefined;
    sort: MediaSort;
  },
) {
  let base = withUploader(db);
  if (filters.kind) base = base.where('media_files.kind', '=', filters.kind);
  if (filters.q) {
    base = base.where(
      containsText(filters.q, [
        sql.ref('media_files.original_name'),
        sql.ref('media_files.alt'),
        sql.ref('media_files.caption'),
      ]),
    );
  }
  const { key, direction } = sortOrder(filters.sort);
  return paginate(base, {
    page: filters.page,
    perPage: filters.perPage,
    select: (query) =>
      query.select(columns).orderBy(MEDIA_ORDER[key], direction).orderBy('media_files.id', direction),
    map: (row: MediaRow) => row,
  });
}

export async function findMedia(db: Executor, id: number): Promise<MediaRow | undefined> {
  return withUploader(db).select(columns).where('media_files.id', '=', id).executeTakeFirst();
}

export async function findMediaByUrl(db: Executor, url: string): Promise<MediaRow | undefined> {
  return withUploader(db).select(columns).where('media_files.url', '=', url).executeTakeFirst();
}

/** Every address of each of `ids`' files (the file's own and its renditions'). */
export async function addressesOf(db: Executor, ids: readonly number[]): Promise<Map<number, string[]>> {
  const byId = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom('media_addresses')
    .select(['media_id', 'address'])
    .where('media_id', 'in', [...ids])
    .execute();
  for (const row of rows) byId.get(row.media_id)?.push(row.address);
  return byId;
}

/** Every address the library knows (for registering the files records used before it existed). */
export async function knownAddresses(db: Executor): Promise<Set<string>> {
  const rows = await db.selectFrom('media_addresses').select('address').execute();
  return new Set(rows.map((row) => row.address));
}

/**
 * Inserts a file and its addresses; a file already there under the same address (the same content has the same
 * name) is left as it is, and its id is answered.
 */
export async function insertMedia(db: Executor, media: NewMedia): Promise<number> {
  const { addresses, ...file } = media;
  const inserted = await db
    .insertInto('media_files')
    .values({ ...file, renditions: JSON.stringify(media.renditions) })
    .onConflict((oc) => oc.column('url').doNothing())
    .returning('id')
    .executeTakeFirst();
  const id =
    inserted?.id ??
    (await db.selectFrom('media_files').select('id').where('url', '=', media.url).executeTakeFirstOrThrow())
      .id;
  const all = [...new Set([media.url, ...addresses])];
  await db
    .insertInto('media_addresses')
    .values(all.map((address) => ({ address, media_id: id })))
    .onConflict((oc) => oc.column('address').doNothing())
    .execute();
  return id;
}

export async function updateMedia(db: Executor, id: number, changes: { alt?: string; caption?: string }) {
  await db.updateTable('media_files').set(changes).where('id', '=', id).execute();
}

export async function deleteMedia(db: Executor, id: number) {
  await db.deleteFrom('media_addresses').where('media_id', '=', id).execute();
  await db.deleteFrom('media_files').where('id', '=', id).execute();
}
