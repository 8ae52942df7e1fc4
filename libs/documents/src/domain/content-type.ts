// The core entry (no Node file helpers needed) has a plain default export condition, which Jest's resolver understands.
import { fileTypeFromBuffer } from 'file-type/core';

/** The content types a document may have (docs/api/documents.md#content-types), decided from the bytes only. */
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const ACCEPTED_CONTENT_TYPES = ['application/pdf', DOCX, 'application/msword', 'application/rtf', 'text/plain', 'image/png', 'image/jpeg'] as const;
export type DocumentContentType = (typeof ACCEPTED_CONTENT_TYPES)[number];

/** What the sniffer needs: the first bytes (HEAD_BYTES of them, or all when shorter) and facts about the whole content. */
export interface ContentSample {
  head: Buffer;
  sizeBytes: number;
  /** Every byte is valid UTF-8 and none is NUL. */
  utf8Text: boolean;
}

/** Bytes kept for sniffing: file-type's zip parser reads `[Content_Types].xml`, which Word writes first. */
export const HEAD_BYTES = 64 * 1024;

const BY_DETECTED_MIME: Record<string, DocumentContentType> = {
  'application/pdf': 'application/pdf',
  [DOCX]: DOCX,
  // Word 97-2003 files are OLE compound files; file-type names the container, not the application.
  'application/x-cfb': 'application/msword',
  'application/rtf': 'application/rtf',
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
};

const RTF_MAGIC = Buffer.from('{\\rtf');

/** The accepted content type of these bytes, or what was detected instead (for the 422's message). */
export async function sniffContentType(sample: ContentSample): Promise<{ contentType: DocumentContentType } | { detected: string }> {
  if (sample.sizeBytes === 0) return { detected: 'an empty file' };
  if (sample.head.subarray(0, RTF_MAGIC.length).equals(RTF_MAGIC)) return { contentType: 'application/rtf' };
  const detected = await fileTypeFromBuffer(sample.head);
  if (detected !== undefined) {
    const contentType = BY_DETECTED_MIME[detected.mime];
    return contentType === undefined ? { detected: detected.mime } : { contentType };
  }
  if (sample.utf8Text) return { contentType: 'text/plain' };
  return { detected: 'binary data of no known type' };
}
