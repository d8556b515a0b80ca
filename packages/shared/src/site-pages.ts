import { z } from 'zod';
import { paths } from './routes.ts';
import { publicLocaleFields } from './content-translations.ts';

/**
 * The site's fixed pages whose words are content (docs/product/content-and-pages.md "Pages as content"): each is a
 * `pages` row keyed by its slug, the route's path without the slash. The set is fixed: editors change the words,
 * never add or remove a page, because each page's route, layout and place in the menus are code.
 */
export const PAGE_SLUGS = [
  'about',
  'sai-mayee-trust',
  'sai-meru-mathi-trust',
  'donation-refund-policy',
  'privacy-policy',
  'disclaimer',
  'terms-condition',
  'army2024',
  'scy2025',
  'faq',
  'find-us',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
export const isPageSlug = (value: string): value is PageSlug =>
  (PAGE_SLUGS as readonly string[]).includes(value);

/** Each page's public path (the trust pages sit under /about/). */
export const PAGE_PATHS: Record<PageSlug, string> = {
  about: paths.about,
  'sai-mayee-trust': paths.saiMayeeTrust,
  'sai-meru-mathi-trust': paths.saiMeruMathiTrust,
  'donation-refund-policy': paths.refundPolicy,
  'privacy-policy': paths.privacyPolicy,
  disclaimer: paths.disclaimer,
  'terms-condition': paths.termsCondition,
  army2024: paths.army2024,
  scy2025: paths.scy2025,
  faq: paths.faq,
  'find-us': paths.findUs,
};
/**
 * The pages whose layout has a picture (an editor's in place of the built-in illustration): About, both trust
 * pages and Army-2024. The others show none, so the console offers no picture for them.
 */
export const PAGES_WITH_PICTURE: readonly PageSlug[] = [
  'about',
  'sai-mayee-trust',
  'sai-meru-mathi-trust',
  'army2024',
];

/** The page a route's path shows, if it is one of the fixed pages. */
export const pageSlugOfPath = (path: string): PageSlug | undefined =>
  PAGE_SLUGS.find((slug) => PAGE_PATHS[slug] === path);

/**
 * Words a page's text may hold for the organisation's details as admins saved them (the settings), so a renamed
 * trust reads its new name on every page without an editor retyping it.
 */
export const PAGE_TOKENS = { '{{site_name}}': 'name', '{{site_email}}': 'email' } as const;

/** GET /api/pages/{slug}: a page's words as the site shows them. */
export const sitePageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  title: z.string(),
  /** Sanitised HTML; on the legal pages each `<h2>` starts a section of the "On this page" list. */
  body: z.string(),
  /** The page's own picture, shown in place of the built-in illustration when an editor set one. */
  image: z.string().nullable(),
  image_small: z.string().nullable(),
  /** The media library's alt text of that picture, when written. */
  image_alt: z.string().optional(),
  meta_description: z.string(),
  updated_at: z.string().nullable(),
  ...publicLocaleFields,
});
export type SitePage = z.infer<typeof sitePageSchema>;
export const sitePageParamsSchema = z.object({ slug: z.string().max(100) });

/** The FAQ page's two lists; their headings are the `faq` page's, its text's `<h2>`s in this order. */
export const FAQ_SECTIONS = ['trusts', 'giving'] as const;
export type FaqSection = (typeof FAQ_SECTIONS)[number];

/** GET /api/faq: the published questions in the site's order (higher sort_order first). */
export const faqSchema = z.object({
  id: z.number().int(),
  section: z.enum(FAQ_SECTIONS),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
  ...publicLocaleFields,
});
export type Faq = z.infer<typeof faqSchema>;
