import type { Readable } from 'node:stream';
import type { ByteRange } from '../domain/document-rules';

/** An object in the store, for the orphan sweep. */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/**
 * Where documents' bytes live (docs/operations.md#documents), chosen by DOCUMENT_STORAGE_URL. Keys are made by the
 * service, never from user input; every method streams, none holds a whole file in memory.
 */
export interface DocumentStorage {
  /** Stores everything `body` yields under `key` (a new key); resolves once durable, rejects (storing nothing) if `body` fails. */
  write(key: string, body: Readable): Promise<void>;
  /** The bytes under `key`, or the inclusive `range` of them. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes `key`; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Every object in the store. */
  list(): AsyncIterable<StoredObject>;
}

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');

/** What a 507 INSUFFICIENT_STORAGE names: "The document store is full; ...". */
export const DOCUMENT_STORE = 'document store';

const STORAGE_KEY = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh key: `<last two hex digits>/<uuid>`, spreading files over 256 directories (file driver) or prefixes (S3). */
export function storageKeyOf(id: string): string {
  return `${id.slice(-2)}/${id}`;
}

/** Whether a stored name is one of ours (the sweep leaves anything else alone). */
export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}
