import path from 'node:path';
import type { DocumentStorageConfig } from '../documents.env';
import type { DocumentStorage } from './document-storage';
import { FileDocumentStorage } from './file-storage';
import { S3DocumentStorage } from './s3-storage';

/** The driver DOCUMENT_STORAGE_URL names: `file:<directory>` (relative to the working directory) or `s3://<bucket>/<prefix>`. */
export function documentStorageFor(config: DocumentStorageConfig): DocumentStorage {
  if (config.storageUrl.startsWith('file:')) return new FileDocumentStorage(path.resolve(config.storageUrl.slice('file:'.length)));
  return S3DocumentStorage.fromConfig(new URL(config.storageUrl), config.s3);
}
