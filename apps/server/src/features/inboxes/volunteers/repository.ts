import { sql, type Selectable } from 'kysely';
import {
  maskAadhaar,
  VOLUNTEER_STATUSES,
  type VolunteerApplication,
  type VolunteerNote,
  type VolunteerStatus,
  type InboxSort,
} from '@charity/shared';
import type { VolunteersTable } from '#src/db/schema.ts';
import { fullName } from '#src/shared/text-search.ts';
import { sortedPage, whereText } from '../inbox.ts';
import type { Executor } from '#src/db/executor.ts';

/* The volunteer inbox's SQL (docs/product/console.md "Inboxes"); the volunteer form's insert is features/volunteer's. */

type VolunteerRow = Selectable<VolunteersTable>;

/** The columns the console shows: the sealed Aadhaar is never read by the inbox. */
const APPLICATION_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'aadhar_last4',
  'address',
  'interest',
  'status',
  'created_at',
  'updated_at',
] as const;

/** Migration 0006 put every stored status in the workflow; anything else would be a bug, read as new. */
const asStatus = (value: string | null): VolunteerStatus =>
  (VOLUNTEER_STATUSES as readonly string[]).includes(value ?? '') ? (value as VolunteerStatus) : 'new';

/** What the console sees of an application: never the sealed Aadhaar, only its last four digits, masked. */
const toApplication = (
  row: Omit<VolunteerRow, 'aadhar_encrypted' | 'anonymised_at' | 'locale'>,
): VolunteerApplication => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  aadhar_masked: maskAadhaar(row.aadhar_last4),
  address: row.address,
  interest: row.interest,
  status: asStatus(row.status),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** One page of applications, newest first unless asked; `q` matches the whole name, e-mail, phone or seva of interest. */
export function listVolunteers(
  db: Executor,
  filters: {
    page: number;
    perPage: number;
    status?: VolunteerStatus | undefined;
    q?: string | undefined;
    sort: InboxSort;
  },
) {
  let base = db.selectFrom('volunteers');
  if (filters.status) base = base.where('status', '=', filters.status);
  base = whereText(base, filters.q, [fullName(), sql.ref('email'), sql.ref('phone'), sql.ref('interest')]);
  return sortedPage(base, filters, {
    columns: (q) => q.select(APPLICATION_COLUMNS),
    map: toApplication,
    name: fullName(),
  });
}

export async function findVolunteer(db: Executor, id: number): Promise<VolunteerApplication | undefined> {
  const row = await db
    .selectFrom('volunteers')
    .select(APPLICATION_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toApplication(row);
}

/** Whether the retention job has blanked the application (ADR 0026). */
export async function isAnonymised(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('volunteers')
    .select('anonymised_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.anonymised_at != null;
}

/** Notes and status changes, oldest first, with their author's name. */
export async function listVolunteerNotes(db: Executor, volunteerId: number): Promise<VolunteerNote[]> {
  const rows = await db
    .selectFrom('volunteer_notes')
    .leftJoin('staff', 'staff.id', 'volunteer_notes.staff_id')
    .select([
      'volunteer_notes.id',
      'volunteer_notes.note',
      'volunteer_notes.status_from',
      'volunteer_notes.status_to',
      'volunteer_notes.staff_id',
      'volunteer_notes.created_at',
      'staff.name as staff_name',
    ])
    .where('volunteer_notes.volunteer_id', '=', volunteerId)
    .orderBy('volunteer_notes.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    note: row.note,
    status_from: row.status_from === null ? null : asStatus(row.status_from),
    status_to: row.status_to === null ? null : asStatus(row.status_to),
    staff_id: row.staff_id,
    staff_name: row.staff_name,
    created_at: row.created_at,
  }));
}

/**
 * Moves an application from `from` to `to`, only if it is still at `from`: of two members changing it at once, one
 * wins and the other is told. False when the status was no longer `from`.
 */
export async function moveVolunteer(
  trx: Executor,
  id: number,
  from: VolunteerStatus,
  to: VolunteerStatus,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('volunteers')
    .set({ status: to, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touchVolunteer(trx: Executor, id: number, now: Date) {
  await trx.updateTable('volunteers').set({ updated_at: now.toISOString() }).where('id', '=', id).execute();
}

export async function insertVolunteerNote(
  trx: Executor,
  entry: {
    volunteerId: number;
    staffId: string;
    note: string | null;
    from: VolunteerStatus | null;
    to: VolunteerStatus | null;
    now: Date;
  },
): Promise<{ id: number }> {
  return trx
    .insertInto('volunteer_notes')
    .values({
      volunteer_id: entry.volunteerId,
      staff_id: entry.staffId,
      note: entry.note,
      status_from: entry.from,
      status_to: entry.to,
      created_at: entry.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Active volunteers for the export, oldest application first; no Aadhaar column is read. */
export function activeVolunteers(db: Executor) {
  return db
    .selectFrom('volunteers')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'address', 'interest', 'created_at'])
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
}

// ---- the inbox's settings and retention (ADR 0026) ---------------------------------------------------------------

/** The trust_settings row that holds the volunteer inbox's settings (the trust settings are key 'site'). */
export const VOLUNTEER_SETTINGS_KEY = 'volunteers';

export async function readVolunteerSettingsDocument(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom('trust_settings')
    .select('document')
    .where('key', '=', VOLUNTEER_SETTINGS_KEY)
    .executeTakeFirst();
  return row?.document;
}

export async function writeVolunteerSettingsDocument(
  trx: Executor,
  document: string,
  staffId: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('trust_settings')
    .values({ key: VOLUNTEER_SETTINGS_KEY, document, updated_at: at, updated_by: staffId })
    .onConflict((oc) => oc.column('key').doUpdateSet({ document, updated_at: at, updated_by: staffId }))
    .execute();
}

/** What an anonymised application keeps: its id, status, dates and the masked Aadhaar's place, nothing personal. */
export const ANONYMISED = 'Anonymised';

/**
 * Blanks every declined application whose latest decline (the status changes in its notes) is older than
 * `cutoff` (an application declined, moved back and declined again counts from the last decline), and
 * the notes' text, in two statements of the caller's transaction. Each statement only touches rows not yet
 * anonymised, so a second run changes nothing, and two instances at once are harmless: on PostgreSQL the second
 * UPDATE waits for the first's row locks, then re-reads its WHERE and skips the rows.
 */
export async function anonymiseDeclined(trx: Executor, cutoff: Date, now: Date): Promise<number[]> {
  const rows = await trx
    .updateTable('volunteers')
    .set({
      first_name: ANONYMISED,
      last_name: '',
      email: '',
      phone: '',
      aadhar_encrypted: '',
      aadhar_last4: '',
      address: '',
      interest: '',
      anonymised_at: now.toISOString(),
    })
    .where('status', '=', 'declined')
    .where('anonymised_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('volunteer_notes')
          .select(sql.lit(1).as('one'))
          .whereRef('volunteer_notes.volunteer_id', '=', 'volunteers.id')
          .where('volunteer_notes.status_to', '=', 'declined')
          .where('volunteer_notes.created_at', '<', cutoff.toISOString()),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('volunteer_notes')
            .select(sql.lit(1).as('one'))
            .whereRef('volunteer_notes.volunteer_id', '=', 'volunteers.id')
            .where('volunteer_notes.status_to', '=', 'declined')
            .where('volunteer_notes.created_at', '>=', cutoff.toISOString()),
        ),
      ),
    )
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) {
    await trx.updateTable('volunteer_notes').set({ note: null }).where('volunteer_id', 'in', ids).execute();
  }
  return ids;
}
