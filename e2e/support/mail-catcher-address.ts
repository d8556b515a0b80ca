/**
 * Where the e2e mail catcher listens. Known ports, because the app server's SMTP_URL is set in the Playwright
 * config before either process starts; both on loopback only. MAIL_CATCHER_SMTP_PORT / MAIL_CATCHER_HTTP_PORT
 * move them (e.g. for a second run beside another on the same machine); the catcher, started by Playwright,
 * inherits the same environment.
 */
export const MAIL_CATCHER = {
  host: '127.0.0.1',
  smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 4325),
  httpPort: Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 4326),
} as const;

export const MAIL_CATCHER_SMTP_URL = `smtp://${MAIL_CATCHER.host}:${MAIL_CATCHER.smtpPort}`;
export const MAIL_CATCHER_HTTP_URL = `http://${MAIL_CATCHER.host}:${MAIL_CATCHER.httpPort}`;
