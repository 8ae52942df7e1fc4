import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange } from '../domain/document-rules';
import { isStorageKey, type DocumentStorage, type StoredObject } from './document-storage';

/** `file:<directory>`: one file per key (`<2 hex>/<uuid>`), fsynced before the row may commit. */
export class FileDocumentStorage implements DocumentStorage {
  constructor(private readonly directory: string) {}

  async write(key: string, body: Readable): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      // `flush`: fsync before close, so the bytes are durable before the row commits.
      await pipeline(body, createWriteStream(file, { flags: 'wx', flush: true }));
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const stream = createReadStream(this.pathOf(key), range === undefined ? {} : { start: range.start, end: range.end });
    // Fail here (not mid-response) when the file cannot be opened.
    await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject));
    return stream;
  }

  async remove(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async *list(): AsyncIterable<StoredObject> {
    let shards: string[];
    try {
      shards = await readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const shard of shards) {
      const names = await readdir(path.join(this.directory, shard)).catch(() => [] as string[]);
      for (const name of names) {
        const key = `${shard}/${name}`;
        if (!isStorageKey(key)) continue;
        const info = await stat(this.pathOf(key)).catch(() => null);
        if (info !== null) yield { key, modifiedAt: info.mtime };
      }
    }
  }

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Not a document storage key: ${key}`);
    return path.join(this.directory, key);
  }
}
