import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * What the pages may ask the browser for (Permissions-Policy, docs/decisions/0041): no camera, microphone,
 * geolocation or USB for anyone, the site's own pages and embeds included; the Payment Request API only for the
 * site itself and Razorpay's checkout frames (the origins the CSP lets it frame), which use it for wallets such
 * as Google Pay. Only features Chromium knows: an unknown one is logged as an error on every page.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
].join(', ');

/**
 * Security headers. The CSP allows exactly what the site embeds: YouTube players, the Google map on Find Us,
 * and Razorpay's checkout (script, frame and API calls). Styles allow 'unsafe-inline' because the toast library
 * injects a <style> element at run time; scripts never do.
 */
export const securityPlugin = fp(
  (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void) => {
    // Built once: @fastify/helmet rebuilds the middleware (and re-parses the CSP) on every request, which
    // the benchmark showed as a large share of a small API answer's cost.
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
          frameSrc: [
            'https://www.youtube.com',
            'https://www.youtube-nocookie.com',
            'https://www.google.com',
            'https://maps.google.com',
            'https://api.razorpay.com',
            'https://checkout.razorpay.com',
          ],
          mediaSrc: ["'self'", 'https:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // YouTube embeds need the referrer to play (error 153 otherwise).
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // Razorpay's checkout opens a popup for some banks; same-origin would break its postMessage.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      frameguard: { action: 'sameorigin' },
    });
    app.addHook('onRequest', (request, reply, next) => {
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      setSecurityHeaders(request.raw, reply.raw, (err?: unknown) =>
        next(err instanceof Error ? err : undefined),
      );
    });
    done();
  },
  { name: 'security' },
);
