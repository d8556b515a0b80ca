import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * The trust console's staff (docs/product/console.md, ADR 0015): accounts with two-factor sign-in, their invitations, recovery
 * codes and sessions, the audit log, and the trust settings admins edit. Staff are separate from donors (users):
 * their own table, their own sessions, so neither kind of session can stand in for the other.
 */
export const staff: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    const ts = pg ? 'timestamptz' : 'text';
    const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
    const serial = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        );

    await db.schema
      .createTable('staff')
      // A random UUID, like donor ids: it appears in /api/admin/staff/{id}.
      .addColumn('id', 'text', (c) => c.primaryKey())
      // Stored lowercased by the code; unique so one address is one account.
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) =>
        c.notNull().check(sql`role in ('admin', 'editor', 'finance', 'coordinator')`),
      )
      .addColumn('password_hash', 'text')
      // The TOTP secret, sealed with the field cipher; null while a reset invitation is pending.
      .addColumn('totp_secret', 'text')
      // The last TOTP time step accepted: a code of that step or an earlier one is a replay.
      .addColumn('totp_last_step', 'bigint')
      .addColumn('disabled_at', ts)
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();

    await serial('staff_invitations')
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) =>
        c.notNull().check(sql`role in ('admin', 'editor', 'finance', 'coordinator')`),
      )
      .addColumn('expires_at', ts, (c) => c.notNull())
      .addColumn('used_at', ts)
      // Null for the first admin (ADMIN_EMAIL) and the command line.
      .addColumn('created_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
      // Step one of accepting (name, password, a TOTP secret to confirm) waits here until step two's code proves
      // the authenticator app has the secret; only then does it become the account's.
      .addColumn('pending_name', 'text')
      .addColumn('pending_password_hash', 'text')
      .addColumn('pending_totp_secret', 'text')
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('staff_invitations_email').on('staff_invitations').column('email').execute();

    await serial('staff_recovery_codes')
      .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', ts)
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('staff_recovery_codes_code', ['staff_id', 'code_hash'])
      .execute();

    await serial('staff_sessions')
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
      .addColumn('ip', 'text')
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('expires_at', ts, (c) => c.notNull())
      .addColumn('revoked_at', ts)
      .execute();
    await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

    await serial('audit_log')
      .addColumn('at', ts, (c) => c.notNull().defaultTo(now))
      // Null for what no signed-in staff member did: a failed sign-in with an unknown e-mail, the command line.
      .addColumn('staff_id', 'text', (c) => c.references('staff.id').onDelete('set null'))
      .addColumn('ip', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text')
      // JSON, masked before it is written (services/audit).
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
    await db.schema.createIndex('audit_log_staff').on('audit_log').columns(['staff_id', 'id']).execute();
    await db.schema.createIndex('audit_log_resource').on('audit_log').columns(['resource', 'id']).execute();

    // One JSON document per key ('site': the trusts' details of packages/shared/src/settings.ts).
    await db.schema
      .createTable('trust_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
      .execute();
  },
};
