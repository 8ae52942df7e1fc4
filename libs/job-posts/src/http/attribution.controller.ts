import { Controller, Get, Param } from '@nestjs/common';
import { ApiResource, Operation, ParseUuidPipe } from '@app/core';
import { AttributionService } from '../attribution.service';
import { AttributionResponse } from '../representation/attribution-response.dto';

@Controller('applications')
@ApiResource('applications', 'Applications')
export class AttributionController {
  constructor(private readonly attribution: AttributionService) {}

  @Get(':id/attribution')
  @Operation({
    summary: 'Where an application came from: first and last touch, and the referrer',
    description:
      'Each touch `{ source, medium, campaign, ref, at }` of a careers-site apply; a reapply moves the last touch. ' +
      'An application made through the API has both null. 404 for an application out of reach.',
    response: AttributionResponse,
    errors: [404, 422],
  })
  get(@Param('id', ParseUuidPipe) id: string): Promise<AttributionResponse> {
    return this.attribution.of(id);
  }
}
