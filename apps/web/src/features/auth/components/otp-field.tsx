import { TextField } from '#src/components/forms/form-fields.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * The 6-digit code from the e-mail: a numeric keypad on phones, and `one-time-code` so browsers can offer the
 * code from the mail or a message.
 */
export function OtpField() {
  const t = useT();
  return (
    <TextField
      name="otp"
      label={t(m['account.otp'])}
      hint={t(m['account.otpHint'])}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      spellCheck={false}
    />
  );
}
