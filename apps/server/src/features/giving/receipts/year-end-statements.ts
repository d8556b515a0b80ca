import {
  STATEMENT_PATHS,
  financialYearOf,
  previousFinancialYear,
  statementQuerySchema,
  type PublicUser,
} from '@charity/shared';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import type { MailAttachment } from '#src/services/mail/outbox.ts';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { createUrlSigner } from '#src/shared/crypto.ts';
import { countsAsIncome } from '#src/shared/income.ts';
import { trustIdOf } from './receipt-input.ts';
import { yearEndStatementMail } from './statement-mail.ts';
import { statementPdf } from './statement-service.ts';
import type { ImageStore } from './trust-images.ts';

/*
 * Year-end statements mailed without asking (docs/product/giving.md "Year-end statements";
 * docs/decisions/0071-year-end-statements.md). From 1 April in India, every donor account with receipted gifts
 * (paid, not refunded, not test mode) in the year that closed on 31 March is mailed that year's statement of each
 * trust it gave to: the PDF the payments page downloads. The donor is the account, identified as the download
 * identifies it (its gifts, and gifts made with its verified address), and only a verified address is mailed.
 */

export const YEAR_END_STATUS = { queued: 'queued', optedOut: 'opted-out' } as const;

const OPT_OUT_PURPOSE = 'year-end-statement-opt-out';
/** A statement mail stays in an inbox for years; its opt-out link keeps working that long. */
const OPT_OUT_TOKEN_TTL_SECONDS = 5 * 365 * 24 * 60 * 60;
/** A user id is a UUID; the token is `<user id>.<expiry>.<HMAC>`. */
const OPT_OUT_TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(.+)$/;

export type YearEndLinkConfig = Pick<Config, 'publicUrl' | 'appSecret'>;

/** The opt-out token of one donor account: stateless, so any instance checks it, and unforgeable for another. */
export function optOutToken(userId: string, config: YearEndLinkConfig, now = new Date()): string {
  const signature = createUrlSigner(config.appSecret).sign(
    OPT_OUT_PURPOSE,
    userId,
    OPT_OUT_TOKEN_TTL_SECONDS,
    now,
  );
  return `${userId}.${signature}`;
}

/** The account a token was made for, or null when it is malformed, forged or expired. */
export function verifyOptOutToken(token: string, config: YearEndLinkConfig, now = new Date()): string | null {
  const match = OPT_OUT_TOKEN.exec(token);
  if (!match?.[1] || !match[2]) return null;
  return createUrlSigner(config.appSecret).verify(OPT_OUT_PURPOSE, match[1], match[2], now) ? match[1] : null;
}

export const optOutUrl = (userId: string, config: YearEndLinkConfig, now = new Date()) =>
  `${config.publicUrl}${STATEMENT_PATHS.optOut}?token=${encodeURIComponent(optOutToken(userId, config, now))}`;

