import { queryOptions } from '@tanstack/react-query';
import { STATEMENT_PATHS, donorStatementListResponseSchema } from '@charity/shared';
import { myDonationsKey } from '#src/features/giving/api/get-my-donations.ts';
import { api } from '#src/lib/api-client.ts';

/** Under the donor's donations' key, so a payment made on the page refreshes the statements too. */
export const statementsKey = [...myDonationsKey, 'statements'] as const;

/**
 * GET /api/donation/statements (docs/product/giving.md): the trusts and financial years the donor's receipted
 * donations give a yearly statement for, newest year first.
 */
export const statementsQueryOptions = () =>
  queryOptions({
    queryKey: statementsKey,
    queryFn: ({ signal }) => api.get(STATEMENT_PATHS.list, donorStatementListResponseSchema, { signal }),
  });
