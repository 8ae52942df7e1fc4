import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { decodeCursor, pageLimit, type PageQueryDto } from '../http/pagination';
import { parseIsoUtcDateTime } from '../http/validation';

export interface KeysetOptions {
  /** The column holding the row's last change, for `updatedAfter`; default `<alias>.updated_at`. */
  changedAt?: string;
}

/** Newest first, after the cursor's row, one extra row to learn whether another page exists. */
export function keysetPage<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  page: PageQueryDto,
  options: KeysetOptions = {},
): SelectQueryBuilder<T> {
  changedAfter(query, options.changedAt ?? `${alias}.updated_at`, page);
  const after = decodeCursor(page.cursor);
  if (after !== undefined) {
    query.andWhere(`(${alias}.created_at, ${alias}.id) < (:afterCreatedAt, :afterId)`, { afterCreatedAt: after.createdAt, afterId: after.id });
  }
  return query
    .orderBy(`${alias}.created_at`, 'DESC')
    .addOrderBy(`${alias}.id`, 'DESC')
    .limit(pageLimit(page) + 1);
}

/** Incremental lists (docs/api/sync.md#incremental-lists): only rows whose `changedAt` column is strictly later than `updatedAfter`. */
export function changedAfter<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, changedAt: string, page: PageQueryDto): SelectQueryBuilder<T> {
  if (page.updatedAfter === undefined) return query;
  return query.andWhere(`${changedAt} > :updatedAfter`, { updatedAfter: parseIsoUtcDateTime(page.updatedAfter) });
}
