import type { Request } from 'express';
import type { Readable } from 'node:stream';
import type { StoredUpload } from '../documents.service';
import { DocumentBytes } from './document-bytes.service';

type EngineFile = { originalname: string; stream: Readable };
type Done = (error?: unknown, info?: Partial<StoredUpload>) => void;

/**
 * multer's storage engine for uploads: the file part goes straight into the document store while it
 * arrives (measured and hashed on the way), never whole into memory; multer removes it again when
 * the request fails after it was stored.
 */
export class DocumentUploadEngine {
  constructor(private readonly bytes: DocumentBytes) {}

  _handleFile(_request: Request, file: EngineFile, done: Done): void {
    this.bytes.write(file.stream).then(
      ({ storageKey, content }) => done(null, { storageKey, content }),
      (error: unknown) => done(error),
    );
  }

  _removeFile(_request: Request, file: Partial<StoredUpload>, done: (error: Error | null) => void): void {
    if (file.storageKey === undefined) return done(null);
    this.bytes.remove(file.storageKey).then(() => done(null));
  }
}
