import { describeErrorStatus, errorExample, InsufficientStorageError } from '@app/core';
import { DOCUMENT_STORE } from '../storage/document-storage';

/** What the OpenAPI document shows of a full document store: 507 INSUFFICIENT_STORAGE. */
describeErrorStatus(507, {
  description: `INSUFFICIENT_STORAGE: the ${DOCUMENT_STORE} is full; nothing was stored, retry once space is freed`,
  example: errorExample('INSUFFICIENT_STORAGE', new InsufficientStorageError(DOCUMENT_STORE).message),
});
