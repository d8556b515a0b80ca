import { DEFAULT_LOCALE, TRUST_IDS, type Locale, type SiteSettings } from '@charity/shared';
import { translatorFor, type Translator } from '@charity/shared/catalogue';
import { escapeHtml } from '#src/shared/text.ts';

/** What a mail says; renderMail lays it out in the trusts' branding. */
export type MailContent = {
  heading: string;
  /** Plain text, one entry per paragraph; never HTML (it is escaped). */
  paragraphs: string[];
  /** A one-time code, shown large and easy to copy. */
  code?: string;
  /** The one button of the mail; its URL is also printed for clients that hide buttons. */
  action?: { label: string; url: string };
  /** A closing line above the organisation's details, e.g. why the recipient got this mail. */
  footer?: string;
  /** Newsletter-type mails: a visible unsubscribe link (the List-Unsubscribe header is the caller's). */
  unsubscribeUrl?: string;
  /** The line mail clients show after the subject in the inbox list; hidden in the body. */
  preheader?: string;
  /**
   * Rich text written in the console (a newsletter), placed after the paragraphs: `html` must already be
   * sanitised with the site's rules (shared/stored-html.ts); `text` is its plain rendering for the text part.
   */
  richText?: { html: string; text: string };
};

/*
 * The web app's palette (apps/web/src/styles.css): maroon for the header band and headings, terracotta for the
 * action, cream and sand for paper, gold only on the dark band. Mail clients drop <style> blocks and CSS
 * variables, so every value is inlined and the layout is tables, the one thing Outlook renders reliably.
 */
