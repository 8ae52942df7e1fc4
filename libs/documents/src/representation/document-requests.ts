import type { PageQuery } from '@app/core';
import type { DocumentKind } from '../domain/document-rules';

/** The request shapes the service and the repository read; the DTOs in http/dto validate them. */
export interface UploadDocumentInput {
  filename?: string;
  contentBase64?: string;
  kind?: DocumentKind;
  applicationId?: string;
}

export interface ListDocumentsQuery extends PageQuery {
  kind?: DocumentKind;
}
