import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@charity/shared';
import { toast } from '#src/lib/toast.ts';
import { useResendOtp } from '#src/features/auth/api/resend-otp.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** The server mails at most one code a minute per account (docs/product/accounts.md, Codes). */
const RESEND_COOLDOWN_MS = 60_000;

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

type ResendOtpButtonProps = {
  userId: string;
  /** When the current code was mailed, if the visitor just came from sending it: the wait starts there. */
  sentAt?: number;
};

/**
 * "Resend OTP" (docs/product/accounts.md): GET /api/auth/resend-otp/{id}, the "OTP sent successfully." toast,
 * then a visible 60 s countdown. While counting down the button stays focusable (aria-disabled, not disabled)
 * so keyboard and screen reader users keep their place and hear why it does nothing.
 */
export function ResendOtpButton({ userId, sentAt }: ResendOtpButtonProps) {
  const firstDeadline = sentAt === undefined ? 0 : sentAt + RESEND_COOLDOWN_MS;
  const deadline = useRef(firstDeadline);
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(firstDeadline));
  const resend = useResendOtp();
  const t = useT();

  const counting = secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    // Recomputed from the deadline on each tick, so a throttled background tab still shows the right time.
    const timer = setInterval(() => setSecondsLeft(secondsUntil(deadline.current)), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const waiting = counting || resend.isPending;
  const onClick = () => {
    if (waiting) return;
    resend.mutate(userId, {
      onSuccess: () => {
        toast.success(MESSAGES.otpSent);
        deadline.current = Date.now() + RESEND_COOLDOWN_MS;
        setSecondsLeft(secondsUntil(deadline.current));
      },
    });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-disabled={waiting || undefined}
      className="btn btn-outline w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
    >
      {secondsLeft > 0 ? t(m['account.resendIn'], { seconds: String(secondsLeft) }) : t(m['account.resend'])}
    </button>
  );
}