const COLOR = {
  cream: '#fdf8f0',
  sand: '#f6ecdc',
  line: '#e6d5bf',
  primary: '#b4532a',
  maroon: '#5c1d17',
  ink: '#2e1f1c',
  muted: '#6b524a',
  goldSoft: '#f4c869',
  white: '#ffffff',
} as const;
// A Kannada mail's letters come from the reader's Kannada font (Noto on Android and Linux, Kannada Sangam on Apple,
// Tunga on Windows), named before the generic family so a client that lacks the script in its first choice finds it.
const KANNADA = "'Noto Sans Kannada', 'Kannada Sangam MN', Tunga";
const SANS = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, ${KANNADA}, sans-serif`;
const SERIF = `'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Noto Serif', ${KANNADA}, serif`;
const MONO = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace";

/**
 * Links in our mails are built by our own code from PUBLIC_URL; anything else (javascript:, a relative path) is a
 * bug that would ship a dead or dangerous link to a donor, so it fails at render time instead.
 */
function safeUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || !['http:', 'https:', 'mailto:'].includes(parsed.protocol)) {
    throw new Error(`Mail link must be an absolute http(s) or mailto URL, got ${JSON.stringify(url)}`);
  }
  return url;
}

/** Who a mail is from: the header's name and the footer's contact lines, as the trust settings say today. */
type Letterhead = { name: string; trustNames: string; address: string; email: string; phone: string };

const letterheadOf = ({ site, trusts }: SiteSettings): Letterhead => ({
  name: site.name,
  trustNames: TRUST_IDS.map((id) => trusts[id].name).join(' · '),
  address: site.address,
  email: site.email,
  phone: site.phone,
});

/**
 * Renders a mail's text part and its HTML part from the same content. `settings` are the trust settings read in
 * the transaction that enqueues the mail (docs/product/console.md "Trust settings"), so a changed address or phone
 * number is in the very next mail.
 */
export function renderMail(
  input: MailContent,
  settings: SiteSettings,
  /** The recipient's language (docs/product/languages.md "Mails"): the frame's own words and `<html lang>`. */
  locale: Locale = DEFAULT_LOCALE,
): { text: string; html: string } {
  const action = input.action ? { label: input.action.label, url: safeUrl(input.action.url) } : undefined;
  const unsubscribeUrl = input.unsubscribeUrl === undefined ? undefined : safeUrl(input.unsubscribeUrl);
  const content = { ...input, action, unsubscribeUrl };
  const letterhead = letterheadOf(settings);
  const t = translatorFor(locale);
  return { text: renderText(content, letterhead, t), html: renderHtml(content, letterhead, t, locale) };
}

function renderText(input: MailContent, from: Letterhead, t: Translator): string {
  const lines: string[] = [input.heading, '='.repeat(Math.min(input.heading.length, 72)), ''];
  for (const paragraph of input.paragraphs) lines.push(paragraph, '');
  if (input.richText) lines.push(input.richText.text, '');
  if (input.code) lines.push(`    ${input.code}`, '');
  if (input.action) lines.push(`${input.action.label}: ${input.action.url}`, '');
  if (input.footer) lines.push(input.footer, '');
  lines.push('-- ', from.name, from.trustNames, from.address, `${from.email} · ${from.phone}`);
  if (input.unsubscribeUrl) lines.push('', `${t('mail.frame.unsubscribe')}: ${input.unsubscribeUrl}`);
  return `${lines.join('\n')}\n`;
}

function renderHtml(input: MailContent, from: Letterhead, t: Translator, locale: Locale): string {
  const e = escapeHtml;
  const paragraphs = input.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font-family:${SANS};font-size:16px;line-height:1.6;color:${COLOR.ink};">${e(p)}</p>`,
    )
    .join('\n');

  // Sanitised on save; wrapped so its paragraphs and lists get the mail's type without a <style> block.
  const richText = input.richText
    ? `<div style="font-family:${SANS};font-size:16px;line-height:1.6;color:${COLOR.ink};">${input.richText.html}</div>`
    : '';

  const code = input.code
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td style="background:${COLOR.sand};border:1px solid ${COLOR.line};border-radius:8px;padding:14px 24px;font-family:${MONO};font-size:30px;font-weight:700;letter-spacing:8px;color:${COLOR.maroon};">${e(input.code)}</td></tr>
</table>`
    : '';

  // A "bulletproof" button: the coloured cell is the button, so it survives clients that ignore padding on <a>.
  const action = input.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;">
<tr><td bgcolor="${COLOR.primary}" style="background:${COLOR.primary};border-radius:6px;">
<a href="${e(input.action.url)}" target="_blank" style="display:inline-block;padding:12px 28px;font-family:${SANS};font-size:16px;font-weight:600;color:${COLOR.white};text-decoration:none;border-radius:6px;">${e(input.action.label)}</a>
</td></tr>
</table>
<p style="margin:0 0 16px;font-family:${SANS};font-size:13px;line-height:1.5;color:${COLOR.muted};">${e(t('mail.frame.buttonFallback'))} <a href="${e(input.action.url)}" style="color:${COLOR.primary};word-break:break-all;">${e(input.action.url)}</a></p>`
    : '';

  const footer = input.footer
    ? `<p style="margin:16px 0 0;font-family:${SANS};font-size:14px;line-height:1.5;color:${COLOR.muted};">${e(input.footer)}</p>`
    : '';

  const unsubscribe = input.unsubscribeUrl
    ? `<br><a href="${e(input.unsubscribeUrl)}" style="color:${COLOR.muted};text-decoration:underline;">${e(t('mail.frame.unsubscribe'))}</a>`
    : '';

  // Clients show the first text of the body in the inbox list; the preheader fills that spot and stays hidden.
  const preheader = input.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${COLOR.cream};opacity:0;">${e(input.preheader)}</div>`
    : '';

  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(input.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${COLOR.cream};">
${preheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLOR.cream}" style="background:${COLOR.cream};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td bgcolor="${COLOR.maroon}" style="background:${COLOR.maroon};border-radius:8px 8px 0 0;padding:20px 32px;">
<span style="font-family:${SERIF};font-size:22px;font-weight:700;color:${COLOR.goldSoft};">${e(from.name)}</span>
</td></tr>
<tr><td bgcolor="${COLOR.white}" style="background:${COLOR.white};border:1px solid ${COLOR.line};border-top:0;border-radius:0 0 8px 8px;padding:32px;">
<h1 style="margin:0 0 20px;font-family:${SERIF};font-size:24px;line-height:1.3;font-weight:700;color:${COLOR.maroon};">${e(input.heading)}</h1>
${paragraphs}
${richText}
${code}
${action}
${footer}
</td></tr>
<tr><td style="padding:20px 32px;font-family:${SANS};font-size:12px;line-height:1.6;color:${COLOR.muted};text-align:center;">
${e(from.name)}: ${e(from.trustNames)}<br>
${e(from.address)}<br>
<a href="mailto:${e(from.email)}" style="color:${COLOR.muted};">${e(from.email)}</a> · ${e(from.phone)}${unsubscribe}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
