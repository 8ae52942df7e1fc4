import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '@app/core';
import { ApplicationsService } from '@app/applications';
import { ApplicationAnswersRepository } from './persistence/application-answers.repository';
import type { StoredAnswer } from './persistence/application-answers.entity';
import type { AnswerResponse, ApplicationAnswersResponse, SelfIdAnswersResponse } from './representation/application-answers-response.dto';

const presentAnswer = ({ key, label, type, section, value }: StoredAnswer): AnswerResponse => ({ key, label, type, section, value: value ?? null });

/** Reading what a careers-site apply submitted (docs/api/careers.md#reading-what-was-submitted). */
@Injectable()
export class ApplicationAnswersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ApplicationAnswersRepository,
    private readonly applications: ApplicationsService,
  ) {}

  /** 404 for an unknown application and for one not made through a post. */
  async answers(applicationId: string): Promise<ApplicationAnswersResponse> {
    const row = await this.repository.find(this.dataSource.manager, applicationId);
    if (row === null) throw new NotFoundError('Answers of application', applicationId);
    return {
      jobPostId: row.jobPostId,
      submittedAt: row.submittedAt.toISOString(),
      source: row.source,
      utm: row.utm,
      answers: row.answers.map(presentAnswer),
    };
  }

  /** The self-identification answers; none (an empty list) when the person gave none. 404 for an unknown application. */
  async selfId(applicationId: string): Promise<SelfIdAnswersResponse> {
    const [application, row] = await Promise.all([
      this.applications.refOf(this.dataSource.manager, applicationId),
      this.repository.findSelfId(this.dataSource.manager, applicationId),
    ]);
    if (application === null) throw new NotFoundError('Application', applicationId);
    return { answers: (row?.answers ?? []).map(presentAnswer) };
  }
}
