import type { SiteSettings } from '@charity/shared';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';
import { OTP_TTL_MS, type OtpPurpose } from './otp.ts';

const MINUTES = OTP_TTL_MS / 60_000;

const WORDING: Record<
  OtpPurpose,
  { subject: (siteName: string) => string; heading: string; intro: string; footer: string }
> = {
  'verify-email': {
    subject: (siteName) => `Your verification code — ${siteName}`,
    heading: 'Verify your e-mail address',
    intro: 'Enter this code on the verification page to finish creating your donor account:',
    footer:
      'You get this mail because this address was used to register on our website. If that was not you, ignore it: the account stays unverified.',
  },
  'reset-password': {
    subject: (siteName) => `Your password reset code — ${siteName}`,
    heading: 'Reset your password',
    intro: 'Enter this code on the reset page, with your new password:',
    footer:
      'You get this mail because a password reset was asked for this address. If that was not you, ignore it: your password stays as it is.',
  },
};

/** The mail that carries a one-time code. The subject never contains the code (it shows on lock screens). */
export function otpMail(
  to: string,
  firstName: string,
  purpose: OtpPurpose,
  code: string,
  settings: SiteSettings,
): OutgoingMail {
  const wording = WORDING[purpose];
  return {
    to,
    subject: wording.subject(settings.site.name),
    ...renderMail(
      {
        heading: wording.heading,
        preheader: `Your code is valid for ${MINUTES} minutes.`,
        paragraphs: [`Namaste ${firstName},`, wording.intro],
        code,
        footer: `The code is valid for ${MINUTES} minutes and works once. ${wording.footer}`,
      },
      settings,
    ),
  };
}
