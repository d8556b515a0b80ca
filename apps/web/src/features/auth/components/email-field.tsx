import { TextField } from '#src/components/forms/form-fields.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

type EmailFieldProps = {
  /** `username` on login, so password managers pair it with the password; `email` where it is typed anew. */
  autoComplete?: 'email' | 'username';
  className?: string;
};

/** The account's e-mail, without the capital first letter and the spelling fixes phone keyboards would add. */
export function EmailField({ autoComplete = 'email', className }: EmailFieldProps) {
  const t = useT();
  return (
    <TextField
      name="email"
      label={t(m['forms.email'])}
      type="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      className={className}
    />
  );
}
