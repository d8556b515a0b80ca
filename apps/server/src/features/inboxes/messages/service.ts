import {
  MESSAGES,
  type ContactMessage,
  type ContactReplyPreview,
  type ContactMessageDetail,
  type ContactMessageListQuery,
  type ContactStatus,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { Executor } from '#src/db/executor.ts';
import { audit } from '#src/services/audit/audit.ts';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { listFilters } from '../inbox.ts';
import { contactReplyMail } from './mails.ts';
import {
  findContactMessage,
  findContactMessageToAnswer,
  insertContactReply,
  listContactMessages,
  listContactReplies,
  setContactStatus,
} from './repository.ts';
import type { Actor } from '#src/shared/actor.ts';

const RESOURCE = 'contact-messages';

const notFound = () => new DomainError('not-found', MESSAGES.notFound);

/**
 * The contact inbox of the console (docs/product/console.md "Inboxes"): list, read with the thread of replies,
 * change the status, reply. Every write and its audit entry (and, for a reply, its mail) share one transaction.
 */
export function createContactInbox(db: Db, now: () => Date = () => new Date()) {
  async function detail(executor: Executor, id: number): Promise<ContactMessageDetail> {
    const message = await findContactMessage(executor, id);
    if (!message) throw notFound();
    return { ...message, replies: await listContactReplies(executor, id) };
  }

  return {
    list: (query: ContactMessageListQuery) => listContactMessages(db, listFilters(query)),

    get: (id: number): Promise<ContactMessageDetail> => detail(db, id),

    /** A new status; the same status again changes nothing and writes no audit entry. */
    async setStatus(id: number, status: ContactStatus, actor: Actor): Promise<ContactMessageDetail> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const before: ContactMessage | undefined = await findContactMessage(trx, id);
        if (!before) throw notFound();
        if (before.status !== status) {
          await setContactStatus(trx, id, status, at);
          await audit.record(
            trx,
            {
              ...actor,
              action: 'update',
              resource: RESOURCE,
              recordId: id,
              before: { status: before.status },
              after: { status },
            },
            at,
          );
        }
        return detail(trx, id);
      });
    },

    /** The reply's mail as the sender would get it, for the console's preview: nothing is stored, sent or logged. */
    async previewReply(id: number, text: string): Promise<ContactReplyPreview> {
      const message = await findContactMessageToAnswer(db, id);
      if (!message) throw notFound();
      const { settings } = await readSettings(db);
      const { subject, html, text: plain } = contactReplyMail(message, text, settings);
      return { subject, html, text: plain };
    },

    /**
     * Stores the reply, queues its mail to the sender (original quoted, Reply-To the trust's address) and marks the
     * message replied: all or nothing, so a reply is mailed exactly when it is stored.
     */
    async reply(id: number, text: string, actor: Actor): Promise<ContactMessageDetail> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const message = await findContactMessageToAnswer(trx, id);
        if (!message) throw notFound();
        const { settings } = await readSettings(trx);
        const { id: replyId } = await insertContactReply(trx, {
          messageId: id,
          staffId: actor.staffId,
          body: text,
          now: at,
        });
        await setContactStatus(trx, id, 'replied', at);
        await enqueueMail(trx, contactReplyMail(message, text, settings));
        await audit.record(
          trx,
          {
            ...actor,
            action: 'reply',
            resource: RESOURCE,
            recordId: id,
            before: { status: message.status },
            after: { status: 'replied', reply_id: replyId, to: message.email },
          },
          at,
        );
        return detail(trx, id);
      });
    },
  };
}
