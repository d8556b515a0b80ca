import { STATEMENT_PATHS, statementMailResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/** POST /api/donation/statement/mail: the statement of one trust and year, mailed to the account's address. */
export const mailStatement = (statement: { trust: number; financial_year: string }) =>
  api.post(STATEMENT_PATHS.mail, statementMailResponseSchema, {
    trust: statement.trust,
    fy: statement.financial_year,
  });
