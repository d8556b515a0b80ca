import {
  PREVIEW_LINK_SECONDS,
  PREVIEW_MESSAGES,
  previewPaths,
  type ContentPreviewLink,
  type EventDetail,
  type PreviewResource,
  todayInIndia,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import type { UrlSigner } from '#src/shared/crypto.ts';
import { findEvent } from '#src/features/events/repository.ts';

/**
 * Previews of saved records (docs/product/console.md "Preview"): an editor's call mints a short-lived signed link
 * to the record's preview page, which opens in a new tab without the staff session (its cookie is sent to
 * /api/admin only), so the token is the permission, as with the receipt links.
 */

/** The signed link's purpose: a receipt or unsubscribe token opens no preview, and the reverse. */
const PREVIEW_PURPOSE = 'content-preview';
const subject = (resource: PreviewResource, id: number) => `${resource}:${id}`;

export type PreviewDeps = { db: Db; signer: UrlSigner };

export function createPreviewService({ db, signer }: PreviewDeps) {
  /** A link to the saved record's preview; 404 when there is no such record. */
  async function link(resource: PreviewResource, id: number, now = new Date()): Promise<ContentPreviewLink> {
    const row = await db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw new DomainError('not-found', 'There is no such record; it may have been deleted.');
    const token = signer.sign(PREVIEW_PURPOSE, subject(resource, id), PREVIEW_LINK_SECONDS, now);
    return {
      url: previewPaths.event(id, token),
      expires_at: new Date(now.getTime() + PREVIEW_LINK_SECONDS * 1000).toISOString(),
    };
  }

  /** Whether `token` opens the preview of this record now (the page checks it before rendering anything). */
  const allows = (resource: PreviewResource, id: number, token: string, now = new Date()) =>
    signer.verify(PREVIEW_PURPOSE, subject(resource, id), token, now);

  /**
   * The event as its public page shows it, published or not; 403 for a wrong, altered or expired token, and 404
   * once the record is gone (a link minted before a delete).
   */
  async function event(id: number, token: string): Promise<EventDetail> {
    if (!allows('events', id, token)) throw new DomainError('forbidden', PREVIEW_MESSAGES.invalidLink);
    const found = await findEvent(db, id, todayInIndia(), { unpublished: true });
    if (!found) throw new DomainError('not-found', 'There is no such record; it may have been deleted.');
    return found;
  }

  /**
   * Whether a preview page's URL (`/preview/events/{id}?token=`) carries a token that opens it now: the page is
   * refused before anything is rendered. Anything unreadable is simply refused.
   */
  function pageAllowed(url: string): boolean {
    const parsed = new URL(url, 'http://localhost');
    const id = /^\/preview\/events\/([1-9]\d{0,9})\/?$/.exec(parsed.pathname)?.[1];
    const token = parsed.searchParams.get('token');
    return id !== undefined && token !== null && allows('events', Number(id), token);
  }

  return { link, allows, event, pageAllowed };
}
