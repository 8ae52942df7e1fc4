import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventRecorder, newId, NotFoundError, ValidationFailedError, type Actor } from '@app/core';
import { CandidatesService } from '@app/candidates';
import type { ReferralResponse } from './representation/referral-response.dto';
import { presentReferral } from './representation/referral.presenter';
import { ReferralEntity } from './persistence/referral.entity';
import type { CreateReferralInput } from './representation/referral-requests';

@Injectable()
export class ReferralsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly candidates: CandidatesService,
    private readonly events: EventRecorder,
  ) {}

  async create(actor: Actor, dto: CreateReferralInput): Promise<ReferralResponse> {
    return this.dataSource.transaction(async (tx) => {
      // A share lock keeps the candidate from being erased before the referral commits.
      if (!(await this.candidates.exists(tx, dto.candidateId, 'share'))) {
        throw new ValidationFailedError([{ location: 'body', path: 'candidateId', message: `candidateId ${dto.candidateId} is not a candidate` }]);
      }
      const now = new Date();
      const referral = tx.create(ReferralEntity, {
        id: newId(),
        candidateId: dto.candidateId,
        referrerName: dto.referrerName,
        note: dto.note ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(ReferralEntity, referral);
      const view = presentReferral(referral);
      // Filed under its candidate in the activity feed (the registered entity type).
      await this.events.record(tx, { type: 'referral.created', entityId: dto.candidateId, actor, metadata: { referralId: referral.id }, data: view });
      return view;
    });
  }

  async get(id: string): Promise<ReferralResponse> {
    const referral = await this.dataSource.manager.findOne(ReferralEntity, { where: { id } });
    if (referral === null) throw new NotFoundError('Referral', id);
    return presentReferral(referral);
  }
}
