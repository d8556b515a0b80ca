import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Form } from '#src/components/forms/form.tsx';
import { SelectField, SubmitButton, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { useWatch } from 'react-hook-form';
import {
  inviteStaffRequestSchema,
  STAFF_MESSAGES,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLES,
  type PendingInvitation,
  type StaffListItem as StaffMember,
  type StaffRole,
} from '@charity/shared';
import { ROLE_LABELS } from '#src/features/admin/ui/role-labels.ts';
import { inviteStaff } from '#src/features/admin/staff/api/invite-staff.ts';
import { staffKeys } from '#src/features/admin/staff/api/keys.ts';
import { useStaffList } from '#src/features/admin/staff/api/list-staff.ts';
import { useInvitationActions, useInvitations } from '#src/features/admin/staff/api/staff-invitations.ts';
import { useUpdateStaff } from '#src/features/admin/staff/api/update-staff.ts';
import { DataTable } from '#src/features/admin/ui/data-table.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { formatLocalDay } from '#src/features/admin/ui/format.ts';
import { ListScreen, useListTable } from '#src/features/admin/list/list-screen.tsx';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** What the chosen role may do, under the invitation's role menu (the shared words of docs/product/console.md). */
function RoleField() {
  const role = useWatch<{ role: StaffRole }, 'role'>({ name: 'role' });
  return (
    <SelectField
      name="role"
      label="Role"
      options={ROLE_OPTIONS}
      hint={`May use: ${STAFF_ROLE_DESCRIPTIONS[role] ?? STAFF_ROLE_DESCRIPTIONS.editor}.`}
    />
  );
}

/**
 * The console keeps one active admin (docs/product/console.md "Staff and roles"): the last one is offered neither
 * Disable nor another role. The server refuses both anyway; this spares the admin a refusal.
 */
const isLastActiveAdmin = (member: StaffMember, members: readonly StaffMember[]) =>
  member.role === 'admin' &&
  !member.disabled &&
  members.filter((other) => other.role === 'admin' && !other.disabled).length === 1;

function InviteForm() {
  const queryClient = useQueryClient();
  const api = useApiForm({
    schema: inviteStaffRequestSchema,
    defaultValues: { email: '', role: 'editor' },
    serverFields: ['email', 'role'],
    send: (values) => inviteStaff(values),
    successToast: 'Invitation sent.',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.members }),
  });
  return (
    <Form api={api} aria-labelledby="invite-heading" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="invite-heading" className="text-xl font-semibold">
        Invite a staff member
      </h2>
      <div className="mt-4 grid gap-4 sm:items-start md:grid-cols-3">
        <TextField name="email" label="E-mail" type="email" autoComplete="off" />
        <RoleField />
        <SubmitButton className="md:mt-7">Send invitation</SubmitButton>
      </div>
    </Form>
  );
}

