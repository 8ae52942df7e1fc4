import { Body, Controller, Delete, Get, Headers, Param, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiExtraModels, ApiHeader, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import {
  ApiErrorResponses,
  ApiRequestContent,
  ApiResource,
  CurrentActor,
  DeletedSchema,
  ErrorEnvelopeSchema,
  FileResponse,
  MultipartUpload,
  Operation,
  ParseUuidPipe,
  UploadRoute,
  type Actor,
  type Page,
  type StatusResult,
} from '@app/core';
import { jsonUploadLimitBytes } from '../domain/document-rules';
import { DocumentsEnvironment } from '../documents.env';
import { DOCUMENT_STORE } from '../storage/document-storage';
import { DocumentsService, type StoredUpload } from '../documents.service';
import { DocumentResponse, DocumentTextResponse } from '../representation/document-response.dto';
import { ListDocumentsDto } from './dto/list-documents.dto';
import { UPLOAD_JSON_EXAMPLE, UploadDocumentDto, UploadDocumentForm, UploadDocumentJson } from './dto/upload-document.dto';

const MULTIPART = /^multipart\/form-data/i;
/** A download's body: the document's own content type; errors stay JSON envelopes. */
const BYTES = { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };

@Controller()
@ApiResource('documents', 'Documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Post('candidates/:id/documents')
  @UploadRoute({ jsonLimitBytes: (app) => jsonUploadLimitBytes(app.get<DocumentsEnvironment>(DocumentsEnvironment).DOCUMENT_MAX_BYTES) })
  @UseInterceptors(MultipartUpload('file', DOCUMENT_STORE))
  @ApiExtraModels(UploadDocumentForm, UploadDocumentJson)
  @ApiBody({
    schema: { $ref: getSchemaPath(UploadDocumentJson) },
    description: 'multipart/form-data with the part `file` (and optional `kind`, `applicationId`), or JSON with `filename` and `contentBase64`.',
  })
  // Each media type its own form. JSON first: its example runs as shown; multipart shows a file input.
  @ApiRequestContent({
    'application/json': { schema: { $ref: getSchemaPath(UploadDocumentJson) }, example: UPLOAD_JSON_EXAMPLE },
    'multipart/form-data': { schema: { $ref: getSchemaPath(UploadDocumentForm) } },
  })
  @Operation({
    summary: 'Upload a document of a candidate',
    description:
      'The content type is decided from the bytes: PDF, DOCX, DOC, RTF, plain UTF-8 text, PNG or JPEG (422 otherwise, or for an empty file). ' +
      'Larger than DOCUMENT_MAX_BYTES: 413. The same bytes for the same candidate again: 200 with the existing document. ' +
      'Multipart: one part `file`; an empty `kind` or `applicationId` field counts as not sent; a second file part or an unknown file part is 422 naming it, ' +
      'a body that cannot be read 400 INVALID_MULTIPART. A full document store: 507 INSUFFICIENT_STORAGE, nothing stored. ' +
      'Text extraction starts in the background (textStatus pending).',
    status: 201,
    alsoStatus: [200],
    response: DocumentResponse,
    errors: [308, 400, 404, 413, 415, 422, 507],
  })
  upload(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUuidPipe) candidateId: string,
    @Headers('content-type') contentType: string | undefined,
    @UploadedFile() file: StoredUpload | undefined,
    @Body() dto: UploadDocumentDto,
  ): Promise<StatusResult<DocumentResponse>> {
    return this.documents.upload(actor, candidateId, MULTIPART.test(contentType ?? ''), file, dto);
  }

  @Get('candidates/:id/documents')
  @Operation({ summary: "List a candidate's documents, newest first", response: [DocumentResponse], errors: [308, 404, 422] })
  list(@Param('id', ParseUuidPipe) candidateId: string, @Query() query: ListDocumentsDto): Promise<Page<DocumentResponse>> {
    return this.documents.list(candidateId, query);
  }

  @Get('documents/:id')
  @Operation({ summary: 'Get a document', response: DocumentResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<DocumentResponse> {
    return this.documents.get(id);
  }

  @Get('documents/:id/content')
  @ApiHeader({ name: 'Range', required: false, description: 'One range, `bytes=a-b`, `bytes=a-` or `bytes=-n`: 206 with Content-Range' })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag ("<sha256>"): 304 when it matches' })
  @ApiResponse({
    status: 200,
    description: "The bytes, with Content-Type (the document's), Content-Length, Content-Disposition: attachment, ETag and X-Content-Type-Options: nosniff",
    content: BYTES,
  })
  @ApiResponse({ status: 206, description: 'The requested range, with Content-Range', content: BYTES })
  @ApiResponse({ status: 304, description: 'If-None-Match matched the ETag' })
  @ApiResponse({ status: 416, description: 'The range starts past the end; Content-Range: bytes */<size>', type: ErrorEnvelopeSchema })
  @ApiOperation({ summary: "Download a document's bytes", description: 'Streamed from the document store.' })
  @ApiErrorResponses(404, 422, 500, 503)
  content(
    @Param('id', ParseUuidPipe) id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Headers('range') range: string | undefined,
  ): Promise<FileResponse> {
    return this.documents.content(id, { ifNoneMatch, range });
  }

  @Get('documents/:id/text')
  @Operation({
    summary: "A document's extracted text",
    description: 'textStatus: pending → extracted | unsupported | failed; text is null until extracted.',
    response: DocumentTextResponse,
    errors: [404, 422],
  })
  text(@Param('id', ParseUuidPipe) id: string): Promise<DocumentTextResponse> {
    return this.documents.text(id);
  }

  @Delete('documents/:id')
  @Operation({ summary: 'Delete a document and its bytes', response: DeletedSchema, errors: [404, 422] })
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<{ deleted: true }> {
    return this.documents.remove(actor, id);
  }
}
