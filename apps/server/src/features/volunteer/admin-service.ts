import type { Kysely, Transaction } from 'kysely';
import {
  MESSAGES,
  volunteerTransitionProblem,
  type UpdateVolunteerRequest,
  type VolunteerDetail,
  type VolunteerListQuery,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { Database } from '#src/db/schema.ts';
import { audit } from '#src/services/audit/audit.ts';
import { DomainError, invalidFields } from '#src/shared/domain-error.ts';
import { csvAttachment, spreadsheetCsv, type CsvCell } from '#src/shared/spreadsheet-csv.ts';
import {
  activeVolunteers,
  findVolunteer,
  insertVolunteerNote,
  listVolunteerNotes,
  listVolunteers,
  moveVolunteer,
  touchVolunteer,
} from './repository.ts';

/** Who acted and from where, for the audit log. */
export type InboxActor = { staffId: string; ip: string | null };

type Executor = Kysely<Database> | Transaction<Database>;
type ActiveVolunteer = Awaited<ReturnType<typeof activeVolunteers>>[number];

const RESOURCE = 'volunteers';

export const VOLUNTEER_CHANGED_MEANWHILE =
  'Someone else changed this application a moment ago. Please look at it again before changing it.';

/** The export's columns: what a coordinator needs to reach an active volunteer; never the Aadhaar number. */
const EXPORT_COLUMNS: ReadonlyArray<{ header: string; value: (row: ActiveVolunteer) => CsvCell }> = [
  { header: 'id', value: (r) => r.id },
  { header: 'first_name', value: (r) => r.first_name },
  { header: 'last_name', value: (r) => r.last_name },
  { header: 'email', value: (r) => r.email },
  { header: 'phone', value: (r) => r.phone },
  { header: 'address', value: (r) => r.address },
  { header: 'interest', value: (r) => r.interest },
  { header: 'applied_at', value: (r) => r.created_at },
];

const notFound = () => new DomainError('not-found', MESSAGES.notFound);

/**
 * Volunteer applications in the console (docs/product/console.md "Inboxes"): list, read with notes, move along the
 * workflow new → contacted → active or declined with an optional note, export the active ones. Writes and exports
 * are audited in the transaction that makes them.
 */
export function createVolunteerInbox(db: Db, now: () => Date = () => new Date()) {
  async function detail(executor: Executor, id: number): Promise<VolunteerDetail> {
    const application = await findVolunteer(executor, id);
    if (!application) throw notFound();
    return { ...application, notes: await listVolunteerNotes(executor, id) };
  }

  return {
    list: (query: VolunteerListQuery) =>
      listVolunteers(db, { page: query.page, perPage: query.per_page, status: query.status, q: query.q }),

    get: (id: number) => detail(db, id),

    /**
     * A move along the workflow (refused moves: 422 on `status`, saying which are allowed), or, with the current
     * status, just a note. Either is kept with its author and time and audited.
     */
    async update(id: number, input: UpdateVolunteerRequest, actor: InboxActor): Promise<VolunteerDetail> {
      const at = now();
      const note = input.note?.trim() || null;
      return db.transaction().execute(async (trx) => {
        const before = await findVolunteer(trx, id);
        if (!before) throw notFound();
        const moving = input.status !== before.status;
        if (!moving && note === null) {
          throw invalidFields({ status: volunteerTransitionProblem(before.status, input.status) ?? '' });
        }
        if (moving) {
          const problem = volunteerTransitionProblem(before.status, input.status);
          if (problem) throw invalidFields({ status: problem });
          if (!(await moveVolunteer(trx, id, before.status, input.status, at))) {
            throw new DomainError('conflict', VOLUNTEER_CHANGED_MEANWHILE);
          }
        } else {
          await touchVolunteer(trx, id, at);
        }
        const { id: noteId } = await insertVolunteerNote(trx, {
          volunteerId: id,
          staffId: actor.staffId,
          note,
          from: moving ? before.status : null,
          to: moving ? input.status : null,
          now: at,
        });
        await audit.record(
          trx,
          {
            ...actor,
            action: moving ? 'status-change' : 'note',
            resource: RESOURCE,
            recordId: id,
            before: { status: before.status },
            after: { status: input.status, note, note_id: noteId },
          },
          at,
        );
        return detail(trx, id);
      });
    },

    /** The active volunteers as spreadsheet-safe CSV, and its file name; the export itself is audited. */
    async exportActive(actor: InboxActor): Promise<{ csv: string; disposition: string }> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const rows = await activeVolunteers(trx);
        await audit.record(
          trx,
          {
            ...actor,
            action: 'export',
            resource: RESOURCE,
            after: { status: 'active', rows: rows.length, columns: EXPORT_COLUMNS.map((c) => c.header) },
          },
          at,
        );
        return { csv: spreadsheetCsv(EXPORT_COLUMNS, rows), disposition: csvAttachment('volunteers', at) };
      });
    },
  };
}
