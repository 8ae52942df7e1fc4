import { EnumField, PageQueryDto } from '@app/core';
import { DOCUMENT_KINDS, type DocumentKind } from '../../domain/document-rules';

export class ListDocumentsDto extends PageQueryDto {
  @EnumField(DOCUMENT_KINDS, { optional: true, enumName: 'DocumentKind' }) kind?: DocumentKind;
}
