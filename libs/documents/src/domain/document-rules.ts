/** Pure rules of documents (docs/api/documents.md#upload). */
export const DOCUMENT_KINDS = ['resume', 'cover_letter', 'portfolio', 'offer_letter', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const TEXT_STATUSES = ['pending', 'extracted', 'unsupported', 'failed'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

export const FILENAME_MAX_LENGTH = 255;

// C0 controls, DEL and C1 controls.
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// Bidirectional controls (marks, embeddings, overrides, isolates): "cv\u202Efdp.exe" shows as "cvexe.pdf".
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The filename kept for a document: the part after the last `/` or `\`; a reason when it breaks the rule. */
export function documentFilename(sent: string): { filename: string } | { problem: string } {
  const filename = sent.slice(Math.max(sent.lastIndexOf('/'), sent.lastIndexOf('\\')) + 1);
  if (CONTROL_CHARACTERS.test(filename)) return { problem: 'must not contain control characters' };
  if (BIDI_CONTROLS.test(filename))
    return { problem: 'must not contain bidirectional control characters (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069)' };
  if (filename.length === 0) return { problem: 'must name a file (1-255 characters after removing any directory part)' };
  if (filename.length > FILENAME_MAX_LENGTH) return { problem: `must be at most ${FILENAME_MAX_LENGTH} characters long after removing any directory part` };
  return { filename };
}

/** `attachment; filename*=UTF-8''<percent-encoded>` (RFC 6266/8187); every byte outside attr-char is encoded. */
export function attachmentDisposition(filename: string): string {
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename*=UTF-8''${encoded}`;
}

export type ByteRange = { start: number; end: number };

/**
 * One `Range: bytes=a-b` (also `a-` and `-n`) over `size` bytes (RFC 9110 §14): `full` when the
 * header is absent, not a single bytes range, or malformed (the whole content is sent, as the RFC
 * allows); `unsatisfiable` when it starts past the end.
 */
export function byteRangeOf(header: string | undefined, size: number): { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' } {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (match === null || (match[1] === '' && match[2] === '')) return { kind: 'full' };
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end } };
}

/** The JSON body limit of the upload route: the base64 of DOCUMENT_MAX_BYTES plus room for the other fields. */
export function jsonUploadLimitBytes(maxBytes: number): number {
  return Math.ceil(maxBytes / 3) * 4 + 64 * 1024;
}
