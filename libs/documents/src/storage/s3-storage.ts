import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { DocumentStorageConfig } from '../documents.env';
import type { ByteRange } from '../domain/document-rules';
import type { DocumentStorage, StoredObject } from './document-storage';

/** Multipart parts of 5 MiB (S3's minimum), two in flight: an upload holds at most ~10 MiB, whatever the file size. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** `s3://<bucket>/<prefix>` through the AWS SDK: any S3-compatible store (AWS, MinIO, R2, Ceph). */
export class S3DocumentStorage implements DocumentStorage {
  private readonly prefix: string;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    prefix: string,
  ) {
    this.prefix = prefix === '' ? '' : `${prefix.replace(/\/+$/, '')}/`;
  }

  static fromConfig(url: URL, s3: DocumentStorageConfig['s3']): S3DocumentStorage {
    const options: S3ClientConfig = { region: s3.region, forcePathStyle: s3.forcePathStyle, endpoint: s3.endpoint, credentials: s3.credentials };
    return new S3DocumentStorage(new S3Client(options), url.hostname, decodeURIComponent(url.pathname.replace(/^\/+/, '')));
  }

  async write(key: string, body: Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.prefix + key, Body: body },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    // A failing body (too large, client gone) aborts the multipart upload: nothing is stored.
    const failed = new Promise<never>((_, reject) => body.once('error', reject));
    failed.catch(() => undefined);
    try {
      await Promise.race([upload.done(), failed]);
    } catch (error) {
      await upload.abort().catch(() => undefined);
      await this.remove(key).catch(() => undefined);
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const response = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key, Range: range === undefined ? undefined : `bytes=${range.start}-${range.end}` }),
    );
    return response.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
  }

  async *list(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined && object.LastModified !== undefined) yield { key: object.Key.slice(this.prefix.length), modifiedAt: object.LastModified };
      }
      token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
  }

  close(): void {
    this.client.destroy();
  }
}