function RoleSelect({ member, lastAdmin }: { member: StaffMember; lastAdmin: boolean }) {
  const update = useUpdateStaff();
  const noteId = `role-note-${member.id}`;
  return (
    <div className="max-w-56">
      <select
        aria-label={`Role of ${member.name || member.email}`}
        aria-describedby={noteId}
        value={member.role}
        disabled={update.isPending || lastAdmin}
        className="rounded-lg border border-line bg-white px-3 py-1"
        onChange={(event) => {
          const role = event.target.value as StaffRole;
          update.mutate(
            { id: member.id, update: { role } },
            { onSuccess: () => toast.success(`${member.email} is now ${ROLE_LABELS[role]}.`) },
          );
        }}
      >
        {ROLE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={noteId} className="mt-1 text-xs text-muted">
        {lastAdmin ? STAFF_MESSAGES.lastAdmin : `May use: ${STAFF_ROLE_DESCRIPTIONS[member.role]}.`}
      </p>
    </div>
  );
}

function AccessButton({
  member,
  lastAdmin,
  onDisable,
}: {
  member: StaffMember;
  lastAdmin: boolean;
  onDisable: () => void;
}) {
  const update = useUpdateStaff();
  if (lastAdmin) return <span className="text-sm text-muted">The only admin</span>;
  if (!member.disabled) {
    return (
      <button type="button" className="btn btn-outline btn-sm" onClick={onDisable}>
        Disable<span className="sr-only"> {member.email}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      disabled={update.isPending}
      onClick={() => update.mutate({ id: member.id, update: { disabled: false } })}
    >
      Enable<span className="sr-only"> {member.email}</span>
    </button>
  );
}

const invitationColumn = createColumnHelper<PendingInvitation>();

function InvitationActions({ invitation }: { invitation: PendingInvitation }) {
  const { withdraw, resend } = useInvitationActions();
  const busy = withdraw.isPending || resend.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={busy}
        aria-label={`Send a new link to ${invitation.email}`}
        onClick={() =>
          resend.mutate(invitation, {
            onSuccess: () => toast.success(`A new link was sent to ${invitation.email}.`),
          })
        }
      >
        Send a new link
      </button>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={busy}
        aria-label={`Withdraw the invitation to ${invitation.email}`}
        onClick={() =>
          withdraw.mutate(invitation, {
            onSuccess: () => toast.success(`The invitation to ${invitation.email} was withdrawn.`),
          })
        }
      >
        Withdraw
      </button>
    </div>
  );
}

/**
 * Invitations nobody has accepted: who was asked, for which role, until when. An expired one can get a new link;
 * any can be withdrawn (its link stops working at once).
 */
function PendingInvitations() {
  const query = useInvitations();
  const columns = useMemo(
    () => [
      invitationColumn.accessor('email', { header: 'E-mail' }),
      invitationColumn.accessor('role', {
        header: 'Role',
        cell: (info) =>
          `${ROLE_LABELS[info.getValue()]}${info.row.original.reset ? ' (new two-factor set-up)' : ''}`,
      }),
      invitationColumn.accessor('expires_at', {
        header: 'Link valid until',
        cell: (info) =>
          info.row.original.expired ? (
            <strong className="font-semibold text-maroon">Expired {formatLocalDay(info.getValue())}</strong>
          ) : (
            formatLocalDay(info.getValue())
          ),
      }),
      invitationColumn.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: (info) => <InvitationActions invitation={info.row.original} />,
      }),
    ],
    [],
  );
  const table = useListTable(query.data, columns);
  if (query.isError) return <QueryFailure query={query} />;
  if (query.isPending) return null;
  return (
    <section aria-labelledby="invitations-heading" className="space-y-3">
      <h2 id="invitations-heading" className="text-xl font-semibold">
        Pending invitations
      </h2>
      <DataTable
        table={table}
        caption="Pending invitations"
        empty="No invitations are waiting to be accepted."
      />
    </section>
  );
}

const column = createColumnHelper<StaffMember>();

/** Staff (admin): who has access, their roles, invitations and disabling (docs/product/console.md). */
export function StaffScreen() {
  const query = useStaffList();
  const update = useUpdateStaff();
  const [disabling, setDisabling] = useState<StaffMember | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: 'Name', cell: (info) => info.getValue() || '—' }),
      column.accessor('email', { header: 'E-mail' }),
      column.accessor('role', {
        header: 'Role',
        cell: (info) => (
          <RoleSelect
            member={info.row.original}
            lastAdmin={isLastActiveAdmin(
              info.row.original,
              info.table.getCoreRowModel().rows.map((r) => r.original),
            )}
          />
        ),
      }),
      column.accessor('disabled', {
        header: 'Status',
        cell: (info) => (info.getValue() ? 'Disabled' : 'Active'),
      }),
      column.accessor('created_at', {
        header: 'Since',
        cell: (info) => formatLocalDay(info.getValue()),
      }),
      column.display({
        id: 'access',
        header: () => <span className="sr-only">Access</span>,
        cell: (info) => (
          <AccessButton
            member={info.row.original}
            lastAdmin={isLastActiveAdmin(
              info.row.original,
              info.table.getCoreRowModel().rows.map((r) => r.original),
            )}
            onDisable={() => setDisabling(info.row.original)}
          />
        ),
      }),
    ],
    [],
  );
  // The server sends the whole staff list (a trust has a handful): no paging, no filters.
  const table = useListTable(query.data, columns);

  return (
    <ListScreen
      query={query}
      table={table}
      className="space-y-6"
      header={<InviteForm />}
      loading="Loading staff…"
      caption="Staff members"
      empty="No staff members yet."
    >
      <PendingInvitations />
      <Dialog
        open={disabling !== null}
        onOpenChange={(open) => {
          if (!open) setDisabling(null);
        }}
        title="Disable this staff member?"
        style={{ maxWidth: 480 }}
      >
        <div className="space-y-4 p-5">
          <p>
            {disabling?.email} will be signed out at once and cannot sign in again until an admin enables
            them.
          </p>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setDisabling(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={update.isPending}
              onClick={() => {
                if (!disabling) return;
                update.mutate(
                  { id: disabling.id, update: { disabled: true } },
                  {
                    onSuccess: () => toast.success(`${disabling.email} is disabled.`),
                    onSettled: () => setDisabling(null),
                  },
                );
              }}
            >
              Disable
            </button>
          </div>
        </div>
      </Dialog>
    </ListScreen>
  );
}
