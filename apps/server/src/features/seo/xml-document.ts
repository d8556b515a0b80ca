import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createEncodingNegotiator } from '#src/shared/encoding-negotiator.ts';

/**
 * A sitemap document kept in the content cache with its compressed copies. A part of 10,000 URLs is 750 kB of
 * XML and 16 kB in brotli: compressing it per request (what @fastify/compress does) costs 6 ms of the event loop
 * each time, compressing it once costs that once (docs/decisions/0029-cost-flat-as-content-grows.md).
 */
export type XmlDocument = { body: Buffer; encoded: Partial<Record<Encoding, Buffer>> };

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

export const xmlDocument = (xml: string): XmlDocument => ({ body: Buffer.from(xml), encoded: {} });

/** What a document weighs in the content cache's budget: its body (compressed copies are a few percent more). */
export const xmlDocumentSize = (document: XmlDocument | null): number => document?.body.length ?? 0;

const negotiator = createEncodingNegotiator<Encoding>(ENCODINGS);

function encoded(document: XmlDocument, encoding: Encoding): Buffer {
  document.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(document.body, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: 5,
            [zlib.BROTLI_PARAM_SIZE_HINT]: document.body.length,
          },
        })
      : gzipSync(document.body);
  return document.encoded[encoding];
}

/** Sends `document` as XML in the best encoding the client accepts; @fastify/compress passes an encoded body through. */
export function sendXml(
  request: FastifyRequest,
  reply: FastifyReply,
  document: XmlDocument,
  cacheControl: string,
) {
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiator.negotiate(accepted.toLowerCase()) : null;
  reply
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
    .type('application/xml; charset=utf-8');
  if (!encoding) return reply.send(document.body);
  return reply.header('content-encoding', encoding).send(encoded(document, encoding));
}
