/** The largest apply body, JSON or multipart: three files of DOCUMENT_MAX_BYTES plus 1 MiB (docs/api/careers.md#apply). */
export function applyBodyLimitBytes(maxDocumentBytes: number): number {
  return 3 * maxDocumentBytes + 1024 * 1024;
}
