import type { Executor } from '#src/db/executor.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import type { FieldCipher } from '#src/shared/crypto.ts';
import type { DonationRecord } from '../repository.ts';
import { receiptInputOf } from './receipt-input.ts';
import { receiptFileName, renderReceiptPdf } from './receipt-pdf.ts';
import { loadTrustImages, type ImageStore } from './trust-images.ts';

/**
 * A paid donation's receipt PDF as it is now, whoever asks (the donor's signed link, the console, the mail worker):
 * the trust's details and images as the admins last saved them (docs/product/console.md), and its file name.
 */
export async function donationReceiptPdf(
  deps: { db: Executor; cipher: FieldCipher; images: ImageStore },
  donation: DonationRecord,
): Promise<{ pdf: Buffer; fileName: string }> {
  const input = receiptInputOf(donation, deps.cipher);
  const trust = (await readSettings(deps.db)).settings.trusts[input.trust];
  const images = await loadTrustImages(deps.images, trust);
  return {
    pdf: await renderReceiptPdf(input, trust, images),
    fileName: receiptFileName(input.receiptNumber),
  };
}
