import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql, sql } from '@app/core';

/** The referrals context's raw statements. */
@Injectable()
export class ReferralsRepository {
  /** The candidate's referrals stay (the referrer's bonus depends on them); their notes, which name the candidate, go. */
  async eraseCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    await runSql(tx, sql`UPDATE referrals SET note = NULL, updated_at = now() WHERE candidate_id = ${candidateId}`);
  }
}
