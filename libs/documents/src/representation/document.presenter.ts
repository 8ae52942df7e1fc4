import type { DocumentEntity } from '../persistence/document.entity';
import type { DocumentResponse } from './document-response.dto';

export function presentDocument(document: DocumentEntity): DocumentResponse {
  return {
    id: document.id,
    candidateId: document.candidateId,
    applicationId: document.applicationId,
    kind: document.kind,
    filename: document.filename,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
    sha256: document.sha256,
    textStatus: document.textStatus,
    createdById: document.createdById,
    createdAt: document.createdAt.toISOString(),
  };
}
