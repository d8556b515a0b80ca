import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { useQueryClient } from '@tanstack/react-query';
import { STAFF_MESSAGES, newRecoveryCodesRequestSchema, type AccountSession } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { toast } from '#src/lib/toast.ts';
import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { RecoveryCodes } from '#src/features/admin/shell/components/recovery-codes.tsx';
import { DataTable } from '#src/features/admin/ui/data-table.tsx';
import { formatWhen } from '#src/features/admin/ui/format.ts';
import { staffKeys } from '#src/features/admin/staff/api/keys.ts';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { useListTable } from '#src/features/admin/list/list-screen.tsx';
import { useMe } from '#src/features/admin/shell/api/me.ts';
import { ROLE_LABELS } from '#src/features/admin/ui/role-labels.ts';
import {
  changePassword,
  newRecoveryCodes,
  useAccountSessions,
  useEndSessions,
} from '#src/features/admin/staff/api/account.ts';
import { changePasswordFormSchema } from '#src/features/admin/staff/account-form-schemas.ts';

const PASSWORD_HINT =
  "At least 12 characters and hard to guess: a few unrelated words work well. Not your name, your e-mail or the trusts' names.";

function PasswordSection() {
  const queryClient = useQueryClient();
  const api = useApiForm({
    schema: changePasswordFormSchema,
    defaultValues: { current_password: '', new_password: '', confirm: '' },
    serverFields: ['current_password', 'new_password'],
    send: ({ current_password, new_password }) => changePassword({ current_password, new_password }),
    successToast: STAFF_MESSAGES.passwordChanged,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.accountSessions }),
  });
  return (
    <section aria-labelledby="password-heading" className="space-y-4 rounded-2xl bg-white p-5 sm:p-6">
      <h2 id="password-heading" className="text-xl font-semibold">
        Change your password
      </h2>
      <p className="text-sm text-muted">
        Your other sessions end when you change it; this one stays signed in.
      </p>
      <Form api={api} aria-labelledby="password-heading" className="max-w-md space-y-4">
        <TextField
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <TextField
          name="new_password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
        />
        <TextField name="confirm" label="New password again" type="password" autoComplete="new-password" />
        <SubmitButton>Change password</SubmitButton>
      </Form>
    </section>
  );
}

function RecoveryCodesSection() {
  const [codes, setCodes] = useState<string[] | null>(null);
  const api = useApiForm({
    schema: newRecoveryCodesRequestSchema,
    defaultValues: { current_password: '' },
    serverFields: ['current_password'],
    send: (values) => newRecoveryCodes(values),
    onSuccess: (result) => setCodes(result.recovery_codes),
  });
  return (
    <section aria-labelledby="codes-heading" className="space-y-4 rounded-2xl bg-white p-5 sm:p-6">
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} doneLabel="Done" />
      ) : (
        <>
          <h2 id="codes-heading" className="text-xl font-semibold">
            New recovery codes
          </h2>
          <p className="text-sm text-muted">
            Ten new single-use codes for signing in without your phone. Your old codes stop working at once.
          </p>
          <Form api={api} aria-labelledby="codes-heading" className="max-w-md space-y-4">
            <TextField
              name="current_password"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
            <SubmitButton>Make new recovery codes</SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}

function EndSessionButton({ session }: { session: AccountSession }) {
  const end = useEndSessions();
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      disabled={end.isPending}
      aria-label={`End the session of ${session.device} from ${formatWhen(session.created_at)}`}
      onClick={() => end.mutate(session.id, { onSuccess: () => toast.success(STAFF_MESSAGES.sessionEnded) })}
    >
      End
    </button>
  );
}

const sessionColumn = createColumnHelper<AccountSession>();
// On a phone each session is a card ("IP address: 10.1.2.3", …), like the console's lists.
const SESSION_COLUMNS = [
  sessionColumn.accessor('device', {
    header: 'Browser',
    cell: (info) => (
      <>
        {info.getValue()}
        {info.row.original.current ? (
          <span className="ml-2 font-semibold text-primary-strong">(this session)</span>
        ) : null}
      </>
    ),
  }),
  sessionColumn.accessor((session) => session.ip ?? '—', { id: 'ip', header: 'IP address' }),
  sessionColumn.accessor((session) => formatWhen(session.created_at), {
    id: 'created_at',
    header: 'Signed in',
  }),
  sessionColumn.accessor((session) => formatWhen(session.last_seen_at), {
    id: 'last_seen_at',
    header: 'Last seen',
  }),
  sessionColumn.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: (info) => (info.row.original.current ? null : <EndSessionButton session={info.row.original} />),
  }),
];

function SessionsSection() {
  const sessions = useAccountSessions();
  const endOthers = useEndSessions();
  const table = useListTable(sessions.data, SESSION_COLUMNS);
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <section aria-labelledby="sessions-heading" className="space-y-4 rounded-2xl bg-white p-5 sm:p-6">
      <h2 id="sessions-heading" className="text-xl font-semibold">
        Where you are signed in
      </h2>
      {sessions.isError ? (
        <QueryFailure query={sessions} />
      ) : sessions.isPending ? (
        <p role="status">Loading your sessions…</p>
      ) : (
        <>
          {/* Never empty: the member's own session is always listed. */}
          <DataTable table={table} caption="Your sessions" empty={null} />
          {others > 0 ? (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={endOthers.isPending}
              onClick={() =>
                endOthers.mutate('others', {
                  onSuccess: () => toast.success(STAFF_MESSAGES.otherSessionsEnded),
                })
              }
            >
              End all other sessions
            </button>
          ) : (
            <p className="text-sm text-muted">You are signed in nowhere else.</p>
          )}
        </>
      )}
    </section>
  );
}

/** /admin/account (every member, whatever the role): docs/product/console.md "My account". */
export function AccountPage() {
  const me = useMe();
  return (
    <ConsoleScreen
      title="My account"
      className="max-w-4xl"
      lead={
        me.data ? (
          <p className="mt-1 text-muted">
            {me.data.name} · {me.data.email} · {ROLE_LABELS[me.data.role]}
          </p>
        ) : null
      }
    >
      <PasswordSection />
      <RecoveryCodesSection />
      <SessionsSection />
    </ConsoleScreen>
  );
}
