import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFieldCipher, createUrlSigner, type FieldCipher, type UrlSigner } from '#src/shared/crypto.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Encrypts the personal fields stored at rest (PAN, Aadhaar, addresses) with a key derived from APP_SECRET. */
    cipher: FieldCipher;
    /** Signs and verifies expiring links (receipt downloads) with a key derived from APP_SECRET. */
    signer: UrlSigner;
  }
}

/** The field cipher and the URL signer, built once from APP_SECRET instead of in every route plugin. */
export const cryptoPlugin = fp(
  (app: FastifyInstance) => {
    app.decorate('cipher', createFieldCipher(app.config.appSecret));
    app.decorate('signer', createUrlSigner(app.config.appSecret));
  },
  { name: 'crypto' },
);
