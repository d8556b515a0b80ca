import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { acceptInvitation } from '#src/features/admin/shell/api/accept-invitation.ts';
import { confirmTotpRequestSchema } from '@charity/shared';
import { invitationFormSchema } from '#src/features/admin/shell/invitation-form-schema.ts';
import { enrolTotp } from '#src/features/admin/shell/api/enrol-totp.ts';
import { adminKeys } from '#src/features/admin/shell/api/keys.ts';
import { QrCode } from '#src/features/admin/shell/components/qr-code.tsx';
import { RecoveryCodes } from '#src/features/admin/shell/components/recovery-codes.tsx';

type Step = { kind: 'account' } | { kind: 'totp'; otpauthUrl: string } | { kind: 'codes'; codes: string[] };

function AccountStep({ token, onDone }: { token: string; onDone: (otpauthUrl: string) => void }) {
  const api = useApiForm({
    schema: invitationFormSchema,
    defaultValues: { name: '', password: '', confirm: '' },
    serverFields: ['name', 'password'],
    send: ({ name, password }) => acceptInvitation(token, { name, password }),
    onSuccess: (result) => onDone(result.otpauth_url),
  });
  return (
    <Form api={api} aria-labelledby="account-heading" className="space-y-5">
      <h2 id="account-heading" className="text-xl font-semibold">
        1. Your name and password
      </h2>
      <TextField name="name" label="Your name" autoComplete="name" />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters and hard to guess: a few unrelated words work well. Not your name, your e-mail or the trusts' names."
      />
      <TextField name="confirm" label="Password again" type="password" autoComplete="new-password" />
      <SubmitButton>Continue</SubmitButton>
    </Form>
  );
}

function TotpStep({
  token,
  otpauthUrl,
  onDone,
}: {
  token: string;
  otpauthUrl: string;
  onDone: (codes: string[]) => void;
}) {
  const queryClient = useQueryClient();
  const api = useApiForm({
    schema: confirmTotpRequestSchema,
    defaultValues: { code: '' },
    serverFields: ['code'],
    send: ({ code }) => enrolTotp(token, { code }),
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      queryClient.setQueryData(adminKeys.me, result.staff);
      onDone(result.data.recovery_codes);
    },
  });
  return (
    <Form api={api} aria-labelledby="totp-heading" className="space-y-5">
      <h2 id="totp-heading" className="text-xl font-semibold">
        2. Your authenticator app
      </h2>
      <p>
        Scan this code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or
        Aegis), or add the address below to it by hand.
      </p>
      <QrCode value={otpauthUrl} label="QR code for your authenticator app" />
      <p className="text-sm">
        <span className="font-semibold">Set-up address: </span>
        <code data-testid="otpauth-url" className="break-all">
          {otpauthUrl}
        </code>
      </p>
      <TextField
        name="code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint="The code your app shows now."
      />
      <SubmitButton>Confirm</SubmitButton>
    </Form>
  );
}

/**
 * Accepting an invitation (docs/product/console.md): name and password, then the authenticator (QR code and otpauth URL, then
 * a first code), then the recovery codes, shown once. The last step signs the staff member in.
 */
export function InvitationFlow({ token }: { token: string }) {
  const [step, setStep] = useState<Step>({ kind: 'account' });
  const navigate = useNavigate();
  if (step.kind === 'account') {
    return <AccountStep token={token} onDone={(otpauthUrl) => setStep({ kind: 'totp', otpauthUrl })} />;
  }
  if (step.kind === 'totp') {
    return (
      <TotpStep
        token={token}
        otpauthUrl={step.otpauthUrl}
        onDone={(codes) => setStep({ kind: 'codes', codes })}
      />
    );
  }
  return <RecoveryCodes codes={step.codes} onDone={() => void navigate(adminPaths.dashboard)} />;
}
