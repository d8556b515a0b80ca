import { formatPlainRupees } from '@charity/shared';

export type UpiPayRequest = {
  /** Payee VPA, e.g. saimayeetrust@upi. */
  vpa: string;
  /** Payee name shown by the payer's app. */
  payeeName: string;
  /** Integer paise; the link carries rupees with two decimals. */
  amountPaise: number;
  /** Transaction reference (`tr`): the e-hundi entry's reference, for reconciliation. */
  reference: string;
  /** Transaction note (`tn`) shown to the payer and on the trust's statement. */
  note: string;
};

/**
 * A `upi://pay` deep link (NPCI linking spec, docs/product/external-facts.md) in a fixed parameter order: pa,
 * pn, am, cu, tr, tn. Every value is percent-encoded with encodeURIComponent, so a space is %20 (never '+',
 * which some UPI apps show literally) and the link holds no spaces at all.
 */
export function upiPayLink(request: UpiPayRequest): string {
  const params: [string, string][] = [
    ['pa', request.vpa],
    ['pn', request.payeeName],
    // The decimal rupee string UPI wants (docs/product/external-facts.md): 150050 → '1500.50'.
    ['am', formatPlainRupees(request.amountPaise)],
    ['cu', 'INR'],
    ['tr', request.reference],
    ['tn', request.note],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/**
 * The link as an SVG QR code (npm qrcode, docs/product/external-facts.md): deterministic for a given link,
 * medium error correction (a phone camera reads it off a screen), a two-module quiet zone since the dialog
 * pads it anyway.
 */
export async function qrSvg(text: string): Promise<string> {
  // Imported on the first QR code drawn (docs/decisions/0036): qrcode and pngjs are ~60 modules a start need not load.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
