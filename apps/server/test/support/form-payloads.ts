import type { InjectOptions } from 'fastify';

/**
 * The three ways a browser or client sends a form (docs/product/forms-and-subscriptions.md: the public forms
 * accept all of them), for tests that must see the same answer whichever is used. Multipart is encoded by the
 * platform's own FormData, exactly as `fetch` in a browser would send it.
 */
export const FORM_ENCODINGS = ['json', 'urlencoded', 'multipart'] as const;
export type FormEncoding = (typeof FORM_ENCODINGS)[number];

export type FormFields = Record<string, string | boolean>;
export type FormFile = { field: string; filename: string; type: string; content: string };

export async function formPayload(
  encoding: FormEncoding,
  fields: FormFields,
  files: FormFile[] = [],
): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  if (encoding === 'json') {
    return { payload: JSON.stringify(fields), headers: { 'content-type': 'application/json' } };
  }
  if (encoding === 'urlencoded') {
    const params = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
    return {
      payload: params.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const file of files)
    form.append(file.field, new Blob([file.content], { type: file.type }), file.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

let lastIp = 0;
/**
 * A client address no other request of the test file has used. Rate limits count per IP and per app, and a
 * test file shares one app, so tests that are not about the limit each come from a fresh address.
 */
export function freshIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}
