export const DEFAULT_CHANGES_LIMIT = 100;
export const MAX_CHANGES_LIMIT = 1000;
export const MAX_WAIT_SECONDS = 30;

export function splitList(value: string): string[] {
  return value.split(',').map((item) => item.trim());
}

/** GET /changes, as the service reads it (ListChangesDto validates it). */
export interface ListChangesQuery {
  limit?: number;
  cursor?: string;
  resourceTypes?: string;
  types?: string;
  wait?: number;
}
