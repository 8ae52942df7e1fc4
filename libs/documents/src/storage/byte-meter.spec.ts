import { createHash } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PayloadTooLargeError } from '@app/core';
import { HEAD_BYTES } from '../domain/content-type';
import { ByteMeter } from './byte-meter';

const drain = () => new Writable({ write: (_chunk, _encoding, done) => done() });

describe(ByteMeter.name, () => {
  it('measures length, SHA-256, the head and UTF-8 validity across chunk boundaries', async () => {
    const text = Buffer.from('é'.repeat(HEAD_BYTES));
    // Split inside a two-byte character: still valid UTF-8.
    const chunks = [text.subarray(0, 1001), text.subarray(1001)];
    const meter = new ByteMeter(text.length);
    await pipeline(Readable.from(chunks), meter, drain());
    const result = meter.result();
    expect(result).toEqual({
      sizeBytes: text.length,
      sha256: createHash('sha256').update(text).digest('hex'),
      head: text.subarray(0, HEAD_BYTES),
      utf8Text: true,
    });
  });

  it('notices a truncated character at the end', async () => {
    const meter = new ByteMeter(100);
    await pipeline(Readable.from([Buffer.from([0x61, 0xc3])]), meter, drain());
    expect(meter.result().utf8Text).toBe(false);
  });

  it('fails with PayloadTooLargeError one byte past the limit, and passes exactly the limit', async () => {
    await expect(pipeline(Readable.from([Buffer.alloc(10), Buffer.alloc(1)]), new ByteMeter(10), drain())).rejects.toBeInstanceOf(PayloadTooLargeError);
    await expect(pipeline(Readable.from([Buffer.alloc(5), Buffer.alloc(5)]), new ByteMeter(10), drain())).resolves.toBeUndefined();
  });
});
