import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { ApiError } from '#src/lib/api-error.ts';
import { staffLoginRequestSchema } from '@charity/shared';
import { adminKeys } from '#src/features/admin/shell/api/keys.ts';
import { login } from '#src/features/admin/shell/api/login.ts';

/** docs/product/console.md: one message for any wrong part, so the form never tells which part was wrong. */
export const SIGN_IN_FAILED = 'The e-mail, password or code is not right.';

const EMPTY = { email: '', password: '', code: '' };

/** Only a console path may follow sign-in (`?next=`), never another site. */
const safeNext = (next: string | null) =>
  next && next.startsWith(`${adminPaths.dashboard}`) && !next.startsWith('//') ? next : adminPaths.dashboard;

export function SignInForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  // Nothing the console fetched may outlive a session: whoever reaches this form (signed out, sent here by a 401)
  // starts from an empty cache. The screens that held those queries are unmounted by now, so nothing refetches.
  useEffect(() => {
    queryClient.removeQueries({ queryKey: adminKeys.all });
  }, [queryClient]);
  const api = useApiForm({
    schema: staffLoginRequestSchema,
    defaultValues: EMPTY,
    serverFields: [],
    send: ({ email, password, code }) => {
      setFailure(null);
      return login({ email, password, code: code.replace(/\s+/g, '') });
    },
    meta: { errorReporting: 'silent' },
    onError: (error) => {
      // Field errors and 401s alike get the one generic message; rate limits and outages say what they are.
      const generic = error instanceof ApiError && [400, 401, 403, 422].includes(error.status);
      setFailure(generic || !(error instanceof Error) ? SIGN_IN_FAILED : error.message);
    },
    onSuccess: (result) => {
      // Reads that failed with 401 before would otherwise send the screen straight back here. The session is the
      // HttpOnly cookie; the staff record seeds /auth/me so the layout need not ask again.
      queryClient.removeQueries({ queryKey: adminKeys.all });
      queryClient.setQueryData(adminKeys.me, result.staff);
      void navigate(safeNext(params.get('next')), { replace: true });
    },
  });

  return (
    <Form api={api} aria-labelledby="sign-in-heading" className="space-y-5">
      {failure ? (
        <p role="alert" className="rounded-xl bg-primary-soft p-4 font-semibold text-primary-strong">
          {failure}
        </p>
      ) : null}
      <TextField name="email" label="E-mail" type="email" autoComplete="username" />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" />
      <TextField
        name="code"
        label="Code"
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        autoCapitalize="off"
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
      />
      <SubmitButton className="w-full">Sign in</SubmitButton>
    </Form>
  );
}
