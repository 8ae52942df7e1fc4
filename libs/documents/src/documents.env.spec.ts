import { validateEnvironment } from '@app/core';
import { DocumentsEnvironment } from './documents.env';

describe(DocumentsEnvironment.name, () => {
  const read = (env: Record<string, string> = {}) => validateEnvironment(DocumentsEnvironment, env);

  it('reads the document storage: file: by default, s3:// with its settings, credentials only as a pair', () => {
    expect(read().DOCUMENT_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(read().storage).toEqual({
      storageUrl: 'file:.data/documents',
      s3: { endpoint: undefined, region: 'us-east-1', forcePathStyle: false, credentials: undefined },
    });
    const s3 = read({
      DOCUMENT_STORAGE_URL: 's3://resumes/ats',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'id',
      AWS_SECRET_ACCESS_KEY: 'secret',
      DOCUMENT_MAX_BYTES: '1000',
    });
    expect(s3.DOCUMENT_MAX_BYTES).toBe(1000);
    expect(s3.storage).toEqual({
      storageUrl: 's3://resumes/ats',
      s3: { endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'id', secretAccessKey: 'secret' } },
    });
    expect(() => read({ DOCUMENT_STORAGE_URL: 'ftp://x' })).toThrow(/DOCUMENT_STORAGE_URL/);
    expect(() => read({ DOCUMENT_MAX_BYTES: '0' })).toThrow(/DOCUMENT_MAX_BYTES/);
    expect(() => read({ AWS_ACCESS_KEY_ID: 'id' })).toThrow(/AWS_SECRET_ACCESS_KEY/);
    expect(() => read({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
