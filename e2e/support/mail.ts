import { expect, type APIRequestContext } from '@playwright/test';
import { MAIL_CATCHER_HTTP_URL } from './mail-catcher-address.ts';
import type { CaughtMail } from './caught-mail.ts';

export type { CaughtMail };

type WaitForMail = {
  /** Recipient address (case-insensitive). Use a fresh address per test: workers share one catcher. */
  to: string;
  subject?: RegExp;
  /** Only mail accepted after this moment, e.g. taken just before the click that sends a second code. */
  since?: Date;
  /** Default 15 s: the outbox worker polls, then delivers over SMTP. */
  timeoutMs?: number;
};

/**
 * The newest mail to `to` (matching `subject` and `since` when given), polling the mail catcher until it arrives.
 * Throws with the subjects that did arrive, which usually explains the miss.
 */
export async function waitForMail(
  request: APIRequestContext,
  { to, subject, since, timeoutMs = 15_000 }: WaitForMail,
): Promise<CaughtMail> {
  let seen: CaughtMail[] = [];
  let match: CaughtMail | undefined;
  const find = async () => {
    const response = await request.get(`${MAIL_CATCHER_HTTP_URL}/messages`, { params: { to } });
    if (!response.ok()) throw new Error(`mail catcher answered ${response.status()}`);
    seen = (await response.json()) as CaughtMail[];
    match = seen.findLast(
      (mail) =>
        (subject === undefined || subject.test(mail.subject)) &&
        (since === undefined || Date.parse(mail.receivedAt) >= since.getTime()),
    );
    return match !== undefined;
  };
  try {
    // Playwright's polling, not a hand-rolled sleep loop: asks again every 250 ms until timeoutMs.
    await expect.poll(find, { timeout: timeoutMs, intervals: [250] }).toBe(true);
  } catch {
    const subjects = seen.map((mail) => `"${mail.subject}" at ${mail.receivedAt}`).join(', ') || 'none';
    throw new Error(
      `no mail to ${to} matching ${String(subject ?? 'any subject')} in ${timeoutMs} ms; got ${subjects}`,
    );
  }
  return match!;
}

/**
 * The 6-digit one-time code of a mail: the text part prints it on a line of its own (the footer's postal PIN code
 * is six digits too, so a bare number search would be wrong).
 */
export function extractOtp(mail: CaughtMail): string {
  const code = /^[ \t]*(\d{6})[ \t]*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in mail "${mail.subject}":\n${mail.text}`);
  return code;
}

/**
 * The first link in the mail whose path starts with `pathPrefix` (e.g. '/subscription/confirm'), as a path with
 * its query, ready for page.goto against the app's baseURL.
 */
export function extractLink(mail: CaughtMail, pathPrefix: string): string {
  for (const [candidate] of `${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(candidate.replace(/&amp;/g, '&'));
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}${url.hash}`;
  }
  throw new Error(`no link to ${pathPrefix} in mail "${mail.subject}":\n${mail.text}`);
}
