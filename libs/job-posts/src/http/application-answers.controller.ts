import { Controller, Get, Param } from '@nestjs/common';
import { ApiResource, Operation, ParseUuidPipe } from '@app/core';
import { ApplicationAnswersService } from '../application-answers.service';
import { ApplicationAnswersResponse, SelfIdAnswersResponse } from '../representation/application-answers-response.dto';

@Controller('applications')
@ApiResource('applications', 'Applications')
export class ApplicationAnswersController {
  constructor(private readonly answers: ApplicationAnswersService) {}

  @Get(':id/answers')
  @Operation({
    summary: 'Get what a careers-site apply submitted',
    description:
      'The answers with the label and type they were asked under (a file answer: its document id), the source and the UTM parameters. ' +
      'Self-identification answers are not here (GET /applications/{id}/self-id, scope eeo:read). 404 for an application not made through a job post.',
    response: ApplicationAnswersResponse,
    errors: [404, 422],
  })
  get(@Param('id', ParseUuidPipe) id: string): Promise<ApplicationAnswersResponse> {
    return this.answers.answers(id);
  }
}

@Controller('applications')
@ApiResource('eeo', 'Applications')
export class SelfIdController {
  constructor(private readonly answers: ApplicationAnswersService) {}

  @Get(':id/self-id')
  @Operation({
    summary: 'Get the self-identification answers of an application',
    description: 'Voluntary self-identification (EEO) answers of a careers-site apply, apart from every other read; an empty list when none were given.',
    response: SelfIdAnswersResponse,
    errors: [404, 422],
  })
  get(@Param('id', ParseUuidPipe) id: string): Promise<SelfIdAnswersResponse> {
    return this.answers.selfId(id);
  }
}
