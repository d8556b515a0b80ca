import type { FastifyInstance } from 'fastify';
import type { AccountLimiter } from '#src/services/rate-limit/account-limits.ts';
import { createFieldCipher } from '#src/shared/crypto.ts';
import { createInvitationsService } from './invitations-service.ts';

/**
 * Invitations made outside a request (ADMIN_EMAIL at start, `npm run admin -- invite`) check no sign-in budget;
 * a limiter that never limits stands in for the per-account one.
 */
export const unlimited: AccountLimiter = {
  peek: async () => ({ count: 0, limited: false, retryAfterSeconds: 1 }),
  hit: async () => ({ count: 0, limited: false, retryAfterSeconds: 1 }),
  reserve: async () => ({ count: 0, limited: false, retryAfterSeconds: 1 }),
  release: async () => undefined,
  reset: async () => undefined,
};

/**
 * The first admin (docs/product/console.md): when `adminEmail` (config ADMIN_EMAIL) is set and no admin exists, not even a
 * disabled one, and no unused invitation for that address is still live, an admin invitation is mailed to it
 * through the outbox. Safe to call at every start and on several instances: it does nothing once an admin exists
 * or an invitation is pending. Answers the invitation's link, or null when nothing was sent.
 */
export async function inviteFirstAdminIfNeeded(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  adminEmail: string | undefined,
  now: () => Date = () => new Date(),
): Promise<string | null> {
  const email = adminEmail?.trim().toLowerCase();
  if (!email) return null;
  const admin = await app.db.selectFrom('staff').select('id').where('role', '=', 'admin').executeTakeFirst();
  if (admin) return null;
  const pending = await app.db
    .selectFrom('staff_invitations')
    .select('id')
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now().toISOString())
    .executeTakeFirst();
  if (pending) return null;
  const service = createInvitationsService({
    db: app.db,
    cipher: createFieldCipher(app.config.appSecret),
    limiter: unlimited,
    publicUrl: app.config.publicUrl,
    now,
  });
  const invitation = await service.invite({ email, role: 'admin' }, { staffId: null, ip: null });
  return invitation.url;
}
