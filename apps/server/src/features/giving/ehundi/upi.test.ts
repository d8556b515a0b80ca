import { describe, expect, it } from 'vitest';
import { qrSvg, upiPayLink } from './upi.ts';

describe('upiPayLink', () => {
  it('writes pa, pn, am, cu, tr and tn in order, each value percent-encoded, with no spaces', () => {
    const link = upiPayLink({
      vpa: 'saimayeetrust@upi',
      payeeName: 'Sai Mayee Trust',
      amountPaise: 150050,
      reference: 'EH-7KQ2M9XA4T1B',
      note: 'E-Hundi EH-7KQ2M9XA4T1B & more',
    });
    expect(link).toBe(
      'upi://pay?pa=saimayeetrust%40upi&pn=Sai%20Mayee%20Trust&am=1500.50&cu=INR&tr=EH-7KQ2M9XA4T1B&tn=E-Hundi%20EH-7KQ2M9XA4T1B%20%26%20more',
    );
    expect(link).not.toMatch(/\s/);
    // What a UPI app reads back from it.
    const params = new URL(link).searchParams;
    expect(params.get('pa')).toBe('saimayeetrust@upi');
    expect(params.get('pn')).toBe('Sai Mayee Trust');
    expect(params.get('tn')).toBe('E-Hundi EH-7KQ2M9XA4T1B & more');
  });
});

describe('qrSvg', () => {
  it('draws the link as one deterministic SVG', async () => {
    const svg = await qrSvg('upi://pay?pa=a%40b&pn=A&am=1.00&cu=INR');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" shape-rendering="crispEdges">/,
    );
    expect(svg.trim()).toMatch(/<\/svg>$/);
    expect(await qrSvg('upi://pay?pa=a%40b&pn=A&am=1.00&cu=INR')).toBe(svg);
    expect(await qrSvg('upi://pay?pa=a%40b&pn=A&am=2.00&cu=INR')).not.toBe(svg);
  });
});
