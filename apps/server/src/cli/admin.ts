import { STAFF_ROLES, inviteStaffRequestSchema } from '@charity/shared';
import { ConfigError, loadConfig } from '#src/config.ts';
import { createDatabase, type Db } from '#src/db/database.ts';
import { migrateToLatest } from '#src/db/migrate.ts';
import { unlimited } from '#src/features/staff/first-admin.ts';
import { createInvitationsService } from '#src/features/staff/invitations-service.ts';
import { createFieldCipher } from '#src/shared/crypto.ts';

const USAGE = `Usage: npm run admin -- invite EMAIL ROLE   (ROLE: ${STAFF_ROLES.join(', ')})`;

/**
 * `npm run admin -- invite EMAIL ROLE` (docs/product/console.md): makes a staff invitation from a shell, mails it through the
 * outbox and prints its link, for the first admin or when nobody can sign in. For an existing member it resets
 * their two-factor sign-in.
 */
async function main(args: string[]): Promise<number> {
  const [command, email, role] = args;
  if (command !== 'invite' || !email || !role) {
    console.error(USAGE);
    return 2;
  }
  const input = inviteStaffRequestSchema.safeParse({ email, role });
  if (!input.success) {
    console.error(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    console.error(USAGE);
    return 2;
  }
  let db: Db | undefined;
  try {
    const config = loadConfig();
    db = createDatabase(config.database);
    await migrateToLatest(db);
    const service = createInvitationsService({
      db,
      cipher: createFieldCipher(config.appSecret),
      limiter: unlimited,
      publicUrl: config.publicUrl,
    });
    const invitation = await service.invite(input.data, { staffId: null, ip: null });
    console.log(
      `Invitation for ${invitation.email} (${invitation.role}), valid until ${invitation.expiresAt}:`,
    );
    console.log(invitation.url);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('Invitation failed:', error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db?.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
