import { useEffect, useState } from 'react';

/**
 * The QR code of `value` as an inline SVG. `qrcode` is fetched when the code is shown, never by the public
 * site. Its SVG output is made of paths from the encoded data, not of the text itself, so it is safe to inline.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Its own chunk: only the invitation page needs it.
    void import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
      )
      .then((markup) => {
        if (current) setSvg(markup);
      });
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <div
      role="img"
      aria-label={label}
      className="size-60 rounded-xl border border-line bg-white p-2"
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
