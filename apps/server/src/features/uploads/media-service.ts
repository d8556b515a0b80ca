import {
  MEDIA_MESSAGES,
  MESSAGES,
  type MediaItem,
  type MediaListQuery,
  type MediaUpdateRequest,
  type Page,
  type UploadResult,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { Executor } from '#src/db/executor.ts';
import { readSiteState, writeSiteState } from '#src/db/site-state.ts';
import { audit } from '#src/services/audit/audit.ts';
import type { Storage } from '#src/services/storage/storage.ts';
import type { Actor } from '#src/shared/actor.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import {
  addressesOf,
  deleteMedia,
  findMedia,
  insertMedia,
  knownAddresses,
  listMedia,
  toMediaItem,
  updateMedia,
  type MediaRow,
} from './media-repository.ts';
import { loadReferences, placesUsing, type Reference } from './media-usage.ts';

// Not 'media': that names the site's media items (content), which the audit log lists apart.
const RESOURCE = 'media-library';
/** The site_state key that says the files from before the library are registered (docs/decisions/0059). */
export const ADOPTED = 'media_adopted_at';

const notFound = () => new DomainError('not-found', MESSAGES.notFound);

/** The storage key behind a public address, or undefined for an address outside the folder or bucket. */
export function storageKeyOf(storage: Storage, address: string): string | undefined {
  const prefix = storage.publicUrl('x').slice(0, -1);
  if (!address.startsWith(prefix)) return undefined;
  const key = address.slice(prefix.length).split(/[?#]/)[0]!;
  try {
    storage.publicUrl(key);
    return key;
  } catch {
    return undefined;
  }
}

/** The name a file's address ends with, for a file the library did not see uploaded. */
const nameOf = (address: string) => decodeURIComponent(address.split(/[?#]/)[0]!.split('/').pop() || address);

/**
 * The media library (docs/product/console.md "Media library", docs/decisions/0054-media-library.md): every upload
 * is recorded as it is stored; the first listing of a database also registers any file of the folder or bucket a
 * record uses that the library has not seen (the demo seed's pictures, uploads from before the library), once
 * (docs/decisions/0059). Alt text and caption are edited; a file is deleted only when nothing uses it, from storage
 * as from the table. Writes are audited.
 */
export function createMediaLibrary(db: Db, storage: Storage, now: () => Date = () => new Date()) {
  /** Registers the files records use that the library does not know yet; answers the references it read. */
  async function adoptUsed(executor: Executor): Promise<Reference[]> {
    const [{ references, pictures, files }, known] = await Promise.all([
      loadReferences(executor),
      knownAddresses(executor),
    ]);
    const ours = (address: string | null): address is string =>
      !!address && storageKeyOf(storage, address) !== undefined;
    const at = now().toISOString();
    const unknown = (address: string) => !known.has(address);
    // A file from before the library: named after its address, with nothing known of its size or uploader.
    const adopt = async (url: string, kind: 'image' | 'pdf', addresses: string[]) => {
      await insertMedia(executor, {
        url,
        kind,
        renditions: [],
        addresses,
        original_name: nameOf(url),
        bytes: null,
        width: null,
        height: null,
        uploaded_by: null,
        uploaded_at: at,
      });
      for (const address of [url, ...addresses]) known.add(address);
    };
    for (const picture of pictures) {
      if (!ours(picture.image) || !unknown(picture.image)) continue;
      const small = ours(picture.image_small) && unknown(picture.image_small) ? [picture.image_small] : [];
      await adopt(picture.image, 'image', small);
    }
    for (const file of files) {
      if (ours(file) && unknown(file)) await adopt(file, 'pdf', []);
    }
    return references;
  }

  /**
   * Registers the files from before the library once per database: a listing reads one site_state row, and only
   * the first (or the first after a demo seed, which clears the marker) looks for unknown files. Two servers may
   * both look at first: registering is idempotent (a known address is left as it is), and the marker is written
   * only after every file is in, so a failure halfway is resumed by the next listing. Answers the references it
   * read, or undefined when there was nothing to do.
   */
  async function adoptOnce(): Promise<Reference[] | undefined> {
    if ((await readSiteState(db, ADOPTED)) !== undefined) return undefined;
    const references = await adoptUsed(db);
    await writeSiteState(db, ADOPTED, now().toISOString());
    return references;
  }

  async function withUsage(executor: Executor, rows: MediaRow[], references: Reference[]) {
    const addresses = await addressesOf(
      executor,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toMediaItem(row, placesUsing(references, addresses.get(row.id) ?? [row.url])));
  }

  async function detail(executor: Executor, id: number): Promise<MediaItem> {
    const row = await findMedia(executor, id);
    if (!row) throw notFound();
    const { references } = await loadReferences(executor);
    const [item] = await withUsage(executor, [row], references);
    return item!;
  }

  return {
    /** Records a file `POST /api/admin/uploads` stored; the same file again keeps its record (and alt text). */
    async register(upload: UploadResult, originalName: string, actor: Actor): Promise<number> {
      return insertMedia(db, {
        url: upload.url,
        kind: upload.kind,
        renditions: upload.kind === 'image' ? upload.renditions : [],
        addresses: upload.kind === 'image' ? upload.renditions.map((r) => r.url) : [],
        original_name: originalName.trim().slice(0, 255) || nameOf(upload.url),
        bytes: upload.bytes,
        width: upload.kind === 'image' ? upload.width : null,
        height: upload.kind === 'image' ? upload.height : null,
        uploaded_by: actor.staffId,
        uploaded_at: now().toISOString(),
      });
    },

    async list(query: MediaListQuery): Promise<Page<MediaItem>> {
      // "Used in" still reads the records each time (docs/decisions/0054): only the registering is once.
      const references = (await adoptOnce()) ?? (await loadReferences(db)).references;
      const page = await listMedia(db, {
        page: query.page,
        perPage: query.per_page,
        q: query.q,
        kind: query.kind,
        sort: query.sort,
      });
      return { data: await withUsage(db, page.data, references), meta: page.meta };
    },

    get: (id: number) => detail(db, id),

    /** New alt text and/or caption; the same values again write nothing and no audit entry. */
    async update(id: number, changes: MediaUpdateRequest, actor: Actor): Promise<MediaItem> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const before = await findMedia(trx, id);
        if (!before) throw notFound();
        const set: { alt?: string; caption?: string } = {};
        if (changes.alt !== undefined && changes.alt !== before.alt) set.alt = changes.alt;
        if (changes.caption !== undefined && changes.caption !== before.caption)
          set.caption = changes.caption;
        if (Object.keys(set).length > 0) {
          await updateMedia(trx, id, set);
          await audit.record(
            trx,
            {
              ...actor,
              action: 'update',
              resource: RESOURCE,
              recordId: id,
              before: { alt: before.alt, caption: before.caption },
              after: { alt: set.alt ?? before.alt, caption: set.caption ?? before.caption },
            },
            at,
          );
        }
        return detail(trx, id);
      });
    },

    /**
     * Deletes an unused file: 409 naming where it is used otherwise. The record goes first, in the audited
     * transaction; the stored objects after it commits, so a failed delete leaves a stray file, never a record
     * whose file is gone.
     */
    async remove(id: number, actor: Actor): Promise<void> {
      const at = now();
      const addresses = await db.transaction().execute(async (trx) => {
        const item = await detail(trx, id);
        if (item.used_in.length > 0) {
          throw new DomainError('conflict', MEDIA_MESSAGES.inUse(item.used_in), {
            error_code: 'media-in-use',
          });
        }
        const all = (await addressesOf(trx, [id])).get(id) ?? [item.url];
        await deleteMedia(trx, id);
        await audit.record(
          trx,
          {
            ...actor,
            action: 'delete',
            resource: RESOURCE,
            recordId: id,
            before: { url: item.url, original_name: item.original_name, kind: item.kind },
          },
          at,
        );
        return all;
      });
      for (const address of addresses) {
        const key = storageKeyOf(storage, address);
        if (key) await storage.delete(key);
      }
    },
  };
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
