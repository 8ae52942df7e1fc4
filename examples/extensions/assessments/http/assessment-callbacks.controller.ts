import { Body, Controller, Headers, Post, UseGuards } from '@nestjs/common';
import { Operation, PublicRoute, RawBody, RawBodyRoute } from '@app/core';
import { AssessmentsService } from '../assessments.service';
import { CALLBACK_SIGNATURE_HEADER } from '../domain/callback-signature';
import { CallbackReceiptResponse } from '../representation/assessment';
import { AssessmentResultDto } from './dto/assessment.dto';
import { CallbackLimitGuard } from './callback-limit.guard';

/** The partner's signed result callbacks: no API key (the signature admits them), their own rate limit, the raw body kept. */
@Controller('assessment-callbacks')
@PublicRoute('Assessments')
@UseGuards(CallbackLimitGuard)
export class AssessmentCallbacksController {
  constructor(private readonly assessments: AssessmentsService) {}

  @Post()
  @RawBodyRoute({ limitBytes: 16 * 1024 })
  @Operation({
    summary: "The assessment partner's result (no API key: signed)",
    description:
      `Signed by the partner in \`${CALLBACK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">\` with ` +
      'ASSESSMENTS_CALLBACK_SECRET, within 5 minutes; anything else is 401 and nothing is read. Completes the assessment; the same ' +
      'result again changes nothing. Rate limited per client address (ASSESSMENTS_CALLBACKS_PER_MINUTE).',
    response: CallbackReceiptResponse,
    errors: [400, 401, 404, 409, 413, 415, 422],
  })
  async receive(
    @RawBody() rawBody: Buffer,
    @Headers(CALLBACK_SIGNATURE_HEADER) signature: string | undefined,
    @Body() body: AssessmentResultDto,
  ): Promise<CallbackReceiptResponse> {
    await this.assessments.complete(rawBody, signature, body);
    return { status: 'received' };
  }
}
