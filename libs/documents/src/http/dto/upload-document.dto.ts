import { ApiProperty } from '@nestjs/swagger';
import { Base64Field, EnumField, referenceTo, TextField, UuidField } from '@app/core';
import { DOCUMENT_KINDS, type DocumentKind } from '../../domain/document-rules';
import type { UploadDocumentInput } from '../../representation/document-requests';

/**
 * The upload body in either form: multipart fields (`kind`, `applicationId`, the `file` part is
 * separate) or JSON (`filename` and `contentBase64` too). The service requires the JSON-only fields
 * when no file part came, and refuses them beside one.
 */
export class UploadDocumentDto implements UploadDocumentInput {
  @TextField({ optional: true, description: 'JSON form: the file name (directories are removed), 1-255 characters' }) filename?: string;
  @Base64Field({ optional: true, description: 'JSON form: the bytes, base64' })
  contentBase64?: string;
  @EnumField(DOCUMENT_KINDS, { optional: true, enumName: 'DocumentKind', description: 'Default other' }) kind?: DocumentKind;
  @UuidField({ optional: true, description: 'An application of this candidate' }) applicationId?: string;
}

const APPLICATION_ID = referenceTo('Optional: an application of this candidate');

/** OpenAPI only: the multipart form, so that "Try it out" uploads a file. */
export class UploadDocumentForm {
  @ApiProperty({ type: 'string', format: 'binary', description: "The file; its name becomes the document's filename" }) file: unknown;
  @ApiProperty({ enum: DOCUMENT_KINDS, enumName: 'DocumentKind', required: false, example: 'resume' }) kind?: string;
  // An empty example: Swagger UI prefills the form from it and sends no empty field, so the upload runs as shown (a placeholder id was a 422).
  @ApiProperty({ format: 'uuid', required: false, description: 'Optional: an application of this candidate (leave empty for none)', example: '' })
  applicationId?: string;
}

/** The JSON form's example body as Swagger UI shows it: a résumé as plain UTF-8 text (the optional applicationId left out: it must name a real application). */
export const UPLOAD_JSON_EXAMPLE = {
  filename: 'ada-lovelace.txt',
  contentBase64: Buffer.from('Ada Lovelace\nMathematician and first programmer.\n').toString('base64'),
  kind: 'resume',
};

/** OpenAPI only: the JSON form. */
export class UploadDocumentJson {
  @ApiProperty({ minLength: 1, maxLength: 255, example: UPLOAD_JSON_EXAMPLE.filename }) filename: string;
  @ApiProperty({ format: 'byte', description: 'The bytes, base64', example: UPLOAD_JSON_EXAMPLE.contentBase64 }) contentBase64: string;
  @ApiProperty({ enum: DOCUMENT_KINDS, enumName: 'DocumentKind', required: false, example: 'resume' }) kind?: string;
  @ApiProperty({ format: 'uuid', required: false, ...APPLICATION_ID }) applicationId?: string;
}
