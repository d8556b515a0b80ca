import type { Locale, SiteSettings } from '@charity/shared';
import { translatorFor, type MessageKey } from '@charity/shared/catalogue';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';
import { OTP_TTL_MS, type OtpPurpose } from './otp.ts';

const MINUTES = OTP_TTL_MS / 60_000;

/** The catalogue's words of each code mail (docs/product/languages.md "Mails"). */
const WORDING: Record<
  OtpPurpose,
  { subject: MessageKey; heading: MessageKey; intro: MessageKey; footer: MessageKey }
> = {
  'verify-email': {
    subject: 'mail.otp.verifySubject',
    heading: 'mail.otp.verifyHeading',
    intro: 'mail.otp.verifyIntro',
    footer: 'mail.otp.verifyFooter',
  },
  'reset-password': {
    subject: 'mail.otp.resetSubject',
    heading: 'mail.otp.resetHeading',
    intro: 'mail.otp.resetIntro',
    footer: 'mail.otp.resetFooter',
  },
};

/**
 * The mail that carries a one-time code, in the account's language. The subject never contains the code (it shows
 * on lock screens).
 */
export function otpMail(
  user: { email: string; first_name: string; locale: Locale },
  purpose: OtpPurpose,
  code: string,
  settings: SiteSettings,
): OutgoingMail {
  const wording = WORDING[purpose];
  const t = translatorFor(user.locale);
  return {
    to: user.email,
    subject: t(wording.subject, { site: settings.site.name }),
    ...renderMail(
      {
        heading: t(wording.heading),
        preheader: t('mail.otp.preheader', { minutes: MINUTES }),
        paragraphs: [t('mail.frame.namaste', { name: user.first_name }), t(wording.intro)],
        code,
        footer: `${t('mail.otp.validity', { minutes: MINUTES })} ${t(wording.footer)}`,
      },
      settings,
      user.locale,
    ),
  };
}
