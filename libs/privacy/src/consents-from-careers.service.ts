import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '@app/core';
import { RecordsCareersConsent, type CareersConsent, type CareersConsentRecorder } from '@app/job-posts';
import { ConsentsService } from './consents.service';
import { ConsentPurposesRepository } from './persistence/consent-purposes.repository';

/** The careers site's consents (docs/api/privacy.md#consents): a form's `consentPurpose` names a purpose; an apply answering `true` gives it. */
@RecordsCareersConsent()
@Injectable()
export class ConsentsFromCareersService implements CareersConsentRecorder {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly purposes: ConsentPurposesRepository,
    private readonly consents: ConsentsService,
  ) {}

  knownPurposes(keys: readonly string[]): Promise<ReadonlySet<string>> {
    return this.purposes.existingKeys(this.dataSource.manager, keys);
  }

  async recordCareersConsent(tx: EntityManager, actor: Actor, consent: CareersConsent): Promise<void> {
    await this.consents.giveIn(tx, actor, {
      candidateId: consent.candidateId,
      purpose: consent.purpose,
      source: 'careers_site',
      evidence: { ...consent.evidence },
    });
  }
}
