/**
 * Business constants from docs/product/. Both apps read them from here; never retype a number or a
 * toast text.
 */

/** Page size of every public paginated list (gallery, crossword, literature, media, events). */
export const PAGE_SIZE = 9;
/** Page size of the donor's payments table. */
export const PAYMENT_PAGE_SIZE = 10;

/** Event status values as stored and as sent in `?status=`. */
export const EVENT_STATUS = { upcoming: 0, past: 1, recurring: 2 } as const;
export type EventStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS];
export const EVENT_STATUSES = [0, 1, 2] as const;

/** The two service categories; the slug is used in URLs and in `?filter=`. */
export const CATEGORIES = ['madhava-seva', 'manava-seva'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<Category, string> = {
  'madhava-seva': 'Madhava Seva',
  'manava-seva': 'Manava Seva',
};

/** Gallery tabs: everything, or one category. */
export const GALLERY_FILTERS = ['all', ...CATEGORIES] as const;
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];

/** Testimonial kinds as sent in `?filter=` (docs/product/content-and-pages.md). */
export const TESTIMONIAL_KIND = { words: 1, videos: 2 } as const;
export type TestimonialKind = (typeof TESTIMONIAL_KIND)[keyof typeof TESTIMONIAL_KIND];

/** Media item type 1 is an image; any other type is a video (docs/product/content-and-pages.md). */
export const MEDIA_TYPE = { image: 1, video: 2 } as const;

/** Donation status (docs/product/giving.md). */
export const DONATION_STATUS = { unpaid: 0, paid: 1 } as const;
export type DonationStatus = (typeof DONATION_STATUS)[keyof typeof DONATION_STATUS];

/**
 * The most one online gift may be (₹1 crore): far above any real gift, and within a 32-bit paise column. Here
 * rather than in forms.ts because the trust settings' suggested amounts are bounded by it too.
 */
export const MAX_DONATION_RUPEES = 10_000_000;

/** Trusts as sent in the donation form's select. */
export const TRUST_IDS = [1, 2] as const;
export type TrustId = (typeof TRUST_IDS)[number];

/** Payment currency (docs/product/giving.md). */
export const CURRENCY = 'INR';

/** UI timings from docs/product/content-and-pages.md. */
export const TIMING = {
  carouselAutoplayMs: 3000,
  counterAnimationMs: 5000,
  navbarFixedAfterPx: 150,
  popupDefaultDelayMs: 2500,
} as const;

/** Layout sizes from docs/product/content-and-pages.md. */
export const SIZES = {
  galleryVideoHeightPx: 350,
  dialogVideoHeightPx: 500,
  popupWidthPx: 800,
} as const;

/**
 * Pixel widths of the two renditions of every content picture (`image`, `image_small`). The seed renders these
 * widths and the web's srcset descriptors announce them, so the two cannot drift apart. The small one must cover a
 * phone-width box at a device pixel ratio of about 1.75–2 (a 378 px card on a 412 px phone needs ~661 px);
 * otherwise phones fall through to the large file.
 */
export const IMAGE_WIDTHS = { small: 720, large: 1200 } as const;
/** The home banners and the video banner span the window (~721 px on that phone), so theirs are wider. */
export const BANNER_WIDTHS = { small: 800, large: 1600 } as const;
export type RenditionWidths = { small: number; large: number };

/** The date format of event cards and details (docs/product/README.md), in date-fns tokens. */
export const DATE_FORMAT = 'dd MMM yyyy';

/**
 * Where a leader sits on the Leadership page's organisation chart (docs/product/content-and-pages.md): the founder
 * at the top, the board of each trust, and the coordinators who serve both.
 */
export const LEADER_TEAMS = ['founder', 'mayee', 'merumathi', 'coordinator'] as const;
export type LeaderTeam = (typeof LEADER_TEAMS)[number];
