import { ApiProperty } from '@nestjs/swagger';
import { ACCEPTED_CONTENT_TYPES } from '../domain/content-type';
import { DOCUMENT_KINDS, TEXT_STATUSES } from '../domain/document-rules';

export class DocumentResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) candidateId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) applicationId: string | null;
  @ApiProperty({ enum: DOCUMENT_KINDS, enumName: 'DocumentKind' }) kind: string;
  @ApiProperty({ description: 'The uploaded file name without any directory part' }) filename: string;
  @ApiProperty({ enum: ACCEPTED_CONTENT_TYPES, description: 'Decided from the bytes, never from the client' }) contentType: string;
  @ApiProperty({ type: Number }) sizeBytes: number;
  @ApiProperty({ description: 'Lowercase hex SHA-256 of the bytes; also the ETag of /content', pattern: '^[0-9a-f]{64}$' }) sha256: string;
  @ApiProperty({ enum: TEXT_STATUSES, enumName: 'DocumentTextStatus' }) textStatus: string;
  @ApiProperty({ format: 'uuid', description: 'The user behind the API key that uploaded it' }) createdById: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class DocumentTextResponse {
  @ApiProperty({ enum: TEXT_STATUSES, enumName: 'DocumentTextStatus' }) textStatus: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null until extracted. A NUL (U+0000) or half a surrogate pair of the document reads as U+FFFD' })
  text: string | null;
}
