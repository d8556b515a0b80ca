import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '#src/lib/toast.ts';
import {
  CONTACT_REPLY_MAX,
  contactReplyGreeting,
  contactReplyRequestSchema,
  INBOX_MESSAGES,
  type ContactMessageDetail,
} from '@charity/shared';
import { TextAreaField } from '#src/components/forms/form-fields.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { MailForm, useMailForm } from '#src/features/admin/ui/mail-form.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { useContactMessage } from '#src/features/admin/inboxes/api/get-contact-message.ts';
import { inboxKeys } from '#src/features/admin/inboxes/api/keys.ts';
import {
  previewContactReply,
  replyToContactMessage,
} from '#src/features/admin/inboxes/api/reply-contact-message.ts';
import { useUpdateContactMessage } from '#src/features/admin/inboxes/api/update-contact-message.ts';
import { formatWhen } from '#src/features/admin/inboxes/components/inbox-controls.tsx';
import { CONTACT_STATUS_LABELS } from '#src/features/admin/inboxes/components/labels.ts';

/**
 * The reply form: mailed to the sender by the server, with the message quoted. The box starts with the greeting
 * and the mail adds none, so what is in the box is what the sender reads; Preview shows the whole mail.
 */
export function ReplyForm({ message }: { message: ContactMessageDetail }) {
  const queryClient = useQueryClient();
  const greeting = `${contactReplyGreeting(message.first_name)}\n\n`;
  // The greeting alone is no reply: refused under the field like an empty box.
  const schema = useMemo(
    () =>
      contactReplyRequestSchema.refine((values) => values.message !== greeting.trim(), {
        path: ['message'],
        message: 'Please write your reply',
      }),
    [greeting],
  );
  const mail = useMailForm({
    schema,
    defaultValues: { message: greeting },
    serverFields: ['message'],
    send: (values) => replyToContactMessage(message.id, values),
    preview: (values) => previewContactReply(message.id, { message: values.message }),
    successToast: INBOX_MESSAGES.contactReplied,
    onSuccess: (body) => {
      queryClient.setQueryData(inboxKeys.message(message.id), body.data);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.messageLists });
    },
  });
  return (
    <MailForm
      mail={mail}
      submitLabel="Send reply"
      previewId="reply-preview"
      frameTitle="Preview of the reply mail"
      describe={(preview) => (
        <p>
          To <strong>{message.email}</strong>, subject <strong>{preview.subject}</strong>.
        </p>
      )}
      aria-labelledby="reply-heading"
      className="rounded-2xl border border-line bg-white p-5"
    >
      <h2 id="reply-heading" className="text-xl font-semibold">
        Reply to {message.first_name}
      </h2>
      <TextAreaField
        name="message"
        label="Your reply"
        hint={`Mailed to ${message.email} as written here, with their message quoted; their answer comes to the trust's address.`}
        rows={6}
        maxLength={CONTACT_REPLY_MAX}
        className="mt-4"
      />
    </MailForm>
  );
}

function StatusButton({ message }: { message: ContactMessageDetail }) {
  const update = useUpdateContactMessage(message.id);
  const archived = message.status === 'archived';
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      disabled={update.isPending}
      onClick={() =>
        update.mutate(
          { status: archived ? 'new' : 'archived' },
          { onSuccess: () => toast.success(archived ? 'Moved back to new.' : 'Archived.') },
        )
      }
    >
      {archived ? 'Move back to new' : 'Archive'}
    </button>
  );
}

/** One contact message: who wrote, what, the replies so far, the reply form and archiving. */
export function MessageDetail({ id, backTo }: { id: number; backTo: string }) {
  const query = useContactMessage(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = query.data !== undefined;
  // Opening a message moves focus to it, so keyboard and screen-reader users land on what they opened.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (query.isError) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div role="status" className="flex items-center gap-3">
        <Spinner className="size-6" /> Loading the message…
      </div>
    );
  }
  const message = query.data;
  return (
    <article aria-labelledby="message-heading" className="space-y-6">
      <Link to={backTo} className="underline">
        Back to the messages
      </Link>
      <div className="rounded-2xl border border-line bg-white p-5">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h2 id="message-heading" ref={heading} tabIndex={-1} className="text-2xl font-semibold">
            Message from {message.first_name} {message.last_name}
          </h2>
          <StatusButton message={message} />
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">E-mail</dt>
          <dd>
            <a href={`mailto:${message.email}`} className="underline">
              {message.email}
            </a>
          </dd>
          <dt className="font-semibold">Phone</dt>
          <dd>{message.phone}</dd>
          <dt className="font-semibold">Received</dt>
          <dd>{formatWhen(message.created_at)}</dd>
          <dt className="font-semibold">Status</dt>
          <dd>{CONTACT_STATUS_LABELS[message.status]}</dd>
        </dl>
        <p className="mt-4 whitespace-pre-wrap">{message.message}</p>
      </div>
      <section aria-labelledby="thread-heading" className="space-y-3">
        <h2 id="thread-heading" className="text-xl font-semibold">
          Replies
        </h2>
        {message.replies.length === 0 ? (
          <p>No reply yet.</p>
        ) : (
          <ol className="space-y-3">
            {message.replies.map((reply) => (
              <li key={reply.id} className="rounded-2xl border border-line bg-sand p-4">
                <p className="text-sm font-semibold">
                  {reply.staff_name ?? 'A former staff member'}, {formatWhen(reply.created_at)}
                </p>
                <p className="mt-2 whitespace-pre-wrap">{reply.message}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <ReplyForm message={message} />
    </article>
  );
}
