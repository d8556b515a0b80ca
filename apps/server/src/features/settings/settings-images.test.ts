import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  BRANDING_IMAGE_KEY,
  RECEIPT_BRANDING_DEFAULTS,
  brandingImagePath,
  seedSettings,
  uploadResponseSchema,
  type ErrorBody,
  type SiteSettings,
} from '@charity/shared';
import { donateAndPay, donationForm, readPdf } from '../../../test/support/donations-test-kit.ts';
import { SETTINGS_KEY } from '#src/services/settings/settings.ts';
import { BRANDING_MESSAGES } from '#src/services/storage/branding-images.ts';
import { exe, jpegWithGps, oversizedJpeg, pdf, pixelBombPng } from '../../../test/support/test-files.ts';
import { sniffType } from '#src/services/storage/uploads.ts';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { adminCall, firstAdmin, member, type Enrolled } from '../../../test/support/staff-test-kit.ts';

type SettingsBody = { data: SiteSettings };

/** A multipart body with one file part, encoded by the platform's FormData as a browser would send it. */
async function multipart(bytes: Buffer, name: string, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A logo with transparency, larger than receipts need. */
const logoPng = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 4, background: '#b4532a99' } })
    .png()
    .toBuffer();

describe.each(testDatabases)('receipt branding in the trust settings on %s', (database) => {
  const ctx = useTestApp(database);
  let admin: Enrolled;
  let finance: Enrolled;
  beforeAll(async () => {
    admin = await firstAdmin(ctx.app);
    finance = await member(ctx.app, admin, 'finance');
  });

  const upload = async (bytes: Buffer, name: string, type: string, token: string | null = admin.token) => {
    const body = await multipart(bytes, name, type);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/settings/images',
      headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body.payload,
    });
  };
  const uploaded = async (bytes: Buffer, name: string, type: string) => {
    const response = await upload(bytes, name, type);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = uploadResponseSchema.parse(response.json());
    if (data.kind !== 'image' || !data.key) throw new Error('expected an image with its key');
    return { ...data, key: data.key };
  };
  const patch = (body: unknown) =>
    adminCall(ctx.app, 'PATCH', '/api/admin/settings', { token: admin.token, body });

  it('stores a PNG logo as PNG, fitted within 1200 px, and shows it to admins only', async () => {
    const logo = await uploaded(await logoPng(), 'Our Logo.png', 'image/png');
    expect(logo.key).toMatch(BRANDING_IMAGE_KEY);
    expect(logo.key).toMatch(/\.png$/);
    expect(logo).toMatchObject({ width: 1200, height: 600, url: brandingImagePath(logo.key) });

    const stored = await ctx.app.storage.get(logo.key);
    if (!stored) throw new Error('not stored');
    expect(sniffType(stored)).toBe('png');
    expect(await sharp(stored).metadata()).toMatchObject({ width: 1200, height: 600, hasAlpha: true });

    const shown = await adminCall(ctx.app, 'GET', logo.url, { token: admin.token });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(stored)).toBe(true);
    expect((await adminCall(ctx.app, 'GET', logo.url, { token: finance.token })).statusCode).toBe(403);
    expect((await adminCall(ctx.app, 'GET', logo.url)).statusCode).toBe(401);
    const missing = await adminCall(ctx.app, 'GET', brandingImagePath(`branding/${'0'.repeat(20)}.png`), {
      token: admin.token,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('never serves a logo or signature at a public /uploads/ address, however the path is spelled', async () => {
    const signature = await uploaded(await jpegWithGps(900, 300), 'signature.jpg', 'image/jpeg');
    const name = signature.key.replace(/^branding\//, '');
    // Stored in the uploads folder like every upload (the receipt code reads it there)...
    expect(await ctx.app.storage.get(signature.key)).toBeDefined();
    // ...but not served from it, to anyone: it is a specimen anyone could copy onto a forged receipt.
    for (const url of [
      `/uploads/${signature.key}`,
      `/uploads/%62randing/${name}`,
      `/uploads/./branding/${name}`,
      `/uploads/events/../branding/${name}`,
      `/uploads//branding/${name}`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.rawPayload.length, url).toBeLessThan(1000);
      expect(response.headers['cache-control'] ?? '', url).not.toContain('immutable');
    }
    // A content upload beside it is still public.
    await ctx.app.storage.put('events/public-test.webp', Buffer.from('webp bytes'), 'image/webp');
    const content = await ctx.app.inject({ method: 'GET', url: '/uploads/events/public-test.webp' });
    expect(content.statusCode).toBe(200);
    // The console still shows it to admins.
    const shown = await adminCall(ctx.app, 'GET', signature.url, { token: admin.token });
    expect(shown.statusCode).toBe(200);
  });

  it('stores a JPEG signature as JPEG without its camera metadata', async () => {
    const signature = await uploaded(await jpegWithGps(900, 300), 'signature.jpg', 'image/jpeg');
    expect(signature.key).toMatch(/^branding\/[a-f0-9]{20}\.jpg$/);
    const stored = await ctx.app.storage.get(signature.key);
    if (!stored) throw new Error('not stored');
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 900, height: 300 });
    expect(metadata.exif).toBeUndefined();
  });

  it.each([
    [
      'a WebP picture',
      415,
      BRANDING_MESSAGES.type,
      () =>
        sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
          .webp()
          .toBuffer(),
      'image/webp',
    ],
    ['a PDF', 415, BRANDING_MESSAGES.type, pdf, 'application/pdf'],
    ['a program named .png', 415, BRANDING_MESSAGES.type, async () => exe(), 'image/png'],
    ['a file over 5 MB', 413, BRANDING_MESSAGES.tooLarge, oversizedJpeg, 'image/jpeg'],
    [
      'a damaged PNG',
      422,
      BRANDING_MESSAGES.invalid,
      async () => (await logoPng()).subarray(0, 200),
      'image/png',
    ],
    ['a PNG claiming 900 megapixels', 422, BRANDING_MESSAGES.pixels, pixelBombPng, 'image/png'],
  ] as const)(
    'refuses %s with %i and a message on the file field',
    async (_what, status, message, make, type) => {
      const response = await upload(await make(), 'upload', type);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<ErrorBody>()).toEqual({ message, errors: { file: message } });
    },
  );

  it('lets only admins upload', async () => {
    const bytes = await logoPng();
    const asFinance = await upload(bytes, 'logo.png', 'image/png', finance.token);
    expect(asFinance.statusCode).toBe(403);
    expect((await upload(bytes, 'logo.png', 'image/png', null)).statusCode).toBe(401);
  });

  it('saves the branding fields, and refuses an image that was never uploaded on its field', async () => {
    const logo = await uploaded(await logoPng(), 'logo.png', 'image/png');
    const saved = await patch({
      trusts: {
        1: {
          logo_image: logo.key,
          registration_12a: 'AAATS1234KE20221',
          signatory_name: 'R. Anand',
          signatory_title: 'Trustee',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SettingsBody>().data.trusts[1]).toMatchObject({
      logo_image: logo.key,
      registration_12a: 'AAATS1234KE20221',
      signatory_name: 'R. Anand',
      signatory_title: 'Trustee',
    });

    const neverUploaded = await patch({
      trusts: { 2: { signature_image: `branding/${'a'.repeat(20)}.png` } },
    });
    expect(neverUploaded.statusCode).toBe(422);
    expect(neverUploaded.json<ErrorBody>().errors).toEqual({
      'trusts.2.signature_image': 'Please upload the image again',
    });
    // A value that is no key at all is refused by the request's schema (which names the top-level field).
    const notAKey = await patch({ trusts: { 2: { logo_image: '../../etc/passwd' } } });
    expect(notAKey.statusCode).toBe(422);
    expect(notAKey.json<ErrorBody>().errors).toEqual({ trusts: 'Please upload the image again' });

    // Removing them again: null is "none".
    const cleared = await patch({ trusts: { 1: { logo_image: null, signatory_title: null } } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<SettingsBody>().data.trusts[1]).toMatchObject({
      logo_image: null,
      signatory_title: null,
    });
  });

  it('prints the saved logo, signature and signatory on the next receipt', async () => {
    const logo = await uploaded(await logoPng(), 'logo.png', 'image/png');
    const signature = await uploaded(await jpegWithGps(900, 300), 'signature.jpg', 'image/jpeg');
    const paid = await donateAndPay(ctx.app, donationForm());
    const receipt = async () => {
      const response = await adminCall(ctx.app, 'GET', `/api/admin/donations/${paid.id}/receipt`, {
        token: finance.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return readPdf(response.rawPayload);
    };

    const before = await patch({ trusts: { 1: { logo_image: null, signature_image: null } } });
    expect(before.statusCode, before.body).toBe(200);
    expect((await receipt()).images).toBe(0);

    const saved = await patch({
      trusts: {
        1: {
          logo_image: logo.key,
          signature_image: signature.key,
          signatory_name: 'R. Anand',
          signatory_title: 'Trustee',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await receipt();
    expect(after.pages).toBe(1);
    expect(after.images).toBe(2);
    expect(after.text).toContain('For Sai Mayee Trust R. Anand Trustee Authorised Signatory');
  });

  it('reads a stored document from before the branding fields with them empty, and receipts print without them', async () => {
    const old = seedSettings();
    const strip = (trust: SiteSettings['trusts'][1]) =>
      Object.fromEntries(Object.entries(trust).filter(([key]) => !(key in RECEIPT_BRANDING_DEFAULTS)));
    const document = JSON.stringify({ ...old, trusts: { 1: strip(old.trusts[1]), 2: strip(old.trusts[2]) } });
    expect(document).not.toContain('registration_12a');
    await ctx.app.db
      .updateTable('trust_settings')
      .set({ document })
      .where('key', '=', SETTINGS_KEY)
      .execute();

    const read = await adminCall(ctx.app, 'GET', '/api/admin/settings', { token: admin.token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<SettingsBody>().data.trusts[2]).toMatchObject(RECEIPT_BRANDING_DEFAULTS);

    const paid = await donateAndPay(ctx.app, donationForm());
    const response = await adminCall(ctx.app, 'GET', `/api/admin/donations/${paid.id}/receipt`, {
      token: finance.token,
    });
    const { text, images } = await readPdf(response.rawPayload);
    expect(images).toBe(0);
    expect(text).not.toContain('12A/12AB');
    expect(text).toContain('For Sai Mayee Trust Authorised Signatory');

    // A change to another field saves the document whole, the defaults written out.
    expect((await patch({ site: { tagline: 'Serving since 2004' } })).statusCode).toBe(200);
    const row = await ctx.app.db
      .selectFrom('trust_settings')
      .select('document')
      .where('key', '=', SETTINGS_KEY)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.document)).toMatchObject({ trusts: { 1: RECEIPT_BRANDING_DEFAULTS } });
  });
});
