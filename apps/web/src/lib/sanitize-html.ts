import DOMPurify from 'dompurify';
import { storedHtmlRules } from '@charity/shared';

type Sanitizer = (html: string) => string;

/*
 * DOMPurify needs a DOM. In the browser it has one; when the server renders a page (entry-server.tsx) it has none,
 * and the server hands in its own sanitiser instead: a DOM-free one with the same rules, since a DOM on the server
 * costs more than the render (docs/decisions/0028). Set once per process.
 */
let serverSanitizer: Sanitizer | null = null;

/** For the server renderer only. */
export function setServerHtmlSanitizer(sanitizer: Sanitizer): void {
  serverSanitizer = sanitizer;
}

/**
 * Stored HTML made safe to inject. Without any working sanitiser the markup is dropped, never passed through:
 * DOMPurify without a DOM returns its input unchanged.
 */
export function sanitizeHtml(html: string): string {
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html, storedHtmlRules());
  return serverSanitizer ? serverSanitizer(html) : '';
}
