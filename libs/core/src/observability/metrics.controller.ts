import { Controller, Get, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators';
import { Metrics } from './metrics';

/**
 * Prometheus scrape endpoint. Public like /health: a scraper holds no API key, and the metrics
 * must stay readable while PostgreSQL (which the authenticator needs) is down. Keep it off the
 * public internet at the proxy (docs/operations.md).
 */
@ApiTags('Operations')
@Controller('metrics')
@Public()
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  @ApiOperation({ summary: 'Prometheus metrics of this API process (text exposition format)' })
  @ApiProduces('text/plain')
  @ApiResponse({ status: 200, description: 'Prometheus text format 0.0.4' })
  async scrape(): Promise<StreamableFile> {
    return new StreamableFile(Buffer.from(await this.metrics.scrape()), { type: this.metrics.contentType });
  }
}
