import type { TrustSettingsDocument } from '@charity/shared';
import type { Storage } from '#src/services/storage/storage.ts';
import type { TrustImages } from './trust-pdf.ts';

/** Where a receipt or statement reads the trust's uploaded images from: the storage service. */
export type ImageStore = Pick<Storage, 'get'>;

/**
 * The trust's logo and signature as the settings name them, read when the PDF is drawn (so a new upload shows on
 * the next receipt, as every other setting does). An image named but gone from storage prints as none rather
 * than stopping the receipt.
 */
export async function loadTrustImages(store: ImageStore, trust: TrustSettingsDocument): Promise<TrustImages> {
  const read = async (key: string | null) => (key ? ((await store.get(key)) ?? null) : null);
  const [logo, signature] = await Promise.all([read(trust.logo_image), read(trust.signature_image)]);
  return { logo, signature };
}
