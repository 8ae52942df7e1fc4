import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CrossFieldRules, ValidationIssue } from '@app/core';
import { ConsentRequestsService } from './consent-requests.service';
import { ConsentsService } from './consents.service';
import type { CreateConsentRequestInput, GiveConsentInput } from './representation/consent-requests';

/** A give's rules that read stored purposes or the clock, in the same 422 as the fields' own (docs/api/privacy.md#consents). */
@Injectable()
export class ConsentFieldRules implements CrossFieldRules<GiveConsentInput> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly consents: ConsentsService,
  ) {}

  issues(body: GiveConsentInput, refused: (path: string) => boolean): Promise<ValidationIssue[]> {
    return this.consents.giveIssues(this.dataSource.manager, body, refused);
  }
}

/** A consent request's purpose must exist, in the same 422 as the fields' own rules. */
@Injectable()
export class ConsentRequestFieldRules implements CrossFieldRules<CreateConsentRequestInput> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: ConsentRequestsService,
  ) {}

  issues(body: CreateConsentRequestInput, refused: (path: string) => boolean): Promise<ValidationIssue[]> {
    return this.requests.createIssues(this.dataSource.manager, body, refused);
  }
}
