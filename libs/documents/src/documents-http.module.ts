import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { DocumentsEnvironment } from './documents.env';
import { DocumentsModule } from './documents.module';
import { DocumentUploadEngine } from './storage/document-upload.engine';
import { DocumentsController } from './http/documents.controller';
import './http/documents-error-responses';
import { DocumentBytes } from './storage/document-bytes.service';

/** The document routes (imported by apps/api); multipart parts stream into the document store. */
@Module({
  imports: [
    DocumentsModule,
    MulterModule.registerAsync({
      imports: [DocumentsModule],
      inject: [DocumentsEnvironment, DocumentBytes],
      useFactory: (environment: DocumentsEnvironment, bytes: DocumentBytes) => ({
        storage: new DocumentUploadEngine(bytes),
        // Browsers send the filename's UTF-8 bytes as they are (busboy's default reads them as Latin-1).
        defParamCharset: 'utf8',
        // One file part and up to four small fields (filename and contentBase64 sent by mistake get a 422
        // naming them); the meter also stops at DOCUMENT_MAX_BYTES. Each limit's error: MultipartUpload.
        limits: { fileSize: environment.DOCUMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, fieldNameSize: 100, parts: 4 },
      }),
    }),
  ],
  controllers: [DocumentsController],
})
export class DocumentsHttpModule {}
