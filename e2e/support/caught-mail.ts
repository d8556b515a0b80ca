/** One message as the e2e mail catcher (support/mail-catcher.ts) hands it to tests over HTTP. */
export type CaughtMail = {
  /** Increases with every message the catcher accepts. */
  id: number;
  /** ISO time the catcher accepted it. */
  receivedAt: string;
  /** SMTP envelope recipients (what the app actually addressed), lower-cased. */
  to: string[];
  /** The decoded From header. */
  from: string;
  /** Decoded Subject header. */
  subject: string;
  /** The first text/plain part, decoded; '' when there is none. */
  text: string;
  /** The first text/html part, decoded; '' when there is none. */
  html: string;
  /** Top-level headers, names lower-cased, values decoded; repeated headers keep the last value. */
  headers: Record<string, string>;
};
