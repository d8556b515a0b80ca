import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  isPreviewResource,
  isContentResource,
  PREVIEW_LINK_SECONDS,
  previewPaths,
  type ContentPreviewLink,
  type PreviewResource,
} from '@charity/shared';
import type { UrlSigner } from '#src/shared/crypto.ts';

/**
 * The signed links of previews (docs/product/console.md "Preview"): the console mints one for a saved record and
 * the preview page opens with it in a new tab, without the staff session (its cookie is sent to /api/admin only),
 * so the token is the permission, as with the receipt links. Here, so the console (which mints) and the public
 * pages (which check) share one definition without importing each other.
 */

/** The signed link's purpose: a receipt or unsubscribe token opens no preview, and the reverse. */
const PREVIEW_PURPOSE = 'content-preview';
/** The record's type is signed with its id: an event's link opens no page numbered alike, and the reverse. */
const subject = (resource: PreviewResource, id: number) => `${resource}:${id}`;

export type PreviewLinks = ReturnType<typeof createPreviewLinks>;

export function createPreviewLinks(signer: UrlSigner) {
  /** A link to the record's preview page, valid for PREVIEW_LINK_SECONDS from `now`. */
  function mint(resource: PreviewResource, id: number, now = new Date()): ContentPreviewLink {
    const token = signer.sign(PREVIEW_PURPOSE, subject(resource, id), PREVIEW_LINK_SECONDS, now);
    return {
      url: previewPaths.record(resource, id, token),
      expires_at: new Date(now.getTime() + PREVIEW_LINK_SECONDS * 1000).toISOString(),
    };
  }

  /** Whether `token` opens the preview of this record now. */
  const allows = (resource: PreviewResource, id: number, token: string, now = new Date()) =>
    signer.verify(PREVIEW_PURPOSE, subject(resource, id), token, now);

  /**
   * Whether a preview page's URL (`/preview/{resource}/{id}?token=`) carries a token that opens it now: the page
   * is refused before anything is rendered. Anything unreadable, or a type without previews, is simply refused.
   */
  function pageAllowed(url: string): boolean {
    const parsed = new URL(url, 'http://localhost');
    const [, resource = '', id] = /^\/preview\/([a-z-]+)\/([1-9]\d{0,9})\/?$/.exec(parsed.pathname) ?? [];
    const token = parsed.searchParams.get('token');
    return (
      id !== undefined &&
      token !== null &&
      isContentResource(resource) &&
      isPreviewResource(resource) &&
      allows(resource, Number(id), token)
    );
  }

  return { mint, allows, pageAllowed };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Mints and checks preview links: one instance for the console, the preview reads and the page renderer. */
    previewLinks: PreviewLinks;
  }
}

/** Decorates the app with its preview links, built once from the URL signer (services/crypto/plugin.ts). */
export const previewLinksPlugin = fp(
  (app: FastifyInstance) => {
    app.decorate('previewLinks', createPreviewLinks(app.signer));
  },
  { name: 'preview-links', dependencies: ['crypto'] },
);
