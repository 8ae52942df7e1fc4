import { StreamableFile } from '@nestjs/common';
import { Readable } from 'node:stream';

/**
 * A byte response a service returns (a download): status, headers and a stream. The envelope
 * interceptor writes it through `writeFileResponse`, so controllers stay free of Express objects and
 * the bytes are streamed, never buffered.
 */
export class FileResponse {
  constructor(
    readonly status: 200 | 206 | 304,
    readonly headers: Readonly<Record<string, string>>,
    /** Null for a 304. */
    readonly body: Readable | null,
  ) {}
}

interface HeaderTarget {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
}

/** Sets the status and headers on the response and hands the body to the adapter as a stream. */
export function writeFileResponse(file: FileResponse, response: HeaderTarget): StreamableFile {
  response.status(file.status);
  for (const [name, value] of Object.entries(file.headers)) response.setHeader(name, value);
  return new StreamableFile(file.body ?? Readable.from([]));
}
