import type { TrustId } from './constants.ts';

/**
 * The seed of the trust settings the console edits (docs/product/console.md "Trust settings"), with demo values:
 * the first read of a database with no stored settings stores these (seedSettings in settings.ts). From then on
 * the footer, the contact and find-us pages, the e-hundi QR, receipts and mails read the stored settings, not this.
 * Code without the settings at hand still reads a few values here directly: the trusts' names (page text, the
 * payments page, exports, the console's trust labels), slugs and purposes, the home banner, the calendar feeds,
 * and fixed page text (FAQ, legal pages, the volunteer count).
 */

export type TrustSettings = {
  id: TrustId;
  slug: 'sai-mayee-trust' | 'sai-meru-mathi-trust';
  name: string;
  /** What the trust does, in one line. */
  purpose: string;
  address: string;
  email: string;
  phone: string;
  pan: string;
  /** The UPI id the e-hundi QR pays into. */
  upiVpa: string;
  /** Section 80G registration (URN) and its validity; null when the trust has none. */
  registration80G: { urn: string; validFrom: string; validTo: string } | null;
  /** The eligibility sentence printed on receipts; it differs between the trusts. */
  receiptNote: string;
  /** Google Maps embed of the trust's address (Find Us). */
  mapEmbedUrl: string;
};

export const SITE = {
  name: 'Sai Mayee Trusts',
  tagline: 'Serving the orphan, the elder and the temple, in Bangalore since 2004',
  email: 'contact@saimayee.org',
  phone: '+91 80 4123 4567',
  address: '12, 4th Cross, Sri Sai Nagar, Jayanagar 9th Block, Bengaluru, Karnataka 560069, India',
  blogLabel: 'Blogs',
  social: {
    facebook: 'https://www.facebook.com/saimayeetrust',
    instagram: 'https://www.instagram.com/saimayeetrust',
    linkedin: 'https://www.linkedin.com/company/saimayeetrust',
    youtube: 'https://www.youtube.com/@saimayeetrust',
    twitter: 'https://twitter.com/saimayeetrust',
  },
  volunteersCount: '200+',
  themeColor: '#b4532a',
} as const;

export const TRUSTS: Record<TrustId, TrustSettings> = {
  1: {
    id: 1,
    slug: 'sai-mayee-trust',
    name: 'Sai Mayee Trust',
    purpose: 'Care for orphaned children and the elderly',
    address: '12, 4th Cross, Sri Sai Nagar, Jayanagar 9th Block, Bengaluru, Karnataka 560069, India',
    email: 'mayee@saimayee.org',
    phone: '+91 80 4123 4567',
    pan: 'AAATS1234K',
    upiVpa: 'saimayeetrust@upi',
    registration80G: { urn: 'AAATS1234KF20214', validFrom: '2022-04-01', validTo: '2027-03-31' },
    receiptNote:
      'Donations to Sai Mayee Trust are eligible for deduction under section 80G(5) of the Income-tax Act, 1961.',
    mapEmbedUrl: 'https://www.google.com/maps?q=Jayanagar+9th+Block+Bengaluru&output=embed',
  },
  2: {
    id: 2,
    slug: 'sai-meru-mathi-trust',
    name: 'Sai Meru Mathi Trust',
    purpose: 'Temple restoration and religious activities',
    address: '48, Temple Street, Malleshwaram, Bengaluru, Karnataka 560003, India',
    email: 'merumathi@saimayee.org',
    phone: '+91 80 4123 4568',
    pan: 'AAATS5678M',
    upiVpa: 'saimerumathi@upi',
    registration80G: null,
    receiptNote:
      'Sai Meru Mathi Trust is a religious trust; donations to it are not eligible for deduction under section 80G.',
    mapEmbedUrl: 'https://www.google.com/maps?q=Malleshwaram+Bengaluru&output=embed',
  },
};
