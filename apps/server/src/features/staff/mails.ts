import { describeStaffRole, type SiteSettings, type StaffRole } from '@charity/shared';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';

/** The single-use, 48-hour link that sets up a console account (or resets its two-factor sign-in). */
export function invitationMail(
  to: string,
  role: StaffRole,
  url: string,
  reset: boolean,
  settings: SiteSettings,
): OutgoingMail {
  const siteName = settings.site.name;
  return {
    to,
    subject: reset
      ? `Set up your console sign-in again — ${siteName}`
      : `You are invited to the ${siteName} console`,
    ...renderMail(
      {
        heading: reset ? 'Set up your sign-in again' : 'You are invited to the trust console',
        preheader: 'The link works once and for 48 hours.',
        paragraphs: [
          reset
            ? `An admin has reset your two-factor sign-in. Your role: ${describeStaffRole(role)}.`
            : `You have been invited to run the ${siteName} website as ${describeStaffRole(role)}.`,
          'Open the link, choose a password of at least 12 characters, and scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…). Keep the recovery codes you are shown somewhere safe.',
          'The link works once and for 48 hours.',
        ],
        action: { label: reset ? 'Set up sign-in' : 'Accept the invitation', url },
        footer:
          'If you did not expect this mail, you can ignore it: nothing happens until the link is opened.',
      },
      settings,
    ),
  };
}
