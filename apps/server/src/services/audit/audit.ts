import { maskAadhaar, maskPan, type AuditResource } from '@charity/shared';
import type { Executor } from '#src/db/executor.ts';

/**
 * The audit log (docs/product/console.md): who changed what, from where, and the record before and after. An entry is written
 * with the SAME transaction as the change it describes, so a change that rolls back leaves no entry and a committed
 * change always has one.
 */

export type AuditEntryInput = {
  /** Null when no signed-in staff member acted (a failed sign-in with an unknown e-mail, the command line). */
  staffId: string | null;
  ip: string | null;
  /** What happened, e.g. 'create', 'update', 'sign-in', 'sign-in-failed', 'role-change', 'disable'. */
  action: string;
  /** What kind of record, e.g. 'staff', 'settings', 'events': one of the shared list the console filters by. */
  resource: AuditResource;
  recordId?: string | number | null;
  before?: unknown;
  after?: unknown;
};

/** Writes one entry; pass the change's transaction. Secrets and identity numbers are masked first. */
async function record(trx: Executor, entry: AuditEntryInput, now: Date = new Date()): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      staff_id: entry.staffId,
      ip: entry.ip,
      action: entry.action,
      resource: entry.resource,
      record_id: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
      before:
        entry.before === undefined || entry.before === null
          ? null
          : JSON.stringify(maskSecrets(entry.before)),
      after:
        entry.after === undefined || entry.after === null ? null : JSON.stringify(maskSecrets(entry.after)),
    })
    .execute();
}

export const audit = { record };

export const REDACTED = '[redacted]';

// Keys whose values must never reach the log, even hashed or sealed: a hash of a short secret can be guessed.
const SECRET_KEY = /password|totp|token|secret|encrypted|_hash$|^hash$|recovery|otp/i;
// Identity numbers: logged masked, as lists show them. `*_last4` columns already hold only the last four.
const AADHAAR_KEY = /^(.*_)?aadh?aar(_.*)?$/i;
const PAN_KEY = /^(.*_)?pan(_.*)?$/i;
const LAST4_KEY = /_last4$/i;

const lastFour = (value: string) => value.replace(/[\s-]/g, '').slice(-4);

function maskValue(key: string, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (SECRET_KEY.test(key)) return REDACTED;
  if (LAST4_KEY.test(key)) return value;
  if (AADHAAR_KEY.test(key)) return typeof value === 'string' ? maskAadhaar(lastFour(value)) : REDACTED;
  if (PAN_KEY.test(key)) return typeof value === 'string' ? maskPan(lastFour(value)) : REDACTED;
  return maskSecrets(value);
}

/**
 * A copy of `value` with secrets (password*, totp*, token*, secrets, hashes, sealed fields) replaced by
 * '[redacted]', PANs masked like lists show them ('XXXXXX234F') and Aadhaar numbers down to their last four.
 */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskValue(key, item)]));
  }
  return value;
}
