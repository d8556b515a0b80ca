import {
  DEFAULT_VOLUNTEER_SETTINGS,
  isVolunteerMoveBack,
  MESSAGES,
  VOLUNTEER_ANONYMISED_PROBLEM,
  VOLUNTEER_MAIL_STATUSES,
  volunteerSettingsSchema,
  volunteerTransitionProblem,
  type VolunteerMailStatus,
  type VolunteerSettings,
  type UpdateVolunteerRequest,
  type VolunteerDetail,
  type VolunteerListQuery,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { Executor } from '#src/db/executor.ts';
import { audit } from '#src/services/audit/audit.ts';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { DomainError, invalidFields } from '#src/shared/domain-error.ts';
import { exportCsv, listFilters, type InboxExport } from '../inbox.ts';
import { volunteerStatusMail } from './mails.ts';
import {
  activeVolunteers,
  anonymiseDeclined,
  findVolunteer,
  insertVolunteerNote,
  isAnonymised,
  listVolunteerNotes,
  listVolunteers,
  moveVolunteer,
  readVolunteerSettingsDocument,
  touchVolunteer,
  writeVolunteerSettingsDocument,
} from './repository.ts';
import type { Actor } from '#src/shared/actor.ts';

type ActiveVolunteer = Awaited<ReturnType<typeof activeVolunteers>>[number];

const RESOURCE = 'volunteers';

export const VOLUNTEER_CHANGED_MEANWHILE =
  'Someone else changed this application a moment ago. Please look at it again before changing it.';

/** The export: the active volunteers, in the columns a coordinator needs to reach them; never the Aadhaar number. */
const EXPORT: InboxExport<ActiveVolunteer> = {
  resource: RESOURCE,
  status: 'active',
  file: 'volunteers',
  columns: [
    { header: 'id', value: (r) => r.id },
    { header: 'first_name', value: (r) => r.first_name },
    { header: 'last_name', value: (r) => r.last_name },
    { header: 'email', value: (r) => r.email },
    { header: 'phone', value: (r) => r.phone },
    { header: 'address', value: (r) => r.address },
    { header: 'interest', value: (r) => r.interest },
    { header: 'applied_at', value: (r) => r.created_at },
  ],
  rows: activeVolunteers,
};

const notFound = () => new DomainError('not-found', MESSAGES.notFound);

const DAY = 24 * 60 * 60 * 1000;

/** The stored settings, or the defaults while nobody has saved any (or a stored document no longer parses). */
export async function readVolunteerSettings(db: Executor): Promise<VolunteerSettings> {
  const document = await readVolunteerSettingsDocument(db);
  if (!document) return DEFAULT_VOLUNTEER_SETTINGS;
  const parsed = volunteerSettingsSchema.safeParse(JSON.parse(document));
  return parsed.success ? parsed.data : DEFAULT_VOLUNTEER_SETTINGS;
}

const isMailStatus = (status: string): status is VolunteerMailStatus =>
  (VOLUNTEER_MAIL_STATUSES as readonly string[]).includes(status);

/**
 * Volunteer applications in the console (docs/product/console.md "Inboxes"): list, read with notes, move along the
 * workflow (packages/shared VOLUNTEER_TRANSITIONS: forward, or back to undo) with an optional note, export the
 * active ones. Writes and exports are audited in the transaction that makes them.
 */
export function createVolunteerInbox(db: Db, now: () => Date = () => new Date()) {
  async function detail(executor: Executor, id: number): Promise<VolunteerDetail> {
    const application = await findVolunteer(executor, id);
    if (!application) throw notFound();
    return { ...application, notes: await listVolunteerNotes(executor, id) };
  }

  return {
    list: (query: VolunteerListQuery) => listVolunteers(db, listFilters(query)),

    get: (id: number) => detail(db, id),

    /**
     * A move along the workflow (refused moves: 422 on `status`, saying which are allowed), or, with the current
     * status, just a note. Either is kept with its author and time and audited.
     */
    async update(id: number, input: UpdateVolunteerRequest, actor: Actor): Promise<VolunteerDetail> {
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
          // Its name and contact are gone: bringing it back would show a blank applicant as new or contacted.
          if (await isAnonymised(trx, id)) throw invalidFields({ status: VOLUNTEER_ANONYMISED_PROBLEM });
          if (!(await moveVolunteer(trx, id, before.status, input.status, at))) {
            throw new DomainError('conflict', VOLUNTEER_CHANGED_MEANWHILE);
          }
        } else {
          await touchVolunteer(trx, id, at);
        }
        // The applicant's mail, when asked for, is queued with the move: both commit or neither does.
        const notified = moving && input.notify === true && isMailStatus(input.status);
        if (notified) {
          const { settings } = await readSettings(trx);
          const templates = (await readVolunteerSettings(trx)).mails;
          await enqueueMail(
            trx,
            volunteerStatusMail(before, templates[input.status as VolunteerMailStatus], settings),
          );
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
            // `back`: the move undid an earlier one (active or declined going back), which the console confirmed.
            after: {
              status: input.status,
              note,
              note_id: noteId,
              notified,
              back: moving && isVolunteerMoveBack(before.status, input.status),
            },
          },
          at,
        );
        return detail(trx, id);
      });
    },

    getSettings: () => readVolunteerSettings(db),

    /** Replaces the mail templates and the retention period; audited with both versions. */
    async updateSettings(input: VolunteerSettings, actor: Actor): Promise<VolunteerSettings> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const before = await readVolunteerSettings(trx);
        await writeVolunteerSettingsDocument(trx, JSON.stringify(input), actor.staffId, at);
        await audit.record(
          trx,
          { ...actor, action: 'update', resource: 'volunteer-settings', before, after: input },
          at,
        );
        return input;
      });
    },

    /**
     * The retention job (ADR 0026): anonymises the declined applications whose decline is older than the
     * retention period, and records how many in the audit log (no member acted). Safe to run again or on two
     * instances at once.
     */
    async anonymiseExpired(): Promise<number[]> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const { retention_days } = await readVolunteerSettings(trx);
        const ids = await anonymiseDeclined(trx, new Date(at.getTime() - retention_days * DAY), at);
        if (ids.length > 0) {
          await audit.record(
            trx,
            {
              staffId: null,
              ip: null,
              action: 'anonymise',
              resource: RESOURCE,
              after: { ids, retention_days },
            },
            at,
          );
        }
        return ids;
      });
    },

    /** The active volunteers as spreadsheet-safe CSV, and its file name; the export itself is audited. */
    exportActive: (actor: Actor): Promise<{ csv: string; disposition: string }> =>
      exportCsv(db, EXPORT, actor, now()),
  };
}
