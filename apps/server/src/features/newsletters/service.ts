import {
  DEFAULT_LOCALE,
  MESSAGES,
  NEWSLETTER_MESSAGES,
  type Locale,
  type NewsletterVersionLocale,
  type Newsletter,
  type NewsletterInput,
  type NewsletterListQuery,
  type NewsletterPreview,
  type NewsletterStatus,
  type SiteSettings,
} from '@charity/shared';
import type { Actor } from '#src/shared/actor.ts';
import type { Db } from '#src/db/database.ts';
import { audit } from '#src/services/audit/audit.ts';
import { enqueueMail, type OutgoingMail } from '#src/services/mail/outbox.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { DomainError, invalidFields } from '#src/shared/domain-error.ts';
import {
  newsletterMail,
  type NewsletterLinkConfig,
  type NewsletterRecipient,
} from '#src/services/mail/newsletter-mail.ts';
import { newsletterBody } from './body.ts';
import { cleanVersions, hasContent, parseVersions, versionFor, type StoredVersions } from './versions.ts';
import {
  countRecipients,
  findNewsletter,
  insertNewsletter,
  listNewsletters,
  moveNewsletter,
  newsletterTestMailTag,
  newsletterWithCounts,
  topicsOfNewsletter,
  updateDraft,
  writeDeliveries,
  type NewsletterRow,
} from './repository.ts';

/** Who acted and from where, for the audit log; `email` is where a test mail goes. */
export type NewsletterActor = Actor & { email?: string };

const RESOURCE = 'newsletters';

const notFound = () => new DomainError('not-found', MESSAGES.notFound);

/**
 * A newsletter's mail to one subscriber: its subject, its rich text, the unsubscribe link and headers; in the
 * subscriber's language when the newsletter has a version in it, else the English, the frame's words with it
 * (docs/product/languages.md "Newsletters").
 */
export function newsletterMailFor(
  newsletter: Pick<NewsletterRow, 'subject' | 'body_html' | 'body_text' | 'translations'>,
  recipient: NewsletterRecipient,
  config: NewsletterLinkConfig,
  settings: SiteSettings,
): OutgoingMail {
  const version = versionFor(newsletter, recipient.locale);
  return newsletterMail(
    recipient,
    {
      subject: version.subject,
      heading: version.subject,
      paragraphs: [],
      richText: { html: version.body_html, text: version.body_text },
    },
    config,
    settings,
    version.locale,
  );
}

/** What the audit log keeps of a newsletter's texts: the subjects, and which languages it has. */
const auditedTexts = (input: NewsletterInput, versions: StoredVersions) => ({
  subject: input.subject,
  topics: input.topics,
  rate_per_minute: input.rate_per_minute,
  languages: Object.keys(versions),
});

/**
 * The recipient of previews and test mails: subscription 0, which no row has, so its unsubscribe link is a real,
 * signed one that changes nothing when followed.
 */
const SAMPLE_SUBSCRIPTION = 0;

/**
 * Newsletters in the console (docs/product/console.md "Newsletters"): drafts, preview, test mail, and the three
 * moves of a send (start, pause, resume). The mails themselves are handed to the outbox by the dispatcher
 * (dispatcher.ts). Every write is audited in its own transaction.
 */
