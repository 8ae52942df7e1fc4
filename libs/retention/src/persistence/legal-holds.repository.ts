import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockRows, runSql, sql, type PageQuery, type RowLock } from '@app/core';
import { LegalHoldEntity } from './legal-hold.entity';

/** An application of a candidate as the retention floor reads it. */
export interface ApplicationDecision {
  status: string;
  /** When it left `active` (its last transition), null while active. */
  decidedAt: Date | null;
}

/** Legal holds; installation-wide (admins only, docs/api/retention.md#legal-holds): no reach condition. */
@Injectable()
export class LegalHoldsRepository {
  constructor(@InjectRepository(LegalHoldEntity) private readonly holds: Repository<LegalHoldEntity>) {}

  async insert(tx: EntityManager, hold: LegalHoldEntity): Promise<void> {
    await tx.insert(LegalHoldEntity, hold);
  }

  find(tx: EntityManager, id: string, lock?: RowLock): Promise<LegalHoldEntity | null> {
    return lockRows(tx.createQueryBuilder(LegalHoldEntity, 'h').where('h.id = :id', { id }), lock).getOne();
  }

  /** Newest first. */
  list(query: PageQuery): Promise<LegalHoldEntity[]> {
    return keysetPage(this.holds.createQueryBuilder('h'), 'h', query).getMany();
  }

  async update(tx: EntityManager, id: string, changes: Partial<LegalHoldEntity>): Promise<void> {
    await tx.update(LegalHoldEntity, { id }, changes);
  }

  /**
   * The ids of the holds in force that cover the candidate: by id, through an application to a held job, or all.
   * Reads the candidate's applications (the applications context's table, read only, as the reports do).
   */
  async holdIdsCovering(tx: EntityManager, candidateId: string): Promise<string[]> {
    const rows = await runSql<{ id: string }>(
      tx,
      sql`SELECT h.id FROM legal_holds h
           WHERE h.released_at IS NULL
             AND (h.all_candidates OR ${candidateId}::uuid = ANY(h.candidate_ids)
                  OR EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = ${candidateId} AND a.job_id = ANY(h.job_ids)))
           ORDER BY h.created_at, h.id`,
    );
    return rows.map((row) => row.id);
  }

  /** The candidate's applications with the time of their last decision (their last stage transition once they left `active`). */
  decisionsOf(tx: EntityManager, candidateId: string): Promise<ApplicationDecision[]> {
    return runSql<ApplicationDecision>(
      tx,
      sql`SELECT a.status,
                 CASE WHEN a.status = 'active' THEN NULL
                      ELSE coalesce((SELECT max(st.at) FROM stage_transitions st WHERE st.application_id = a.id AND st.to_status = a.status), a.updated_at)
                 END AS "decidedAt"
            FROM applications a WHERE a.candidate_id = ${candidateId}`,
    );
  }
}
