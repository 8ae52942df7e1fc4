import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql, sql } from '@app/core';
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

  find(tx: EntityManager, applicationId: string): Promise<ApplicationAnswersEntity | null> {
    return tx.findOneBy(ApplicationAnswersEntity, { applicationId });
  }

  findSelfId(tx: EntityManager, applicationId: string): Promise<ApplicationSelfIdEntity | null> {
    return tx.findOneBy(ApplicationSelfIdEntity, { applicationId });
  }

  async deleteSelfIdOf(tx: EntityManager, candidateId: string): Promise<void> {
    await runSql(tx, sql`DELETE FROM application_self_id WHERE candidate_id = ${candidateId}`);
  }

  async moveSelfId(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    await runSql(tx, sql`UPDATE application_self_id SET candidate_id = ${pair.survivorId} WHERE candidate_id = ${pair.duplicateId}`);
  }
}
