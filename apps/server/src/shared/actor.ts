/**
 * Who did a thing, for the audit log (docs/product/console.md "Audit log"): the staff member and the address the
 * request came from. One type for every console service, so an entry always names the same two facts.
 */

/**
 * A signed-in staff member acting in the console. The address is null only when no request carried the action
 * (a test or a job calling the service directly).
 */
export type Actor = { staffId: string; ip: string | null };

/**
 * Someone acting before any staff member is known: a sign-in attempt (an unknown e-mail names nobody), or the
 * command line inviting the first admin (no member exists yet, and no request), or an export run with no staff
 * member (the export benchmark).
 */
export type ActorOrNobody = { staffId: string | null; ip: string | null };
