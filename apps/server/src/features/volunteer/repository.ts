import type { Insertable } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { VolunteersTable } from '#src/db/schema.ts';

export type NewVolunteer = Insertable<VolunteersTable>;

/** Stores a volunteer application (its Aadhaar number already encrypted); `db` may be a transaction. */
export async function insertVolunteer(db: Db, row: NewVolunteer): Promise<{ id: number }> {
  return db.insertInto('volunteers').values(row).returning('id').executeTakeFirstOrThrow();
}
