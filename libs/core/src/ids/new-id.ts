import { v7 } from 'uuid';

/** Server-side ids are UUID v7 (CONTRACT §1): time-ordered, so inserts stay at the index's end. */
export function newId(): string {
  return v7();
}
