import { AUTH_ERROR_UNVERIFIED } from '@charity/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#src/lib/api-error.ts';

/*
 * What forms read of a failed call, apart from lib/api-error.ts: that module is part of every page's first load
 * (the app shell reports errors), and all it defines ships there, even what only lazily loaded forms use.
 */

/**
 * Puts the server's `errors.<field>` messages under the matching form fields. Only the fields the form declares
 * are set, so an unexpected key cannot create an error nobody can see. Returns whether any field was set.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let first = true;
  for (const field of fields) {
    const message = error.errors[field];
    if (message === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}

/**
 * docs/product/README.md: AUTH_ERROR_0 with an error_id means "e-mail not verified"; the id leads to
 * /auth/verify-user/{id}.
 */
export const isUnverifiedEmailError = (error: unknown): error is ApiError & { error_id: string } =>
  error instanceof ApiError &&
  error.error_code === AUTH_ERROR_UNVERIFIED &&
  typeof error.error_id === 'string';
