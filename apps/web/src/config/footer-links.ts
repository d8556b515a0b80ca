import { paths, SITE, TRUSTS, type TrustId } from '@charity/shared';
import type { NavLinkItem } from '#src/config/navigation.ts';
import { m } from '#src/paraglide/messages.js';

/*
 * The footer's links (docs/product/content-and-pages.md "Layout"), apart from config/navigation.ts: the header's
 * menu is part of every page's first load, and everything a module of the first load defines ships with it, even
 * what only the lazily loaded footer and About page read (`npm run size`).
 */

export const FOOTER_EXPLORE: NavLinkItem[] = [
  { label: m['footer.aboutUs'], to: paths.about },
  { label: m['nav.volunteer'], to: paths.volunteer },
  { label: m['nav.contact'], to: paths.contact },
  { label: m['footer.army2024'], to: paths.army2024 },
  { label: m['footer.scy2025'], to: paths.scy2025 },
];

export const FOOTER_LEGAL: NavLinkItem[] = [
  { label: m['footer.terms'], to: paths.termsCondition },
  { label: m['footer.privacy'], to: paths.privacyPolicy },
  { label: m['footer.refundPolicy'], to: paths.refundPolicy },
  { label: m['footer.disclaimer'], to: paths.disclaimer },
  { label: m['nav.findUs'], to: paths.findUs },
];

/**
 * `id`: the footer shows the trust's saved name and purpose (lib/site.ts), content the trusts will translate in the
 * console (docs/product/languages.md); label and purpose are site.ts's.
 */
export const FOOTER_TRUSTS: { id: TrustId; label: string; to: string; purpose: string }[] = [
  { id: 1, label: TRUSTS[1].name, to: paths.saiMayeeTrust, purpose: TRUSTS[1].purpose },
  { id: 2, label: TRUSTS[2].name, to: paths.saiMeruMathiTrust, purpose: TRUSTS[2].purpose },
];

export type SocialNetwork = keyof typeof SITE.social;

export const SOCIAL_LINKS: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'facebook', label: 'Facebook', href: SITE.social.facebook },
  { network: 'instagram', label: 'Instagram', href: SITE.social.instagram },
  { network: 'linkedin', label: 'LinkedIn', href: SITE.social.linkedin },
  { network: 'youtube', label: 'YouTube', href: SITE.social.youtube },
  { network: 'twitter', label: 'Twitter', href: SITE.social.twitter },
];