/** Records the opt-out of the token's account; false when the token is not one of ours. Twice is the same. */
export async function optOutWithToken(
  db: Db,
  config: YearEndLinkConfig,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const userId = verifyOptOutToken(token, config, now);
  if (userId === null) return false;
  await db
    .insertInto('statement_opt_outs')
    .values({ user_id: userId, opted_out_at: now.toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return true;
}

/** The financial year whose statements are due at `now`: the one that closed on the last 31 March in India. */
export const closedFinancialYear = (now: Date): string => previousFinancialYear(financialYearOf(now));

/**
 * Each verified account's receipted gifts per trust in `fy` that no run has claimed yet, with its count, sum
 * and whether the donor opted out. A gift counts for an account the way statementRows (../repository.ts)
 * owns it: made while signed in, or with the account's verified address.
 */
function unclaimedStatements(db: Db, fy: string) {
  return db
    .selectFrom('donations')
    .innerJoin('users', (join) =>
      join.on((eb) =>
        eb.or([
          eb('donations.user_id', '=', eb.ref('users.id')),
          // Both addresses are stored lower-cased (the forms' emailField), so the unique index on users.email serves.
          eb('donations.email', '=', eb.ref('users.email')),
        ]),
      ),
    )
    .leftJoin('year_end_statements as claimed', (join) =>
      join
        .onRef('claimed.user_id', '=', 'users.id')
        .onRef('claimed.trust', '=', 'donations.trust')
        .on('claimed.financial_year', '=', fy),
    )
    .leftJoin('statement_opt_outs', 'statement_opt_outs.user_id', 'users.id')
    .where(countsAsIncome)
    .where('donations.receipt_fy', '=', fy)
    .where('donations.receipt_number', 'not like', 'TEST/%')
    .where('users.email_verified_at', 'is not', null)
    .where('claimed.id', 'is', null)
    .select((eb) => [
      'users.id as user_id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.locale',
      'donations.trust',
      'statement_opt_outs.opted_out_at',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string>('donations.amount_paise').as('paise'),
    ])
    .groupBy([
      'users.id',
      'users.email',
      'users.locale',
      'users.first_name',
      'users.last_name',
      'donations.trust',
      'statement_opt_outs.opted_out_at',
    ])
    .orderBy('users.id')
    .orderBy('donations.trust')
    .execute();
}

export type YearEndRun = { financial_year: string; queued: number; opted_out: number };

/**
 * One run of the job: claims each due statement and queues its mail in one transaction. The claim is an insert
 * on the (donor, trust, year) unique key that does nothing when the row exists, so a restart or a second
 * instance running at the same moment queues nothing twice: on PostgreSQL the second insert waits for the first
 * transaction and then finds the row; SQLite has one writer at a time. Safe to run any time, as often as wanted.
 */
export async function runYearEndStatements(
  { db, config }: { db: Db; config: YearEndLinkConfig },
  now: Date = new Date(),
): Promise<YearEndRun> {
  const fy = closedFinancialYear(now);
  const run: YearEndRun = { financial_year: fy, queued: 0, opted_out: 0 };
  const due = await unclaimedStatements(db, fy);
  if (due.length === 0) return run;
  const { settings } = await readSettings(db);
  for (const statement of due) {
    const status = statement.opted_out_at === null ? YEAR_END_STATUS.queued : YEAR_END_STATUS.optedOut;
    const claimed = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('year_end_statements')
        .values({
          user_id: statement.user_id,
          trust: statement.trust,
          financial_year: fy,
          status,
          claimed_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'trust', 'financial_year']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      if (status === YEAR_END_STATUS.queued) {
        await enqueueMail(
          trx,
          yearEndStatementMail(
            {
              to: statement.email,
              donorName: `${statement.first_name} ${statement.last_name}`.trim(),
              trust: trustIdOf(statement.trust),
              financialYear: fy,
              count: Number(statement.n),
              totalPaise: Number(statement.paise),
              statementId: row.id,
              optOutUrl: optOutUrl(statement.user_id, config, now),
              locale: statement.locale,
            },
            settings,
          ),
        );
      }
      return true;
    });
    if (!claimed) continue;
    if (status === YEAR_END_STATUS.queued) run.queued++;
    else run.opted_out++;
  }
  return run;
}

/**
 * The mail worker's renderer for a year-end statement (registered under YEAR_END_ATTACHMENT): the statement as
 * the payments page would download it when the mail is sent. Throws (the mail is retried, then failed) when the
 * row is gone or every gift of the year was refunded since.
 */
export async function renderYearEndAttachment(
  { db, images }: { db: Db; images: ImageStore },
  ref: string,
): Promise<MailAttachment> {
  const row = await db
    .selectFrom('year_end_statements')
    .innerJoin('users', 'users.id', 'year_end_statements.user_id')
    .select([
      'year_end_statements.trust',
      'year_end_statements.financial_year',
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.phone',
    ])
    .where('year_end_statements.id', '=', Number(ref))
    .executeTakeFirst();
  if (!row) throw new Error(`Year-end statement ${ref} is gone`);
  const user: PublicUser = {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    // Only verified accounts are claimed; the statement lists gifts made with the address as the download does.
    email_verified: true,
  };
  const query = statementQuerySchema.parse({ trust: row.trust, fy: row.financial_year });
  const statement = await statementPdf({ db, images }, user, query);
  return {
    filename: statement.fileName,
    contentType: 'application/pdf',
    contentBase64: statement.pdf.toString('base64'),
  };
}
