import { parseHeaderValue } from 'nodemailer/lib/mime-funcs';

/**
 * Test helper: reads back a raw RFC 5322 message (what an SMTP server received, or an .eml the file transport
 * wrote) far enough to check what a recipient would see: headers, text part, HTML part, attachments. It covers
 * what nodemailer produces (multipart nesting, base64, quoted-printable, 7bit/8bit, RFC 2047 encoded words);
 * mailparser would do more, but it is not installable here (README.md).
 */

export type ParsedAttachment = { filename: string; contentType: string; content: Buffer };

export type ParsedMail = {
  /** The first value of a top-level header, unfolded and decoded; names are case-insensitive. */
  header(name: string): string | undefined;
  subject: string | undefined;
  text: string | undefined;
  html: string | undefined;
  attachments: ParsedAttachment[];
};

type Part = {
  headers: Map<string, string[]>;
  contentType: { value: string; params: Record<string, string> };
  /** The undecoded body, one char per byte (latin1), so binary content survives. */
  body: string;
};

export function parseMail(raw: Buffer | string): ParsedMail {
  const source =
    typeof raw === 'string' ? Buffer.from(raw, 'utf8').toString('latin1') : raw.toString('latin1');
  const root = readPart(source);
  const leaves: Part[] = [];
  collectLeaves(root, leaves);

  let text: string | undefined;
  let html: string | undefined;
  const attachments: ParsedAttachment[] = [];
  for (const leaf of leaves) {
    const disposition = parseHeaderValue(first(leaf.headers, 'content-disposition') ?? '');
    const filename = disposition.params.filename ?? leaf.contentType.params.name;
    if (disposition.value.toLowerCase() === 'attachment' || filename !== undefined) {
      attachments.push({
        filename: decodeWords(filename ?? ''),
        contentType: leaf.contentType.value,
        content: decodeBody(leaf),
      });
    } else if (leaf.contentType.value === 'text/plain' && text === undefined) {
      text = decodeBody(leaf).toString('utf8');
    } else if (leaf.contentType.value === 'text/html' && html === undefined) {
      html = decodeBody(leaf).toString('utf8');
    }
  }

  const header = (name: string) => {
    const value = first(root.headers, name.toLowerCase());
    return value === undefined ? undefined : decodeWords(value);
  };
  return { header, subject: header('subject'), text, html, attachments };
}

function readPart(source: string): Part {
  const split = /\r?\n\r?\n/.exec(source);
  const head = split ? source.slice(0, split.index) : source;
  const body = split ? source.slice(split.index + split[0].length) : '';
  const headers = new Map<string, string[]>();
  // Folded header lines continue with whitespace (RFC 5322 §2.2.3).
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8');
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  const parsedType = parseHeaderValue(first(headers, 'content-type') ?? 'text/plain');
  return {
    headers,
    contentType: { value: parsedType.value.toLowerCase(), params: parsedType.params },
    body,
  };
}

function collectLeaves(part: Part, into: Part[]): void {
  const boundary = part.contentType.params.boundary;
  if (!part.contentType.value.startsWith('multipart/') || !boundary) {
    into.push(part);
    return;
  }
  const delimiter = `--${boundary}`;
  const sections = part.body.split(new RegExp(`\\r?\\n?${escapeRegExp(delimiter)}`));
  // sections[0] is the preamble; the last starts with "--" (the close delimiter) and is the epilogue.
  for (const section of sections.slice(1)) {
    if (section.startsWith('--')) break;
    collectLeaves(readPart(section.replace(/^[ \t]*\r?\n/, '')), into);
  }
}

function decodeBody(part: Part): Buffer {
  const encoding = (first(part.headers, 'content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return Buffer.from(part.body, 'latin1');
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words; whitespace between two adjacent encoded words is not part of the text. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function first(headers: Map<string, string[]>, name: string): string | undefined {
  return headers.get(name)?.[0];
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
