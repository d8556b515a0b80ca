/** What a secret in a logged URL is replaced with. */
export const REDACTED = '[redacted]';

/**
 * Paths whose next segment is a secret (docs/product/privacy-and-limits.md, "Secrets, tokens and links"): the
 * console's invitation link, as a page and as its API, and the donor's e-mail verification and password-reset
 * pages and their API. A log is read by more people, and kept longer, than the links are valid.
 */
const SECRET_SEGMENT =
  /^((?:\/api\/admin\/auth\/invitations|\/admin\/invitation|(?:\/api)?\/auth\/(?:reset-password|verify-user))\/)([^/]+)/i;

/**
 * Query parameters that carry a secret: the signed tokens of the thank-you page, receipt downloads and the
 * subscription links (`token`), and anything else named like a credential, so a new link that follows the same
 * naming is covered the day it is added.
 */
const SECRET_QUERY_NAME = /token|secret|password|signature|^(?:code|otp|key|sig)$/i;

function secretQueryName(name: string): boolean {
  try {
    return SECRET_QUERY_NAME.test(decodeURIComponent(name.replace(/\+/g, ' ')));
  } catch {
    // A malformed escape: judged as written.
    return SECRET_QUERY_NAME.test(name);
  }
}

/**
 * `url` (a request's path and query string) with every secret in it replaced by `[redacted]`: what the request
 * log and any other log line may show of a URL. Everything else is kept as sent, so a line still says which page
 * or call it was.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const redactedPath = path.replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (queryAt === -1) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && secretQueryName(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}
