import { useMemo } from 'react';
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
import { MailForm, useMailForm } from '#src/features/admin/ui/mail-form.tsx';
import { useContactMessage } from '#src/features/admin/inboxes/api/get-contact-message.ts';
import { inboxKeys } from '#src/features/admin/inboxes/api/keys.ts';
import {
  previewContactReply,
  replyToContactMessage,
} from '#src/features/admin/inboxes/api/reply-contact-message.ts';
import { useUpdateContactMessage } from '#src/features/admin/inboxes/api/update-contact-message.ts';
import { formatWhen } from '#src/features/admin/ui/format.ts';
import { InboxDetail, type InboxDetailConfig } from '#src/features/admin/inboxes/components/inbox-detail.tsx';
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

const messageDetail: InboxDetailConfig<ContactMessageDetail> = {
  headingId: 'message-heading',
  loading: 'Loading the message…',
  backLabel: 'Back to the messages',
  heading: (message) => `Message from ${message.first_name} ${message.last_name}`,
  actions: (message) => <StatusButton message={message} />,
  fields: (message) => [
    [
      'E-mail',
      <a href={`mailto:${message.email}`} className="underline">
        {message.email}
      </a>,
    ],
    ['Phone', message.phone],
    ['Received', formatWhen(message.created_at)],
    ['Status', CONTACT_STATUS_LABELS[message.status]],
  ],
  body: (message) => <p className="mt-4 whitespace-pre-wrap">{message.message}</p>,
  thread: {
    headingId: 'thread-heading',
    title: 'Replies',
    empty: 'No reply yet.',
    entries: (message) =>
      message.replies.map((reply) => ({
        id: reply.id,
        staffName: reply.staff_name,
        at: reply.created_at,
        text: reply.message,
      })),
  },
  form: (message) => <ReplyForm message={message} />,
};

/** One contact message: who wrote, what, the replies so far, the reply form and archiving. */
export function MessageDetail({ id, backTo }: { id: number; backTo: string }) {
  return <InboxDetail query={useContactMessage(id)} backTo={backTo} config={messageDetail} />;
}
