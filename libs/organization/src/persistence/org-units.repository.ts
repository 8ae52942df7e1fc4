import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { keysetPage, lockRows, runSql, sql, type RowLock } from '@app/core';
import { MAX_TREE_LEVELS } from '../domain/org-tree';
import type { ListOrgUnitsQuery, OrgUnitKind } from '../representation/org-unit-requests';
import { DepartmentEntity, OfficeEntity, type OrgUnitEntity } from './org-unit.entity';

const ENTITIES = { department: DepartmentEntity, office: OfficeEntity } as const;
const TABLES = { department: sql.raw('departments'), office: sql.raw('offices') } as const;

/**
 * Departments and offices, one statement each for both trees. Installation-wide: no reach condition
 * (docs/api/access.md#resource-reach). A walk stops after MAX_TREE_LEVELS + 1 levels, so even a corrupt tree ends.
 */
@Injectable()
export class OrgUnitsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Serializes the changes of one tree's shape (creates, moves, deletes) until the transaction ends: a cycle cannot slip between two moves. */
  async lockTree(tx: EntityManager, kind: OrgUnitKind): Promise<void> {
    await runSql(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`organization:${kind}`}))`);
  }

  async insert(tx: EntityManager, kind: OrgUnitKind, unit: OrgUnitEntity): Promise<void> {
    await tx.insert(ENTITIES[kind], unit);
  }

  async update(tx: EntityManager, kind: OrgUnitKind, id: string, changes: Partial<OrgUnitEntity>): Promise<void> {
    await tx.update(ENTITIES[kind], { id }, changes);
  }

  async delete(tx: EntityManager, kind: OrgUnitKind, id: string): Promise<void> {
    await tx.delete(ENTITIES[kind], { id });
  }

  find(tx: EntityManager, kind: OrgUnitKind, id: string, lock?: RowLock): Promise<OrgUnitEntity | null> {
    return lockRows(tx.createQueryBuilder<OrgUnitEntity>(ENTITIES[kind], 'u').where('u.id = :id', { id }), lock).getOne();
  }

  /** The nodes with these ids (the change feed, a job's references). */
  findMany(tx: EntityManager, kind: OrgUnitKind, ids: readonly string[]): Promise<OrgUnitEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return tx.find<OrgUnitEntity>(ENTITIES[kind], { where: { id: In([...ids]) } });
  }

  /** Newest first; `parentId` lists a node's children. */
  list(kind: OrgUnitKind, query: ListOrgUnitsQuery): Promise<OrgUnitEntity[]> {
    const builder = this.dataSource.manager.createQueryBuilder<OrgUnitEntity>(ENTITIES[kind], 'u');
    if (query.parentId !== undefined) builder.where('u.parent_id = :parentId', { parentId: query.parentId });
    return keysetPage(builder, 'u', query).getMany();
  }

  /** The node's id and its ancestors' up to its root, nearest first; empty when there is no such node. */
  async ancestry(tx: EntityManager, kind: OrgUnitKind, id: string): Promise<string[]> {
    const rows = await runSql<{ id: string }>(
      tx,
      sql`WITH RECURSIVE up (id, parent_id, level) AS (
            SELECT id, parent_id, 1 FROM ${TABLES[kind]} WHERE id = ${id}
            UNION ALL
            SELECT t.id, t.parent_id, up.level + 1 FROM ${TABLES[kind]} t JOIN up ON t.id = up.parent_id WHERE up.level <= ${MAX_TREE_LEVELS}
          )
          SELECT id FROM up ORDER BY level`,
    );
    return rows.map((row) => row.id);
  }

  /** The node's id and every descendant's; empty when there is no such node. */
  async subtree(tx: EntityManager, kind: OrgUnitKind, id: string): Promise<Array<{ id: string; level: number }>> {
    return runSql<{ id: string; level: number }>(
      tx,
      sql`WITH RECURSIVE down (id, level) AS (
            SELECT id, 1 FROM ${TABLES[kind]} WHERE id = ${id}
            UNION ALL
            SELECT t.id, down.level + 1 FROM ${TABLES[kind]} t JOIN down ON t.parent_id = down.id WHERE down.level <= ${MAX_TREE_LEVELS}
          )
          SELECT id, level FROM down`,
    );
  }

  /** Which of these ids name a node, those locked FOR SHARE until the transaction ends (a job names them meanwhile). */
  async lockExisting(tx: EntityManager, kind: OrgUnitKind, ids: readonly string[]): Promise<string[]> {
    const rows = await runSql<{ id: string }>(tx, sql`SELECT id FROM ${TABLES[kind]} WHERE id = ANY(${ids}::uuid[]) FOR SHARE`);
    return rows.map((row) => row.id);
  }

  async countChildren(tx: EntityManager, kind: OrgUnitKind, id: string): Promise<number> {
    const rows = await runSql<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM ${TABLES[kind]} WHERE parent_id = ${id}`);
    return rows[0].count;
  }
}
