import { Body, Controller, Param, Post, Req, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiRequestContent, clientAddressOf, IdempotencyBody, Operation, ParseUuidPipe, PublicRoute, UploadRoute, type StatusResult } from '@app/core';
import { DocumentsEnvironment } from '@app/documents';
import { applyBodyLimitBytes } from '../domain/apply-limits';
import { PublicApplyService, type ApplyReceipt, type UploadedPart } from '../public-apply.service';
import { ApplyReceiptResponse } from '../representation/application-answers-response.dto';
import { ApplyUploadInterceptor } from './apply-upload.interceptor';
import { APPLY_JSON_EXAMPLE, ApplyForm, ApplyJson } from './dto/apply.dto';
import { PublicApplyLimitGuard } from './public-read-limit.guard';

@Controller('public/job-posts')
@PublicRoute('Careers (public)')
@UseGuards(PublicApplyLimitGuard)
export class PublicApplicationsController {
  constructor(private readonly applies: PublicApplyService) {}

  @Post(':id/applications')
  @UploadRoute({ jsonLimitBytes: (app) => applyBodyLimitBytes(app.get<DocumentsEnvironment>(DocumentsEnvironment).DOCUMENT_MAX_BYTES) })
  @UseInterceptors(ApplyUploadInterceptor)
  @IdempotencyBody(ApplyUploadInterceptor)
  @ApiExtraModels(ApplyJson, ApplyForm)
  @ApiBody({ schema: { $ref: getSchemaPath(ApplyJson) } })
  @ApiRequestContent({
    'application/json': { schema: { $ref: getSchemaPath(ApplyJson) }, example: APPLY_JSON_EXAMPLE },
    'multipart/form-data': { schema: { $ref: getSchemaPath(ApplyForm) } },
  })
  @Operation({
    summary: 'Apply to a live job post (no API key)',
    description:
      'The body follows the post’s `formSchema` (JSON, files as `{ filename, contentBase64 }`) or the same names as multipart/form-data ' +
      'fields and file parts (`answers.<key>`; numbers as JSON number text, booleans `true`/`false`, a multi_select field once per value). ' +
      'Every broken rule is reported at once (422, paths `firstName`, `resume`, `answers.<key>`). At most 5 files; a file over its question’s ' +
      '`maxBytes` or outside its `accept` is 422, over DOCUMENT_MAX_BYTES 413; the body at most 3 × DOCUMENT_MAX_BYTES + 1 MiB (413). ' +
      'Always 202 `{ status: "received" }` when accepted, also when the person already applied to the job (nothing changes then). ' +
      'A post that is not live, or whose job is not open: 404. Rate limited per client address (PUBLIC_APPLY_PER_MINUTE); CORS for CAREERS_ALLOWED_ORIGINS.',
    status: 202,
    response: ApplyReceiptResponse,
    errors: [400, 404, 409, 413, 415, 422, 507],
  })
  apply(
    @Param('id', ParseUuidPipe) id: string,
    @Req() request: Request,
    @Body() body: unknown,
    @UploadedFiles() parts: UploadedPart[] | undefined,
  ): Promise<StatusResult<ApplyReceipt>> {
    return this.applies.apply(id, {
      clientIp: clientAddressOf(request),
      body,
      parts: /^multipart\//i.test(request.headers['content-type'] ?? '') ? (parts ?? []) : undefined,
    });
  }
}
