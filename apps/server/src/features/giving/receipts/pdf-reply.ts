import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * How every giving PDF (a receipt, a statement) is answered: it carries the donor's PAN or gifts, so no cache may
 * keep it, and it goes out as bytes with its file name.
 */

/**
 * A route's onSend that marks the answer `private, no-store`. Route hooks run after the http-cache plugin's
 * onSend, so this has the last word: no shared cache may keep it and the browser must not store it either.
 */
export async function privateNoStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'private, no-store');
  return payload;
}

/** Sends a rendered PDF: opened in the tab (`inline`) or saved (`attachment`) under its file name. */
export function sendPdf(
  reply: FastifyReply,
  { pdf, fileName }: { pdf: Buffer; fileName: string },
  disposition: 'inline' | 'attachment',
) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .send(pdf);
}
