/**
 * Just enough MIME (RFC 2045-2047) to read what the app's nodemailer sends: headers, nested multipart bodies,
 * quoted-printable and base64 parts, and encoded-word subjects. mailparser is not installable here
 * (README.md).
 */

/** One message as the mail catcher hands it to tests. */
export type CaughtMail = {
  /** Increases with every message the catcher accepts. */
  id: number;
  /** ISO time the catcher accepted it. */
  receivedAt: string;
  /** SMTP envelope recipients (what the app actually addressed), lower-cased. */
  to: string[];
  from: string;
  /** Decoded Subject header. */
  subject: string;
  /** The first text/plain part, decoded; '' when there is none. */
  text: string;
  /** The first text/html part, decoded; '' when there is none. */
  html: string;
  /** Top-level headers, names lower-cased, folded lines joined; repeated headers keep the last value. */
  headers: Record<string, string>;
};

type Part = { headers: Record<string, string>; body: string };

/** Parses a raw RFC 5322 message. `raw` is a binary (latin1) string so part bytes survive until decoded. */
export function parseMessage(
  raw: string,
): Pick<CaughtMail, 'subject' | 'text' | 'html' | 'headers' | 'from'> {
  const top = splitPart(raw);
  const leaves = flatten(top);
  const find = (type: string) => leaves.find((part) => mediaType(part.headers) === type);
  const text = find('text/plain');
  const html = find('text/html');
  return {
    headers: top.headers,
    from: decodeWords(top.headers.from ?? ''),
    subject: decodeWords(top.headers.subject ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
  };
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  // Unfold first (RFC 5322 §2.2.3): a line starting with white space continues the previous header.
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** The leaf parts of a (possibly nested) multipart message, in order. */
function flatten(part: Part): Part[] {
  const boundary = param(part.headers['content-type'] ?? '', 'boundary');
  if (!mediaType(part.headers).startsWith('multipart/') || !boundary) return [part];
  const delimiter = `--${boundary}`;
  const sections = part.body.split(new RegExp(`\\r?\\n?${escapeRegExp(delimiter)}`));
  // sections[0] is the preamble; the section after the closing delimiter starts with "--" (the epilogue).
  return sections
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => flatten(splitPart(section.replace(/^[ \t]*\r?\n/, ''))));
}

function mediaType(headers: Record<string, string>): string {
  return (headers['content-type'] ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
}

function param(headerValue: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(headerValue);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const charset = (param(part.headers['content-type'] ?? '', 'charset') ?? 'utf-8').toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(part.body);
  else bytes = Buffer.from(part.body, 'latin1');
  // Tests match lines with ^ and $; SMTP's CRLF would leave a \r before every $.
  return new TextDecoder(charset).decode(bytes).replace(/\r\n/g, '\n');
}

/** RFC 2045 §6.7: "=" at a line end is a soft break; "=XX" is one byte. */
function decodeQuotedPrintable(body: string): Buffer {
  const unwrapped = body.replace(/[ \t]+(?=\r?\n)/g, '').replace(/=\r?\n/g, '');
  const latin1 = unwrapped.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(latin1, 'latin1');
}

/** RFC 2047 encoded words (=?utf-8?Q?...?= / =?utf-8?B?...?=); white space between two of them is dropped. */
export function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  const bytes = (encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : decodeQuotedPrintable(text.replace(/_/g, ' '));
  // The header itself is latin1 on the wire; plain UTF-8 (RFC 6532) headers are read back as UTF-8.
  const plain = Buffer.from(value, 'latin1').toString('utf8');
  return plain
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(word, (_, charset: string, encoding: string, text: string) =>
      new TextDecoder(charset.toLowerCase()).decode(bytes(encoding, text)),
    );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
