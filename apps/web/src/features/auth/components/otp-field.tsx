import { TextField } from '#src/components/forms/form-fields.tsx';

/**
 * The 6-digit code from the e-mail: a numeric keypad on phones, and `one-time-code` so browsers can offer the
 * code from the mail or a message.
 */
export function OtpField() {
  return (
    <TextField
      name="otp"
      label="OTP"
      hint="The 6-digit code we e-mailed you. It is valid for 10 minutes."
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      spellCheck={false}
    />
  );
}
