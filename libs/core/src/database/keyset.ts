import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { decodeCursor, pageLimit, type PageQueryDto } from '../http/pagination';

/** Newest first, after the cursor's row, one extra row to learn whether another page exists. */
export function keysetPage<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, page: PageQueryDto): SelectQueryBuilder<T> {
  const after = decodeCursor(page.cursor);
  if (after !== undefined) {
    query.andWhere(`(${alias}.created_at, ${alias}.id) < (:afterCreatedAt, :afterId)`, { afterCreatedAt: after.createdAt, afterId: after.id });
  }
  return query.orderBy(`${alias}.created_at`, 'DESC').addOrderBy(`${alias}.id`, 'DESC').limit(pageLimit(page) + 1);
}
