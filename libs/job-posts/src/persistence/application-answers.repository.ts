import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { reach, runSql, sql } from '@app/core';
import type { CandidateMergePair } from '@app/candidates';
import { ApplicationAnswersEntity, ApplicationSelfIdEntity } from './application-answers.entity';

/** The answers of careers-site applies, and the self-identification answers kept apart from them. */
@Injectable()
export class ApplicationAnswersRepository {
  async insert(tx: EntityManager, row: ApplicationAnswersEntity): Promise<void> {
    await tx.insert(ApplicationAnswersEntity, row);
  }

  async insertSelfId(tx: EntityManager, row: ApplicationSelfIdEntity): Promise<void> {
    await tx.insert(ApplicationSelfIdEntity, row);
  }

  /** The answers when the request reaches the application (docs/api/access.md). */
  find(tx: EntityManager, applicationId: string): Promise<ApplicationAnswersEntity | null> {
    const builder = tx.createQueryBuilder(ApplicationAnswersEntity, 'aa').where('aa.application_id = :applicationId', { applicationId });
    return reach.where(builder, reach.of('application', sql.raw('aa.application_id'))).getOne();
  }

  /** The self-identification answers when the request reaches the application. */
  findSelfId(tx: EntityManager, applicationId: string): Promise<ApplicationSelfIdEntity | null> {
    const builder = tx.createQueryBuilder(ApplicationSelfIdEntity, 'si').where('si.application_id = :applicationId', { applicationId });
    return reach.where(builder, reach.of('application', sql.raw('si.application_id'))).getOne();
  }

  async deleteSelfIdOf(tx: EntityManager, candidateId: string): Promise<void> {
    await runSql(tx, sql`DELETE FROM application_self_id WHERE candidate_id = ${candidateId}`);
  }

  async deleteAnswersOf(tx: EntityManager, applicationIds: readonly string[]): Promise<void> {
    if (applicationIds.length > 0) await runSql(tx, sql`DELETE FROM application_answers WHERE application_id = ANY(${applicationIds}::uuid[])`);
  }

  async moveSelfId(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    await runSql(tx, sql`UPDATE application_self_id SET candidate_id = ${pair.survivorId} WHERE candidate_id = ${pair.duplicateId}`);
  }
}
