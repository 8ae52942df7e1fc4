import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { reach, runSql, sql } from '@app/core';
import { ApplicationAttributionEntity, type Touch } from './attribution.entity';

/** The attribution of careers-site applications. */
@Injectable()
export class AttributionRepository {
  async insert(tx: EntityManager, row: ApplicationAttributionEntity): Promise<void> {
    await tx.insert(ApplicationAttributionEntity, row);
  }

  /**
   * A reapply's touch: the last touch moves; the referrer is set when the application had none (the first known
   * referral is credited). An application made through the API has no row: this touch becomes its first.
   */
  async touch(tx: EntityManager, applicationId: string, touch: Touch, referrerUserId: string | null): Promise<void> {
    const touched = JSON.stringify(touch);
    await runSql(
      tx,
      sql`INSERT INTO application_attribution AS a (application_id, first_touch, last_touch, referrer_user_id)
          VALUES (${applicationId}, ${touched}::jsonb, ${touched}::jsonb, ${referrerUserId}::uuid)
          ON CONFLICT (application_id) DO UPDATE SET last_touch = EXCLUDED.last_touch,
             referrer_user_id = COALESCE(a.referrer_user_id, EXCLUDED.referrer_user_id)`,
    );
  }

  /** The attribution when the request reaches the application (docs/api/access.md). */
  find(tx: EntityManager, applicationId: string): Promise<ApplicationAttributionEntity | null> {
    const builder = tx.createQueryBuilder(ApplicationAttributionEntity, 'at').where('at.application_id = :applicationId', { applicationId });
    return reach.where(builder, reach.of('application', sql.raw('at.application_id'))).getOne();
  }
}
