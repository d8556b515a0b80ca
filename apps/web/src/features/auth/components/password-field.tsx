import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField } from '#src/components/forms/form-fields.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

type PasswordFieldProps = {
  name: string;
  label: string;
  /** current-password on login, new-password where a password is chosen, so password managers do the right thing. */
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
};

/**
 * A password input with a show/hide toggle (people mistype passwords they cannot see, more so on phones). The
 * toggle sits in the label row, clear of the input and of its error message, and names the field it acts on, as
 * forms with a password and its confirmation have two of them.
 */
export function PasswordField({ name, label, autoComplete, hint }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <TextField
        name={name}
        label={label}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        hint={hint}
      />
      <button
        type="button"
        aria-label={t(visible ? m['account.hideLabel'] : m['account.showLabel'], {
          field: label.toLowerCase(),
        })}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute -top-1 right-0 inline-flex min-h-7 items-center gap-1 rounded-md px-1.5 text-sm font-semibold text-primary-strong hover:bg-primary-soft"
      >
        <Icon aria-hidden="true" className="size-4" />
        {t(visible ? m['account.hide'] : m['account.show'])}
      </button>
    </div>
  );
}

/** A new password and its confirmation (register, reset): `password` and `confirm_password` in the schema. */
export function NewPasswordFields({ label }: { label: string }) {
  const t = useT();
  return (
    <>
      <PasswordField
        name="password"
        label={label}
        autoComplete="new-password"
        hint={t(m['account.passwordHint'])}
      />
      <PasswordField
        name="confirm_password"
        label={t(m['account.confirmPassword'])}
        autoComplete="new-password"
      />
    </>
  );
}
