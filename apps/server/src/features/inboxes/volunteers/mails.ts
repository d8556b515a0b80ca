import type { SiteSettings, VolunteerMailTemplate } from '@charity/shared';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';

/** Fills {first_name} and {site_name}; anything else in braces is left as written. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(first_name|site_name)\}/g, (_, key: string) => values[key] ?? '');

/**
 * The mail to an applicant about a status change, from the template coordinators keep in the console
 * (VolunteerSettings.mails): plain text, blank lines between paragraphs, escaped like every mail.
 */
export function volunteerStatusMail(
  application: { id: number; first_name: string; email: string },
  template: VolunteerMailTemplate,
  settings: SiteSettings,
): OutgoingMail {
  const values = { first_name: application.first_name, site_name: settings.site.name };
  const subject = fill(template.subject, values);
  return {
    to: application.email,
    subject,
    relatedTo: `volunteer:${application.id}`,
    ...renderMail(
      {
        heading: subject,
        paragraphs: fill(template.body, values)
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean),
        footer: 'You get this mail because this address was entered in the volunteer form on our website.',
      },
      settings,
    ),
  };
}
