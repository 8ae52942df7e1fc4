import { v7 } from 'uuid';

/** Server-side ids are UUID v7 (docs/api/wire-rules.md#ids): time-ordered, so inserts stay at the index's end. */
export function newId(): string {
  return v7();
}
