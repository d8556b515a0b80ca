import { useEffect, useMemo, useRef } from 'react';
import { z } from 'zod';
import { Link } from 'react-router';
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
import { Spinner } from '#src/components/ui/spinner.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { useVolunteer } from '#src/features/admin/inboxes/api/get-volunteer.ts';
import { inboxKeys } from '#src/features/admin/inboxes/api/keys.ts';
import { updateVolunteer } from '#src/features/admin/inboxes/api/update-volunteer.ts';
import { formatWhen } from '#src/features/admin/inboxes/components/inbox-controls.tsx';

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

function NoteText({ note }: { note: VolunteerNote }) {
  const move =
    note.status_from && note.status_to
      ? `${VOLUNTEER_STATUS_LABELS[note.status_from]} → ${VOLUNTEER_STATUS_LABELS[note.status_to]}`
      : null;
  return (
    <>
      <p className="text-sm font-semibold">
        {note.staff_name ?? 'A former staff member'}, {formatWhen(note.created_at)}
        {move ? `: ${move}` : ''}
      </p>
      {note.note ? <p className="mt-2 whitespace-pre-wrap">{note.note}</p> : null}
    </>
  );
}

/** One application: the applicant (Aadhaar masked), the notes and status changes so far, and the status form. */
export function VolunteerDetailView({ id, backTo }: { id: number; backTo: string }) {
  const query = useVolunteer(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (query.isError) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div role="status" className="flex items-center gap-3">
        <Spinner className="size-6" /> Loading the application…
      </div>
    );
  }
  const volunteer = query.data;
  const fields: Array<[string, string]> = [
    ['E-mail', volunteer.email],
    ['Phone', volunteer.phone],
    ['Aadhaar', volunteer.aadhar_masked],
    ['Address', volunteer.address],
    ['Seva of interest', volunteer.interest],
    ['Applied', formatWhen(volunteer.created_at)],
    ['Status', VOLUNTEER_STATUS_LABELS[volunteer.status]],
  ];
  return (
    <article aria-labelledby="volunteer-heading" className="space-y-6">
      <Link to={backTo} className="underline">
        Back to the applications
      </Link>
      <div className="rounded-2xl border border-line bg-white p-5">
        <h2 id="volunteer-heading" ref={heading} tabIndex={-1} className="text-2xl font-semibold">
          {volunteer.first_name} {volunteer.last_name}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          {fields.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="whitespace-pre-wrap">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <section aria-labelledby="notes-heading" className="space-y-3">
        <h2 id="notes-heading" className="text-xl font-semibold">
          Notes
        </h2>
        {volunteer.notes.length === 0 ? (
          <p>No notes yet.</p>
        ) : (
          <ol className="space-y-3">
            {volunteer.notes.map((note) => (
              <li key={note.id} className="rounded-2xl border border-line bg-sand p-4">
                <NoteText note={note} />
              </li>
            ))}
          </ol>
        )}
      </section>
      {/* A new status brings new choices: the form starts afresh. */}
      <VolunteerStatusForm key={volunteer.status} volunteer={volunteer} />
    </article>
  );
}
