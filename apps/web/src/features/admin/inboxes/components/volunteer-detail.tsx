import { useMemo } from 'react';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  INBOX_MESSAGES,
  isVolunteerMoveBack,
  updateVolunteerRequestSchema,
  VOLUNTEER_NOTE_MAX,
  VOLUNTEER_STATUS_LABELS,
  VOLUNTEER_TRANSITIONS,
  type VolunteerDetail,
  type VolunteerNote,
} from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import {
  CheckboxField,
  SelectField,
  SubmitButton,
  TextAreaField,
} from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { useVolunteer } from '#src/features/admin/inboxes/api/get-volunteer.ts';
import { inboxKeys } from '#src/features/admin/inboxes/api/keys.ts';
import { updateVolunteer } from '#src/features/admin/inboxes/api/update-volunteer.ts';
import { formatWhen } from '#src/features/admin/ui/format.ts';
import { InboxDetail, type InboxDetailConfig } from '#src/features/admin/inboxes/components/inbox-detail.tsx';

/**
 * The status change: only the moves the workflow allows are offered (VOLUNTEER_TRANSITIONS: forward, and back to
 * undo an active or declined), plus the current status to add a note alone. A move back asks first: Save becomes
 * "Move back…", which shows what will happen and the button that does it. The server checks the move again and
 * answers 422 on `status` when it refuses (e.g. someone else moved the application meanwhile); the message shows
 * under the field.
 */
export function VolunteerStatusForm({ volunteer }: { volunteer: VolunteerDetail }) {
  const queryClient = useQueryClient();
  const from = volunteer.status;
  const next = VOLUNTEER_TRANSITIONS[from];
  const options = [
    ...next.map((status) => ({
      value: status,
      label: isVolunteerMoveBack(from, status)
        ? `${VOLUNTEER_STATUS_LABELS[status]} (move back)`
        : VOLUNTEER_STATUS_LABELS[status],
    })),
    { value: from, label: `${VOLUNTEER_STATUS_LABELS[from]} (unchanged, note only)` },
  ];
  // The confirmation is a form value the schema checks, so a move back that was not confirmed (e.g. Enter in a
  // field) is never sent; it is dropped from the request.
  const schema = useMemo(
    () =>
      updateVolunteerRequestSchema
        .extend({ confirm_back: z.boolean() })
        .refine((values) => !isVolunteerMoveBack(from, values.status) || values.confirm_back, {
          path: ['status'],
          message: 'Please confirm the move back with the button below.',
        }),
    [from],
  );
  const api = useApiForm({
    schema,
    defaultValues: { status: next[0] ?? from, note: '', notify: false, confirm_back: false },
    serverFields: ['status', 'note', 'notify'],
    send: ({ confirm_back: _confirmed, ...values }) => updateVolunteer(volunteer.id, values),
    successToast: INBOX_MESSAGES.volunteerUpdated,
    onSuccess: (body) => {
      queryClient.setQueryData(inboxKeys.volunteer(volunteer.id), body.data);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.volunteerLists });
    },
  });
  const to = api.form.watch('status');
  const back = isVolunteerMoveBack(from, to);
  const confirming = api.form.watch('confirm_back');
  const setConfirming = (value: boolean) => api.form.setValue('confirm_back', value);
  return (
    <Form api={api} aria-labelledby="status-heading" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="status-heading" className="text-xl font-semibold">
        Change the status
      </h2>
      <p className="mt-1 text-sm text-muted">
        New applications move to contacted; contacted ones to active or declined. To undo, an active one moves
        back to contacted, a declined one to new or contacted.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <SelectField
          name="status"
          label="Status"
          options={options}
          onValueChange={() => setConfirming(false)}
        />
        <TextAreaField name="note" label="Note" required={false} rows={3} maxLength={VOLUNTEER_NOTE_MAX} />
      </div>
      <CheckboxField
        name="notify"
        label="Mail the applicant"
        hint="Sends the mail of the new status (edited under Volunteers → Mails and retention); not for a note alone."
        className="mt-3"
      />
      {!back ? (
        <SubmitButton className="mt-4">Save</SubmitButton>
      ) : confirming ? (
        <div
          role="group"
          aria-label="Confirm the move back"
          className="mt-4 flex flex-wrap items-center gap-3"
        >
          <span>
            Move this application back from {VOLUNTEER_STATUS_LABELS[from].toLowerCase()} to{' '}
            {VOLUNTEER_STATUS_LABELS[to].toLowerCase()}? The move is kept in the notes and the audit log.
          </span>
          <SubmitButton>Move back</SubmitButton>
          <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-primary mt-4" onClick={() => setConfirming(true)}>
          Move back…
        </button>
      )}
    </Form>
  );
}

/** A note's status move, as its thread entry names it after the time. */
function moveOf(note: VolunteerNote): string {
  return note.status_from && note.status_to
    ? `: ${VOLUNTEER_STATUS_LABELS[note.status_from]} → ${VOLUNTEER_STATUS_LABELS[note.status_to]}`
    : '';
}

const volunteerDetail: InboxDetailConfig<VolunteerDetail> = {
  headingId: 'volunteer-heading',
  loading: 'Loading the application…',
  backLabel: 'Back to the applications',
  heading: (volunteer) => `${volunteer.first_name} ${volunteer.last_name}`,
  fields: (volunteer) => [
    ['E-mail', volunteer.email],
    ['Phone', volunteer.phone],
    ['Aadhaar', volunteer.aadhar_masked],
    ['Address', volunteer.address],
    ['Seva of interest', volunteer.interest],
    ['Applied', formatWhen(volunteer.created_at)],
    ['Status', VOLUNTEER_STATUS_LABELS[volunteer.status]],
  ],
  thread: {
    headingId: 'notes-heading',
    title: 'Notes',
    empty: 'No notes yet.',
    entries: (volunteer) =>
      volunteer.notes.map((note) => ({
        id: note.id,
        staffName: note.staff_name,
        at: note.created_at,
        suffix: moveOf(note),
        text: note.note,
      })),
  },
  // A new status brings new choices: the form starts afresh.
  form: (volunteer) => <VolunteerStatusForm key={volunteer.status} volunteer={volunteer} />,
};

/** One application: the applicant (Aadhaar masked), the notes and status changes so far, and the status form. */
export function VolunteerDetailView({ id, backTo }: { id: number; backTo: string }) {
  return <InboxDetail query={useVolunteer(id)} backTo={backTo} config={volunteerDetail} />;
}
