import PostalMime, { decodeWords } from 'postal-mime';

/**
 * Reads back a raw RFC 5322 message (what an SMTP server received, or an .eml the file transport wrote) the way a
 * recipient's client would: headers, text part, HTML part, attachments. postal-mime does the MIME work (nesting,
 * base64, quoted-printable, RFC 2047 words), so the server tests and e2e no longer carry parsers of their own.
 */

export type ParsedAttachment = { filename: string; contentType: string; content: Buffer };

export type ParsedMail = {
  /** The first value of a top-level header, unfolded and decoded; names are case-insensitive. */
  header(name: string): string | undefined;
  /** Top-level headers, names lower-cased, values decoded; a repeated header keeps its last value. */
  headers: Record<string, string>;
  subject: string | undefined;
  text: string | undefined;
  html: string | undefined;
  attachments: ParsedAttachment[];
};

export async function parseMail(raw: Buffer | string): Promise<ParsedMail> {
  const email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
  const decoded = email.headers.map(({ key, value }) => ({ key, value: decodeWords(value) }));
  const headers: Record<string, string> = {};
  for (const { key, value } of decoded) headers[key] = value;
  // RFC 2046 §5.1.1: the line break before a boundary belongs to the delimiter, not to the part; postal-mime keeps
  // it in the decoded text, so a part would grow a trailing newline its sender never wrote.
  const multipart = /^multipart\//i.test(headers['content-type'] ?? '');
  const body = (part: string | undefined) => (multipart ? part?.replace(/\r?\n$/, '') : part);
  return {
    header: (name) => decoded.find(({ key }) => key === name.toLowerCase())?.value,
    headers,
    subject: email.subject,
    text: body(email.text),
    html: body(email.html),
    attachments: email.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.mimeType,
      content: Buffer.from(attachment.content as ArrayBuffer),
    })),
  };
}