export function createNewsletterDesk(
  db: Db,
  config: NewsletterLinkConfig,
  now: () => Date = () => new Date(),
) {
  async function body(input: NewsletterInput) {
    const clean = await newsletterBody(input.body_html);
    if (!hasContent(clean)) {
      throw invalidFields({ body_html: 'Please write the newsletter' });
    }
    return clean;
  }

  async function read(id: number): Promise<Newsletter> {
    const newsletter = await newsletterWithCounts(db, id);
    if (!newsletter) throw notFound();
    return newsletter;
  }

  /** A move of status with its audit entry; refused (409) when the newsletter is not in `from`. */
  async function move(
    id: number,
    from: NewsletterStatus,
    to: NewsletterStatus,
    action: string,
    refusal: string,
    actor: NewsletterActor,
  ): Promise<Newsletter> {
    const at = now().toISOString();
    await db.transaction().execute(async (trx) => {
      const before = await findNewsletter(trx, id, true);
      if (!before) throw notFound();
      if (!(await moveNewsletter(trx, id, from, to, at))) throw new DomainError('conflict', refusal);
      await audit.record(
        trx,
        {
          staffId: actor.staffId,
          ip: actor.ip,
          action,
          resource: RESOURCE,
          recordId: id,
          before: { status: from },
          after: { status: to },
        },
        new Date(at),
      );
    });
    return read(id);
  }

  return {
    list: (query: NewsletterListQuery) =>
      listNewsletters(db, {
        page: query.page,
        perPage: query.per_page,
        status: query.status,
        sort: query.sort,
      }),

    get: read,

    async create(input: NewsletterInput, actor: NewsletterActor): Promise<Newsletter> {
      const clean = await body(input);
      const versions = await cleanVersions(input);
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        const created = await insertNewsletter(trx, {
          ...input,
          body_html: clean.html,
          bodyText: clean.text,
          versions,
          staffId: actor.staffId,
          now: at.toISOString(),
        });
        await audit.record(
          trx,
          {
            staffId: actor.staffId,
            ip: actor.ip,
            action: 'create',
            resource: RESOURCE,
            recordId: created,
            after: auditedTexts(input, versions),
          },
          at,
        );
        return created;
      });
      return read(id);
    },

    /** Changes a draft; a newsletter whose send has started is never changed (409). */
    async update(id: number, input: NewsletterInput, actor: NewsletterActor): Promise<Newsletter> {
      const clean = await body(input);
      const versions = await cleanVersions(input);
      const at = now();
      await db.transaction().execute(async (trx) => {
        const before = await findNewsletter(trx, id, true);
        if (!before) throw notFound();
        const changed = await updateDraft(trx, id, {
          ...input,
          body_html: clean.html,
          bodyText: clean.text,
          versions,
          now: at.toISOString(),
        });
        if (!changed) throw new DomainError('conflict', NEWSLETTER_MESSAGES.notDraft);
        await audit.record(
          trx,
          {
            staffId: actor.staffId,
            ip: actor.ip,
            action: 'update',
            resource: RESOURCE,
            recordId: id,
            before: {
              subject: before.subject,
              topics: topicsOfNewsletter(before),
              rate_per_minute: before.rate_per_minute,
              languages: Object.keys(parseVersions(before.translations)),
            },
            after: auditedTexts(input, versions),
          },
          at,
        );
      });
      return read(id);
    },

    /** The mail as a subscriber would get it, from the form as it stands (saved or not), and its reach today. */
    async preview(input: NewsletterInput): Promise<NewsletterPreview> {
      const clean = await body(input);
      const versions = await cleanVersions(input);
      const { settings } = await readSettings(db);
      const newsletter = {
        subject: input.subject,
        body_html: clean.html,
        body_text: clean.text,
        translations: JSON.stringify(versions),
      };
      const sample = (locale: Locale) => {
        const mail = newsletterMailFor(
          newsletter,
          { id: SAMPLE_SUBSCRIPTION, email: 'subscriber@example.org', locale },
          config,
          settings,
        );
        return { subject: mail.subject, html: mail.html, text: mail.text };
      };
      return {
        ...sample(DEFAULT_LOCALE),
        versions: Object.fromEntries(
          (Object.keys(versions) as NewsletterVersionLocale[]).map((locale) => [locale, sample(locale)]),
        ),
        recipients: await countRecipients(db, input.topics),
      };
    },

    /** The saved newsletter, to the member's own address, through the outbox like the real thing; audited. */
    async sendTest(id: number, actor: NewsletterActor): Promise<void> {
      const at = now();
      const to = actor.email;
      if (!to) throw new Error('sendTest needs the member’s e-mail address');
      await db.transaction().execute(async (trx) => {
        const newsletter = await findNewsletter(trx, id);
        if (!newsletter) throw notFound();
        const { settings } = await readSettings(trx);
        // The English, and each version in another language, as its readers will get it.
        const locales: Locale[] = [
          DEFAULT_LOCALE,
          ...(Object.keys(parseVersions(newsletter.translations)) as Locale[]),
        ];
        for (const locale of locales) {
          const mail = newsletterMailFor(
            newsletter,
            { id: SAMPLE_SUBSCRIPTION, email: to, locale },
            config,
            settings,
          );
          await enqueueMail(trx, {
            ...mail,
            subject: `[Test] ${mail.subject}`,
            relatedTo: newsletterTestMailTag(id),
          });
        }
        await audit.record(
          trx,
          { ...actor, action: 'test-mail', resource: RESOURCE, recordId: id, after: { to } },
          at,
        );
      });
    },

    /**
     * Starts the send: one delivery row per confirmed subscriber of the topics (a subscriber of two topics
     * once), written in the transaction that moves the draft to sending. The dispatcher does the rest.
     */
    async send(id: number, actor: NewsletterActor): Promise<Newsletter> {
      const at = now();
      const iso = at.toISOString();
      await db.transaction().execute(async (trx) => {
        const before = await findNewsletter(trx, id, true);
        if (!before) throw notFound();
        if (before.status !== 'draft') throw new DomainError('conflict', NEWSLETTER_MESSAGES.notDraft);
        const topics = topicsOfNewsletter(before);
        const recipients = await writeDeliveries(trx, id, topics);
        if (recipients === 0) throw invalidFields({ topics: NEWSLETTER_MESSAGES.noRecipients });
        if (!(await moveNewsletter(trx, id, 'draft', 'sending', iso, { recipients, started_at: iso }))) {
          throw new DomainError('conflict', NEWSLETTER_MESSAGES.notDraft);
        }
        await audit.record(
          trx,
          {
            ...actor,
            action: 'send',
            resource: RESOURCE,
            recordId: id,
            before: { status: 'draft' },
            after: { status: 'sending', topics, recipients },
          },
          at,
        );
      });
      return read(id);
    },

    pause: (id: number, actor: NewsletterActor) =>
      move(id, 'sending', 'paused', 'pause', NEWSLETTER_MESSAGES.notSending, actor),

    resume: (id: number, actor: NewsletterActor) =>
      move(id, 'paused', 'sending', 'resume', NEWSLETTER_MESSAGES.notPaused, actor),
  };
}

export type NewsletterDesk = ReturnType<typeof createNewsletterDesk>;
