import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, STAFF_SESSION_COOKIE } from '@charity/shared';
import { HttpError } from '#src/shared/http-errors.ts';

/** What a refused cross-site request hears (docs/product/privacy-and-limits.md "Requests from other sites"). */
export const CROSS_SITE_MESSAGE =
  'This request came from another website and was refused. Open the page on this site and try again.';

/** What a form body sent to the console's API hears: it takes JSON only, files only where it uploads them. */
export const ADMIN_JSON_ONLY_MESSAGE =
  'The console API accepts JSON bodies only (Content-Type: application/json).';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What `Sec-Fetch-Site` says when the page that sent the request is ours, or the person typed the address. */
const OUR_OWN_FETCH = new Set(['same-origin', 'none']);

/**
 * Whether the browser authenticates the request with a session cookie (donor or staff): it carries one and no
 * `Authorization` header. A header wins over the cookie in both session lookups (services/sessions,
 * services/staff-auth), so a Bearer call is not a cookie call, and another site cannot add that header to a
 * request without a CORS preflight this server never grants.
 */
function isCookieCall(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return false;
  return request.cookies[SESSION_COOKIE] !== undefined || request.cookies[STAFF_SESSION_COOKIE] !== undefined;
}

/**
 * Whether the request came from one of our own pages. Fetch metadata first (`Sec-Fetch-Site`, sent by every
 * browser the site supports), else the `Origin` header compared with PUBLIC_URL's origin. A request with neither is
 * not from a browser that could be tricked into sending it (curl, a server, app.inject in tests) and passes: the
 * cookie's SameSite attribute is what stops the rare old browser that sends neither (docs/decisions/0041).
 */
export function fromOurOwnPage(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && OUR_OWN_FETCH.has(fetchSite)) return true;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === siteOrigin;
  return fetchSite === undefined;
}

/** The declared media type of the body, without parameters, lower case; undefined without a body. */
function bodyType(request: FastifyRequest): string | undefined {
  const { headers } = request;
  const hasBody =
    headers['transfer-encoding'] !== undefined ||
    (headers['content-length'] !== undefined && headers['content-length'] !== '0');
  if (!hasBody) return undefined;
  return (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Requests from browsers (docs/decisions/0041):
 * - a state-changing request authenticated by a session cookie is refused with 403 unless it came from one of the
 *   site's own pages: SameSite alone lets a sibling subdomain (the trust's blog) or an old browser post with the
 *   cookie. It runs in onRequest, before any route's session or role guard and before the body is read.
 * - the console's API (`/api/admin/…`) takes JSON only, and multipart only on the routes that upload files
 *   (`config.acceptsFiles`): a urlencoded, multipart or text/plain body is 415, the bodies a plain HTML form on
 *   another page can send without a preflight. It runs in preParsing, after the routes' onRequest guards, so
 *   someone without a session or the role hears 401 or 403 first, whatever they sent.
 * Public forms keep taking urlencoded and multipart bodies (plugins/form-bodies.ts); the payment gateway's webhook
 * carries no cookie and is untouched.
 */
export const browserRequestsPlugin = fp(
  (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void) => {
    const siteOrigin = new URL(app.config.publicUrl).origin;

    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method) || !isCookieCall(request)) return;
      if (!fromOurOwnPage(request, siteOrigin)) throw new HttpError(403, { message: CROSS_SITE_MESSAGE });
    });

    app.addHook('preParsing', async (request) => {
      // The route the router matched decides, not how the client spelled the path.
      if (!(request.routeOptions.url ?? request.url).startsWith('/api/admin/')) return;
      const type = bodyType(request);
      if (type === undefined || type === 'application/json') return;
      if (type === 'multipart/form-data' && request.routeOptions.config.acceptsFiles) return;
      throw new HttpError(415, { message: ADMIN_JSON_ONLY_MESSAGE });
    });
    done();
  },
  { name: 'browser-requests', dependencies: ['errors', 'sessions'] },
);
