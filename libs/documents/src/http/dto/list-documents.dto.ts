import { EnumField, PageQueryDto } from '@app/core';
import { DOCUMENT_KINDS, type DocumentKind } from '../../domain/document-rules';
import type { ListDocumentsQuery } from '../../representation/document-requests';

export class ListDocumentsDto extends PageQueryDto implements ListDocumentsQuery {
  @EnumField(DOCUMENT_KINDS, { optional: true, enumName: 'DocumentKind' }) kind?: DocumentKind;
}
