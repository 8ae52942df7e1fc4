import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { PayloadTooLargeError } from '@app/core';
import { HEAD_BYTES, type ContentSample } from '../domain/content-type';

export interface MeteredContent extends ContentSample {
  sha256: string;
}

/**
 * Passes bytes through while measuring them: length, SHA-256, the first HEAD_BYTES (for sniffing)
 * and whether all of it is NUL-free UTF-8. Fails with PayloadTooLargeError past `maxBytes`, so the
 * write behind it stops at the limit. Memory stays at HEAD_BYTES whatever the size.
 */
export class ByteMeter extends Transform {
  private readonly hash = createHash('sha256');
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;
  private size = 0;
  private utf8Text = true;

  constructor(private readonly maxBytes: number) {
    super();
  }

  /** The measures of bytes already in memory (no limit): what a stream of them would give. */
  static of(bytes: Buffer): MeteredContent {
    const meter = new ByteMeter(Number.POSITIVE_INFINITY);
    meter.measure(bytes);
    meter.finishText();
    return meter.result();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.size + chunk.length > this.maxBytes) return callback(new PayloadTooLargeError(this.maxBytes));
    this.measure(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.finishText();
    callback();
  }

  private measure(chunk: Buffer): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.headChunks.push(Buffer.from(part));
      this.headLength += part.length;
    }
    if (this.utf8Text) this.checkText(chunk, true);
  }

  private finishText(): void {
    if (this.utf8Text) this.checkText(new Uint8Array(0), false);
  }

  /** Valid once the stream has ended. */
  result(): MeteredContent {
    return { sizeBytes: this.size, sha256: this.hash.copy().digest('hex'), head: Buffer.concat(this.headChunks), utf8Text: this.utf8Text };
  }

  private checkText(chunk: Uint8Array, more: boolean): void {
    if (chunk.includes(0)) {
      this.utf8Text = false;
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: more });
    } catch {
      this.utf8Text = false;
    }
  }
}
